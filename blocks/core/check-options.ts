// Options are checked with the model's one Ajv. Each type's schema is compiled the first time a
// block of that type is checked, so loading the definitions compiles nothing.
import { describeErrors, modelAjv, type BlockProblem } from '@tessera/schemas';
import type { BlockDefinition, SavedOptions } from './define-block.ts';

type ValidateFunction = ReturnType<ReturnType<typeof modelAjv>['compile']>;

const validators = new WeakMap<BlockDefinition, ValidateFunction>();

function validatorOf(definition: BlockDefinition): ValidateFunction {
  let validate = validators.get(definition);
  if (!validate) {
    validate = modelAjv().compile(definition.optionsSchema);
    validators.set(definition, validate);
  }
  return validate;
}

/**
 * The problems of `options` (at the type's current version) against the type's options schema,
 * merged over its defaults as the renderer merges them; paths start at `/options`.
 */
export function checkOptions(definition: BlockDefinition, options: SavedOptions): BlockProblem[] {
  const validate = validatorOf(definition);
  if (validate({ ...definition.defaults, ...options })) return [];
  return describeErrors(validate.errors).map(({ path, message }) => ({ path: `/options${path}`, message }));
}
