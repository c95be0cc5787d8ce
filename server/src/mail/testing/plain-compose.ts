// What the worker tests compose messages with: the real composer, a fixed frame, no links; and a
// log that keeps quiet.
import type { SendMailOptions } from 'nodemailer';
import { composeMail } from '../compose/compose-mail.ts';
import type { MailWorkerLog } from '../mail-worker.ts';
import type { ClaimedJob } from '../queue/mail-jobs.ts';

const FRAME = { siteName: 'Test club', from: null, publicHost: 'club.test', footer: { sentBy: 'Sent to you by Test club.', unsubscribe: 'Unsubscribe' } };

export const composePlain = async (job: ClaimedJob): Promise<SendMailOptions> => composeMail(job, FRAME, { action: null, unsubscribe: null });

export const quietLog: MailWorkerLog = { info: () => {}, warn: () => {}, error: () => {} };
