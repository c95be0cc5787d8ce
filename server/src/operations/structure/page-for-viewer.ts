// Server-side visibility: what of a page one member may see. Rule trees are decided here as far
// as the member's own data allows (schemas' visibilityForViewer); what depends on the screen —
// device, profile pages, form and known values — stays with the browser.
import { visibilityForViewer, type Block, type Page, type Positions, type ViewerRuleContext } from '@tessera/schemas';

// Per cached page object: whether any block has a rule tree to decide. Pages are replaced, never
// changed, when the structure changes, so the answer holds as long as the object lives.
const pagesWithRules = new WeakMap<Page, boolean>();

/** True when some block of the page shows by a rule tree (advanced visibility). */
export function hasRuleTrees(page: Page): boolean {
  let known = pagesWithRules.get(page);
  if (known === undefined) {
    known = page.blocks.some((block) => block.visibility?.mode === 'advanced' && block.visibility.rules !== undefined);
    pagesWithRules.set(page, known);
  }
  return known;
}

/** `positions` with the removed ids left out (undefined stays undefined). */
function withoutIds(positions: Positions | undefined, removed: ReadonlySet<number>): Positions | undefined {
  if (!positions) return positions;
  return Object.fromEntries(Object.entries(positions).map(([column, ids]) => [column, (ids ?? []).filter((id) => !removed.has(id))]));
}

/** The ids of `roots` and of every block nested under them. */
function withDescendants(roots: Iterable<number>, byId: ReadonlyMap<number, Block>): Set<number> {
  const found = new Set<number>();
  const visit = (id: number): void => {
    if (found.has(id)) return;
    found.add(id);
    const block = byId.get(id);
    for (const child of block?.children ?? []) visit(child);
    for (const ids of Object.values(block?.positions ?? {})) for (const child of ids ?? []) visit(child);
  };
  for (const id of roots) visit(id);
  return found;
}

/**
 * The page as `viewer` may see it: a block whose rule tree fails for them is removed with every
 * block nested in it, and their ids with it from every `children`, `positions` and the page's
 * modal, so the reply names them nowhere; the other blocks keep only the rules the browser still
 * has to decide. A page without rule trees is returned as it is (the same object).
 */
export function pageForViewer(page: Page, viewer: ViewerRuleContext): Page {
  if (!hasRuleTrees(page)) return page;
  const decided = new Map<number, Block['visibility']>();
  const hidden: number[] = [];
  for (const block of page.blocks) {
    if (block.visibility?.mode !== 'advanced') continue;
    const visibility = visibilityForViewer(block.visibility, viewer);
    if (visibility === 'hidden') hidden.push(block.id);
    else decided.set(block.id, visibility);
  }
  const removed = withDescendants(hidden, new Map(page.blocks.map((block) => [block.id, block])));
  const blocks = page.blocks.filter((block) => !removed.has(block.id)).map((block): Block => {
    const { visibility: _before, children, positions, ...rest } = block;
    const visibility = decided.has(block.id) ? decided.get(block.id) : block.visibility;
    return {
      ...rest,
      ...(children && { children: children.filter((id) => !removed.has(id)) }),
      ...(positions && { positions: withoutIds(positions, removed) }),
      ...(visibility && { visibility }),
    };
  });
  const modal = page.relatedBlocks?.modal;
  const relatedBlocks = modal !== undefined && removed.has(modal) ? {} : page.relatedBlocks;
  return { ...page, positions: withoutIds(page.positions, removed) ?? {}, blocks, ...(relatedBlocks && { relatedBlocks }) };
}
