// Keeps dynamic and system lists current as people change: an account's profile, role or
// memberships changing (announced as an 'account' change) refills the rule-filled lists for it.
import type { OperationContext } from '../context.ts';
import { refreshRuleLists } from './refresh-rule-lists.ts';

/**
 * Listens to this instance's own announcements (another instance refreshes for its own writes);
 * returns the function that stops listening. A refresh that changes nothing announces nothing,
 * so the refresh's own announcement ends the chain.
 */
export function watchRuleLists(ctx: Pick<OperationContext, 'db' | 'changes'>, onError: (error: unknown) => void): () => void {
  return ctx.changes.subscribe('clients', (changes) => {
    const accountIds = changes.flatMap((change) => (change.scope === 'account' ? [change.accountId] : []));
    if (accountIds.length > 0) refreshRuleLists(ctx, { accountIds }).catch(onError);
  });
}
