// One lint config for the whole repository. Package boundaries are enforced here:
// browser packages import no Node built-ins, nothing imports runtime, server or cli, the server
// and the CLI read block types only through @tessera/blocks/definitions, and block definitions
// load without React.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = ['fs', 'path', 'os', 'crypto', 'child_process', 'http', 'net', 'url', 'stream', 'util', 'worker_threads'];
const noNodeInBrowser = nodeBuiltins.flatMap((name) => [name, `node:${name}`, `node:${name}/*`]);
const appPackages = ['@tessera/runtime', '@tessera/server', '@tessera/cli'];

// no-restricted-imports options are replaced, not merged, by a later block for the same files,
// so each block below lists every restriction that applies to its files.
const noAppImports = { group: appPackages, message: 'runtime, server and cli are applications: nothing imports them.' };
const definitionsOnly = {
  regex: '^@tessera/blocks(?!/definitions$)',
  message: 'The server and the CLI read block types through @tessera/blocks/definitions only (the rest is React).',
};
const noReact = {
  group: ['react', 'react/*', 'react-*', 'radix-ui', '@radix-ui/*', 'dompurify', '**/*.tsx', '**/*.css', '**/renderer/*', '**/registry.ts'],
  message: 'Block definitions load without React (server, CLI): components, styles and the renderer stay out of them.',
};
const browserPaths = noNodeInBrowser.filter((n) => !n.endsWith('/*'));

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'runtime/dist/**', 'server/dist/**', 'cli/dist/**', 'test-results/**', 'playwright-report/**', 'tests/bench/*/dist/**', '.tessera/**', 'schemas/src/generated/**', 'runtime/src/edit-mode/forms/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noAppImports] }],
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'schemas/src/**/*.ts'],
    ignores: ['schemas/src/site-files/**', '**/*.test.ts', '**/*.test.tsx', '**/test-support/**', 'runtime/vite.config.ts', 'runtime/vite/**', 'runtime/scripts/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: browserPaths, patterns: [noAppImports] }],
    },
  },
  {
    files: ['server/**/*.ts', 'cli/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noAppImports, definitionsOnly] }],
    },
  },
  {
    // The definitions entry and everything it loads: the block catalogue and each type's definition.
    files: ['blocks/definitions.ts', 'blocks/definition-list.ts', 'blocks/retired-types.ts', 'blocks/*/definition.ts', 'blocks/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: browserPaths, patterns: [noAppImports, noReact] }],
    },
  },
  {
    // The browser reads the contract's types only: its values (TypeBox schemas) stay on the server.
    files: ['runtime/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: '@tessera/schemas/contract', allowTypeImports: true, message: 'The runtime imports the contract with `import type` only; its types are also in @tessera/schemas.' }],
      }],
    },
  },
  {
    files: ['runtime/**/*.tsx', 'blocks/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
