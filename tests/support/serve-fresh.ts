// The journeys' web server: the real server on a brand-new temporary data directory, so every
// run starts from a clean seed of sites/demo. The directory is removed when the server stops.
// Usage: node --import tsx tests/support/serve-fresh.ts <port>
import { makeDataDir, removeDataDir, spawnServer } from './server-process.ts';

const port = Number(process.argv[2] ?? process.env.PORT ?? 3107);
const dataDir = makeDataDir('e2e');
console.log(`[serve-fresh] data directory ${dataDir}, port ${port}`);

const server = spawnServer({ port, dataDir });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  removeDataDir(dataDir);
  process.exit(code ?? (signal ? 1 : 0));
});
