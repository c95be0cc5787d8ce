// The pages of the structure API: reads here, writes through the operations (which check
// permission before anything else: see structure-properties.routes.ts).
import type { Page } from '@tessera/schemas';
import { structurePageRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { localisedModule } from '../../localisation/localised.ts';
import { replyLanguages } from '../../localisation/reply-languages.ts';
import type { Actor } from '../../operations/actor.ts';
import { assertCan } from '../../operations/assert-can.ts';
import { addPage } from '../../operations/structure/add-page.ts';
import { deletePage } from '../../operations/structure/delete-page.ts';
import { modulesFor, pagesOf } from '../../operations/structure/modules-for-viewer.ts';
import { orderPages } from '../../operations/structure/order-pages.ts';
import { placePageBlocks, type BlockPlacement } from '../../operations/structure/place-page-blocks.ts';
import { readPage } from '../../operations/structure/read-page.ts';
import { searchItems } from '../../operations/structure/search-items.ts';
import { updatePage } from '../../operations/structure/update-page.ts';
import type { ServerContext } from '../../server-context.ts';
import { EDIT_MODE_ONLY } from './structure-modules.routes.ts';

export const structurePageHandlers = (ctx: ServerContext) => {
  /** Places the blocks, then answers with the page as it now is. */
  const placed = async (actor: Actor, placement: BlockPlacement): Promise<Page> => {
    await placePageBlocks(ctx, actor, placement);
    return (await readPage(ctx.db, placement.pageId))!;
  };

  return implementRoutes(structurePageRoutes)({
    async searchPages(request) {
      const account = signedIn(request);
      const languages = replyLanguages(await ctx.cache.settings(), account);
      const modules = modulesFor(await ctx.cache.structure(), account).map((module) => localisedModule(module, languages));
      const { items, ...paging } = searchItems(pagesOf(modules, request.query.moduleId), request.query);
      return { pages: items, ...paging };
    },
    async pageAdminView(request) {
      assertCan(signedIn(request), 'manageEditMode', 'items.pages', {}, EDIT_MODE_ONLY);
      return { pages: pagesOf((await ctx.cache.structure()).ordered, request.query.moduleId) };
    },
    createPage: (request) => addPage(ctx, signedIn(request), request.body),
    updatePage: (request) => updatePage(ctx, signedIn(request), request.params.id, request.body.page),
    orderPages: (request) => orderPages(ctx, signedIn(request), request.body),
    async deletePage(request) {
      await deletePage(ctx, signedIn(request), request.params.moduleId, request.params.pageId);
      return { ok: true } as const;
    },
    addPageChild: (request) => placed(signedIn(request), { pageId: request.params.id, blockIds: [request.params.childId], index: request.params.index }),
    addPageChildren: (request) => placed(signedIn(request), {
      pageId: request.params.id, blockIds: request.body.childrenIds, index: request.params.index, revision: request.body.revision,
    }),
  });
};
