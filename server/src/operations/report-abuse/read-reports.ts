// What moderators read (GET reportAbuse/search and reportAbuse/{id}): reports grouped by the item
// reported, and one item's reports with what moderators did to it.
import type { AbuseCategory, AbuseReportStatus, ReportAbuseDetail, ReportAbuseSearchQuery, ReportAbuseSearchReply } from '@tessera/schemas';
import { sql } from 'kysely';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { namesFor } from '../posts/communication-rows.ts';
import type { PostsContext } from '../posts/post-block.ts';
import { moderationHistory } from './moderation-log.ts';
import { abuseReportOf, REPORT_COLUMNS } from './report-rows.ts';
import { reportedItems } from './reported-items.ts';

const NOT_A_MODERATOR = 'Only moderators may read abuse reports.';

interface GroupRow {
  id: number;
  communicationId: number;
  count: string;
  categories: AbuseCategory[];
  statuses: AbuseReportStatus[];
  lastReportedAt: Date;
}

/** The reports matching the filters of `query`. */
function matchingReports(ctx: PostsContext, { status, category, reportedType, from, to }: ReportAbuseSearchQuery) {
  let matching = ctx.db.selectFrom('abuseReports');
  if (status) matching = matching.where('status', '=', status);
  if (category) matching = matching.where('category', '=', category);
  if (reportedType) matching = matching.where('reportedType', '=', reportedType);
  // Days are UTC days, whatever the database session's time zone.
  if (from) matching = matching.where('createdAt', '>=', sql<Date>`(${from}::date)::timestamp at time zone 'UTC'`);
  if (to) matching = matching.where('createdAt', '<', sql<Date>`(${to}::date + 1)::timestamp at time zone 'UTC'`);
  return matching;
}

/** Reports matching `query`, one row per item, the item most recently reported first. */
export async function searchReports(ctx: PostsContext, moderator: Actor, query: ReportAbuseSearchQuery): Promise<ReportAbuseSearchReply> {
  assertCan(moderator, 'read', 'abuseReports', {}, NOT_A_MODERATOR);
  const { page = 1, limit = 10 } = query;
  const [groups, counted] = await Promise.all([
    matchingReports(ctx, query).select([
      sql<number>`min(id)`.as('id'), 'communicationId', sql<string>`count(*)`.as('count'),
      sql<AbuseCategory[]>`jsonb_agg(distinct category)`.as('categories'), sql<AbuseReportStatus[]>`jsonb_agg(distinct status)`.as('statuses'),
      sql<Date>`max(created_at)`.as('lastReportedAt'),
    ]).groupBy('communicationId').orderBy(sql`max(created_at)`, 'desc').orderBy('communicationId', 'desc')
      .limit(limit).offset((page - 1) * limit).execute() as Promise<GroupRow[]>,
    matchingReports(ctx, query).select(sql<string>`count(distinct communication_id)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.n);
  const items = await reportedItems(ctx, moderator, groups.map((group) => group.communicationId));
  return {
    items: groups.map((group) => ({
      id: group.id, item: items.get(group.communicationId)!, count: Number(group.count), categories: group.categories, statuses: group.statuses,
      lastReportedAt: new Date(group.lastReportedAt).toISOString(),
    })),
    more: page * limit < total,
    total,
  };
}

/** Report `id`'s item with all its reports and its moderation history. */
export async function readReport(ctx: PostsContext, moderator: Actor, id: number): Promise<ReportAbuseDetail> {
  assertCan(moderator, 'read', 'abuseReports', {}, NOT_A_MODERATOR);
  const report = await ctx.db.selectFrom('abuseReports').select('communicationId').where('id', '=', id).executeTakeFirst();
  if (!report) throw appError('REPORT_NOT_FOUND');
  const rows = await ctx.db.selectFrom('abuseReports').select(REPORT_COLUMNS)
    .where('communicationId', '=', report.communicationId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  const [items, names, history] = await Promise.all([
    reportedItems(ctx, moderator, [report.communicationId]),
    namesFor(ctx.db, moderator, [...new Set(rows.map((row) => row.reporterAccountId))]),
    moderationHistory(ctx.db, moderator, report.communicationId),
  ]);
  return { id, item: items.get(report.communicationId)!, reports: rows.map((row) => abuseReportOf(row, names)), history };
}
