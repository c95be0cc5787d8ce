// Sends through the configured SMTP server over one connection kept open between the messages of
// a batch (the worker sends one message at a time).
import { createTransport } from 'nodemailer';
import type { SmtpSettings } from '../../config.ts';
import type { MailTransport } from './mail-transport.ts';

/**
 * Time limits of one connection. A send must end well within the worker's lease (mail-worker.ts),
 * or another instance could take the message over and send it too.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(settings: SmtpSettings): MailTransport {
  const transport = createTransport({
    pool: true, maxConnections: 1,
    host: settings.host, port: settings.port, secure: settings.secure,
    ...(settings.auth && { auth: settings.auth }),
    ...TIMEOUTS,
  });
  return {
    description: `SMTP ${settings.host}:${settings.port}`,
    async send(_jobId, message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}
