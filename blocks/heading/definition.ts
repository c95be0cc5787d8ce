import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

/** Options of the heading block. */
export const headingOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['text', 'level'],
  additionalProperties: false,
  properties: {
    text: { type: 'string', description: 'The heading text; nothing renders while it is blank.' },
    level: { type: 'integer', enum: [1, 2, 3, 4], description: 'Heading level (h1–h4).' },
  },
} as const;

export type HeadingOptions = FromSchema<typeof headingOptionsSchema>;

/** A section heading. */
export const headingDefinition = defineBlock({
  type: 'heading',
  optionsSchema: headingOptionsSchema,
  defaults: { text: '', level: 2 },
  translatable: ['text'],
});
