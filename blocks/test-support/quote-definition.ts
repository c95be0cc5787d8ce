// A block type that exists only in tests, to prove the migrations mechanism: no real type needs
// a migration yet, and none should ship a fake one.
import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

const quoteOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['body', 'align'],
  additionalProperties: false,
  properties: {
    body: { type: 'string' },
    align: { enum: ['start', 'center'] },
  },
} as const;

export type QuoteOptions = FromSchema<typeof quoteOptionsSchema>;

/** Version 1 saved `{ text }`; version 2 renamed it `body`; version 3 added `align`. */
export const quoteDefinition = defineBlock({
  type: 'quote',
  optionsSchema: quoteOptionsSchema,
  defaults: { body: '', align: 'start' },
  defaultsAtVersion1: { text: '' },
  migrations: [
    { version: 2, name: 'rename-text-to-body', up: ({ text, ...rest }) => ({ ...rest, body: text }) },
    { version: 3, name: 'add-align', up: (options) => ({ align: 'start', ...options }) },
  ],
});
