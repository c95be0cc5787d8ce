import type { FromSchema } from 'json-schema-to-ts';
import { defineBlockType } from '../core/block-type.ts';

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
export const tabsBlock = defineBlockType({
  type: 'tabs',
  optionsSchema: tabsOptionsSchema,
  defaults: { tabStyle: 'horizontal' },
  load: () => import('./Tabs.tsx'),
});
