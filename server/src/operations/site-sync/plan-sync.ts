// The plan of an apply: per element, what the files change on the server; and the elements the
// server changed since the client last saw them (conflicts).
import type { ElementRevisions, SitePlanEntry as PlanEntry, SiteSyncConflict as SyncConflict } from '@tessera/schemas';
import type { SiteElement } from './site-elements.ts';
import { changedPaths } from './changed-paths.ts';
import { elementIds } from './element-ids.ts';

/** Elements a file holds whole: deleting its file deletes them (with --prune). The rest live inside another element's file. */
const PRUNABLE = /^(module|page|brand|translations|list):/;
/** Elements held inside a page file: they go when the page file no longer holds them, without --prune. */
const HELD = /^(block|field):/;

/** What turns `current` (the server's elements) into `desired` (the files'); in element id order. */
export function planSync(current: ReadonlyMap<string, SiteElement>, desired: ReadonlyMap<string, SiteElement>, prune: boolean): PlanEntry[] {
  const plan: PlanEntry[] = [];
  for (const [element, { file, value }] of prune ? desired : withKeptBrands(current, desired)) {
    const now = current.get(element);
    if (!now) plan.push({ element, file, action: 'create' });
    else {
      const paths = changedPaths(now.value, value);
      if (paths.length > 0) plan.push({ element, file, action: 'update', paths });
    }
  }
  for (const [element, { file }] of current) {
    if (desired.has(element)) continue;
    // A block leaves with its page's change and a field with its block's; lists and applications are
    // never deleted (their members' memberships, its requests, would go): they are not prunable.
    if (HELD.test(element)) plan.push({ element, file, action: 'delete' });
    else if (PRUNABLE.test(element) && !element.startsWith('list:')) plan.push({ element, file, action: 'delete', ...(!prune && { kept: true }) });
  }
  return plan.sort((a, b) => (a.element < b.element ? -1 : a.element > b.element ? 1 : 0));
}

interface BrandOrder { brands: string[] }

/**
 * The files' elements as an apply without --prune leaves the site: brands whose files are gone
 * stay, listed after the files' brands in their current order (applyBrands), so keeping them is
 * not a change of the settings' brand list on every run.
 */
function withKeptBrands(current: ReadonlyMap<string, SiteElement>, desired: ReadonlyMap<string, SiteElement>): ReadonlyMap<string, SiteElement> {
  const now = current.get(elementIds.settings)?.value as BrandOrder | undefined;
  const wanted = desired.get(elementIds.settings);
  if (!now || !wanted) return desired;
  const listed = (wanted.value as BrandOrder).brands;
  const kept = now.brands.filter((key) => !listed.includes(key) && !desired.has(elementIds.brand(key)));
  if (kept.length === 0) return desired;
  return new Map(desired).set(elementIds.settings, { ...wanted, value: { ...(wanted.value as object), brands: [...listed, ...kept] } });
}

/** The planned changes to elements whose revision on the server moved since `base`. */
export function conflictsOf(plan: readonly PlanEntry[], base: ElementRevisions, revisions: ElementRevisions): SyncConflict[] {
  return plan.flatMap(({ element, file, kept }) => {
    const seen = base[element];
    const now = revisions[element] ?? null;
    return !kept && seen !== undefined && seen !== now ? [{ element, file, base: seen, current: now }] : [];
  });
}
