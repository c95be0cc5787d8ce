// What moderators did to a reported item, kept in the audit log (log type moderation, subject the
// item) with who and when; the same entries are the report's history on the admin screen.
import type { AbuseReportStatus, ModerationAction, ModerationEntry, ReportedType } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import type { Trx } from '../context.ts';
import { namesFor } from '../posts/communication-rows.ts';

export interface ModerationRecord {
  moderatorId: number;
  item: { type: ReportedType; id: number };
  reportId: number;
  action: ModerationAction;
  /** The reason of a deletion, or the comment sent to the author. */
  message?: string;
  status?: AbuseReportStatus;
}

interface ModerationExtra {
  action: ModerationAction;
  reportId: number;
  message: string | null;
  status: AbuseReportStatus | null;
}

/** Writes `record` to the audit log, in the caller's transaction. */
export async function logModeration(trx: Trx, record: ModerationRecord): Promise<void> {
  const extra: ModerationExtra = { action: record.action, reportId: record.reportId, message: record.message ?? null, status: record.status ?? null };
  await trx.insertInto('auditLog').values({
    accountId: record.moderatorId, logType: 'moderation', actionTime: new Date(),
    subject: JSON.stringify(record.item), extra: JSON.stringify(extra),
  }).execute();
}

/** The moderation entries of item `communicationId`, oldest first, with the moderators' names as `reader` sees them. */
export async function moderationHistory(db: Db, reader: Actor, communicationId: number): Promise<ModerationEntry[]> {
  const rows = await db.selectFrom('auditLog').select(['accountId', 'actionTime', 'extra'])
    .where('logType', '=', 'moderation').where(sql<number>`(subject->>'id')::int`, '=', communicationId)
    .orderBy('actionTime').orderBy('id').execute();
  const names = await namesFor(db, reader, [...new Set(rows.map((row) => row.accountId))]);
  return rows.map((row) => {
    const extra = row.extra as unknown as ModerationExtra;
    return {
      action: extra.action, by: row.accountId, byName: names.get(row.accountId) ?? String(row.accountId),
      at: row.actionTime.toISOString(), message: extra.message, status: extra.status,
    };
  });
}
