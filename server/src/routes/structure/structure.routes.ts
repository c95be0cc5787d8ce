// The structure reads: modules, pages and blocks.
import type { FastifyPluginAsync } from 'fastify';
import { SLUG_SCHEMA, type Block, type BlockListReply, type IdListBody, type Module, type Page, type Structure } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import { bearerAuth, ref, replies } from '../../http/reply-schemas.ts';
import { signedIn } from '../../auth/authenticate.ts';
import { readBlocksFor, readPageFor } from '../../operations/structure/read-for-viewer.ts';
import type { RouteOptions } from '../../server-context.ts';
import { idParams } from './id-params.ts';

const slugParams = (name: string) => ({ type: 'object', required: [name], properties: { [name]: SLUG_SCHEMA } });
/** ?editMode=true: everything, unfiltered, for those who may manageEditMode (others: 403). */
const editModeQuery = {
  type: 'object', additionalProperties: false,
  properties: { editMode: { type: 'boolean', description: 'Admin edit mode: every block, whatever its visibility rules (needs manageEditMode)' } },
} as const;
type EditModeQuery = { editMode?: boolean };

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

  app.get<{ Params: { id: number }; Querystring: EditModeQuery; Reply: Page }>('/structure/page/:id', {
    schema: {
      ...common, summary: 'A page with every block the user may see on it', params: idParams, querystring: editModeQuery,
      response: replies(ref('page'), 400, 401, 403, 404),
    },
  }, async (request) => {
    const page = await readPageFor(ctx.cache, signedIn(request), request.params.id, request.query);
    if (!page) throw appError('PAGE_NOT_FOUND');
    return page;
  });

  app.get<{ Params: { id: number }; Querystring: EditModeQuery; Reply: Block }>('/structure/block/:id', {
    schema: {
      ...common, summary: 'A block the user may see', params: idParams, querystring: editModeQuery,
      response: replies(ref('block'), 400, 401, 403, 404),
    },
  }, async (request) => {
    const [block] = await readBlocksFor(ctx.db, ctx.cache, signedIn(request), [request.params.id], request.query);
    if (!block) throw appError('BLOCK_NOT_FOUND');
    return block;
  });

  app.post<{ Body: IdListBody; Querystring: EditModeQuery; Reply: BlockListReply }>('/structure/block/loadMultiple', {
    schema: {
      ...common, summary: 'The blocks that exist among the ids and the user may see, in the order asked for',
      querystring: editModeQuery, body: ref('api', 'idListBody'), response: replies(ref('api', 'blockListReply'), 400, 401, 403),
    },
  }, async (request) => ({ blocks: await readBlocksFor(ctx.db, ctx.cache, signedIn(request), request.body.ids, request.query) }));
};
