// What moderators do to a reported item (data spec §7: deleteCommunicationAdmin,
// commentCommunicationAdmin, enableCommunicationAdmin, POST reportAbuse/{id} with a status). Each
// needs update on abuseReports, is written to the audit log with who and when in the same
// transaction, and answers the report as the screen then shows it.
import type { AbuseReportStatus, NotificationData, ReportAbuseDetail, ReportedType } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { inTransaction, type TransactionContext } from '../context.ts';
import { notify } from '../notifications/notify.ts';
import { threadOf } from '../posts/communication-rows.ts';
import { blockPositionPath, postBlockById, type PostsContext } from '../posts/post-block.ts';
import { removeCommunication, restoreCommunication } from '../posts/remove-communication.ts';
import { logModeration } from './moderation-log.ts';
import { readReport } from './read-reports.ts';

const NOT_A_MODERATOR = 'Only moderators may act on abuse reports.';

/** A report's item, as moderation needs it. */
interface ReportedTarget {
  reportId: number;
  item: { type: ReportedType; id: number };
  authorId: number;
  /** What a notification to the author carries: the post and its page. */
  data: NotificationData;
}

/**
 * Those who may update abuseReports may remove and bring back any reported item, whatever the
 * block's own moderateComments grants: the posts operations check moderation with that grant.
 */
const asModerator = (actor: Actor): Actor => ({ ...actor, permissions: [...actor.permissions, { action: 'moderateComments', subject: 'items.blocks' }] });

/** Checks `actor` may moderate, then finds report `reportId`'s item; reads the block first so the site cache holds it before a transaction opens. */
async function reportedTarget(ctx: PostsContext, actor: Actor, reportId: number): Promise<ReportedTarget> {
  assertCan(actor, 'update', 'abuseReports', {}, NOT_A_MODERATOR);
  const row = await ctx.db.selectFrom('abuseReports as r').innerJoin('communications as c', 'c.id', 'r.communicationId')
    .select(['c.id', 'c.rootId', 'c.scope', 'c.blockId', 'c.fromAccountId']).where('r.id', '=', reportId).executeTakeFirst();
  if (!row) throw appError('REPORT_NOT_FOUND');
  const path = blockPositionPath(await postBlockById(ctx, row.blockId), threadOf(row));
  return {
    reportId, item: { type: row.scope, id: row.id }, authorId: row.fromAccountId,
    data: { postId: threadOf(row), ...(row.rootId !== null && { parentId: row.id }), ...(path !== null && { path }) },
  };
}

/** Runs `work` for report `reportId` in one transaction, then answers the report. */
async function moderate(
  ctx: PostsContext, actor: Actor, reportId: number,
  work: (tx: TransactionContext & PostsContext, target: ReportedTarget, moderatorId: number) => Promise<void>,
): Promise<ReportAbuseDetail> {
  const target = await reportedTarget(ctx, actor, reportId);
  // Moderators act signed in: the system actor writes no audit entry.
  if (actor.accountId === null) throw appError('NOT_ALLOWED', NOT_A_MODERATOR);
  const moderatorId = actor.accountId;
  await inTransaction(ctx, (tx) => work({ ...tx, cache: ctx.cache }, target, moderatorId));
  return readReport(ctx, actor, reportId);
}

/**
 * Removes report `reportId`'s item for everyone (those viewing its block see it go), tells its
 * author `reason`, and resolves the item's open and in-review reports. An item already removed →
 * COMMUNICATION_NOT_FOUND.
 */
export const deleteReportedCommunication = (ctx: PostsContext, actor: Actor, reportId: number, reason: string) =>
  moderate(ctx, actor, reportId, async (tx, target, moderatorId) => {
    const why = reason.trim();
    await removeCommunication(tx, asModerator(actor), target.item.id, { reason: why });
    await tx.db.updateTable('abuseReports').set({ status: 'resolved', updatedAt: new Date() })
      .where('communicationId', '=', target.item.id).where('status', 'in', ['open', 'inReview']).execute();
    await logModeration(tx.db, { moderatorId, item: target.item, reportId, action: 'deleted', message: why });
    await notify(tx, { recipients: [target.authorId], type: 'postRemoved', targetId: target.item.id, message: why, data: target.data });
  });

/** Brings report `reportId`'s removed item back for everyone. An item not removed → COMMUNICATION_NOT_FOUND. */
export const enableReportedCommunication = (ctx: PostsContext, actor: Actor, reportId: number) =>
  moderate(ctx, actor, reportId, async (tx, target, moderatorId) => {
    await restoreCommunication(tx, asModerator(actor), target.item.id);
    await logModeration(tx.db, { moderatorId, item: target.item, reportId, action: 'enabled' });
  });

/** Sends report `reportId`'s item's author `message` from the moderators, as a notification. */
export const commentOnReportedCommunication = (ctx: PostsContext, actor: Actor, reportId: number, message: string) =>
  moderate(ctx, actor, reportId, async (tx, target, moderatorId) => {
    const text = message.trim();
    await logModeration(tx.db, { moderatorId, item: target.item, reportId, action: 'commented', message: text });
    await notify(tx, { recipients: [target.authorId], type: 'moderatorComment', targetId: target.item.id, message: text, data: target.data });
  });

/** Sets report `reportId`'s status, or with `bulk` that of every report of its item. */
export const setReportStatus = (ctx: PostsContext, actor: Actor, reportId: number, status: AbuseReportStatus, bulk = false) =>
  moderate(ctx, actor, reportId, async (tx, target, moderatorId) => {
    const reports = tx.db.updateTable('abuseReports').set({ status, updatedAt: new Date() });
    await (bulk ? reports.where('communicationId', '=', target.item.id) : reports.where('id', '=', reportId)).execute();
    await logModeration(tx.db, { moderatorId, item: target.item, reportId, action: 'status', status });
  });
