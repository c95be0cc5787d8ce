// Browser journeys: Debian's Chromium (never a downloaded browser) against the real server,
// started on a fresh temporary data directory seeded from sites/demo. The runtime must already
// be built (`npm test` runs `npm run build` first). The journeys that rebuild the site (edit
// mode: new modules, reordered tabs, moved pages) get a server of their own, so that the others,
// which read the demo site as seeded, never meet a half-rebuilt one; so do the journeys that
// rewrite it from files with the `tessera` CLI (sync-*), which must not meet the editors' changes
// in their diffs. The notification journey gets one too: its applications, decisions and
// broadcasts would change the counts the membership request journey reads.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.TESSERA_E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
const editingPort = port + 1;
const syncPort = port + 2;
const notificationsPort = port + 3;
const EDITING_JOURNEYS = /edit-[^/]*\.spec\.ts$/;
const SYNC_JOURNEYS = /sync-[^/]*\.spec\.ts$/;
const NOTIFICATION_JOURNEYS = /notifications\.spec\.ts$/;

/** A server on a fresh copy of the demo site, for the journeys of one project. */
const freshServer = (serverPort: number) => ({
  command: `node --import tsx tests/support/serve-fresh.ts ${serverPort}`,
  cwd: repoRoot,
  url: `http://127.0.0.1:${serverPort}/api/v1/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
});

export default defineConfig({
  testDir: './journeys',
  // Waits sized for a shared 2-core machine where Chromium runs about three times slower than on
  // the ones these journeys were written on (the first page after sign-in takes 2 s there idle,
  // more with two workers): a journey waits for what a person waits for, and says so when it
  // never comes. Speed itself is measured by `npm run bench`, not by these waits.
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
  projects: [
    { name: 'site', testIgnore: [EDITING_JOURNEYS, SYNC_JOURNEYS, NOTIFICATION_JOURNEYS] },
    // One at a time: they rebuild the same site, and one's new module arriving live (items:changes)
    // re-renders the drawer under another's finger mid-drag.
    { name: 'editing', testMatch: EDITING_JOURNEYS, workers: 1, use: { baseURL: `http://127.0.0.1:${editingPort}` } },
    { name: 'sync', testMatch: SYNC_JOURNEYS, use: { baseURL: `http://127.0.0.1:${syncPort}` } },
    { name: 'notifications', testMatch: NOTIFICATION_JOURNEYS, use: { baseURL: `http://127.0.0.1:${notificationsPort}` } },
  ],
  webServer: [freshServer(port), freshServer(editingPort), freshServer(syncPort), freshServer(notificationsPort)],
});
