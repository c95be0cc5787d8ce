// Without an SMTP server, each message becomes `<outbox>/<job id>.eml`, a file any mail program
// opens. The file is written beside its final name and renamed into place, so a message is
// either whole or absent, and a message sent twice (a restart before its sending was recorded)
// replaces its own file rather than adding a second.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-transport.ts';

export function outboxTransport(dir: string): MailTransport {
  // Builds the raw message (RFC 5322) without sending it anywhere.
  const builder = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `the outbox ${dir}`,
    async send(jobId, message) {
      const { message: raw } = await builder.sendMail(message);
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${jobId}.eml`);
      const partial = join(dir, `.${jobId}.eml.partial`);
      await writeFile(partial, raw as Buffer);
      await rename(partial, file);
    },
    close: () => builder.close(),
  };
}
