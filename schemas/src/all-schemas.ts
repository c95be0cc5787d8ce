// Every JSON Schema of the model, for registering with a validator or an OpenAPI document.
import api from '../schemas/api.schema.json' with { type: 'json' };
import block from '../schemas/block.schema.json' with { type: 'json' };
import brandFile from '../schemas/brand-file.schema.json' with { type: 'json' };
import brand from '../schemas/brand.schema.json' with { type: 'json' };
import dataSchema from '../schemas/data-schema.schema.json' with { type: 'json' };
import field from '../schemas/field.schema.json' with { type: 'json' };
import moduleFile from '../schemas/module-file.schema.json' with { type: 'json' };
import moduleSchema from '../schemas/module.schema.json' with { type: 'json' };
import pageFile from '../schemas/page-file.schema.json' with { type: 'json' };
import page from '../schemas/page.schema.json' with { type: 'json' };
import ruleTree from '../schemas/rule-tree.schema.json' with { type: 'json' };
import settings from '../schemas/settings.schema.json' with { type: 'json' };
import siteFile from '../schemas/site-file.schema.json' with { type: 'json' };
import translations from '../schemas/translations-file.schema.json' with { type: 'json' };
import userList from '../schemas/user-list.schema.json' with { type: 'json' };

export const SCHEMA_ID_BASE = 'https://schemas.tessera.dev/';

/** The schemas, each with its absolute `$id` (SCHEMA_ID_BASE + file name). */
export const allSchemas: ReadonlyArray<{ $id: string } & Record<string, unknown>> = [
  api, block, brandFile, brand, dataSchema, field, moduleFile, moduleSchema, pageFile, page, ruleTree, settings, siteFile, translations, userList,
];

/** `schemaRef('page')` → the $id of page.schema.json; `schemaRef('api', 'initReply')` → a definition inside it. */
export function schemaRef(file: string, def?: string): string {
  return `${SCHEMA_ID_BASE}${file}.schema.json${def ? `#/$defs/${def}` : ''}`;
}
