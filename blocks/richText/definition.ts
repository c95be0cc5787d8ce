import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

/** Options of the rich-text block. */
export const richTextOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['html'],
  additionalProperties: false,
  properties: {
    html: { type: 'string', description: 'HTML content; sanitised before it is rendered.' },
  },
} as const;

export type RichTextOptions = FromSchema<typeof richTextOptionsSchema>;

/** Formatted text written by an editor. */
export const richTextDefinition = defineBlock({
  type: 'richText',
  optionsSchema: richTextOptionsSchema,
  defaults: { html: '' },
  translatable: ['html'],
});
