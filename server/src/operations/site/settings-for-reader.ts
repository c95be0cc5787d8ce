// GET /settings: the settings as a member reads them, or as stored for those who edit them.
import type { AppSettings, LanguageCode } from '@tessera/schemas';
import type { SiteCache } from '../../cache/site-cache.ts';
import { localisedSettings } from '../../localisation/localised.ts';
import { replyLanguages } from '../../localisation/reply-languages.ts';
import { assertCan } from '../assert-can.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';

export interface SettingsReadOptions {
  /** The settings as stored, with every translation; needs manageSettings (NOT_ALLOWED). */
  editMode?: boolean | undefined;
  /** The language to answer in (see localisation/); the reader's own when left out. */
  language?: LanguageCode | undefined;
}

/** The site's settings with their texts in the reader's language, or as stored in edit mode. */
export async function settingsForReader(cache: SiteCache, reader: SignedInAccount, { editMode, language }: SettingsReadOptions): Promise<AppSettings> {
  if (editMode) assertCan(reader, 'manageSettings', 'settings', {}, 'Only people who may change the settings can read them with every translation.');
  const settings = await cache.settings();
  return editMode ? settings : localisedSettings(settings, replyLanguages(settings, reader, language));
}
