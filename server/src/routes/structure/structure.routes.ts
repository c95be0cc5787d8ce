// The structure area: the reads of modules, pages and blocks here, the property writes in
// structure-properties.routes.ts.
import { structureRoutes } from '@tessera/schemas/contract';
import type { Module } from '@tessera/schemas';
import type { FastifyRequest } from 'fastify';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { readBlocksFor, readModuleFor, readPageFor } from '../../operations/structure/read-for-viewer.ts';
import type { ServerContext } from '../../server-context.ts';
import { structurePropertyHandlers } from './structure-properties.routes.ts';

export const structureHandlers = (ctx: ServerContext) => {
  const moduleBySlug = async (request: FastifyRequest, slug: string): Promise<Module> => {
    const module = await readModuleFor(ctx.cache, signedIn(request), slug);
    if (!module) throw appError('MODULE_NOT_FOUND');
    return module;
  };

  return implementRoutes(structureRoutes)({
    read: async () => (await ctx.cache.structure()).visible,
    moduleBySlug: (request) => moduleBySlug(request, request.params.moduleSlug),
    moduleBySlugPath: (request) => moduleBySlug(request, request.params.slug),
    async page(request) {
      const page = await readPageFor(ctx.cache, signedIn(request), request.params.id, request.query);
      if (!page) throw appError('PAGE_NOT_FOUND');
      return page;
    },
    async block(request) {
      const [block] = await readBlocksFor(ctx.db, ctx.cache, signedIn(request), [request.params.id], request.query);
      if (!block) throw appError('BLOCK_NOT_FOUND');
      return block;
    },
    loadBlocks: async (request) => ({ blocks: await readBlocksFor(ctx.db, ctx.cache, signedIn(request), request.body.ids, request.query) }),
    ...structurePropertyHandlers(ctx),
  });
};
