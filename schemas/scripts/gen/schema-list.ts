// schema-files.ts: every schema file, imported by path, so no list of schema files is kept by hand.
import { GENERATED_BANNER } from './banner.ts';
import type { SchemaFile } from './schema-tree.ts';

/** 'api/auth' → 'apiAuthSchema'. */
const identifierOf = (name: string): string =>
  `${name.replace(/[-/]+(\w)/g, (_, letter: string) => letter.toUpperCase())}Schema`;

/** The source of schema-files.ts. */
export function schemaListSource(files: readonly SchemaFile[]): string {
  const imports = files.map(({ name, path }) => `import ${identifierOf(name)} from '../../schemas/${path}' with { type: 'json' };`);
  const entries = files.map(({ name }) => `  '${name}': ${identifierOf(name)},`);
  return `${GENERATED_BANNER}
${imports.join('\n')}

/** A schema file's path under schemas/schemas/ without \`.schema.json\`: 'page', 'api/auth'. */
export type SchemaFileName =
${files.map(({ name }) => `  | '${name}'`).join('\n')};

/** Every schema file of the model, by name; each \`$id\` is SCHEMA_ID_BASE + its path. */
export const schemaFiles: Readonly<Record<SchemaFileName, { $id: string } & Record<string, unknown>>> = {
${entries.join('\n')}
};
`;
}
