// The email and password `tessera login` signs in with: typed at prompts on a terminal (the
// password unseen), or piped in as two lines, email then password, for scripts.
import type { CliIo } from '../../cli-io.ts';
import { UsageError } from '../../usage-error.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** The credentials, asking only for what `email` (the --email option) does not already give. */
export async function readCredentials(io: CliIo, email?: string): Promise<Credentials> {
  if (io.input.isTTY && io.input.setRawMode) {
    const typedEmail = email ?? (await prompt(io, 'Email: ', false));
    return { email: typedEmail, password: await prompt(io, 'Password: ', true) };
  }
  const lines = (await readAll(io.input)).split(/\r?\n/);
  const [first = '', second = ''] = lines;
  const credentials = email ? { email, password: first } : { email: first.trim(), password: second };
  if (!credentials.email || !credentials.password) {
    throw new UsageError(email
      ? 'No password on stdin: pipe it in, e.g. printf \'%s\\n\' "$PASSWORD" | tessera login --email you@example.org'
      : 'No email and password on stdin: pipe two lines, email then password, or run tessera login on a terminal.');
  }
  return credentials;
}

async function readAll(input: CliIo['input']): Promise<string> {
  let text = '';
  for await (const chunk of input) text += String(chunk);
  return text;
}

/** One line typed at a prompt; with `hidden`, nothing is echoed. Ctrl-C or Ctrl-D cancels. */
function prompt(io: CliIo, question: string, hidden: boolean): Promise<string> {
  const input = io.input;
  io.err(question);
  input.setRawMode?.(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let line = '';
    const finish = (error: Error | null): void => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      io.err('\n');
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: Buffer | string): void => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return finish(null);
        if (char === '\u0003' || char === '\u0004') return finish(new UsageError('Login cancelled; nothing was stored.'));
        if (char === '\u007f' || char === '\b') {
          if (line.length > 0 && !hidden) io.err('\b \b');
          line = line.slice(0, -1);
        } else {
          line += char;
          if (!hidden) io.err(char);
        }
      }
    };
    input.on('data', onData);
  });
}
