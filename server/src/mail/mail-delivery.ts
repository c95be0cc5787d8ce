// Starts the mail worker of this server with what composing a message needs: the site's name and
// texts (the site cache), the sender, the public address links point to, and the link key.
import { unsubscribeRoutes } from '@tessera/schemas/contract';
import type { SendMailOptions } from 'nodemailer';
import type { SiteCache } from '../cache/site-cache.ts';
import type { Db } from '../db/database.ts';
import { serverTexts } from '../i18n/server-texts.ts';
import { composeMail } from './compose/compose-mail.ts';
import { endAllLeases, type ClaimedJob } from './queue/mail-jobs.ts';
import { MAIL_WORKER_DEFAULTS, startMailWorker, type MailWorker, type MailWorkerLog, type MailWorkerSettings } from './mail-worker.ts';
import type { MailTransport } from './transport/mail-transport.ts';
import { UNSUBSCRIBE_KEY_PURPOSE, unsubscribeTokens } from './unsubscribe/unsubscribe-token.ts';

export interface MailDeliveryOptions {
  /** An SMTP server or the outbox (main.ts chooses by the configuration). */
  transport: MailTransport;
  /** ServerConfig.publicUrl: where the unsubscribe links point. */
  publicUrl: string;
  /** ServerConfig.mailFrom. */
  from: string | null;
  /**
   * The database is this process's alone (embedded): leases found at start are a killed
   * predecessor's and are ended at once instead of waited out.
   */
  ownsDatabase: boolean;
  /** @default MAIL_WORKER_DEFAULTS */
  worker?: Partial<Omit<MailWorkerSettings, 'workerId'>>;
}

export interface MailDeliveryParts {
  db: Db;
  cache: SiteCache;
  purposeKey(purpose: string): Uint8Array;
  log: MailWorkerLog;
  /** Names the worker's leases (the instance id). */
  workerId: string;
}

export async function startMailDelivery({ db, cache, purposeKey, log, workerId }: MailDeliveryParts, options: MailDeliveryOptions): Promise<MailWorker> {
  const tokens = unsubscribeTokens(purposeKey(UNSUBSCRIBE_KEY_PURPOSE));
  const publicHost = new URL(options.publicUrl).hostname;

  async function compose(job: ClaimedJob): Promise<SendMailOptions> {
    const [settings, brandSettings, { translations }] = await Promise.all([cache.settings(), cache.activeBrandSettings(), cache.texts(job.language)]);
    const siteName = brandSettings?.brandName ?? settings.name;
    const footer = serverTexts(translations, ['mail.footer.sentBy', 'mail.footer.unsubscribe'], { name: siteName });
    const unsubscribeUrl = job.eventName === null ? null : `${options.publicUrl}${unsubscribeRoutes.page.path}?token=${await tokens.sign({
      accountId: job.accountId,
      preference: { eventName: job.eventName, scope: job.scope, targetId: job.targetId },
      language: job.language,
    })}`;
    return composeMail(job, {
      siteName, from: options.from, publicHost,
      footer: { sentBy: footer['mail.footer.sentBy'], unsubscribe: footer['mail.footer.unsubscribe'] },
    }, { action: job.actionPath === null ? null : `${options.publicUrl}${job.actionPath}`, unsubscribe: unsubscribeUrl });
  }

  if (options.ownsDatabase) await endAllLeases(db);
  return startMailWorker({ db, transport: options.transport, compose, log }, { ...MAIL_WORKER_DEFAULTS, ...options.worker, workerId });
}
