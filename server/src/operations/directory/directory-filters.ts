// The directory's filter tree (forms spec, search filter types) as one SQL condition over the
// member's search row `s` (profile_search). Every type is evaluated against what exists:
// entities and connections do not exist yet, so definitionId matches nobody and hasConnections
// true matches nobody (false: everybody), rather than being ignored.
import { can, type DirectoryFilter } from '@tessera/schemas';
import { sql, type RawBuilder } from 'kysely';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';

/** How deep and/or groups may nest: deeper trees are refused (400), not cut. */
export const MAX_FILTER_DEPTH = 4;

type Condition = RawBuilder<boolean>;

const TRUE: Condition = sql<boolean>`true`;
const FALSE: Condition = sql<boolean>`false`;

/** Accepted memberships, visible ones only unless `withHidden`, of lists `where` picks. */
function acceptedIn(lists: Condition, withHidden: boolean): Condition {
  return sql<boolean>`s.account_id in (select m.account_id from list_memberships m join user_lists l on l.id = m.user_list_id
    where m.state = 'accepted' ${withHidden ? sql`` : sql`and not m.hidden`} and ${lists})`;
}

const inIds = (column: string, ids: readonly number[]) => sql<boolean>`${sql.ref(column)} in (${sql.join(ids)})`;

/** Accepted into any of `listIds`: visibly, or hidden too (the search row keeps both, GIN-indexed). */
const inLists = (listIds: readonly number[], withHidden: boolean): Condition => {
  const ids = sql`array[${sql.join(listIds)}]::integer[]`;
  return withHidden ? sql<boolean>`(s.list_ids && ${ids} or s.hidden_list_ids && ${ids})` : sql<boolean>`s.list_ids && ${ids}`;
};

/** hiddenAndVisibleUserList: hidden memberships count on the lists whose hidden members the reader may see. */
function hiddenAndVisible(reader: Actor, listIds: readonly number[]): Condition {
  const seesHidden = listIds.filter((id) => can(reader, 'update', 'userLists', { subjectId: id }));
  const visibleOnly = listIds.filter((id) => !seesHidden.includes(id));
  const parts = [
    ...(seesHidden.length > 0 ? [inLists(seesHidden, true)] : []),
    ...(visibleOnly.length > 0 ? [inLists(visibleOnly, false)] : []),
  ];
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** A true boolean at `key` that the reader may see: the member's own, or a value they keep public. */
function boolIsTrue(reader: Actor, key: string): Condition {
  const value = sql`(select p.data -> 'profile' -> ${key} from profiles p where p.account_id = s.account_id)`;
  return sql<boolean>`(coalesce(${value} = 'true'::jsonb, false) and (s.account_id = ${reader.accountId ?? 0} or not (${key} = any(s.private_keys))))`;
}

/** The SQL condition of `filter` as `reader` may apply it; a tree deeper than MAX_FILTER_DEPTH → BAD_REQUEST. */
export function filterCondition(filter: DirectoryFilter, reader: Actor, depth = 1): Condition {
  if ('operator' in filter) {
    if (depth > MAX_FILTER_DEPTH) throw appError('BAD_REQUEST', `Filter groups nest at most ${MAX_FILTER_DEPTH} deep.`);
    const parts = filter.filters.map((child) => filterCondition(child, reader, depth + 1));
    return sql<boolean>`(${sql.join(parts, filter.operator === 'and' ? sql` and ` : sql` or `)})`;
  }
  switch (filter.type) {
    case 'bool':
      return filter.value ? boolIsTrue(reader, filter.key) : sql<boolean>`not ${boolIsTrue(reader, filter.key)}`;
    case 'userList':
      return inLists(filter.listIds, false);
    case 'hiddenAndVisibleUserList':
      return hiddenAndVisible(reader, filter.listIds);
    case 'entityMembership':
      return acceptedIn(inIds('l.entity_id', filter.entityIds), false);
    case 'hasMemberships': {
      const any = acceptedIn(sql<boolean>`not l.system`, false);
      return filter.value ? any : sql<boolean>`not ${any}`;
    }
    // No entity definitions exist yet: no member belongs to an entity of one.
    case 'definitionId':
      return FALSE;
    // No connections exist yet: nobody has one.
    case 'hasConnections':
      return filter.value ? FALSE : TRUE;
  }
}
