// The plan of an apply: per element, what the files change on the server; and the elements the
// server changed since the client last saw them (conflicts).
import type { ElementRevisions, SitePlanEntry as PlanEntry, SiteSyncConflict as SyncConflict } from '@tessera/schemas';
import type { SiteElement } from './site-elements.ts';
import { changedPaths } from './changed-paths.ts';

/** Elements a file holds whole: deleting its file deletes them (with --prune). The rest live inside another element's file. */
const PRUNABLE = /^(module|page|brand|translations|list):/;
/** Elements held inside a page file: they go when the page file no longer holds them, without --prune. */
const HELD = /^(block|field):/;

/** What turns `current` (the server's elements) into `desired` (the files'); in element id order. */
export function planSync(current: ReadonlyMap<string, SiteElement>, desired: ReadonlyMap<string, SiteElement>, prune: boolean): PlanEntry[] {
  const plan: PlanEntry[] = [];
  for (const [element, { file, value }] of desired) {
    const now = current.get(element);
    if (!now) plan.push({ element, file, action: 'create' });
    else {
      const paths = changedPaths(now.value, value);
      if (paths.length > 0) plan.push({ element, file, action: 'update', paths });
    }
  }
  for (const [element, { file }] of current) {
    if (desired.has(element)) continue;
    // A block leaves with its page's change and a field with its block's; lists are never deleted (their members' memberships would go).
    if (HELD.test(element)) plan.push({ element, file, action: 'delete' });
    else if (PRUNABLE.test(element) && !element.startsWith('list:')) plan.push({ element, file, action: 'delete', ...(!prune && { kept: true }) });
  }
  return plan.sort((a, b) => (a.element < b.element ? -1 : a.element > b.element ? 1 : 0));
}

/** The planned changes to elements whose revision on the server moved since `base`. */
export function conflictsOf(plan: readonly PlanEntry[], base: ElementRevisions, revisions: ElementRevisions): SyncConflict[] {
  return plan.flatMap(({ element, file, kept }) => {
    const seen = base[element];
    const now = revisions[element] ?? null;
    return !kept && seen !== undefined && seen !== now ? [{ element, file, base: seen, current: now }] : [];
  });
}
