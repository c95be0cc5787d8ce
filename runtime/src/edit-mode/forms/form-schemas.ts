// The settings panel's forms as JSON Schemas, made from the model's schemas and each block type's
// options schema. React-free: `npm run gen` compiles every one of them into a validator ahead of
// time (runtime/scripts/generate-form-validators.ts), because the app's Content-Security-Policy
// (script-src 'self') forbids Ajv's runtime compilation; the panel passes the same object to
// @rjsf/core, whose precompiled validator checks that it is the schema it was compiled for.
import { blockDefinitions } from '@tessera/blocks/definitions';
import type { RJSFSchema } from '@rjsf/utils';
import permissionSchemas from '@tessera/schemas/schemas/api/structure-permissions.schema.json' with { type: 'json' };

/** A form's schema; `$id` names its generated validator file (letters and digits only). */
export type FormSchema = RJSFSchema & { $id: string };

const TITLE = { type: 'string', maxLength: 256 } as const;
const NAME = { type: 'string', minLength: 1, maxLength: 256, pattern: '\\S' } as const;
const SLUG = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 64 } as const;

/**
 * A block type's options schema as a form reads it: without its `$schema` (the forms' Ajv reads
 * draft-07 and the keywords both share) and without its English descriptions, written for
 * developers (the form's labels come from translations).
 */
function formOptionsSchema(schema: object): RJSFSchema {
  const { $schema: _dialect, ...rest } = schema as { $schema?: string };
  return withoutTexts(rest) as RJSFSchema;
}

/** `schema` without the string `title` and `description` of any (sub)schema. */
function withoutTexts(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutTexts);
  if (typeof schema !== 'object' || schema === null) return schema;
  const kept = Object.entries(schema).filter(([key, value]) => !((key === 'title' || key === 'description') && typeof value === 'string'));
  return Object.fromEntries(kept.map(([key, value]) => [key, key === 'properties' ? mapValues(value as object, withoutTexts) : withoutTexts(value)]));
}

const mapValues = (record: object, change: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(value)]));

/** The $id of a block type's settings form: 'richText' → 'blockSettingsRichText'. */
export const blockSettingsId = (type: string) => `blockSettings${type[0]!.toUpperCase()}${type.slice(1)}`;

const blockSettingsSchemas = new Map<string, FormSchema>();

/** Settings tab of a block: its title and its type's options. The same object for the same type (forms compare it). */
export function blockSettingsSchema(type: string): FormSchema | null {
  const definition = blockDefinitions.get(type);
  if (!definition) return null;
  const known = blockSettingsSchemas.get(type);
  if (known) return known;
  const schema: FormSchema = {
    $id: blockSettingsId(type),
    type: 'object',
    additionalProperties: false,
    properties: { title: TITLE, showTitle: { type: 'boolean' }, options: formOptionsSchema(definition.optionsSchema) },
  };
  blockSettingsSchemas.set(type, schema);
  return schema;
}

/** Visibility tab, basic mode: where the block shows (block.schema.json visibilityFlags). */
export const visibilityFlagsSchema: FormSchema = {
  $id: 'visibilityFlags',
  type: 'object',
  properties: {
    visibleOnDesktop: { type: 'boolean', default: true },
    visibleOnMobile: { type: 'boolean', default: true },
    visibleOnUsersOwnProfile: { type: 'boolean', default: true },
    visibleOnOtherUsersProfiles: { type: 'boolean', default: true },
  },
};

/** Design tab of a columns block: the column widths on the 12-unit grid (spec forms §5 Layout). */
export const columnLayoutSchema: FormSchema = {
  $id: 'columnLayout',
  type: 'object',
  required: ['columns'],
  properties: { columns: { type: 'array', minItems: 1, items: { type: 'integer', minimum: 1, maximum: 12 } } },
};

/** Settings tab of a page: the properties POST structure/page/{id}/property sets. */
export const pageSettingsSchema: FormSchema = {
  $id: 'pageSettings',
  type: 'object',
  required: ['name', 'slug'],
  properties: {
    name: NAME,
    slug: { ...SLUG, not: { enum: ['404'] } },
    width: { enum: ['fixed', 'fluid'] },
    hideFromNav: { type: 'boolean' },
    isAbstract: { type: 'boolean' },
    // Ids of the user lists whose members may view the page (page.schema.json visibleToLists), ticked by label.
    visibleToLists: { type: 'array', uniqueItems: true, maxItems: 100, items: { type: 'integer', minimum: 1 } },
  },
};

/** Settings tab of a module: the properties POST structure/module/{id}/property sets. */
export const moduleSettingsSchema: FormSchema = {
  $id: 'moduleSettings',
  type: 'object',
  required: ['name', 'slug'],
  properties: {
    name: NAME,
    slug: SLUG,
    hideFromNav: { type: 'boolean' },
    hideSubNav: { type: 'boolean' },
    isAbstract: { type: 'boolean' },
  },
};

/** `schema` with its local `#/$defs/…` references replaced by what they name (rjsf forms read one self-contained schema). */
function inlineLocalRefs(schema: unknown, defs: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineLocalRefs(item, defs));
  if (typeof schema !== 'object' || schema === null) return schema;
  const { $ref, ...rest } = schema as { $ref?: string };
  if ($ref?.startsWith('#/$defs/')) return inlineLocalRefs(defs[$ref.slice('#/$defs/'.length)], defs);
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inlineLocalRefs(value, defs)]));
}

/** Permissions tab: the grants kept on an item (structure-permissions.schema.json ItemPermissionsBody). */
export const itemPermissionsSchema: FormSchema = {
  $id: 'itemPermissions',
  ...(withoutTexts(inlineLocalRefs(permissionSchemas.$defs.itemPermissionsBody, permissionSchemas.$defs)) as RJSFSchema),
};

/** Every form the generator compiles. */
export function allFormSchemas(): FormSchema[] {
  const blockForms = [...blockDefinitions.keys()].map(blockSettingsSchema).filter((schema) => schema !== null);
  return [...blockForms, visibilityFlagsSchema, columnLayoutSchema, pageSettingsSchema, moduleSettingsSchema, itemPermissionsSchema];
}
