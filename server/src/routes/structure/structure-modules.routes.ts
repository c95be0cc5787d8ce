// The modules of the structure API: reads here, writes through the operations (which check
// permission before anything else: see structure-properties.routes.ts).
import { structureModuleRoutes } from '@tessera/schemas/contract';
import type { LanguageCode, Module } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { localisedModule } from '../../localisation/localised.ts';
import { replyLanguages } from '../../localisation/reply-languages.ts';
import { assertCan } from '../../operations/assert-can.ts';
import type { SignedInAccount } from '../../operations/sessions/signed-in-account.ts';
import { addModule } from '../../operations/structure/add-module.ts';
import { deleteModule } from '../../operations/structure/delete-module.ts';
import { MODULE_TEMPLATES } from '../../operations/structure/module-templates.ts';
import { modulesFor, searchModulesFor } from '../../operations/structure/modules-for-viewer.ts';
import { movePageToModule } from '../../operations/structure/move-page-to-module.ts';
import { orderModules } from '../../operations/structure/order-modules.ts';
import { updateModule } from '../../operations/structure/update-module.ts';
import type { ServerContext } from '../../server-context.ts';

export const EDIT_MODE_ONLY = 'Only people who may edit the site can load it as stored.';

export const structureModuleHandlers = (ctx: ServerContext) => {
  /** The modules `account` may read, in the language asked for (else the member's own). */
  const readableModules = async (account: SignedInAccount, language?: LanguageCode): Promise<Module[]> => {
    const languages = replyLanguages(await ctx.cache.settings(), account, language);
    return modulesFor(await ctx.cache.structure(), account).map((module) => localisedModule(module, languages));
  };

  return implementRoutes(structureModuleRoutes)({
    searchModules: async (request) => {
      const { items, ...paging } = searchModulesFor(await readableModules(signedIn(request)), request.query);
      return { modules: items, ...paging };
    },
    listModules: async (request) => ({ modules: await readableModules(signedIn(request), request.query.language) }),
    async moduleAdminView(request) {
      assertCan(signedIn(request), 'manageEditMode', 'items.modules', {}, EDIT_MODE_ONLY);
      return { modules: [...(await ctx.cache.structure()).ordered] };
    },
    async moduleById(request) {
      const module = (await readableModules(signedIn(request), request.query.language)).find((m) => m.id === request.params.id);
      if (!module) throw appError('MODULE_NOT_FOUND');
      return module;
    },
    moduleTemplates: async () => ({ templates: [...MODULE_TEMPLATES] }),
    createModule: (request) => addModule(ctx, signedIn(request), request.body),
    updateModule: (request) => updateModule(ctx, signedIn(request), request.params.id, request.body.module),
    orderModules: async (request) => ({ modules: await orderModules(ctx, signedIn(request), request.body) }),
    moveModuleChild: async (request) => {
      const { origin, child, target } = request.params;
      return { modules: await movePageToModule(ctx, signedIn(request), { origin, pageId: child, target }) };
    },
    async deleteModule(request) {
      await deleteModule(ctx, signedIn(request), request.params.id);
      return { ok: true } as const;
    },
  });
};
