// Creates a site's applications with their form fields, and the requests made through them, each
// brought to its state through the transition table as a member and the site's first admin would
// (so the history reads as it would have happened, and accepted requests hold their membership).
import type { Field, MembershipState, SiteApplication, SiteAccount } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import { SYSTEM_ACTOR } from '../actor.ts';
import { moveRequest } from '../applications/move-request.ts';
import { createApplication } from '../applications/write-application.ts';
import type { OperationContext } from '../context.ts';
import { createField } from '../structure/fields/write-fields.ts';

/** The moves that bring a new request to `state`: who makes each, and to what. */
const PATHS: Record<MembershipState, Array<['member' | 'admin', MembershipState]>> = {
  applied: [['member', 'applied']],
  withdrawn: [['member', 'applied'], ['member', 'withdrawn']],
  accepted: [['member', 'applied'], ['admin', 'accepted']],
  rejected: [['member', 'applied'], ['admin', 'rejected']],
  returned: [['member', 'applied'], ['admin', 'returned']],
  banned: [['member', 'applied'], ['admin', 'banned']],
  completed: [['member', 'applied'], ['admin', 'accepted'], ['admin', 'completed']],
};

/**
 * Imports every application once the lists and accounts are in. Form fields are written with
 * their keys (flat fields only: the application form of a site file holds no groups). The loader
 * has checked that each names a list and accounts of site.json.
 */
export async function importApplications(
  tx: OperationContext, applications: readonly SiteApplication[], accounts: readonly SiteAccount[],
  listIds: ReadonlyMap<string, number>, accountIds: ReadonlyMap<string, number>,
): Promise<void> {
  if (applications.length === 0) return;
  const adminEmail = accounts.find((account) => account.role === 'admin')?.email;
  const adminId = adminEmail === undefined ? undefined : accountIds.get(adminEmail);
  const admin: Actor = adminId === undefined ? SYSTEM_ACTOR : { accountId: adminId, isAdmin: true, permissions: [] };
  const idOf = (email: string) => accountIds.get(email) ?? [...accountIds].find(([known]) => known.toLowerCase() === email.toLowerCase())?.[1];

  for (const { id: key, label, list, fields = [], requests = [] } of applications) {
    const userListId = listIds.get(list);
    if (userListId === undefined) throw new Error(`The user list ${list} was not imported`);
    const fieldIds: number[] = [];
    for (const { id: fieldKey, children, sort: _sort, relatedBlocks: _related, ...definition } of fields) {
      if (children) throw new Error(`The application field ${fieldKey} holds other fields: application forms in site files are flat.`);
      fieldIds.push((await createField(tx, SYSTEM_ACTOR, { field: definition as Field }, fieldKey)).id!);
    }
    const application = await createApplication(tx, SYSTEM_ACTOR, label, userListId, fieldIds, key);
    for (const { account, state, message, data } of requests) {
      const accountId = idOf(account);
      if (accountId === undefined) throw new Error(`The account ${account} was not imported`);
      const moves = PATHS[state];
      for (const [index, [by, to]] of moves.entries()) {
        const last = index === moves.length - 1;
        await moveRequest(tx, by === 'admin' ? admin : { accountId, isAdmin: false, permissions: [] }, {
          applicationId: application.id, accountId, to, by, notify: false,
          ...(to === 'applied' && data !== undefined && { data }),
          ...(last && message !== undefined && { message }),
        });
      }
    }
  }
}
