// The one write path of posts and comments: writing one (PUT structure/block/{id}/comment) and
// changing one (POST structure/block/{id}/comment/{commentId}). The text goes through the member
// HTML sanitiser chat uses; the block's rules and rights are checked before anything is stored;
// those it concerns are told in the same transaction and the block's viewers after the commit.
import {
  describePostProblem, mayInPostBlock, mayModeratePosts, memberHtmlText, postProblems, publicName,
  type CommentInput, type Communication, type PostRules,
} from '@tessera/schemas';
import { appError } from '../../errors.ts';
import { sanitiseMemberHtml } from '../../html/sanitise-member-html.ts';
import { writeSite, type Change } from '../context.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { COMMUNICATION_COLUMNS, communicationOf, communicationsFor, liveCommunication, threadOf } from './communication-rows.ts';
import { visiblePostBlock, type PostBlock, type PostsContext } from './post-block.ts';
import { countPost } from './count-posts.ts';
import { assertPostableMedia } from './post-media.ts';
import { tellAboutNewPost, tellNewlyMentioned } from './post-notifications.ts';
import { resolveMentions } from './resolve-mentions.ts';

/** What is stored of `input` once sanitised and checked against `rules`; BAD_REQUEST naming the first broken limit. */
async function preparedText(ctx: PostsContext, author: SignedInAccount, input: CommentInput, rules: PostRules, reply: boolean) {
  const html = sanitiseMemberHtml(input.message);
  const text = memberHtmlText(html);
  const title = input.title?.trim() || null;
  const media = input.media ?? [];
  const [problem] = postProblems({ title: title ?? undefined, text, mediaTypes: media.map((item) => item.type), reply }, rules);
  if (problem) throw appError('BAD_REQUEST', describePostProblem(problem));
  await assertPostableMedia(ctx.db, author, media);
  return { html, title, media, mentions: await resolveMentions(ctx.db, text) };
}

const authorName = (author: SignedInAccount) => publicName(author.profile.data.profile, author.accountId);

/** What the block's viewers are sent: the item as the writer sees it, less what is the writer's own. */
const viewersCopy = (communication: Communication): Communication => ({ ...communication, own: false, userReactions: [] });

function assertMayWrite(author: SignedInAccount, block: PostBlock, reply: boolean): void {
  if (reply && !block.rules.allowReplies) throw appError('NOT_ALLOWED', 'Replies are not allowed here.');
  if (!mayInPostBlock(author, reply ? 'canReply' : 'canCreateComments', block, block.rules)) {
    throw appError('NOT_ALLOWED', reply ? 'You may not reply here.' : 'You may not post here.');
  }
}

/**
 * Writes `input` in post block `blockId` as `author`: a post, or with parentId a reply to a post or
 * comment of the same block. Refused, storing nothing: a block hidden from them or holding no posts
 * → BLOCK_NOT_FOUND; no right to post or reply → NOT_ALLOWED; a broken limit → BAD_REQUEST; an
 * unknown parent → COMMUNICATION_NOT_FOUND.
 */
export async function writeComment(ctx: PostsContext, author: SignedInAccount, blockId: number, input: CommentInput): Promise<Communication> {
  const block = await visiblePostBlock(ctx, author, blockId);
  const reply = input.parentId !== undefined;
  assertMayWrite(author, block, reply);
  const prepared = await preparedText(ctx, author, input, block.rules, reply);
  const changes: Change[] = [];
  return writeSite(ctx, () => changes, async (trx, tx) => {
    const parent = reply ? await liveCommunication(trx, input.parentId!, block.id) : undefined;
    if (reply && !parent) throw appError('COMMUNICATION_NOT_FOUND', 'The post or comment answered does not exist.');
    const row = await trx.insertInto('communications').values({
      blockId: block.id, parentId: parent?.id ?? null, rootId: parent ? threadOf(parent) : null, scope: parent ? 'comment' : 'post',
      fromAccountId: author.accountId, title: prepared.title, html: prepared.html,
      mentions: JSON.stringify(prepared.mentions), media: JSON.stringify(prepared.media),
    }).returning(COMMUNICATION_COLUMNS).executeTakeFirstOrThrow();
    await tellAboutNewPost(tx, { block, row, actorId: author.accountId, actorName: authorName(author) }, prepared.mentions);
    // Last: the count's row (the block's, or the parent's) stays locked until the commit, and
    // every post to the block waits for it.
    await countPost(trx, row, 1);
    const written = communicationOf(row, { names: new Map([[author.accountId, authorName(author)]]), reactions: new Map(), readerId: author.accountId });
    changes.push({ scope: 'posts', event: { blockId: block.id, id: row.id, parentId: row.parentId, action: 'created', communication: viewersCopy(written) } });
    return written;
  });
}

/**
 * Changes post or comment `id` of block `blockId` to `input` (its parent stays). Its author may,
 * when the block allows editing; others only when the block does not keep edits to authors
 * (onlyEditOwn) and they may moderate it. Refused as writeComment, and NOT_ALLOWED otherwise.
 * Members newly mentioned are told.
 */
export async function editComment(ctx: PostsContext, editor: SignedInAccount, blockId: number, id: number, input: CommentInput): Promise<Communication> {
  const block = await visiblePostBlock(ctx, editor, blockId);
  const existing = await liveCommunication(ctx.db, id, block.id);
  if (!existing) throw appError('COMMUNICATION_NOT_FOUND');
  if (!block.rules.allowEdit) throw appError('NOT_ALLOWED', 'Posts here cannot be changed.');
  const own = existing.fromAccountId === editor.accountId;
  if (!own && (block.rules.onlyEditOwn || !mayModeratePosts(editor, block))) throw appError('NOT_ALLOWED', 'You may change only your own posts.');
  if (input.parentId !== undefined && input.parentId !== existing.parentId) throw appError('BAD_REQUEST', 'A post or comment cannot move to another parent.');
  const prepared = await preparedText(ctx, editor, input, block.rules, existing.parentId !== null);
  const changes: Change[] = [];
  return writeSite(ctx, () => changes, async (trx, tx) => {
    const row = await trx.updateTable('communications').set({
      title: prepared.title, html: prepared.html, mentions: JSON.stringify(prepared.mentions), media: JSON.stringify(prepared.media),
      updatedAt: new Date(), editedAt: new Date(),
    }).where('id', '=', id).where('deletedAt', 'is', null).returning(COMMUNICATION_COLUMNS).executeTakeFirst();
    if (!row) throw appError('COMMUNICATION_NOT_FOUND');
    const before = new Set(existing.mentions.map((mention) => mention.accountId));
    const added = prepared.mentions.filter((mention) => !before.has(mention.accountId));
    await tellNewlyMentioned(tx, { block, row, actorId: editor.accountId, actorName: authorName(editor) }, added);
    const [edited] = await communicationsFor(trx, editor, [row]);
    changes.push({ scope: 'posts', event: { blockId: block.id, id: row.id, parentId: row.parentId, action: 'updated', communication: viewersCopy(edited!) } });
    return edited!;
  });
}
