// The rooms sockets join. Everyone is in `everyone`, `account:<id>` and `session:<id>`; clients
// join `module:<id>` and `page:<id>` for what they show (see subscriptions.ts).

export const EVERYONE = 'everyone';
export const accountRoom = (accountId: number): string => `account:${accountId}`;
/** Lets a revoked session's sockets be closed on every instance. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
export const itemRoom = (kind: 'module' | 'page', id: number): string => `${kind}:${id}`;
