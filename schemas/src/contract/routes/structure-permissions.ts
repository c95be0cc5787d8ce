// Grants kept on modules, pages and blocks (data spec §7 Structure: structure/permissions).
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { databaseId } from '../params.ts';
import { routeArea } from '../route.ts';

/** Ids are unique per kind only, so the item is named by kind (query) and id (path). */
const itemParams = Type.Object({ itemId: databaseId() });
const itemQuery = Type.Object({ kind: model.ItemKind }, { additionalProperties: false });

export const structurePermissionRoutes = routeArea('structure', {
  structurePermissions: {
    method: 'GET', path: '/structure/permissions', access: 'signedIn',
    summary: 'Every item that holds grants, with them (elevated users and admins; empty for others)',
    reply: model.StructurePermissionsReply, errors: [],
  },
  itemPermissions: {
    method: 'GET', path: '/structure/permissions/{itemId}', access: 'signedIn',
    summary: 'The grants kept on one module, page or block (elevated users and admins; empty for others)',
    params: itemParams, query: itemQuery, reply: model.ItemPermissionsReply, errors: [],
  },
  setItemPermissions: {
    method: 'POST', path: '/structure/permissions/{itemId}', access: 'signedIn', permission: { action: 'managePermissions', subject: 'items' },
    summary: 'Replaces the grants kept on one module, page or block (needs managePermissions on it)',
    params: itemParams, query: itemQuery, body: model.ItemPermissionsBody, reply: model.ItemPermissionsReply,
    errors: ['NOT_ALLOWED', 'MODULE_NOT_FOUND', 'PAGE_NOT_FOUND', 'BLOCK_NOT_FOUND'],
    // 200 grants of up to ~150 bytes each.
    bodyLimit: 32 * 1024,
  },
});
