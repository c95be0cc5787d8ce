import type { FromSchema } from 'json-schema-to-ts';
import { defineBlockType } from '../core/block-type.ts';

/** The columns block has no options of its own: its layout is the block's `columns` and `positions`. */
export const columnsOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type ColumnsOptions = FromSchema<typeof columnsOptionsSchema>;

/** Side-by-side columns on a 12-unit grid, stacked on small screens. */
export const columnsBlock = defineBlockType({
  type: 'columns',
  optionsSchema: columnsOptionsSchema,
  defaults: {},
  load: () => import('./Columns.tsx'),
});
