// The post block a write or read is about: its type, its rules (options over the type's defaults),
// where it stands (for grants kept on its page or module) and the app route of its page.
import { blockDefinitions } from '@tessera/blocks/definitions';
import { blockPositionKey, blockTarget, formatBlockPosition, isPostBlockType, type Block, type PostBlockRef, type PostBlockType, type PostRules } from '@tessera/schemas';
import type { SiteCache } from '../../cache/site-cache.ts';
import { appError } from '../../errors.ts';
import type { OperationContext } from '../context.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { readBlocks } from '../structure/read-blocks.ts';
import { readBlocksFor } from '../structure/read-for-viewer.ts';

/** What post operations need besides the database: the site's structure, to place a block. */
export interface PostsContext extends OperationContext {
  cache: SiteCache;
}

export interface PostBlock extends PostBlockRef {
  id: number;
  type: PostBlockType;
  rules: PostRules;
  /** The app route of its page (/module/page), or null when its page is not in the structure. */
  pagePath: string | null;
}

async function postBlockOf(cache: SiteCache, block: Block | undefined): Promise<PostBlock | null> {
  if (!block || !isPostBlockType(block.type) || block.pageId === undefined) return null;
  const page = await cache.page(block.pageId);
  const module = page ? (await cache.structure()).moduleById(page.moduleId) : undefined;
  const rules = { ...blockDefinitions.get(block.type)?.defaults, ...block.options } as unknown as PostRules;
  return {
    id: block.id, type: block.type, rules,
    target: blockTarget(block.id, block.pageId, page?.moduleId),
    pagePath: page && module ? `/${module.slug}/${page.slug}` : null,
  };
}

/** Post block `blockId` when `viewer` may see it; null when it is hidden from them, gone or holds no posts. */
export async function findVisiblePostBlock(ctx: PostsContext, viewer: SignedInAccount, blockId: number): Promise<PostBlock | null> {
  const [block] = await readBlocksFor(ctx.db, ctx.cache, viewer, [blockId]);
  return postBlockOf(ctx.cache, block);
}

/** Post block `blockId` as `viewer` may see it; BLOCK_NOT_FOUND when it is hidden from them, gone or holds no posts. */
export async function visiblePostBlock(ctx: PostsContext, viewer: SignedInAccount, blockId: number): Promise<PostBlock> {
  const block = await findVisiblePostBlock(ctx, viewer, blockId);
  if (!block) throw appError('BLOCK_NOT_FOUND');
  return block;
}

/** Post block `blockId` whoever asks (moderation and jobs check their own permission); BLOCK_NOT_FOUND when gone. */
export async function postBlockById(ctx: PostsContext, blockId: number): Promise<PostBlock> {
  const [block] = await readBlocks(ctx.db, [blockId]);
  const postBlock = await postBlockOf(ctx.cache, block);
  if (!postBlock) throw appError('BLOCK_NOT_FOUND');
  return postBlock;
}

/** The route showing post `postId` in its block (shell spec §2.4: the block:{blockId} query entry). */
export const blockPositionPath = (block: PostBlock, postId: number): string | null =>
  (block.pagePath === null ? null : `${block.pagePath}?${blockPositionKey(block.id)}=${formatBlockPosition({ page: 1, postId })}`);
