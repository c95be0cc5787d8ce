// The posts and comments reports are about, as moderators see them: deleted ones too, with their
// author and the page that shows them.
import type { ReportedItem } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import { namesFor, threadOf } from '../posts/communication-rows.ts';
import { blockPositionPath, postBlockById, type PostsContext } from '../posts/post-block.ts';

const ITEM_COLUMNS = ['id', 'blockId', 'rootId', 'scope', 'fromAccountId', 'title', 'html', 'createdAt', 'deletedAt', 'deleteReason'] as const;

/** The page showing a post of `blockId`, or null when the block or its page is gone. */
async function pathOf(ctx: PostsContext, blockId: number, postId: number): Promise<string | null> {
  try {
    return blockPositionPath(await postBlockById(ctx, blockId), postId);
  } catch {
    return null;
  }
}

/** Items `ids` (those that exist) by id, read for `moderator`. */
export async function reportedItems(ctx: PostsContext, moderator: Actor, ids: readonly number[]): Promise<Map<number, ReportedItem>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('communications').select(ITEM_COLUMNS).where('id', 'in', ids).execute();
  const names = await namesFor(ctx.db, moderator, [...new Set(rows.map((row) => row.fromAccountId))]);
  const items = await Promise.all(rows.map(async (row): Promise<ReportedItem> => ({
    id: row.id, type: row.scope, blockId: row.blockId, title: row.title, message: row.html,
    author: { id: row.fromAccountId, name: names.get(row.fromAccountId) ?? String(row.fromAccountId) },
    createdAt: row.createdAt.toISOString(), deleted: row.deletedAt !== null, deleteReason: row.deleteReason,
    path: await pathOf(ctx, row.blockId, threadOf(row)),
  })));
  return new Map(items.map((item) => [item.id, item]));
}
