import type { FromSchema } from 'json-schema-to-ts';
import { defineBlock } from '../core/define-block.ts';

/** Options of a form block (forms spec §3): how its form screen behaves. The profile form takes the same. */
export const formBlockOptionsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  additionalProperties: false,
  properties: {
    alwaysEdit: { type: 'boolean', description: 'Always in edit mode: no edit toggle.' },
    showConfirmationDialogue: { type: 'boolean', description: 'Asks the member to confirm the changed values before saving.' },
    autosave: { type: 'boolean', description: 'Saves 2 s after the last change and keeps the form open.' },
    hideControls: { type: 'boolean', description: 'Hides the edit toggle, Cancel and Save all (for an always-open autosaving form).' },
    hidePrivacyControls: { type: 'boolean', description: "Hides the fields' privacy controls." },
    skipDirtyCheck: { type: 'boolean', description: 'Sends every field on save, not only the changed ones.' },
  },
} as const;

export type FormBlockOptions = FromSchema<typeof formBlockOptionsSchema>;

export const formBlockDefaults = {
  alwaysEdit: false,
  showConfirmationDialogue: false,
  autosave: false,
  hideControls: false,
  hidePrivacyControls: false,
  skipDirtyCheck: false,
} satisfies FormBlockOptions;

/** A form of the block's fields; what it saves to is decided by its fields' source (decision 0032). */
export const basicFormDefinition = defineBlock({
  type: 'basicForm',
  optionsSchema: formBlockOptionsSchema,
  defaults: formBlockDefaults,
});
