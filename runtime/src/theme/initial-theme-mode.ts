import type { AppSettings, ProfileMeta, ThemeMode } from '@tessera/schemas';

/**
 * The theme mode to start in: the member's own choice when the site lets members choose and
 * has not locked the mode, otherwise the site default, otherwise auto.
 */
export function initialThemeMode(settings: AppSettings, meta: ProfileMeta): ThemeMode {
  const siteDefault = settings.themeMode?.default ?? 'auto';
  const membersChoose = settings.themeMode?.enabled === true && settings.themeMode.locked !== true;
  return (membersChoose ? meta.settings?.theme : undefined) ?? siteDefault;
}
