import { defineBlock } from '../core/define-block.ts';
import { formBlockDefaults, formBlockOptionsSchema } from '../basicForm/definition.ts';

/** The profile form: the block's fields, read from and saved to the profile the page shows. */
export const profileFormDefinition = defineBlock({
  type: 'profileForm',
  optionsSchema: formBlockOptionsSchema,
  defaults: formBlockDefaults,
});
