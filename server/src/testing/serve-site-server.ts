// `node --import tsx server/src/testing/serve-site-server.ts <port> <data-dir>`: a server on the
// embedded database in `data-dir` (no site until one is applied; an admin account), printing
// {"url","token"} on one line once it listens, then a line per request as it arrives. For tests that
// kill the process and start it again.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { startListeningServer } from './listening-server.ts';

const [port, dataDir] = process.argv.slice(2);
mkdirSync(dataDir!, { recursive: true });
const server = await startListeningServer(Number(port), {
  empty: true,
  onRequest: (line) => void process.stdout.write(`${line}\n`),
  open: async () => {
    const db = openDatabase({ kind: 'pglite', dir: join(dataDir!, 'db') });
    return { db, dispose: () => db.destroy() };
  },
});
process.stdout.write(`${JSON.stringify({ url: server.url, token: server.token })}\n`);
