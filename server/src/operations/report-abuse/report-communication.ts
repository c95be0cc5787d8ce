// A member reports a post or comment (PUT reportAbuse/communication). One report per member and
// item: reporting again replaces the category and words and opens the report again. Moderators
// (those who may read abuseReports) hear of a member's first report of an item.
import { memberHtmlText, type AbuseReport, type ReportAbuseBody } from '@tessera/schemas';
import { sql } from 'kysely';
import { appError } from '../../errors.ts';
import { inTransaction } from '../context.ts';
import { accountsWhoCan } from '../notifications/list-deciders.ts';
import { notify } from '../notifications/notify.ts';
import { namesFor, threadOf } from '../posts/communication-rows.ts';
import { blockPositionPath, postBlockById, type PostsContext } from '../posts/post-block.ts';
import { readCommunication } from '../posts/read-communications.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { abuseReportOf, REPORT_COLUMNS } from './report-rows.ts';

/** The most characters of the reported text a moderator's notification carries. */
const EXCERPT_LENGTH = 140;

/**
 * Stores `member`'s report of the post or comment `body.reportedId`. Refused: an item they cannot
 * see → COMMUNICATION_NOT_FOUND; a post reported as a comment or the reverse → BAD_REQUEST; their
 * own → NOT_ALLOWED.
 */
export async function reportCommunication(ctx: PostsContext, member: SignedInAccount, body: ReportAbuseBody): Promise<AbuseReport> {
  const item = await readCommunication(ctx, member, body.reportedId);
  if (item.scope !== body.reportedType) throw appError('BAD_REQUEST', `That is a ${item.scope}, not a ${body.reportedType}.`);
  if (item.own) throw appError('NOT_ALLOWED', 'You cannot report your own post or comment.');
  // Read before the transaction: the site cache reads with a connection of its own.
  const block = await postBlockById(ctx, item.targetId);
  const thread = await ctx.db.selectFrom('communications').select(['id', 'rootId']).where('id', '=', item.id).executeTakeFirstOrThrow();
  const data = body.data?.message?.trim() ? { message: body.data.message.trim() } : {};
  return inTransaction(ctx, async (tx) => {
    const row = await tx.db.insertInto('abuseReports')
      .values({ reporterAccountId: member.accountId, communicationId: item.id, reportedType: item.scope, category: body.category, data: JSON.stringify(data) })
      .onConflict((conflict) => conflict.columns(['reporterAccountId', 'communicationId']).doUpdateSet({
        category: body.category, data: JSON.stringify(data), status: 'open', updatedAt: new Date(),
      }))
      // xmax is 0 only on a row this statement inserted: a report replaced does not tell moderators again.
      .returning([...REPORT_COLUMNS, sql<boolean>`xmax = 0`.as('inserted')])
      .executeTakeFirstOrThrow();
    const names = await namesFor(tx.db, member, [member.accountId]);
    if (row.inserted) {
      const moderators = (await accountsWhoCan(tx.db, 'read', 'abuseReports')).filter((id) => id !== member.accountId);
      const path = blockPositionPath(block, threadOf(thread));
      await notify(tx, {
        recipients: moderators, type: 'abuseReported', scope: 'admin', targetId: row.id,
        message: memberHtmlText(item.message).slice(0, EXCERPT_LENGTH) || null,
        data: { postId: item.id, fromAccountId: member.accountId, fromName: (names.get(member.accountId) ?? '').slice(0, 256), ...(path !== null && { path }) },
      });
    }
    return abuseReportOf(row, names);
  });
}
