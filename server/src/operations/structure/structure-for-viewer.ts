// The structure one viewer receives: without the pages naming lists they are not in (schemas'
// page-visibility.ts). Viewers who are hidden the same pages share one object per cached
// structure, so /init keeps serialising it once (init-payload.ts).
import { pagesHiddenFrom, structureWithout, type PageViewer, type Structure } from '@tessera/schemas';

const byHidden = new WeakMap<Structure, Map<string, Structure>>();

/** `structure` as `viewer` may see it; the same object for everyone hidden the same pages. */
export function viewerStructure(structure: Structure, viewer: PageViewer): Structure {
  const hidden = pagesHiddenFrom(structure, viewer);
  if (hidden.size === 0) return structure;
  const key = [...hidden].sort((a, b) => a - b).join(',');
  let known = byHidden.get(structure);
  if (!known) byHidden.set(structure, (known = new Map()));
  let seen = known.get(key);
  if (!seen) known.set(key, (seen = structureWithout(structure, hidden)));
  return seen;
}
