// Stores the views a member's runtime reports (POST audit/save).
import type { AuditEntry, AuditLogType } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import type { OperationContext } from '../context.ts';

// A Record, so the compiler insists on exactly the schema's log types.
const LOG_TYPES: Readonly<Record<AuditLogType, true>> = { pageView: true, profileView: true, entityPageView: true, entityView: true };

/** The log types the audit log records (GET audit/getLogTypes). */
export const auditLogTypes = (): AuditLogType[] => Object.keys(LOG_TYPES) as AuditLogType[];

/**
 * Stores `entries` as the account's views, all or none (one statement). Accounts record their own
 * views (NOT_ALLOWED otherwise). Nothing cached depends on the log, so nothing is announced.
 */
export async function saveAuditEntries(ctx: OperationContext, actor: Actor, accountId: number, entries: readonly AuditEntry[]): Promise<void> {
  assertCan(actor, 'create', 'auditLog', { record: { accountId } }, 'You may only record your own views.');
  // The date-time format has already refused times Date cannot read or PostgreSQL cannot store.
  const rows = entries.map(({ logType, subject, actionTime, extra }) => (
    { accountId, logType, subject: JSON.stringify(subject), actionTime: new Date(actionTime), extra: extra ? JSON.stringify(extra) : null }
  ));
  if (rows.length > 0) await ctx.db.insertInto('auditLog').values(rows).execute();
}
