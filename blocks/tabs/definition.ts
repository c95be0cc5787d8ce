import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

/** Options of the tabs block; its tabs are the block's children, each labelled by the child's title. */
export const tabsOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['tabStyle'],
  additionalProperties: false,
  properties: {
    tabStyle: { enum: ['horizontal', 'vertical'], description: 'Tab strip above the content, or beside it.' },
  },
} as const;

export type TabsOptions = FromSchema<typeof tabsOptionsSchema>;

/** Shows one child at a time, chosen from a strip of tabs. */
export const tabsDefinition = defineBlock({
  type: 'tabs',
  optionsSchema: tabsOptionsSchema,
  defaults: { tabStyle: 'horizontal' },
  checkBlock: (block) => (block.children?.length ? [] : [{ path: '', message: 'A tabs block needs child blocks in children, one per tab.' }]),
});
