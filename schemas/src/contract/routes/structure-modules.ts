// The modules of the structure API (data spec §7 Structure, Modules): search, list, read,
// create, change, order, move a page between modules, delete, templates.
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { databaseId, idParams, languageQuery } from '../params.ts';
import { routeArea } from '../route.ts';

/** Search paging and sorting, shared with the page search: page 1 and 10 per page by default. */
export const searchPaging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  filters: Type.Optional(Type.String({ maxLength: 256, description: 'Text the name, slug or key contains (any case)' })),
  sortBy: Type.Optional(Type.Union([Type.Literal('order'), Type.Literal('name'), Type.Literal('slug'), Type.Literal('id')], { default: 'order', description: 'order: as in the navigation' })),
  descending: Type.Optional(Type.Boolean({ default: false })),
};

const moduleSearchQuery = Type.Object({
  ...searchPaging,
  typesToLoad: Type.Optional(Type.Array(Type.Union([Type.Literal('normal'), Type.Literal('abstract')]), {
    maxItems: 2, description: 'normal, abstract or both (the default)',
  })),
}, { additionalProperties: false });

export const structureModuleRoutes = routeArea('structure', {
  searchModules: {
    method: 'GET', path: '/structure/module/search', access: 'signedIn',
    summary: 'One page of the modules the user may see that match (archived ones only for those who may change them)',
    query: moduleSearchQuery, reply: model.ModuleSearchReply, errors: [],
  },
  listModules: {
    method: 'GET', path: '/structure/module', access: 'signedIn',
    summary: 'Every module the user may see, in the navigation order, archived ones for those who may change them',
    query: languageQuery, reply: model.ModuleListReply, errors: [],
  },
  moduleAdminView: {
    method: 'GET', path: '/structure/module/adminView', access: 'signedIn', permission: { action: 'manageEditMode', subject: 'items.modules' },
    summary: 'Every module as stored, archived ones included, with every translation (for edit mode)',
    reply: model.ModuleListReply, errors: ['NOT_ALLOWED'],
  },
  moduleById: {
    method: 'GET', path: '/structure/module/{id}', access: 'signedIn',
    summary: 'A module by id', params: idParams, query: languageQuery, reply: model.Module, errors: ['MODULE_NOT_FOUND'],
  },
  moduleTemplates: {
    method: 'GET', path: '/structure/templates/modules', access: 'signedIn',
    summary: 'The templates a new module may start from', reply: model.ModuleTemplatesReply, errors: [],
  },
  createModule: {
    method: 'PUT', path: '/structure/module', access: 'signedIn', permission: { action: 'addModules', subject: 'items.modules' },
    summary: 'Creates a module at the end of the navigation, with the pages of its template',
    body: model.ModuleCreateBody, reply: model.Module, errors: ['NOT_ALLOWED', 'SLUG_TAKEN'],
  },
  updateModule: {
    method: 'POST', path: '/structure/module/{id}', access: 'signedIn', permission: { action: 'manageSettings', subject: 'items.modules' },
    summary: 'Changes a module (the properties sent)', params: idParams,
    body: model.ModuleUpdateBody, reply: model.Module, errors: ['NOT_ALLOWED', 'MODULE_NOT_FOUND', 'REVISION_CONFLICT', 'SLUG_TAKEN'],
  },
  orderModules: {
    method: 'POST', path: '/structure/module/order', access: 'signedIn', permission: { action: 'move', subject: 'items.modules' },
    summary: 'Puts the modules in a new order (every module id, each once)',
    body: model.ModuleOrderBody, reply: model.ModuleListReply, errors: ['NOT_ALLOWED', 'REVISION_CONFLICT'],
  },
  moveModuleChild: {
    method: 'POST', path: '/structure/module/{origin}/moveChild/{child}/target/{target}', access: 'signedIn',
    permission: { action: 'moveChildren', subject: 'items.modules' },
    summary: 'Moves a page to the end of another module (needs moveChildren on the origin and addChildren on the target)',
    params: Type.Object({ origin: databaseId(), child: databaseId(), target: databaseId() }),
    reply: model.ModuleListReply, errors: ['NOT_ALLOWED', 'MODULE_NOT_FOUND', 'SLUG_TAKEN'],
  },
  deleteModule: {
    method: 'DELETE', path: '/structure/module/{id}', access: 'signedIn', permission: { action: 'delete', subject: 'items.modules' },
    summary: 'Deletes a module with its pages and their blocks', params: idParams, reply: model.OkReply, errors: ['NOT_ALLOWED', 'MODULE_NOT_FOUND'],
  },
});
