/* eslint-disable */
/** GENERATED FILE: do not edit. Run `npm run gen` after changing a form or a block type's options schema. */
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
export declare const blockSettingsUserPost: ValidatorFunctions[string];
