// Browser journeys: Debian's Chromium (never a downloaded browser) against the real server,
// started on a fresh temporary data directory seeded from sites/demo. The runtime must already
// be built (`npm test` runs `npm run build` first).
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.TESSERA_E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './journeys',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./support/summary-reporter.ts']],
  outputDir: '../test-results',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `node --import tsx tests/support/serve-fresh.ts ${port}`,
    cwd: repoRoot,
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
