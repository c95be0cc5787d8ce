// One lint config for the whole repository. Package boundaries are enforced here:
// browser packages import no Node built-ins, and nothing imports runtime, server or cli.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = ['fs', 'path', 'os', 'crypto', 'child_process', 'http', 'net', 'url', 'stream', 'util', 'worker_threads'];
const noNodeInBrowser = nodeBuiltins.flatMap((name) => [name, `node:${name}`, `node:${name}/*`]);
const appPackages = ['@tessera/runtime', '@tessera/server', '@tessera/cli'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'runtime/dist/**', 'server/dist/**', 'test-results/**', 'playwright-report/**', '.tessera/**', 'schemas/src/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: appPackages, message: 'runtime, server and cli are applications: nothing imports them.' }] }],
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'schemas/src/**/*.ts'],
    ignores: ['schemas/src/site-files/**', '**/*.test.ts', '**/*.test.tsx', 'runtime/vite.config.ts', 'runtime/vite/**', 'runtime/scripts/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: noNodeInBrowser.filter((n) => !n.endsWith('/*')),
        patterns: [{ group: appPackages, message: 'runtime, server and cli are applications: nothing imports them.' }],
      }],
    },
  },
  {
    files: ['runtime/**/*.tsx', 'blocks/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
