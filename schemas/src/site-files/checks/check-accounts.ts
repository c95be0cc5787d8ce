import { forEachDuplicate } from '../for-each-duplicate.ts';
import { pointer } from '../json-pointer.ts';
import type { SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';

/** No two accounts in site.json share an email; emails compare without regard to case. */
export function checkAccounts(tree: SiteTree, report: ReportProblem): void {
  const accounts = tree.site?.accounts ?? [];
  forEachDuplicate(accounts.entries(), ([, account]) => account.email.toLowerCase(), ([index, account], [firstIndex]) => {
    report({ file: 'site.json', path: pointer('accounts', index, 'email'), message: `The email '${account.email}' is already used by the account at /accounts/${firstIndex}.` });
  });
}
