// Abuse reports as stored and as the API answers them.
import type { AbuseReport } from '@tessera/schemas';
import type { Selectable } from 'kysely';
import type { AbuseReportsTable } from '../../db/schema.ts';

export const REPORT_COLUMNS = ['id', 'reporterAccountId', 'communicationId', 'reportedType', 'category', 'data', 'status', 'createdAt', 'updatedAt'] as const;

export type ReportRow = Pick<Selectable<AbuseReportsTable>, (typeof REPORT_COLUMNS)[number]>;

/** `row` with its reporter's name (from `names`, the account id when unknown). */
export const abuseReportOf = (row: ReportRow, names: ReadonlyMap<number, string>): AbuseReport => ({
  id: row.id, reportedId: row.communicationId, reportedType: row.reportedType, category: row.category, data: row.data, status: row.status,
  reporterId: row.reporterAccountId, reporterName: names.get(row.reporterAccountId) ?? String(row.reporterAccountId),
  createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});
