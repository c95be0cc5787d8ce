import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests live next to the code (`*.test.ts(x)`). Browser-side code runs in jsdom;
// the server suite runs in node against in-memory PGlite (and PostgreSQL with TEST_DATABASE_URL).
const NODE_SUITE = ['schemas/**/*.test.ts', 'server/**/*.test.ts', 'cli/**/*.test.ts', 'tests/bench/**/*.test.ts'];
// Test files that replace a module (vi.mock) need a module graph of their own.
const MOCKING_MODULES = ['server/src/operations/structure/options-migration.test.ts'];
const NODE_OPTIONS = {
  environment: 'node' as const,
  globalSetup: ['server/src/testing/empty-database.global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

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
          include: ['runtime/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
