// Removes for good the blocks whose revert window has ended.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/**
 * Deletes every expired revert row and the blocks it kept (still marked wasDeleted) in one
 * statement; returns how many blocks went. Safe to run on every instance at once.
 */
export async function purgeDeletedBlocks(db: Db, now = new Date()): Promise<number> {
  const result = await sql`
    with expired as (delete from block_reverts where expires_at <= ${now} returning deleted_ids)
    delete from blocks where was_deleted and id in (select jsonb_array_elements_text(deleted_ids)::int from expired)`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** How often each instance looks for expired deletions. */
export const PURGE_INTERVAL_MS = 30_000;

/**
 * Purges now (a restart finishes what the last run left) and then every PURGE_INTERVAL_MS;
 * returns the function that stops it. Failures are reported and retried at the next tick.
 */
export function schedulePurge(db: Db, report: (error: unknown) => void): () => void {
  const run = () => void purgeDeletedBlocks(db).catch(report);
  run();
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
