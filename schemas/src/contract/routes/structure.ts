import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { idParams, languageProperty, languageQuery } from '../params.ts';
import { routeArea } from '../route.ts';

/**
 * `?editMode=true`: every block whatever its visibility rules, as stored with every translation,
 * for those who may manageEditMode (others: NOT_ALLOWED); else `?language=` (see languageProperty).
 */
const editModeQuery = Type.Object({
  editMode: Type.Optional(Type.Boolean({ description: 'Admin edit mode: every block, whatever its visibility rules, with every translation (needs manageEditMode)' })),
  ...languageProperty,
}, { additionalProperties: false });

export const structureRoutes = routeArea('structure', {
  read: {
    method: 'GET', path: '/structure', access: 'signedIn',
    summary: 'Every module the user may see, with its pages', query: languageQuery, reply: model.Structure, errors: [],
  },
  moduleBySlug: {
    method: 'GET', path: '/structure/{moduleSlug}', access: 'signedIn',
    summary: 'A module by slug', params: Type.Object({ moduleSlug: model.Slug }), query: languageQuery, reply: model.Module, errors: ['MODULE_NOT_FOUND'],
  },
  moduleBySlugPath: {
    method: 'GET', path: '/structure/module/slug/{slug}', access: 'signedIn',
    summary: 'A module by slug', params: Type.Object({ slug: model.Slug }), query: languageQuery, reply: model.Module, errors: ['MODULE_NOT_FOUND'],
  },
  page: {
    method: 'GET', path: '/structure/page/{id}', access: 'signedIn',
    summary: 'A page with every block the user may see on it', params: idParams, query: editModeQuery,
    reply: model.Page, errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND'],
  },
  block: {
    method: 'GET', path: '/structure/block/{id}', access: 'signedIn',
    summary: 'A block the user may see', params: idParams, query: editModeQuery, reply: model.Block, errors: ['NOT_ALLOWED', 'BLOCK_NOT_FOUND'],
  },
  loadBlocks: {
    method: 'POST', path: '/structure/block/loadMultiple', access: 'signedIn',
    summary: 'The blocks that exist among the ids and the user may see, in the order asked for',
    query: editModeQuery, body: model.IdListBody, reply: model.BlockListReply, errors: ['NOT_ALLOWED'],
  },
  setPageProperty: {
    method: 'POST', path: '/structure/page/{id}/property', access: 'signedIn', permission: { action: 'manageSettings', subject: 'items.pages' },
    summary: 'Sets one property of a page (admins and editors)', params: idParams,
    body: model.PagePropertyBody, reply: model.Page, errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND', 'REVISION_CONFLICT', 'SLUG_TAKEN'],
  },
  setModuleProperty: {
    method: 'POST', path: '/structure/module/{id}/property', access: 'signedIn', permission: { action: 'manageSettings', subject: 'items.modules' },
    summary: 'Sets one property of a module (admins and editors)', params: idParams,
    body: model.ModulePropertyBody, reply: model.Module, errors: ['NOT_ALLOWED', 'MODULE_NOT_FOUND', 'REVISION_CONFLICT', 'SLUG_TAKEN'],
  },
});
