// The structure area: the reads of modules, pages and blocks here, the property writes in
// structure-properties.routes.ts.
import { structureRoutes } from '@tessera/schemas/contract';
import type { LanguageCode, Module } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { localisedModule, localisedStructure } from '../../localisation/localised.ts';
import { replyLanguages } from '../../localisation/reply-languages.ts';
import type { SignedInAccount } from '../../operations/sessions/signed-in-account.ts';
import { readBlocksFor, readModuleFor, readPageFor } from '../../operations/structure/read-for-viewer.ts';
import { viewerStructure } from '../../operations/structure/structure-for-viewer.ts';
import type { ServerContext } from '../../server-context.ts';
import { structurePropertyHandlers } from './structure-properties.routes.ts';

/** What the reads take from the query: edit mode, and the language to answer in. */
interface ReadQuery {
  editMode?: boolean | undefined;
  language?: LanguageCode | undefined;
}

export const structureHandlers = (ctx: ServerContext) => {
  /** Every read answers in the language asked for, else the member's own (see localisation/). */
  const languagesOf = async (account: SignedInAccount, { language }: ReadQuery) => replyLanguages(await ctx.cache.settings(), account, language);
  const readOptions = async (account: SignedInAccount, query: ReadQuery) => ({ editMode: query.editMode, languages: await languagesOf(account, query) });

  const moduleBySlug = async (account: SignedInAccount, query: ReadQuery, slug: string): Promise<Module> => {
    const module = await readModuleFor(ctx.cache, account, slug);
    if (!module) throw appError('MODULE_NOT_FOUND');
    return localisedModule(module, await languagesOf(account, query));
  };

  return implementRoutes(structureRoutes)({
    async read(request) {
      const account = signedIn(request);
      return viewerStructure(localisedStructure(await ctx.cache.structure(), await languagesOf(account, request.query)), account);
    },
    moduleBySlug: (request) => moduleBySlug(signedIn(request), request.query, request.params.moduleSlug),
    moduleBySlugPath: (request) => moduleBySlug(signedIn(request), request.query, request.params.slug),
    async page(request) {
      const account = signedIn(request);
      const page = await readPageFor(ctx.cache, account, request.params.id, await readOptions(account, request.query));
      if (!page) throw appError('PAGE_NOT_FOUND');
      return page;
    },
    async block(request) {
      const account = signedIn(request);
      const [block] = await readBlocksFor(ctx.db, ctx.cache, account, [request.params.id], await readOptions(account, request.query));
      if (!block) throw appError('BLOCK_NOT_FOUND');
      return block;
    },
    async loadBlocks(request) {
      const account = signedIn(request);
      return { blocks: await readBlocksFor(ctx.db, ctx.cache, account, request.body.ids, await readOptions(account, request.query)) };
    },
    ...structurePropertyHandlers(ctx),
  });
};
