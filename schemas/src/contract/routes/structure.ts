import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { idParams } from '../params.ts';
import { routeArea } from '../route.ts';

const editStructure = { action: 'manageEditMode', subject: 'items' } as const;

export const structureRoutes = routeArea('structure', {
  read: {
    method: 'GET', path: '/structure', access: 'signedIn',
    summary: 'Every module the user may see, with its pages', reply: model.Structure, errors: [],
  },
  moduleBySlug: {
    method: 'GET', path: '/structure/{moduleSlug}', access: 'signedIn',
    summary: 'A module by slug', params: Type.Object({ moduleSlug: model.Slug }), reply: model.Module, errors: ['MODULE_NOT_FOUND'],
  },
  moduleBySlugPath: {
    method: 'GET', path: '/structure/module/slug/{slug}', access: 'signedIn',
    summary: 'A module by slug', params: Type.Object({ slug: model.Slug }), reply: model.Module, errors: ['MODULE_NOT_FOUND'],
  },
  page: {
    method: 'GET', path: '/structure/page/{id}', access: 'signedIn',
    summary: 'A page with every block on it', params: idParams, reply: model.Page, errors: ['PAGE_NOT_FOUND'],
  },
  block: {
    method: 'GET', path: '/structure/block/{id}', access: 'signedIn',
    summary: 'A block', params: idParams, reply: model.Block, errors: ['BLOCK_NOT_FOUND'],
  },
  loadBlocks: {
    method: 'POST', path: '/structure/block/loadMultiple', access: 'signedIn',
    summary: 'The blocks that exist among the ids, in the order asked for',
    body: model.IdListBody, reply: model.BlockListReply, errors: [], bodyLimit: 16 * 1024,
  },
  setPageProperty: {
    method: 'POST', path: '/structure/page/{id}/property', access: 'signedIn', permission: editStructure,
    summary: 'Sets one property of a page (admins and editors)', params: idParams,
    body: model.PagePropertyBody, reply: model.Page, errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND', 'SLUG_TAKEN'], bodyLimit: 16 * 1024,
  },
  setModuleProperty: {
    method: 'POST', path: '/structure/module/{id}/property', access: 'signedIn', permission: editStructure,
    summary: 'Sets one property of a module (admins and editors)', params: idParams,
    body: model.ModulePropertyBody, reply: model.Module, errors: ['NOT_ALLOWED', 'MODULE_NOT_FOUND', 'SLUG_TAKEN'], bodyLimit: 16 * 1024,
  },
});
