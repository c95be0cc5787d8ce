// A page file's blocks as syncPagesBlocks takes them: stored references (file, list and field ids)
// in place of the asset paths and keys site files use.
import type { BlockSpot, PageFile } from '@tessera/schemas';
import { isBlockRef } from '@tessera/schemas/site-files';
import type { DesiredPage, DesiredSpot } from '../structure/blocks/sync-page-blocks.ts';
import { withFileIds } from './file-references.ts';
import { withListIds } from './list-references.ts';
import type { SiteIds } from './site-ids.ts';

/** The page's columns (its `blocks` as col-0, then `positions`) and related modal. */
export function desiredPage(pageId: number, page: PageFile, ids: SiteIds): DesiredPage {
  const columns = { 'col-0': page.blocks, ...page.positions };
  return {
    pageId,
    positions: Object.fromEntries(Object.entries(columns).map(([column, blocks]) => [column, (blocks ?? []).map((block) => desiredSpot(block, ids))])),
    ...(page.relatedModal && { relatedModal: desiredSpot(page.relatedModal, ids) }),
  };
}

/** A block written in full with what it holds, or a further spot of one (its reference as it is). */
function desiredSpot(block: BlockSpot, ids: SiteIds): DesiredSpot {
  if (isBlockRef(block)) return { ref: block.ref };
  const { id, type, title, showTitle, options, optionsVersion, visibility, fields, columns, translations, children, positions } = block;
  return {
    key: id, type,
    data: {
      title, showTitle, options: options && withFileIds(options, ids.files), optionsVersion, visibility: visibility && withListIds(visibility, ids.lists),
      fields: fields?.map((field) => ids.fields.get(field.id)!), columns, translations,
    },
    ...(children && { children: children.map((child) => desiredSpot(child, ids)) }),
    ...(positions && { positions: Object.fromEntries(Object.entries(positions).map(([column, list]) => [column, (list ?? []).map((child) => desiredSpot(child, ids))])) }),
  };
}
