// model-refs.ts: one TypeBox `Type.Unsafe<Model>({ $ref })` per titled schema and definition, named
// as json-schema-to-typescript names its type, so the contract never names a type next to a $ref.
import { toSafeString } from 'json-schema-to-typescript/dist/src/utils.js';
import { GENERATED_BANNER } from './banner.ts';
import { ID_BASE, type TitledSchema } from './schema-tree.ts';

/** The source of model-refs.ts; throws when model.ts has no type of the name a title gives. */
export function modelRefsSource(titled: readonly TitledSchema[], modelSource: string): string {
  const lines = titled.map(({ title, ref }) => {
    const name = toSafeString(title);
    if (!new RegExp(`^export (?:interface|type) ${name}\\b`, 'm').test(modelSource)) {
      throw new Error(`model.ts has no type ${name} for ${ref} (title '${title}')`);
    }
    return `/** ${ref.slice(ID_BASE.length)} */\nexport const ${name} = Type.Unsafe<Model.${name}>({ $ref: '${ref}' });`;
  });
  return `${GENERATED_BANNER}
// Typed references to the model's JSON Schemas, for the contract (schemas/src/contract/).
import Type from 'typebox';
import type * as Model from './model.ts';

${lines.join('\n')}
`;
}
