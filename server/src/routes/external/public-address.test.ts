import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('isPublicAddress', () => {
  it('allows public unicast addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses private, loopback, link-local, multicast, unspecified and other special ranges, in either family', () => {
    const special = [
      '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '224.0.0.1', '0.0.0.0',
      '100.64.0.1', '255.255.255.255', '192.0.2.1',
      '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '2002:7f00:1::1', '64:ff9b::7f00:1',
      'not an address', '',
    ];
    for (const address of special) expect(isPublicAddress(address), address).toBe(false);
  });
});
