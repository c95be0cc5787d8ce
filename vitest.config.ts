import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests live next to the code (`*.test.ts(x)`). Browser-side code runs in jsdom;
// the server suite runs in node against in-memory PGlite (and PostgreSQL with TEST_DATABASE_URL).
const NODE_SUITE = ['schemas/**/*.test.ts', 'server/**/*.test.ts', 'cli/**/*.test.ts', 'tests/bench/**/*.test.ts'];
const BROWSER_SUITE = ['runtime/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}'];
// Test files that replace a module (vi.mock) need a module graph of their own: in a shared one
// the replacement outlives the file, and modules imported by earlier files keep the real one. So do
// those that check a module's state before anything loaded it.
const MOCKING_MODULES = ['server/src/operations/structure/options-migration.test.ts'];
const BROWSER_MOCKING_MODULES = [
  'blocks/renderer/BlockRenderer.test.tsx',
  'blocks/richText/prepare-rich-texts.test.ts',
  'runtime/src/app/App.test.tsx',
  'runtime/src/boot/early-init.test.ts',
  'runtime/src/boot/screen-work.test.ts',
  'runtime/src/edit-mode/editor/forms/SchemaForm.test.tsx',
  'runtime/src/pwa/install-notice.test.ts',
  'runtime/src/pwa/start-app-updates.test.ts',
  'runtime/src/pwa/update-notice.test.ts',
  'runtime/src/realtime/LiveUpdates.test.tsx',
  'runtime/src/realtime/connect.test.ts',
  'runtime/src/realtime/live-target.test.ts',
  'runtime/src/screens/login/LoginScreen.test.tsx',
  'runtime/src/screens/page/field-sources.test.ts',
  'runtime/src/screens/settings/SettingsScreen.test.tsx',
  'runtime/src/session/keepalive.test.ts',
  'runtime/src/session/logout.test.ts',
  'runtime/src/session/use-session-services.test.tsx',
  'runtime/src/shell/view-as/ViewAsBar.test.tsx',
  'runtime/src/state/render-isolation.test.tsx',
];
const NODE_OPTIONS = {
  environment: 'node' as const,
  globalSetup: ['server/src/testing/empty-database.global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const BROWSER_OPTIONS = { environment: 'jsdom' as const, setupFiles: ['vitest.browser-setup.ts'] };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: NODE_SUITE,
          exclude: [...configDefaults.exclude, ...MOCKING_MODULES],
          // The server suite's files share one module graph per worker: importing the server
          // anew for each of its files cost most of the suite's time (each test builds its own
          // app and database, so no state is shared through modules).
          isolate: false,
          ...NODE_OPTIONS,
        },
      },
      {
        test: { name: 'node-isolated', include: MOCKING_MODULES, ...NODE_OPTIONS },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'browser',
          include: BROWSER_SUITE,
          exclude: [...configDefaults.exclude, ...BROWSER_MOCKING_MODULES],
          // As on the node side: re-importing the runtime and re-creating jsdom for each file cost
          // most of the project's time. vitest.browser-setup.ts leaves the shared window fresh
          // after each file; the stores the tests touch are their own instances or reset by them.
          isolate: false,
          ...BROWSER_OPTIONS,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: { name: 'browser-isolated', include: BROWSER_MOCKING_MODULES, ...BROWSER_OPTIONS },
      },
    ],
  },
});
