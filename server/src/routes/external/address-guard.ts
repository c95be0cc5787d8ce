// Where a fetch may connect: the resolver and the test of each address it gives. The server uses
// the system's resolver and public addresses only; tests inject their own (test servers are local).
import { lookup } from 'node:dns/promises';
import { isPublicAddress } from './public-address.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface AddressGuard {
  /** Every address `hostname` resolves to. */
  resolve(hostname: string): Promise<ResolvedAddress[]>;
  /** Whether the server may connect to `address`. */
  allows(address: string): boolean;
}

export const publicInternetGuard: AddressGuard = {
  resolve: async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 })),
  allows: isPublicAddress,
};
