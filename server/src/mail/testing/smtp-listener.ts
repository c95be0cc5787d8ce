// A real SMTP server for tests (smtp-server, from the nodemailer project), on a free local port:
// what it accepted, parsed with mailparser.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface SmtpListener {
  port: number;
  /** The messages accepted (answered 250), in order. */
  accepted: ParsedMail[];
  close(): Promise<void>;
}

export interface SmtpListenerOptions {
  /** The one account it accepts; without it, no sign-in is asked. */
  auth?: { user: string; pass: string };
  /** Refuses recipients with this SMTP error (550 for good, 451 for now). */
  refuseRecipients?: { responseCode: number; message: string };
  /** Runs once a message's data has arrived, before it is answered; a throw refuses it. */
  beforeAccepting?(raw: Buffer): Promise<void> | void;
}

export async function startSmtpListener(options: SmtpListenerOptions = {}): Promise<SmtpListener> {
  const accepted: ParsedMail[] = [];
  const serverOptions: SMTPServerOptions = {
    // Plain SMTP on localhost: no certificate to trust.
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.auth?.user && auth.password === options.auth?.pass;
      callback(ok ? null : Object.assign(new Error('Invalid username or password'), { responseCode: 535 }), ok ? { user: auth.username } : undefined);
    },
    onRcptTo(_address, _session, callback) {
      const refusal = options.refuseRecipients;
      callback(refusal ? Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode }) : null);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        void (async () => {
          try {
            await options.beforeAccepting?.(raw);
            accepted.push(await simpleParser(raw));
            callback();
          } catch (error) {
            callback(error as Error);
          }
        })();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('The SMTP server has no port');
  return { port: address.port, accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
