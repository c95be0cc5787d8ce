// The per-list admin flags an account holds, read alongside its account row when it signs in.
import type { ListAdminFlags } from '@tessera/schemas';
import { sql, type RawBuilder } from 'kysely';

/** The flags of every list with a flag set that accepted the account `accountIdColumn` names, as one JSON array. */
export function listFlagsOf(accountIdColumn: string): RawBuilder<ListAdminFlags[]> {
  return sql<ListAdminFlags[]>`(select coalesce(jsonb_agg(jsonb_build_object(
      'isAdmin', l.is_admin, 'allowPermissions', l.allow_permissions, 'permissions', l.permissions) order by l.id), '[]'::jsonb)
    from user_lists l join list_memberships m on m.user_list_id = l.id
    where m.account_id = ${sql.ref(accountIdColumn)} and m.state = 'accepted' and (l.is_admin or l.allow_permissions))`;
}
