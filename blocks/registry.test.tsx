// The conformance suite every registered block type passes (like rjsf's shared formTests).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ajv, describeErrors } from '@tessera/schemas';
import { blockRegistry, blockTypes } from './registry.ts';
import { BLOCK_LOAD_DELAY_MS } from './renderer/load-block-component.ts';
import { makeBlock, renderBlocks } from './test-support/render-blocks.tsx';

const FAILURE_TEXTS = ['Component failed to load', 'This component has been removed.', 'Something went wrong'];

it('names every type once', () => {
  const types = blockRegistry.map((definition) => definition.type);
  expect(new Set(types).size).toBe(types.length);
  expect([...blockTypes.keys()]).toEqual(types);
});

describe.each(blockRegistry.map((definition) => [definition.type, definition] as const))('block type %s', (type, definition) => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it('declares a JSON Schema 2020-12 object schema for its options', () => {
    expect(definition.optionsSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(definition.optionsSchema.type).toBe('object');
  });

  it('has defaults that its options schema accepts', () => {
    const validate = ajv.compile(definition.optionsSchema);
    const valid = validate(definition.defaults);
    expect(describeErrors(validate.errors)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('loads its component', async () => {
    const loaded = await definition.load();
    expect(typeof loaded.default).toBe('function');
  });

  it('renders with its defaults inside the provider, without errors', async () => {
    renderBlocks([makeBlock(1, type, { options: definition.defaults as object })]);
    const element = document.querySelector('[data-block-id="1"]');
    expect(element?.getAttribute('data-block-type')).toBe(type);

    // Past the load delay a pending load shows its placeholder; wait until it has gone.
    await new Promise((resolve) => setTimeout(resolve, BLOCK_LOAD_DELAY_MS + 20));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    for (const text of FAILURE_TEXTS) expect(screen.queryByText(text)).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
