// Assembles /init's reply: per-user parts beside the shared parts the cache holds.
// Texts, settings, structure and page all speak the member's language when the site publishes it.
import { BASE_PATHS, landingPage, permissionSetOf, type ActiveBrandSettings, type AppSettings, type I18NBundle, type Structure } from '@tessera/schemas';
import { oncePerSources } from '../../cache/once-per-sources.ts';
import type { SiteStructure } from '../../cache/site-structure.ts';
import { localisedSettings, localisedStructure } from '../../localisation/localised.ts';
import { replyLanguages } from '../../localisation/reply-languages.ts';
import { userOf, type SignedInAccount } from '../../operations/sessions/signed-in-account.ts';
import { readPageFor } from '../../operations/structure/read-for-viewer.ts';
import { viewerStructure } from '../../operations/structure/structure-for-viewer.ts';
import type { ServerContext } from '../../server-context.ts';
import type { InitOpts } from './init-opts.ts';
import type { OwnInit, SharedInit } from './init-payload.ts';

export interface InitParts {
  shared: SharedInit;
  own: OwnInit;
}

/**
 * One SharedInit per version of the cached (and localised) objects it is made of, so the payload
 * can keep their JSON by it (init-payload.ts).
 */
const sharedInit = oncePerSources((settings: AppSettings, i18n: I18NBundle, structure: Structure, activeBrandSettings: ActiveBrandSettings): SharedInit => ({
  settings, i18n, structure, basePaths: BASE_PATHS, dataPrivacy: {}, activeBrandSettings, generalAccessPermitted: true,
}));

/**
 * The page the first screen shows: the one named, or the one a module's address or the root
 * redirects to among the pages `account` may view.
 */
function firstPageId(structure: SiteStructure, account: SignedInAccount, { moduleSlug, pageSlug, home }: InitOpts): number | undefined {
  if (moduleSlug && pageSlug) return structure.pageId(moduleSlug, pageSlug);
  if (moduleSlug || home) return landingPage(viewerStructure(structure.visible, account).modules, moduleSlug)?.id;
  return undefined;
}

export async function initParts(ctx: ServerContext, account: SignedInAccount, opts: InitOpts): Promise<InitParts> {
  // Read before the structure and page: a change in between makes the client refetch, never miss it.
  const structureRevision = ctx.cache.structureRevision();
  const [settings, structure, activeBrandSettings] = await Promise.all([
    ctx.cache.settings(), ctx.cache.structure(), ctx.cache.activeBrandSettings(),
  ]);
  if (!activeBrandSettings) throw new Error('The site has no active brand.');
  const pageId = firstPageId(structure, account, opts);
  const languages = replyLanguages(settings, account);
  const [i18n, page] = await Promise.all([
    ctx.cache.i18n(languages.language),
    pageId === undefined ? null : readPageFor(ctx.cache, account, pageId, { languages }),
  ]);
  return {
    shared: sharedInit(localisedSettings(settings, languages), i18n, viewerStructure(localisedStructure(structure, languages), account), activeBrandSettings),
    own: { user: userOf(account), page, ...permissionSetOf(account.permissions), viewAs: account.viewingAs, structureRevision },
  };
}
