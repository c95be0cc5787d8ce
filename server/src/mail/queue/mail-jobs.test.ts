import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/databases.ts';
import { enqueueSome, useMailTestDatabase } from '../testing/mail-test-database.ts';
import { enqueueMail, enqueueMailToMany } from './enqueue-mail.ts';
import { claimJobs, endAllLeases, KEEP_FINISHED_DAYS, markFailed, markSent, purgeFinishedJobs, releaseLeases, renewLease } from './mail-jobs.ts';
import { retryDelayMs } from './retry-delay.ts';

const LEASE = 60_000;

describe('retryDelayMs', () => {
  it('doubles from 30 seconds and stops at two hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(9)).toBe(2 * 60 * 60 * 1000);
    expect(retryDelayMs(30)).toBe(2 * 60 * 60 * 1000);
  });
});

describeEachDatabase('the mail queue', (database) => {
  const current = useMailTestDatabase(database);
  const jobs = () => current().db.selectFrom('mailJobs').selectAll().orderBy('seq').execute();
  /** Seconds from the database's now to the job's run_at. */
  const secondsUntilDue = async (id: string) => {
    const { seconds } = await current().db.selectFrom('mailJobs')
      .select(sql<number>`extract(epoch from run_at - now())`.as('seconds')).where('id', '=', id).executeTakeFirstOrThrow();
    return Number(seconds);
  };

  it('queues within the caller\'s transaction: nothing when it rolls back, pending messages when it commits', async () => {
    const { db, accountId } = current();
    const message = { accountId, language: 'fr' as const, subject: 'Bonjour', text: 'Salut', html: '<p>Salut</p>', preference: { eventName: 'newMessage', scope: 'user', targetId: '7' } };
    await expect(db.transaction().execute(async (trx) => {
      await enqueueMail(trx, message);
      throw new Error('the notification failed');
    })).rejects.toThrow('the notification failed');
    expect(await jobs()).toEqual([]);

    const [id] = await db.transaction().execute((trx) => enqueueMail(trx, message));
    expect(await jobs()).toEqual([expect.objectContaining({
      id, accountId, language: 'fr', subject: 'Bonjour', eventName: 'newMessage', scope: 'user', targetId: '7', state: 'pending', attempts: 0, lockedBy: null,
    })]);
  });

  it('queues one message for many members in one statement, in their order', async () => {
    const { db, accountId } = current();
    const { id: other } = await db.insertInto('accounts').values({ email: 'other@mail.test', passwordHash: 'x', isAdmin: false, isElevated: false }).returning('id').executeTakeFirstOrThrow();
    const message = { language: 'de' as const, subject: 'Hallo', text: 'Hallo', html: '<p>Hallo</p>', action: { label: 'Öffnen', path: '/app/' }, preference: { eventName: 'broadcastNotificationToList', scope: 'user' } };
    const ids = await db.transaction().execute((trx) => enqueueMailToMany(trx, [other, accountId], message));
    expect(await jobs()).toEqual([
      expect.objectContaining({ id: ids[0], accountId: other, language: 'de', subject: 'Hallo', actionLabel: 'Öffnen', actionPath: '/app/', eventName: 'broadcastNotificationToList', scope: 'user', targetId: null, state: 'pending' }),
      expect.objectContaining({ id: ids[1], accountId, language: 'de', html: '<p>Hallo</p>' }),
    ]);
    expect(await db.transaction().execute((trx) => enqueueMailToMany(trx, [], message))).toEqual([]);
    await db.deleteFrom('accounts').where('id', '=', other).execute();
  });

  it('claims up to the batch size, oldest first, leased to the worker, and never the same job to two workers', async () => {
    const { db, accountId } = current();
    const ids = await enqueueSome(db, accountId, 5);
    const first = await claimJobs(db, 'worker-a', 3, LEASE);
    expect(first.map((job) => job.id)).toEqual(ids.slice(0, 3));
    expect(first[0]).toMatchObject({ email: 'member@mail.test', subject: 'Message 1', attempts: 1 });
    const second = await claimJobs(db, 'worker-b', 3, LEASE);
    expect(second.map((job) => job.id)).toEqual(ids.slice(3));
    expect(await claimJobs(db, 'worker-c', 3, LEASE)).toEqual([]);
    expect((await jobs()).map((job) => job.lockedBy)).toEqual(['worker-a', 'worker-a', 'worker-a', 'worker-b', 'worker-b']);
  });

  it('gives a job whose lease ran out to another worker; the first then cannot renew it, and one sending is recorded once', async () => {
    const { db, accountId } = current();
    const [id] = await enqueueSome(db, accountId, 1);
    expect(await claimJobs(db, 'worker-a', 10, 50)).toHaveLength(1);
    expect(await claimJobs(db, 'worker-b', 10, LEASE)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    const taken = await claimJobs(db, 'worker-b', 10, LEASE);
    expect(taken.map((job) => [job.id, job.attempts])).toEqual([[id, 2]]);
    expect(await renewLease(db, 'worker-a', id!, LEASE)).toBe(false);
    expect(await renewLease(db, 'worker-b', id!, LEASE)).toBe(true);

    await markSent(db, id!);
    // Sent: no worker renews it to send it again, and nothing is due.
    expect(await renewLease(db, 'worker-b', id!, LEASE)).toBe(false);
    expect(await claimJobs(db, 'worker-c', 10, 1)).toEqual([]);
    expect(await jobs()).toEqual([expect.objectContaining({ state: 'sent', lockedBy: null, sentAt: expect.any(Date) })]);
  });

  it('retries a failed message after a backoff that doubles, then gives it up after the last attempt', async () => {
    const { db, accountId } = current();
    const [id] = await enqueueSome(db, accountId, 1);
    const failure = { message: 'connection refused', permanent: false };
    const makeDue = () => db.updateTable('mailJobs').set({ runAt: sql<Date>`now()` }).where('id', '=', id!).execute();

    const [job1] = await claimJobs(db, 'worker-a', 1, LEASE);
    expect(await markFailed(db, 'worker-a', job1!, failure, 3)).toBe('retry');
    expect(await secondsUntilDue(id!)).toBeCloseTo(30, 0);
    expect(await claimJobs(db, 'worker-a', 1, LEASE)).toEqual([]);
    expect(await jobs()).toEqual([expect.objectContaining({ state: 'pending', attempts: 1, lastError: 'connection refused', lockedBy: null })]);

    await makeDue();
    const [job2] = await claimJobs(db, 'worker-a', 1, LEASE);
    expect(await markFailed(db, 'worker-a', job2!, failure, 3)).toBe('retry');
    expect(await secondsUntilDue(id!)).toBeCloseTo(60, 0);

    await makeDue();
    const [job3] = await claimJobs(db, 'worker-a', 1, LEASE);
    expect(await markFailed(db, 'worker-a', job3!, failure, 3)).toBe('gaveUp');
    expect(await jobs()).toEqual([expect.objectContaining({ state: 'failed', attempts: 3 })]);
    await makeDue();
    expect(await claimJobs(db, 'worker-a', 1, LEASE)).toEqual([]);
  });

  it('gives up at once on a permanent failure (the server refused the message)', async () => {
    const { db, accountId } = current();
    await enqueueSome(db, accountId, 1);
    const [job] = await claimJobs(db, 'worker-a', 1, LEASE);
    expect(await markFailed(db, 'worker-a', job!, { message: '550 no such mailbox', permanent: true }, 10)).toBe('gaveUp');
    expect(await jobs()).toEqual([expect.objectContaining({ state: 'failed', attempts: 1, lastError: '550 no such mailbox' })]);
  });

  it('records a failure only for the worker holding the lease', async () => {
    const { db, accountId } = current();
    await enqueueSome(db, accountId, 1);
    const [job] = await claimJobs(db, 'worker-a', 1, LEASE);
    await markFailed(db, 'worker-b', job!, { message: 'not mine', permanent: true }, 10);
    expect(await jobs()).toEqual([expect.objectContaining({ state: 'pending', lockedBy: 'worker-a', lastError: null })]);
  });

  it('gives back a stopping worker\'s leases without counting the attempt, and ends a dead predecessor\'s leases counting it', async () => {
    const { db, accountId } = current();
    await enqueueSome(db, accountId, 2);
    await claimJobs(db, 'worker-a', 1, LEASE);
    await claimJobs(db, 'worker-b', 1, LEASE);
    await releaseLeases(db, 'worker-a');
    expect((await jobs()).map((job) => [job.lockedBy, job.attempts])).toEqual([[null, 0], ['worker-b', 1]]);
    await endAllLeases(db);
    expect((await jobs()).map((job) => [job.lockedBy, job.attempts])).toEqual([[null, 0], [null, 1]]);
    expect(await claimJobs(db, 'worker-c', 10, LEASE)).toHaveLength(2);
  });

  it('deletes the messages of an account that is deleted', async () => {
    const { db } = current();
    const { id } = await db.insertInto('accounts').values({ email: 'leaving@mail.test', passwordHash: 'x', isAdmin: false, isElevated: false }).returning('id').executeTakeFirstOrThrow();
    await enqueueSome(db, id, 2);
    await db.deleteFrom('accounts').where('id', '=', id).execute();
    expect(await jobs()).toEqual([]);
  });

  it(`deletes sent and given-up messages after ${KEEP_FINISHED_DAYS} days, never pending ones`, async () => {
    const { db, accountId } = current();
    const [oldSent, newSent, oldFailed, waiting] = await enqueueSome(db, accountId, 4);
    const daysAgo = (days: number) => sql<Date>`now() - ${days} * interval '1 day'`;
    await db.updateTable('mailJobs').set({ state: 'sent', sentAt: daysAgo(KEEP_FINISHED_DAYS + 1) }).where('id', '=', oldSent!).execute();
    await db.updateTable('mailJobs').set({ state: 'sent', sentAt: daysAgo(KEEP_FINISHED_DAYS - 1) }).where('id', '=', newSent!).execute();
    await db.updateTable('mailJobs').set({ state: 'failed', runAt: daysAgo(KEEP_FINISHED_DAYS + 1) }).where('id', '=', oldFailed!).execute();
    await db.updateTable('mailJobs').set({ runAt: daysAgo(KEEP_FINISHED_DAYS + 1) }).where('id', '=', waiting!).execute();
    expect(await purgeFinishedJobs(db)).toBe(2);
    expect((await jobs()).map((job) => job.id)).toEqual([newSent, waiting]);
  });
});
