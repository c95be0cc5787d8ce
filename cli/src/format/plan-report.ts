// The plan of a diff or apply for people: one line per element, then what it adds up to.
import type { SitePlanEntry, SiteSyncConflict } from '@tessera/schemas';
import { plural } from './plural.ts';

const SIGN = { create: '+', update: '~', delete: '-' } as const;

export function planLine({ element, file, action, paths, kept }: SitePlanEntry): string {
  const what = `${SIGN[action]} ${action} ${element}`;
  if (action === 'update') return `${what} (${file}): ${(paths ?? []).map((path) => path || '(whole)').join(', ')}`;
  if (kept) return `${what} (${file} is gone): kept; apply with --prune to delete it`;
  return `${what} (${file})`;
}

export function planSummary(plan: readonly SitePlanEntry[]): string {
  const applied = plan.filter((entry) => !entry.kept);
  if (applied.length === 0 && plan.length === 0) return 'No changes: the server already holds these files.';
  const count = (action: SitePlanEntry['action']) => applied.filter((entry) => entry.action === action).length;
  const kept = plan.length - applied.length;
  const parts = [`${count('create')} to create`, `${count('update')} to update`, `${count('delete')} to delete`];
  return `${parts.join(', ')}${kept > 0 ? `; ${plural(kept, 'deletion')} kept without --prune` : ''}.`;
}

export function conflictLine({ element, file, base, current }: SiteSyncConflict): string {
  return `! conflict ${element} (${file}): changed on the server since you last exported or applied (revision ${base}, now ${current ?? 'deleted'})`;
}
