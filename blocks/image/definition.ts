import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

/** Options of the image block. */
export const imageOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['fileId', 'alt'],
  additionalProperties: false,
  properties: {
    fileId: { type: 'integer', minimum: 0, description: 'The image file; 0 while no image has been chosen.' },
    alt: { type: 'string', description: 'Text alternative; empty for a purely decorative image.' },
    caption: { type: 'string' },
    width: {
      type: 'integer', minimum: 1,
      description: "The image's own width in pixels. With height it reserves the image's space before it loads (no layout shift).",
    },
    height: { type: 'integer', minimum: 1, description: "The image's own height in pixels; see width." },
    fit: {
      enum: ['cover', 'contain'],
      description: 'Show the image in a 3:2 frame, cropped (cover) or letter-boxed (contain); unset keeps its own shape.',
    },
  },
} as const;

export type ImageOptions = FromSchema<typeof imageOptionsSchema>;

/** One image with an optional caption. */
export const imageDefinition = defineBlock({
  type: 'image',
  optionsSchema: imageOptionsSchema,
  defaults: { fileId: 0, alt: '' },
  translatable: ['alt', 'caption'],
});
