// The queue's moves on the mail_jobs table: claim with a lease, renew it before each send, and
// finish a job as sent, to retry, or given up. Times are the database's (now()), so instances
// with clocks apart still agree on whose lease has run out.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MailJobsTable } from '../../db/schema.ts';
import { retryDelayMs } from './retry-delay.ts';

/** A job a worker holds the lease of (its attempts counting this claim), with its recipient's address. */
export type ClaimedJob = Pick<Selectable<MailJobsTable>,
  'id' | 'accountId' | 'language' | 'subject' | 'text' | 'html' | 'actionLabel' | 'actionPath' | 'eventName' | 'scope' | 'targetId' | 'attempts' | 'createdAt'
> & { email: string };

const inMs = (ms: number) => sql<Date>`now() + ${ms} * interval '1 millisecond'`;

/**
 * Takes up to `limit` due jobs no live lease holds, leasing them to `workerId` for `leaseMs`
 * (FOR UPDATE SKIP LOCKED: workers claiming at once get different jobs), oldest due first.
 */
export async function claimJobs(db: Db, workerId: string, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const claimed = await db
    .with('due', (q) => q.selectFrom('mailJobs').select('id')
      .where('state', '=', 'pending')
      .where('runAt', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', sql<Date>`now()`)]))
      .orderBy('runAt').orderBy('seq')
      .limit(limit)
      .forUpdate().skipLocked())
    .with('claimed', (q) => q.updateTable('mailJobs')
      .set({ lockedBy: workerId, lockedUntil: inMs(leaseMs), attempts: sql<number>`attempts + 1` })
      .where('id', 'in', (sub) => sub.selectFrom('due').select('id'))
      .returningAll())
    .selectFrom('claimed')
    .innerJoin('accounts', 'accounts.id', 'claimed.accountId')
    .select([
      'claimed.id', 'claimed.accountId', 'accounts.email', 'claimed.language', 'claimed.subject', 'claimed.text', 'claimed.html', 'claimed.actionLabel', 'claimed.actionPath',
      'claimed.eventName', 'claimed.scope', 'claimed.targetId', 'claimed.attempts', 'claimed.createdAt', 'claimed.runAt', 'claimed.seq',
    ])
    .execute();
  return claimed
    .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || Number(BigInt(a.seq) - BigInt(b.seq)))
    .map(({ runAt: _runAt, seq: _seq, ...job }) => job);
}

/**
 * Extends `workerId`'s lease on a job to `leaseMs` from now, right before sending it; false when
 * the job is no longer this worker's to send (its lease ran out and another worker took it, or it
 * was sent meanwhile).
 */
export async function renewLease(db: Db, workerId: string, jobId: string, leaseMs: number): Promise<boolean> {
  const renewed = await db.updateTable('mailJobs')
    .set({ lockedUntil: inMs(leaseMs) })
    .where('id', '=', jobId).where('lockedBy', '=', workerId).where('state', '=', 'pending')
    .returning('id').executeTakeFirst();
  return renewed !== undefined;
}

/**
 * Records that the job was sent, whoever holds its lease now: a worker that took the job over
 * after this one's lease ran out then finds it sent when it renews, and does not send it again.
 */
export async function markSent(db: Db, jobId: string): Promise<void> {
  await db.updateTable('mailJobs')
    .set({ state: 'sent', sentAt: sql<Date>`now()`, lockedBy: null, lockedUntil: null, lastError: null })
    .where('id', '=', jobId).where('state', '=', 'pending')
    .execute();
}

/** How a failed attempt ended. */
export type FailureOutcome = 'retry' | 'gaveUp';

/**
 * Records a failed attempt: the job waits its backoff and is tried again, or, after `maxAttempts`
 * or when the failure is `permanent` (the server refused the message for good), it is given up.
 */
export async function markFailed(
  db: Db, workerId: string, job: Pick<ClaimedJob, 'id' | 'attempts'>,
  failure: { message: string; permanent: boolean }, maxAttempts: number,
): Promise<FailureOutcome> {
  const outcome: FailureOutcome = failure.permanent || job.attempts >= maxAttempts ? 'gaveUp' : 'retry';
  await db.updateTable('mailJobs')
    .set({
      state: outcome === 'gaveUp' ? 'failed' : 'pending',
      runAt: inMs(outcome === 'gaveUp' ? 0 : retryDelayMs(job.attempts)),
      lockedBy: null, lockedUntil: null,
      lastError: failure.message.slice(0, 2000),
    })
    .where('id', '=', job.id).where('lockedBy', '=', workerId).where('state', '=', 'pending')
    .execute();
  return outcome;
}

/**
 * Gives back the leases `workerId` still holds when it stops between sends; those claims sent
 * nothing, so they cost no attempt.
 */
export async function releaseLeases(db: Db, workerId: string): Promise<void> {
  await db.updateTable('mailJobs')
    .set({ lockedBy: null, lockedUntil: null, attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('state', '=', 'pending').where('lockedBy', '=', workerId)
    .execute();
}

/**
 * Ends every lease at once: on an embedded database, which one server owns, the leases found at
 * start are a killed predecessor's, and waiting them out would only delay its mail. Their
 * attempts stay counted (the message may have been what killed it).
 */
export async function endAllLeases(db: Db): Promise<void> {
  await db.updateTable('mailJobs')
    .set({ lockedBy: null, lockedUntil: null })
    .where('state', '=', 'pending').where('lockedBy', 'is not', null)
    .execute();
}

/** How long sent and given-up messages are kept (to look into a member's "I never got it"). */
export const KEEP_FINISHED_DAYS = 30;

/** Deletes the messages sent or given up more than KEEP_FINISHED_DAYS ago; returns how many. */
export async function purgeFinishedJobs(db: Db): Promise<number> {
  const result = await db.deleteFrom('mailJobs')
    .where('state', 'in', ['sent', 'failed'])
    .where(sql<Date>`coalesce(sent_at, run_at)`, '<', sql<Date>`now() - ${KEEP_FINISHED_DAYS} * interval '1 day'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
