// Assembles /init's reply: per-user parts around the shared parts the cache holds.
// Texts, settings, structure and page all speak the member's language when the site publishes it.
import { BASE_PATHS, permissionSetOf, type InitReply } from '@tessera/schemas';
import { localisedSettings, localisedStructure } from '../../localisation/localised.ts';
import { replyLanguages } from '../../localisation/reply-languages.ts';
import { userOf, type SignedInAccount } from '../../operations/sessions/signed-in-account.ts';
import { readPageFor } from '../../operations/structure/read-for-viewer.ts';
import type { ServerContext } from '../../server-context.ts';
import type { InitOpts } from './init-opts.ts';

export async function initReply(ctx: ServerContext, account: SignedInAccount, opts: InitOpts): Promise<InitReply> {
  // Read before the structure and page: a change in between makes the client refetch, never miss it.
  const structureRevision = ctx.cache.structureRevision();
  const [settings, structure, activeBrandSettings] = await Promise.all([
    ctx.cache.settings(), ctx.cache.structure(), ctx.cache.activeBrandSettings(),
  ]);
  if (!activeBrandSettings) throw new Error('The site has no active brand.');
  const pageId = opts.moduleSlug && opts.pageSlug ? structure.pageId(opts.moduleSlug, opts.pageSlug) : undefined;
  const languages = replyLanguages(settings, account);
  const [i18n, page] = await Promise.all([
    ctx.cache.i18n(languages.language),
    pageId === undefined ? null : readPageFor(ctx.cache, account, pageId, { languages }),
  ]);
  return {
    user: userOf(account),
    settings: localisedSettings(settings, languages),
    i18n,
    page,
    structure: localisedStructure(structure, languages),
    ...permissionSetOf(account.permissions),
    basePaths: BASE_PATHS,
    dataPrivacy: {},
    viewAs: null,
    activeBrandSettings,
    generalAccessPermitted: true,
    structureRevision,
  };
}
