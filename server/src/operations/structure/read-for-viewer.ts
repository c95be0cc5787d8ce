// The structure reads that answer per viewer: a page, one block, several blocks.
import { mayViewPage, pagesHiddenFrom, structureWithout, type Block, type Module, type Page, type ReplyLanguages, type ViewerRuleContext } from '@tessera/schemas';
import type { SiteCache } from '../../cache/site-cache.ts';
import type { Db } from '../../db/database.ts';
import { localisedBlock, localisedPage } from '../../localisation/localised.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { assertCan } from '../assert-can.ts';
import { mayReadModule } from './archived-modules.ts';
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

/**
 * A module by slug when `viewer` may read it (archived modules only for those who may edit them),
 * without the pages they may not view, or null.
 */
export async function readModuleFor(cache: SiteCache, viewer: SignedInAccount, slug: string): Promise<Module | null> {
  const module = (await cache.structure()).moduleBySlug(slug);
  if (!module || !mayReadModule(viewer, module)) return null;
  const one = { modules: [module] };
  return structureWithout(one, pagesHiddenFrom(one, viewer)).modules[0] ?? null;
}

/**
 * Whether `viewer` may read what is on `page`: not when its module is archived, unless they may
 * edit that, nor when it names lists they are not an accepted member of, unless they may edit it.
 */
async function mayReadPage(cache: SiteCache, viewer: SignedInAccount, page: Page): Promise<boolean> {
  if (!mayViewPage(viewer, page)) return false;
  const module = (await cache.structure()).moduleById(page.moduleId);
  return !module || mayReadModule(viewer, module);
}

/** A page of the structure as `viewer` may see it (see pageForViewer), or null. */
export async function readPageFor(cache: SiteCache, viewer: SignedInAccount, pageId: number, { editMode = false, languages }: ReadOptions = {}): Promise<Page | null> {
  if (editMode) assertCan(viewer, 'manageEditMode', 'items.pages', { subjectId: pageId }, EDIT_MODE_ONLY);
  const page = await cache.page(pageId);
  if (!page || !(await mayReadPage(cache, viewer, page))) return null;
  if (editMode) return page;
  return pageForViewer(languages ? localisedPage(page, languages) : page, viewerOf(viewer));
}

/** What of a page's blocks `viewer` sees: each block as shown to them, or undefined when hidden. */
type ShowBlock = (block: Block) => Block | undefined;

const showAll: ShowBlock = (block) => block;
const showNone: ShowBlock = () => undefined;

async function blocksShownOn(cache: SiteCache, viewer: SignedInAccount, pageId: number, editMode: boolean): Promise<ShowBlock> {
  const page = await cache.page(pageId);
  if (!page) return showAll;
  if (!(await mayReadPage(cache, viewer, page))) return showNone;
  // In edit mode, or without rule trees on the page, every block shows as read.
  if (editMode || !hasRuleTrees(page)) return showAll;
  const shown = new Map(pageForViewer(page, viewerOf(viewer)).blocks.map((block) => [block.id, block]));
  return (block) => shown.get(block.id);
}

/**
 * The blocks among `ids` that exist and `viewer` may see, in the order asked for: a block hidden
 * from them, nested in one, or on a page of an archived module, is left out as if it did not exist.
 */
export async function readBlocksFor(db: Db, cache: SiteCache, viewer: SignedInAccount, ids: readonly number[], { editMode = false, languages }: ReadOptions = {}): Promise<Block[]> {
  if (editMode) assertCan(viewer, 'manageEditMode', 'items.blocks', {}, EDIT_MODE_ONLY);
  const blocks = await readBlocks(db, ids);
  const byPage = new Map<number, ShowBlock>();
  const shown: Block[] = [];
  for (const block of blocks) {
    let show = showAll;
    if (block.pageId !== undefined) {
      show = byPage.get(block.pageId) ?? await blocksShownOn(cache, viewer, block.pageId, editMode);
      byPage.set(block.pageId, show);
    }
    const visible = show(block);
    if (visible) shown.push(visible);
  }
  return languages ? shown.map((block) => localisedBlock(block, languages)) : shown;
}
