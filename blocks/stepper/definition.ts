import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

/** Options of the stepper block; its steps are the block's children, each named by the child's title. */
export const stepperOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['optionalStepKeys'],
  additionalProperties: false,
  properties: {
    optionalStepKeys: {
      type: 'array',
      maxItems: 200,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 64 },
      description: 'Keys of the steps (child blocks) a member may leave undone; every other step is required.',
    },
  },
} as const;

export type StepperOptions = FromSchema<typeof stepperOptionsSchema>;

/** Leads a member through its child blocks one step at a time. */
export const stepperDefinition = defineBlock({
  type: 'stepper',
  optionsSchema: stepperOptionsSchema,
  defaults: { optionalStepKeys: [] },
  checkBlock: (block) => (block.children?.length ? [] : [{ path: '', message: 'A stepper block needs child blocks in children, one per step.' }]),
});
