// The structure reads that answer per viewer: a page, one block, several blocks.
import type { Block, Page, ReplyLanguages, ViewerRuleContext } from '@tessera/schemas';
import type { SiteCache } from '../../cache/site-cache.ts';
import type { Db } from '../../db/database.ts';
import { localisedBlock, localisedPage } from '../../localisation/localised.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { assertCan } from '../assert-can.ts';
import { readBlocks } from './read-blocks.ts';
import { hasRuleTrees, pageForViewer } from './page-for-viewer.ts';

export interface ReadOptions {
  /** Admin edit mode: every block, unfiltered, as stored with every translation; only for those who may manageEditMode. */
  editMode?: boolean;
  /** Outside edit mode, the language to answer in (see localisation/); as stored when left out. */
  languages?: ReplyLanguages | undefined;
}

/** What the rules read about the signed-in member. */
export function viewerOf({ accountId, email, isAdmin, isElevated, profile, listMemberships }: SignedInAccount): ViewerRuleContext {
  return { user: { accountId, email, isAdmin, isElevated }, profile: profile.data.profile, listMemberships };
}

const EDIT_MODE_ONLY = 'Only people who may edit pages can load them in edit mode.';

/** A page of the structure as `viewer` may see it (see pageForViewer), or null. */
export async function readPageFor(cache: SiteCache, viewer: SignedInAccount, pageId: number, { editMode = false, languages }: ReadOptions = {}): Promise<Page | null> {
  if (editMode) assertCan(viewer, 'manageEditMode', 'items.pages', { subjectId: pageId }, EDIT_MODE_ONLY);
  const page = await cache.page(pageId);
  if (!page || editMode) return page;
  return pageForViewer(languages ? localisedPage(page, languages) : page, viewerOf(viewer));
}

/**
 * The blocks among `ids` that exist and `viewer` may see, in the order asked for: a block hidden
 * from them, or nested in one, is left out as if it did not exist.
 */
export async function readBlocksFor(db: Db, cache: SiteCache, viewer: SignedInAccount, ids: readonly number[], { editMode = false, languages }: ReadOptions = {}): Promise<Block[]> {
  if (editMode) assertCan(viewer, 'manageEditMode', 'items.blocks', {}, EDIT_MODE_ONLY);
  const blocks = await readBlocks(db, ids);
  if (editMode) return blocks;
  const seen = new Map<number, ReadonlyMap<number, Block> | null>();
  const visibleOn = async (pageId: number): Promise<ReadonlyMap<number, Block> | null> => {
    if (!seen.has(pageId)) {
      const page = await cache.page(pageId);
      // No rule trees on the page: every block shows, as read.
      seen.set(pageId, page && hasRuleTrees(page) ? new Map(pageForViewer(page, viewerOf(viewer)).blocks.map((block) => [block.id, block])) : null);
    }
    return seen.get(pageId) ?? null;
  };
  const shown: Block[] = [];
  for (const block of blocks) {
    const filtered = block.pageId === undefined ? null : await visibleOn(block.pageId);
    if (!filtered) shown.push(block);
    else if (filtered.has(block.id)) shown.push(filtered.get(block.id)!);
  }
  return languages ? shown.map((block) => localisedBlock(block, languages)) : shown;
}
