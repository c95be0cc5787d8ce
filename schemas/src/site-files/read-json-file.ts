import type { ValidateFunction } from 'ajv';
import { describeErrors } from '../describe-errors.ts';
import * as validators from '../generated/site-file-validators.js';
import type { BrandFile, ModuleFile, PageFile, SiteFile, SiteTranslationsFile } from '../generated/model.ts';
import { siteFileSchemaRef } from './site-file-schemas.ts';
import type { SiteSource } from './site-source.ts';
import type { ReportProblem } from './types.ts';

/** The schema of each kind of site file and the type a valid file has. */
interface SiteFileKinds {
  'site-file': SiteFile;
  'module-file': ModuleFile;
  'page-file': PageFile;
  'brand-file': BrandFile;
  'site-translations-file': SiteTranslationsFile;
}

export type SiteFileKind = keyof SiteFileKinds;

// Compiled ahead of time (npm run gen), so reading a site compiles no schema.
const validatorOf: Record<SiteFileKind, ValidateFunction> = {
  'site-file': validators.validateSiteFile,
  'module-file': validators.validateModuleFile,
  'page-file': validators.validatePageFile,
  'brand-file': validators.validateBrandFile,
  'site-translations-file': validators.validateSiteTranslationsFile,
};
export type SiteFileValue<K extends SiteFileKind> = SiteFileKinds[K];

/**
 * Reads `file` (relative to the site), parses it as JSON and validates it against the schema of its
 * kind. Every problem is reported; the value comes back only when it matches its schema. A
 * `$schema` other than the file's own (siteFileSchemaRef) is reported too: editors would check
 * the file against the wrong schema, or none.
 */
export async function readJsonFile<K extends SiteFileKind>(source: SiteSource, file: string, kind: K, report: ReportProblem): Promise<SiteFileValue<K> | null> {
  let value: unknown;
  try {
    value = await source.readJson(file);
  } catch (error) {
    report({ file, path: '', message: `This file cannot be read as JSON: ${(error as Error).message}` });
    return null;
  }
  const validate = validatorOf[kind];
  if (validate(value)) {
    checkSchemaRef(file, (value as { $schema?: string }).$schema, report);
    return value as SiteFileValue<K>;
  }
  for (const { path, message } of describeErrors(validate.errors)) report({ file, path, message });
  return null;
}

function checkSchemaRef(file: string, ref: string | undefined, report: ReportProblem): void {
  const expected = siteFileSchemaRef(file);
  if (ref !== undefined && ref !== expected) report({ file, path: '/$schema', message: `The $schema of this file must be '${expected}', its schema relative to the file.` });
}
