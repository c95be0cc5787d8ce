/* eslint-disable */
/** GENERATED FILE: do not edit. Run `npm run gen` after changing a form or a block type's options schema. */
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** A generated module's exports: the validator functions by schema $id. */
const functionsOf = (module: object) => module as ValidatorFunctions;

/** Each form's precompiled validator functions, by the form schema's $id, imported when first used. */
export const formValidators: Record<string, () => Promise<ValidatorFunctions>> = {
  blockSettingsHeading: () => import('./blockSettingsHeading.js').then(functionsOf),
  blockSettingsRichText: () => import('./blockSettingsRichText.js').then(functionsOf),
  blockSettingsImage: () => import('./blockSettingsImage.js').then(functionsOf),
  blockSettingsColumns: () => import('./blockSettingsColumns.js').then(functionsOf),
  blockSettingsTabs: () => import('./blockSettingsTabs.js').then(functionsOf),
  blockSettingsBasicForm: () => import('./blockSettingsBasicForm.js').then(functionsOf),
  blockSettingsProfileForm: () => import('./blockSettingsProfileForm.js').then(functionsOf),
  blockSettingsModal: () => import('./blockSettingsModal.js').then(functionsOf),
  blockSettingsStepper: () => import('./blockSettingsStepper.js').then(functionsOf),
  blockSettingsDataDisplay: () => import('./blockSettingsDataDisplay.js').then(functionsOf),
  blockSettingsApplyToList: () => import('./blockSettingsApplyToList.js').then(functionsOf),
  blockSettingsDirectory: () => import('./blockSettingsDirectory.js').then(functionsOf),
  blockSettingsDiscussion: () => import('./blockSettingsDiscussion.js').then(functionsOf),
  blockSettingsCardWall: () => import('./blockSettingsCardWall.js').then(functionsOf),
  blockSettingsUserPost: () => import('./blockSettingsUserPost.js').then(functionsOf),
  visibilityFlags: () => import('./visibilityFlags.js').then(functionsOf),
  columnLayout: () => import('./columnLayout.js').then(functionsOf),
  pageSettings: () => import('./pageSettings.js').then(functionsOf),
  moduleSettings: () => import('./moduleSettings.js').then(functionsOf),
  itemPermissions: () => import('./itemPermissions.js').then(functionsOf),
};
