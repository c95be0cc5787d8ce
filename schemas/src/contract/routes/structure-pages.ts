// The pages of the structure API (data spec §7 Structure, Pages): search, create, change, order,
// delete, place blocks at the page's top level.
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { databaseId, idParams } from '../params.ts';
import { routeArea } from '../route.ts';
import { searchPaging } from './structure-modules.ts';

const pageSearchQuery = Type.Object({
  ...searchPaging,
  moduleId: Type.Optional(databaseId()),
}, { additionalProperties: false });

const indexParam = Type.Integer({ minimum: 0, maximum: 10_000, description: 'Position among the top-level blocks (0: first)' });

export const structurePageRoutes = routeArea('structure', {
  searchPages: {
    method: 'GET', path: '/structure/page/search', access: 'signedIn',
    summary: 'One page of the pages the user may see that match', query: pageSearchQuery, reply: model.PageSearchReply, errors: [],
  },
  pageAdminView: {
    method: 'GET', path: '/structure/page/adminView', access: 'signedIn', permission: { action: 'manageEditMode', subject: 'items.pages' },
    summary: 'Every page as stored, module by module, archived modules included (for edit mode)',
    query: Type.Object({ moduleId: Type.Optional(databaseId()) }, { additionalProperties: false }),
    reply: model.PageListReply, errors: ['NOT_ALLOWED'],
  },
  createPage: {
    method: 'PUT', path: '/structure/page', access: 'signedIn', permission: { action: 'addChildren', subject: 'items.modules' },
    summary: 'Creates a page without blocks in a module, at an index of its pages (the end by default)',
    body: model.PageCreateBody, reply: model.Page, errors: ['NOT_ALLOWED', 'SLUG_TAKEN'],
  },
  updatePage: {
    method: 'POST', path: '/structure/page/{id}', access: 'signedIn', permission: { action: 'manageSettings', subject: 'items.pages' },
    summary: 'Changes a page (the properties sent)', params: idParams,
    body: model.PageUpdateBody, reply: model.Page, errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND', 'REVISION_CONFLICT', 'SLUG_TAKEN'],
  },
  orderPages: {
    method: 'POST', path: '/structure/page/order', access: 'signedIn', permission: { action: 'moveChildren', subject: 'items.modules' },
    summary: "Puts a module's pages in a new order (every page id of the module, each once)",
    body: model.PageOrderBody, reply: model.Module, errors: ['NOT_ALLOWED', 'REVISION_CONFLICT'],
  },
  deletePage: {
    method: 'DELETE', path: '/structure/page/{moduleId}/{pageId}', access: 'signedIn', permission: { action: 'delete', subject: 'items.pages' },
    summary: 'Deletes a page of a module with its blocks',
    params: Type.Object({ moduleId: databaseId(), pageId: databaseId() }), reply: model.OkReply, errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND'],
  },
  addPageChild: {
    method: 'PUT', path: '/structure/page/{id}/addChild/{childId}/{index}', access: 'signedIn', permission: { action: 'move', subject: 'items.blocks.{type}' },
    summary: "Places a block of the page among its top-level blocks at an index (moving it there if it is one already)",
    params: Type.Object({ id: databaseId(), childId: databaseId(), index: indexParam }),
    reply: model.Page, errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND', 'REVISION_CONFLICT'],
  },
  addPageChildren: {
    method: 'POST', path: '/structure/page/{id}/addChildren/{index}', access: 'signedIn', permission: { action: 'move', subject: 'items.blocks.{type}' },
    summary: "Places blocks of the page among its top-level blocks from an index, in the order given",
    params: Type.Object({ id: databaseId(), index: indexParam }), body: model.PageChildrenBody,
    reply: model.Page, errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND', 'REVISION_CONFLICT'],
  },
});
