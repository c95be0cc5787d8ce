import type { UserList } from '@tessera/schemas';

/** How a list gets its members: by hand, or from a rule (dynamic lists, and the platform's system lists). */
export type ListKind = 'manual' | 'dynamic' | 'system';

export const listKind = (list: Pick<UserList, 'dynamic' | 'system'>): ListKind => (list.system ? 'system' : list.dynamic ? 'dynamic' : 'manual');
