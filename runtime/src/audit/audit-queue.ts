// The audit log's queue (spec data layer §7): views are queued as they happen and sent in
// batches by POST audit/save, quietly (see ./audit-flush.ts for when).
import type { AuditEntry, AuditLogType, AuditSubject } from '@tessera/schemas';
import { ApiError } from '../api/api-error.ts';

/** The API takes at most 100 entries per call. */
export const AUDIT_BATCH_LIMIT = 100;
/** Entries kept while the server cannot be reached; older ones are dropped beyond this. */
const MAX_QUEUED = 1000;

export interface AuditQueue {
  /** Queues one entry, timed now. */
  log(logType: AuditLogType, subject: AuditSubject, extra?: Record<string, unknown>): void;
  /**
   * Sends everything queued, 100 entries per call. `keepalive` lets the calls outlive the page
   * (unload). Entries that fail for want of a network or server are queued again.
   */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** Drops everything queued (sign-out: the entries belong to the old session). */
  clear(): void;
  size(): number;
}

export interface AuditQueueOptions {
  save(entries: AuditEntry[], options: { keepalive: boolean }): Promise<unknown>;
  /** @default () => new Date() */
  now?(): Date;
}

/** A failure worth retrying: no reply, or the server's own fault. Bad entries (4xx) are dropped. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export function createAuditQueue({ save, now = () => new Date() }: AuditQueueOptions): AuditQueue {
  let queued: AuditEntry[] = [];

  return {
    log(logType, subject, extra) {
      queued.push({ logType, subject, actionTime: now().toISOString(), ...(extra ? { extra } : {}) });
      if (queued.length > MAX_QUEUED) queued = queued.slice(-MAX_QUEUED);
    },
    async flush({ keepalive = false } = {}) {
      const taken = queued;
      queued = [];
      const batches: AuditEntry[][] = [];
      for (let start = 0; start < taken.length; start += AUDIT_BATCH_LIMIT) batches.push(taken.slice(start, start + AUDIT_BATCH_LIMIT));
      await Promise.all(batches.map((batch) => save(batch, { keepalive }).catch((error: unknown) => {
        if (isRetryable(error)) queued = [...batch, ...queued].slice(-MAX_QUEUED);
      })));
    },
    clear() {
      queued = [];
    },
    size: () => queued.length,
  };
}
