import { pointer } from '../json-pointer.ts';
import type { SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';

/**
 * Accounts' grants name a module of the site by key, and a page of that module when they name
 * one; a page holds blocks, not pages.
 */
export function checkGrants(tree: SiteTree, report: ReportProblem): void {
  const pagesByModule = new Map(tree.modules.map((module) => [module.key, new Set(module.pages.map((page) => page.key))]));
  for (const [index, account] of (tree.site?.accounts ?? []).entries()) {
    for (const [at, grant] of (account.grants ?? []).entries()) {
      const path = (...more: string[]) => pointer('accounts', index, 'grants', at, ...more);
      const pages = pagesByModule.get(grant.module);
      if (!pages) report({ file: 'site.json', path: path('module'), message: `The grant names the module '${grant.module}', but modules/${grant.module}/module.json does not exist.` });
      else if (grant.page !== undefined && !pages.has(grant.page)) {
        report({ file: 'site.json', path: path('page'), message: `The grant names the page '${grant.page}', but modules/${grant.module}/pages/${grant.page}.json does not exist.` });
      }
      if (grant.page !== undefined && grant.subject === 'items.pages') report({ file: 'site.json', path: path('subject'), message: 'A page holds blocks, not pages.' });
    }
  }
}
