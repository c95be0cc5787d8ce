// The mail worker every server process runs in the background (never inside a request): it
// claims a batch of due messages with a lease, sends them one by one, records each as sent right
// after its sending, and retries failures with a growing delay. Several instances share the queue
// (decision 0047); what a killed worker held is sent by the next one once its lease runs out.
import { setTimeout as sleep } from 'node:timers/promises';
import type { SendMailOptions } from 'nodemailer';
import type { Db } from '../db/database.ts';
import { claimJobs, markFailed, markSent, purgeFinishedJobs, releaseLeases, renewLease, type ClaimedJob } from './queue/mail-jobs.ts';
import { MAX_ATTEMPTS } from './queue/retry-delay.ts';
import { isPermanentFailure, type MailTransport } from './transport/mail-transport.ts';

export interface MailWorkerSettings {
  /** Names this worker's leases; unique per process. */
  workerId: string;
  /** Messages claimed at once. @default 20 */
  batchSize: number;
  /**
   * How long a claim, and each renewal right before a send, keeps other workers off a message.
   * It must outlast one send (the SMTP time limits: transport/smtp-transport.ts).
   * @default 120_000
   */
  leaseMs: number;
  /** The wait before looking again when nothing was due. @default 2_000 */
  pollMs: number;
  /** @default MAX_ATTEMPTS */
  maxAttempts: number;
}

/** How often a worker deletes the messages finished long ago (purgeFinishedJobs). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export const MAIL_WORKER_DEFAULTS: Omit<MailWorkerSettings, 'workerId'> = { batchSize: 20, leaseMs: 120_000, pollMs: 2_000, maxAttempts: MAX_ATTEMPTS };

export interface MailWorkerLog {
  info(message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorkerParts {
  db: Db;
  transport: MailTransport;
  /** The message a job becomes (compose/compose-mail.ts with the site's frame). */
  compose(job: ClaimedJob): Promise<SendMailOptions>;
  log: MailWorkerLog;
}

export interface MailWorker {
  /** Finishes the message being sent, gives back the other leases, and stops. */
  stop(): Promise<void>;
}

export function startMailWorker({ db, transport, compose, log }: MailWorkerParts, settings: MailWorkerSettings): MailWorker {
  const { workerId, batchSize, leaseMs, pollMs, maxAttempts } = settings;
  const stopping = new AbortController();

  async function sendOne(job: ClaimedJob): Promise<void> {
    // Not ours any more: the lease ran out and another worker took the message, or sent it.
    if (!(await renewLease(db, workerId, job.id, leaseMs))) return;
    try {
      await transport.send(job.id, await compose(job));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await markFailed(db, workerId, job, { message, permanent: isPermanentFailure(error) }, maxAttempts);
      if (outcome === 'gaveUp') log.error({ jobId: job.id, attempts: job.attempts, err: error }, 'E-mail given up');
      else log.warn({ jobId: job.id, attempts: job.attempts, err: error }, 'E-mail not sent; it will be tried again');
      return;
    }
    await markSent(db, job.id);
  }

  /** One batch; false when nothing was due. */
  async function sendBatch(): Promise<boolean> {
    const jobs = await claimJobs(db, workerId, batchSize, leaseMs);
    for (const job of jobs) {
      if (stopping.signal.aborted) break;
      await sendOne(job);
    }
    return jobs.length > 0;
  }

  let purgedAt = 0;
  async function run(): Promise<void> {
    while (!stopping.signal.aborted) {
      let busy = false;
      try {
        busy = await sendBatch();
        if (!busy && Date.now() - purgedAt > PURGE_EVERY_MS) {
          purgedAt = Date.now();
          await purgeFinishedJobs(db);
        }
      } catch (error) {
        log.error({ err: error }, 'The mail worker failed; it tries again shortly');
      }
      // Aborted by stop(): the loop ends at once.
      if (!busy) await sleep(pollMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
    await releaseLeases(db, workerId).catch((error: unknown) => log.error({ err: error }, 'The mail worker could not give back its leases; they run out by themselves'));
  }

  log.info(`E-mail goes to ${transport.description}`);
  const running = run();
  return {
    async stop() {
      stopping.abort();
      await running;
      transport.close();
    },
  };
}
