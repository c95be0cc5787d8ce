import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

/** The columns block has no options of its own: its layout is the block's `columns` and `positions`. */
export const columnsOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type ColumnsOptions = FromSchema<typeof columnsOptionsSchema>;

/** Side-by-side columns on a 12-unit grid, stacked on small screens. */
export const columnsDefinition = defineBlock({
  type: 'columns',
  optionsSchema: columnsOptionsSchema,
  defaults: {},
});
