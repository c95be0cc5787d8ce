import settingsSchema from '../../schemas/settings.schema.json' with { type: 'json' };
import type { LanguageCode } from '../generated/model.ts';

// Read from the settings schema, the source of the LanguageCode type, so the two cannot drift.
const schemaCodes: readonly string[] = settingsSchema.$defs.language.enum;

/** True when `name` is one of the supported language codes. */
export function isLanguageCode(name: string): name is LanguageCode {
  return schemaCodes.includes(name);
}

/** Every language the shell ships, in the order the settings schema lists them. */
export const LANGUAGE_CODES: readonly LanguageCode[] = schemaCodes.filter(isLanguageCode);
