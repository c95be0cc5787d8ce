import { defineConfig } from 'vitest/config';

// Unit tests live next to the code (`*.test.ts(x)`). Browser-side code runs in jsdom;
// the server suite runs in node against in-memory PGlite (and PostgreSQL with TEST_DATABASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['schemas/**/*.test.ts', 'server/**/*.test.ts', 'cli/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/testing/empty-database.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
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
