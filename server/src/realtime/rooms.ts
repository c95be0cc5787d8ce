// The rooms sockets join. Everyone is in `everyone`, `account:<id>`, `session:<id>` and
// `session:<id>:<token generation>`; clients
// join `module:<id>` and `page:<id>` for what they show (see subscriptions.ts), and `block:<id>`
// for the post blocks they show (block-subscriptions.ts). Each room is
// branded with the contract's audience it reaches, so an event can only be sent to a room its
// audience names (see Broadcaster in change-events.ts).
import type { Audience } from '@tessera/schemas/contract';

declare const audience: unique symbol;

/** A room's name, typed by the audience (contract events.ts) its sockets make up. */
export type Room<Reaches extends Audience> = string & { readonly [audience]: Reaches };

export const EVERYONE = 'everyone' as Room<'everyone'>;
export const accountRoom = (accountId: number) => `account:${accountId}` as Room<'account'>;
/** Lets a revoked session's sockets be closed on every instance. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}` as Room<'session'>;
/** The sockets of a session signed in with tokens of one generation: closed when a refresh rotated it out. */
export const sessionGenerationRoom = (sessionId: string, generation: number) => `session:${sessionId}:${generation}` as Room<'session'>;
export const itemRoom = (kind: 'module' | 'page' | 'block', id: number) => `${kind}:${id}` as Room<'subscribers'>;
