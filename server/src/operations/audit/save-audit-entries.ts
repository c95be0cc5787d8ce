// Stores the views a member's runtime reports (POST audit/save).
import type { AuditEntry, AuditLogType } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';

// A Record, so the compiler insists on exactly the schema's log types.
const LOG_TYPES: Readonly<Record<AuditLogType, true>> = { pageView: true, profileView: true, entityPageView: true, entityView: true };

/** The log types the audit log records (GET audit/getLogTypes). */
export const auditLogTypes = (): AuditLogType[] => Object.keys(LOG_TYPES) as AuditLogType[];

/**
 * Stores `entries` for the account, all or none (one statement). Nothing cached depends on the
 * log, so nothing is announced.
 */
export async function saveAuditEntries(db: Db, accountId: number, entries: readonly AuditEntry[]): Promise<void> {
  const rows = entries.map(({ logType, subject, actionTime, extra }, index) => {
    // The schema checks the format; a well-formed time can still be one no clock shows (a leap second).
    const at = new Date(actionTime);
    if (Number.isNaN(at.getTime())) throw appError('BAD_REQUEST', `body/${index}/actionTime is not a time that exists`);
    return { accountId, logType, subject: JSON.stringify(subject), actionTime: at, extra: extra ? JSON.stringify(extra) : null };
  });
  if (rows.length > 0) await db.insertInto('auditLog').values(rows).execute();
}
