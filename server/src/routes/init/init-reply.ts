// Assembles /init's reply: per-user parts around the shared parts the cache holds.
import { BASE_PATHS, permissionSetOf, type AppSettings, type InitReply, type LanguageCode } from '@tessera/schemas';
import { userOf, type SignedInAccount } from '../../operations/sessions/signed-in-account.ts';
import { readPageFor } from '../../operations/structure/read-for-viewer.ts';
import type { ServerContext } from '../../server-context.ts';
import type { InitOpts } from './init-opts.ts';

/** The member's chosen language while the site still offers it, else the site's default. */
function languageFor(account: SignedInAccount, languages: AppSettings['languages']): LanguageCode {
  const chosen = account.profile.data.meta.language;
  return chosen && languages.enabled.includes(chosen) ? chosen : languages.default;
}

export async function initReply(ctx: ServerContext, account: SignedInAccount, opts: InitOpts): Promise<InitReply> {
  const [settings, structure, activeBrandSettings] = await Promise.all([
    ctx.cache.settings(), ctx.cache.structure(), ctx.cache.activeBrandSettings(),
  ]);
  if (!activeBrandSettings) throw new Error('The site has no active brand.');
  const pageId = opts.moduleSlug && opts.pageSlug ? structure.pageId(opts.moduleSlug, opts.pageSlug) : undefined;
  const [i18n, page] = await Promise.all([
    ctx.cache.i18n(languageFor(account, settings.languages)),
    pageId === undefined ? null : readPageFor(ctx.cache, account, pageId),
  ]);
  return {
    user: userOf(account),
    settings,
    i18n,
    page,
    structure: structure.visible,
    ...permissionSetOf(account),
    basePaths: BASE_PATHS,
    dataPrivacy: {},
    viewAs: null,
    activeBrandSettings,
    generalAccessPermitted: true,
  };
}
