// The structure reads: modules, pages and blocks.
import type { FastifyPluginAsync } from 'fastify';
import { SLUG_SCHEMA, type Block, type BlockListReply, type IdListBody, type Module, type Page, type Structure } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import { bearerAuth, ref, replies } from '../../http/reply-schemas.ts';
import { readBlocks } from '../../operations/structure/read-blocks.ts';
import type { RouteOptions } from '../../server-context.ts';
import { idParams } from './id-params.ts';

const slugParams = (name: string) => ({ type: 'object', required: [name], properties: { [name]: SLUG_SCHEMA } });

export const structureRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.requireSignIn);
  const common = { tags: ['structure'], security: bearerAuth };

  const moduleBySlug = async (slug: string): Promise<Module> => {
    const module = (await ctx.cache.structure()).moduleBySlug(slug);
    if (!module) throw appError('MODULE_NOT_FOUND');
    return module;
  };

  app.get<{ Reply: Structure }>('/structure', {
    schema: { ...common, summary: 'Every module the user may see, with its pages', response: replies(ref('api', 'structure'), 401) },
  }, async () => (await ctx.cache.structure()).visible);

  app.get<{ Params: { moduleSlug: string }; Reply: Module }>('/structure/:moduleSlug', {
    schema: { ...common, summary: 'A module by slug', params: slugParams('moduleSlug'), response: replies(ref('module'), 400, 401, 404) },
  }, (request) => moduleBySlug(request.params.moduleSlug));

  app.get<{ Params: { slug: string }; Reply: Module }>('/structure/module/slug/:slug', {
    schema: { ...common, summary: 'A module by slug', params: slugParams('slug'), response: replies(ref('module'), 400, 401, 404) },
  }, (request) => moduleBySlug(request.params.slug));

  app.get<{ Params: { id: number }; Reply: Page }>('/structure/page/:id', {
    schema: { ...common, summary: 'A page with every block on it', params: idParams, response: replies(ref('page'), 400, 401, 404) },
  }, async (request) => {
    const page = await ctx.cache.page(request.params.id);
    if (!page) throw appError('PAGE_NOT_FOUND');
    return page;
  });

  app.get<{ Params: { id: number }; Reply: Block }>('/structure/block/:id', {
    schema: { ...common, summary: 'A block', params: idParams, response: replies(ref('block'), 400, 401, 404) },
  }, async (request) => {
    const [block] = await readBlocks(ctx.db, [request.params.id]);
    if (!block) throw appError('BLOCK_NOT_FOUND');
    return block;
  });

  app.post<{ Body: IdListBody; Reply: BlockListReply }>('/structure/block/loadMultiple', {
    schema: {
      ...common, summary: 'The blocks that exist among the ids, in the order asked for',
      body: ref('api', 'idListBody'), response: replies(ref('api', 'blockListReply'), 400, 401),
    },
  }, async (request) => ({ blocks: await readBlocks(ctx.db, request.body.ids) }));
};
