// slug-rules.ts: what the slug checks need of page.schema.json and module.schema.json (the slug's
// form, the reserved slugs), as constants, so the app's first load carries these few values and
// not the two schema files they come from.
import { GENERATED_BANNER } from './banner.ts';
import type { SchemaFile } from './schema-tree.ts';

type Defs = Record<string, { type?: string; pattern?: string; maxLength?: number; enum?: string[] }>;

function defsOf(files: readonly SchemaFile[], name: string): Defs {
  const file = files.find((candidate) => candidate.name === name);
  if (!file) throw new Error(`slug rules: no ${name}.schema.json`);
  return (file.schema.$defs ?? {}) as Defs;
}

/** The source of slug-rules.ts. */
export function slugRulesSource(files: readonly SchemaFile[]): string {
  const page = defsOf(files, 'page');
  const module = defsOf(files, 'module');
  const { type, pattern, maxLength } = page.slug ?? {};
  if (type !== 'string' || pattern === undefined || maxLength === undefined) throw new Error('slug rules: page.schema.json#/$defs/slug needs type, pattern and maxLength');
  const listOf = (defs: Defs, def: string) => {
    const values = defs[def]?.enum;
    if (!values) throw new Error(`slug rules: no enum at $defs/${def}`);
    return JSON.stringify(values);
  };
  return `${GENERATED_BANNER}
/** page.schema.json#/$defs/slug: the slug's JSON Schema (type, pattern, maxLength). */
export const SLUG_SCHEMA = ${JSON.stringify({ type, pattern, maxLength })} as const;

/** module.schema.json#/$defs/reservedModuleSlug. */
export const RESERVED_MODULE_SLUG_LIST: readonly string[] = ${listOf(module, 'reservedModuleSlug')};

/** page.schema.json#/$defs/reservedPageSlug. */
export const RESERVED_PAGE_SLUG_LIST: readonly string[] = ${listOf(page, 'reservedPageSlug')};
`;
}
