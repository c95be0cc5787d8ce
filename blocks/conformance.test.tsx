// The conformance suite every block type passes (like rjsf's shared formTests): its definition
// loads without React, its defaults and migrations agree with its schema, its checks accept its
// defaults, and its component loads and renders with them.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { describeErrors, modelAjv } from '@tessera/schemas';
import type { BlockDefinition } from './core/define-block.ts';
import { blockDefinitionList } from './definition-list.ts';
import { blockDefinitions, checkBlock, createBlockCatalogue } from './definitions.ts';
import { blockTypes } from './registry.ts';
import { BLOCK_LOAD_DELAY_MS } from './renderer/load-block-component.ts';
import { moduleGraph } from './test-support/module-graph.ts';
import { quoteDefinition } from './test-support/quote-definition.ts';
import { makeBlock, renderBlocks } from './test-support/render-blocks.tsx';

const FAILURE_TEXTS = ['Component failed to load', 'This component has been removed.', 'Something went wrong'];
const REACT_PACKAGES = /^(react|react-dom|react-i18next|react-router|radix-ui|@radix-ui\/.*)$/;
const blocksFile = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Problems that would make the module graph of a definition more than schemas and functions. */
function reactInGraph(entry: string): string[] {
  const { files, packages } = moduleGraph(blocksFile(entry));
  return [...[...packages].filter((name) => REACT_PACKAGES.test(name)), ...files.filter((file) => /\.(tsx|css)$/.test(file))];
}

function schemaProblems(definition: BlockDefinition, options: unknown) {
  const validate = modelAjv().compile(definition.optionsSchema);
  validate(options);
  return describeErrors(validate.errors);
}

describe('the block type lists', () => {
  it('name every type once, definitions and components alike', () => {
    const types = blockDefinitionList.map((definition) => definition.type);
    expect(new Set(types).size).toBe(types.length);
    expect([...blockDefinitions.keys()]).toEqual(types);
    expect([...blockTypes.keys()]).toEqual(types);
  });

  it('load the definitions entry without React and the renderer’s list without Ajv', () => {
    expect(reactInGraph('./definitions.ts')).toEqual([]);
    const rendererList = moduleGraph(blocksFile('./definition-list.ts'));
    expect([...rendererList.packages].filter((name) => name === 'ajv' || name === '@tessera/schemas')).toEqual([]);
  });
});

// Definitions: every registered type, and a test-only type with migrations so the migration checks run.
describe.each([
  ...blockDefinitionList.map((definition) => [definition.type, definition] as const),
  ['quote (test-only, with migrations)', quoteDefinition] as const,
])('block definition %s', (_label, definition: BlockDefinition) => {
  const { checkBlock: check, migrateBlockOptions, currentOptionsVersion } = createBlockCatalogue([definition]);

  it('declares a JSON Schema 2020-12 object schema for its options', () => {
    expect(definition.optionsSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(definition.optionsSchema.type).toBe('object');
  });

  it('has defaults that its options schema accepts', () => {
    expect(schemaProblems(definition, definition.defaults)).toEqual([]);
  });

  it('marks only string options translatable, each once', () => {
    const properties = (definition.optionsSchema.properties ?? {}) as Record<string, { type?: unknown }>;
    for (const option of definition.translatable) expect(properties[option]?.type, option).toBe('string');
    expect(new Set(definition.translatable).size).toBe(definition.translatable.length);
  });

  it('numbers its migrations 2, 3, … in order, each with a name of its own', () => {
    expect(definition.migrations.map((migration) => migration.version)).toEqual(definition.migrations.map((_, index) => index + 2));
    const names = definition.migrations.map((migration) => migration.name);
    expect(names.every((name) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('migrates its version 1 defaults, when it keeps them, to options its schema accepts', () => {
    const current = currentOptionsVersion(definition.type);
    expect(current).toBe(definition.migrations.length + 1);
    if (definition.defaultsAtVersion1) {
      const migrated = migrateBlockOptions(definition.type, definition.defaultsAtVersion1, 1);
      expect(migrated.optionsVersion).toBe(current);
      expect(schemaProblems(definition, migrated.options)).toEqual([]);
    }
    expect(migrateBlockOptions(definition.type, definition.defaults, current).options).toBe(definition.defaults);
  });

  it('accepts a block holding its defaults (and a child)', () => {
    expect(check({ type: definition.type, options: definition.defaults, optionsVersion: currentOptionsVersion(definition.type), children: [{}] })).toEqual([]);
  });
});

describe.each(blockDefinitionList.map((definition) => [definition.type, definition] as const))('block type %s', (type, definition) => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it('has its definition in blocks/<type>/definition.ts, loading without React', () => {
    const file = `./${type}/definition.ts`;
    expect(existsSync(blocksFile(file))).toBe(true);
    expect(reactInGraph(file)).toEqual([]);
  });

  it('is checked by the definitions entry', () => {
    expect(checkBlock({ type, options: { bogus: true }, children: [{}] })).toContainEqual({
      path: '/options', message: "must NOT have additional properties 'bogus'",
    });
  });

  it('loads its component', async () => {
    const loaded = await blockTypes.get(type)?.load();
    expect(typeof loaded).toBe('function');
  });

  it('renders with its defaults inside the provider, without errors', async () => {
    renderBlocks([makeBlock(1, type, { options: definition.defaults })]);
    const element = document.querySelector('[data-block-id="1"]');
    expect(element?.getAttribute('data-block-type')).toBe(type);

    // Past the load delay a pending load shows its placeholder; wait until it has gone.
    await new Promise((resolve) => setTimeout(resolve, BLOCK_LOAD_DELAY_MS + 20));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    for (const text of FAILURE_TEXTS) expect(screen.queryByText(text)).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
