import type { AppSettings } from '@tessera/schemas';

/**
 * Where a member's profile opens (shell spec §2.1, §5): the site's default profile view page
 * (settings.structure.defaults.viewProfile) with the account id as target, or null when the site
 * names none. The own profile opens on the default edit page (myProfile) when there is one.
 * @example profilePath(settings, 12, 3) // '/community/member-profile/12'
 */
export function profilePath(settings: AppSettings, accountId: number, ownAccountId: number): string | null {
  const defaults = settings.structure?.defaults;
  if (accountId === ownAccountId && defaults?.myProfile) return defaults.myProfile;
  const page = defaults?.viewProfile;
  return page ? `${page.replace(/\/+$/, '')}/${accountId}` : null;
}
