import type { ReportProblem } from '../types.ts';
import type { PageSpots } from '../walk-blocks.ts';

/**
 * The references of a page file (`{ "ref": … }`, the further spots of a shared block): each names
 * a block written in full in the same page, and none puts a block inside itself, directly or
 * through other references.
 */
export function checkBlockRefs({ blocks, refs }: PageSpots, file: string, report: ReportProblem): void {
  if (refs.length === 0) return;
  const held = new Map<string, string[]>(blocks.map(({ block }) => [block.id, []]));
  for (const { block, holder } of blocks) if (holder !== undefined) held.get(holder)?.push(block.id);
  for (const { ref, holder } of refs) if (holder !== undefined) held.get(holder)?.push(ref);
  for (const { ref, path, holder } of refs) {
    if (!held.has(ref)) {
      report({ file, path: `${path}/ref`, message: `The block '${ref}' is not written in full in this page: a reference stands for a block of its own page, written in full at its first spot.` });
    } else if (holder === ref) {
      report({ file, path: `${path}/ref`, message: `The block '${ref}' cannot hold itself.` });
    } else if (holder !== undefined && reaches(held, ref, holder)) {
      report({ file, path: `${path}/ref`, message: `The block '${ref}' cannot stand here: it holds '${holder}', which holds this reference, so it would stand inside itself.` });
    }
  }
}

/** Whether `from` holds `target`, at any depth. */
function reaches(held: ReadonlyMap<string, readonly string[]>, from: string, target: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (key === target) return true;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...held.get(key) ?? []);
  }
  return false;
}
