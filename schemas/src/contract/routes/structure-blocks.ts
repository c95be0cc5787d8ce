import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { databaseId, idParams } from '../params.ts';
import { routeArea } from '../route.ts';

/** Block writes are checked where the block lies (its module, page and holding blocks: decision 0022). */
const blocks = (action: 'create' | 'update' | 'delete' | 'move') => ({ action, subject: 'items.blocks.{type}' }) as const;

/** `/{col}/{index}` of a spot in a block: column and index counted from 0. */
const spotParams = {
  col: Type.Integer({ minimum: 0, maximum: 11 }),
  index: Type.Integer({ minimum: 0, maximum: 10000 }),
};

/** The search defaults of the spec: page 1, 10 per page (at most 100). */
const searchQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 200, description: 'Words in the block\'s key or title' })),
  type: Type.Optional(Type.String({ maxLength: 64 })),
  pageId: Type.Optional(databaseId()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  withUsages: Type.Optional(Type.Boolean({ description: 'Each block with the spots that use it' })),
}, { additionalProperties: false });

/** Blocks: created, changed, placed, pasted, deleted and restored in admin edit mode (data spec §7, forms spec §4). */
export const structureBlockRoutes = routeArea('structure', {
  blockTemplates: {
    method: 'GET', path: '/structure/block/templates', access: 'signedIn', permission: { action: 'manageEditMode', subject: 'items.blocks' },
    summary: 'The block types the add-block picker offers, with their default options', reply: model.BlockTemplatesReply, errors: ['NOT_ALLOWED'],
  },
  blockList: {
    method: 'GET', path: '/structure/block', access: 'signedIn', permission: { action: 'manageEditMode', subject: 'items.blocks' },
    summary: 'The blocks of the site, a page at a time', query: searchQuery, reply: model.BlockSearchReply, errors: ['NOT_ALLOWED'],
  },
  blockSearch: {
    method: 'GET', path: '/structure/block/search', access: 'signedIn', permission: { action: 'manageEditMode', subject: 'items.blocks' },
    summary: 'Blocks by words, type or page, with where each is used (withUsages)', query: searchQuery, reply: model.BlockSearchReply, errors: ['NOT_ALLOWED'],
  },
  createBlock: {
    method: 'PUT', path: '/structure/block', access: 'signedIn', permission: blocks('create'),
    summary: 'Creates a block at a spot of a page or of a block\'s column', body: model.BlockCreateBody, reply: model.Block,
    errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND', 'SLUG_TAKEN'], bodyLimit: 256 * 1024,
  },
  updateBlocks: {
    method: 'POST', path: '/structure/block', access: 'signedIn', permission: blocks('update'),
    summary: 'Changes several blocks in one transaction', body: model.BlocksUpdateBody, reply: model.BlockListReply,
    errors: ['NOT_ALLOWED', 'BLOCK_NOT_FOUND', 'REVISION_CONFLICT'], bodyLimit: 1024 * 1024,
  },
  updateBlock: {
    method: 'POST', path: '/structure/block/{id}', access: 'signedIn', permission: blocks('update'),
    summary: 'Changes a block\'s title, options, columns, visibility, fields or translations', params: idParams, body: model.BlockUpdateBody, reply: model.Block,
    errors: ['NOT_ALLOWED', 'BLOCK_NOT_FOUND', 'REVISION_CONFLICT'], bodyLimit: 256 * 1024,
  },
  setBlockProperty: {
    method: 'POST', path: '/structure/block/{id}/property', access: 'signedIn', permission: blocks('update'),
    summary: 'Sets one property of a block', params: idParams, body: model.BlockPropertyBody, reply: model.Block,
    errors: ['NOT_ALLOWED', 'BLOCK_NOT_FOUND', 'REVISION_CONFLICT'], bodyLimit: 256 * 1024,
  },
  removeBlockFrom: {
    method: 'DELETE', path: '/structure/block/{id}/{parentType}/{parentId}/{col}/{index}', access: 'signedIn', permission: blocks('delete'),
    summary: 'Takes a block out of one spot; out of its last spot, deletes it (with a revert token)',
    params: Type.Object({ id: databaseId(), parentType: model.BlockParentType, parentId: databaseId(), ...spotParams }),
    reply: model.BlockRemovalReply, errors: ['NOT_ALLOWED', 'BLOCK_NOT_FOUND'],
  },
  deleteBlock: {
    method: 'DELETE', path: '/structure/block/{id}', access: 'signedIn', permission: blocks('delete'),
    summary: 'Deletes a block everywhere; the reply\'s token reverts it until the block is removed for good',
    params: idParams, reply: model.BlockRemovalReply, errors: ['NOT_ALLOWED', 'BLOCK_NOT_FOUND'],
  },
  revert: {
    method: 'POST', path: '/structure/revert', access: 'signedIn', permission: blocks('delete'),
    summary: 'Restores a block deleted everywhere: its spots, children and fields', body: model.RevertBody, reply: model.RevertReply, errors: ['NOT_ALLOWED'],
  },
  addField: {
    method: 'PUT', path: '/structure/block/{id}/addField/{fieldId}', access: 'signedIn', permission: blocks('update'),
    summary: 'Appends a field to the block\'s fields', params: Type.Object({ id: databaseId(), fieldId: databaseId() }), reply: model.Block,
    errors: ['NOT_ALLOWED', 'BLOCK_NOT_FOUND'],
  },
  moveBlocks: {
    method: 'POST', path: '/structure/block/move', access: 'signedIn', permission: blocks('move'),
    summary: 'Moves blocks from spot to spot, within a page or to another', body: model.BlockMoveBody, reply: model.OkReply,
    errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND'], bodyLimit: 64 * 1024,
  },
  pasteBlocks: {
    method: 'POST', path: '/structure/block/clone', access: 'signedIn', permission: blocks('move'),
    summary: 'Pastes captured blocks at a spot: move, clone (needs create) or copy', body: model.BlockPasteBody, reply: model.PastedBlocksReply,
    errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND', 'BLOCK_NOT_FOUND'],
  },
  insertChild: {
    method: 'POST', path: '/structure/block/{id}/{col}/{index}/{childId}', access: 'signedIn', permission: blocks('move'),
    summary: 'Moves a block into a block\'s column at an index', params: Type.Object({ id: databaseId(), ...spotParams, childId: databaseId() }),
    reply: model.PastedBlocksReply, errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND', 'BLOCK_NOT_FOUND'],
  },
  insertChildren: {
    method: 'POST', path: '/structure/block/{id}/{col}/{index}', access: 'signedIn', permission: blocks('move'),
    summary: 'Moves blocks into a block\'s column from an index on', params: Type.Object({ id: databaseId(), ...spotParams }),
    body: model.ChildrenIdsBody, reply: model.PastedBlocksReply, errors: ['NOT_ALLOWED', 'PAGE_NOT_FOUND', 'BLOCK_NOT_FOUND'],
  },
  amISubscribable: {
    method: 'GET', path: '/structure/block/{id}/amISubscribable', access: 'signedIn',
    summary: 'Whether the user may subscribe to notifications of a block they see', params: idParams, reply: model.SubscribableReply, errors: ['BLOCK_NOT_FOUND'],
  },
});
