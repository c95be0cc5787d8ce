import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { databaseId, idParams } from '../params.ts';
import { routeArea } from '../route.ts';

/** A field at its largest (500 choices of 256 characters: field.schema.json) with room for JSON's escapes. */
const FIELD_BODY_LIMIT = 256 * 1024;

/** Field writes are updates of the blocks that show the field (decision 0022). */
const editFields = { action: 'update', subject: 'items.blocks' } as const;

/** Field definitions and the data schemas they store values by (data spec §7, forms spec §3). */
export const structureFieldRoutes = routeArea('structure', {
  listFields: {
    method: 'GET', path: '/structure/field', access: 'signedIn',
    summary: 'Every field definition; with withSchemas, each with its data schema',
    query: Type.Object({ withSchemas: Type.Optional(Type.Boolean()) }, { additionalProperties: false }), reply: model.FieldListReply, errors: [],
  },
  createField: {
    method: 'PUT', path: '/structure/field', access: 'signedIn', permission: editFields,
    summary: 'Creates a field (or uses one) and attaches it to an item', body: model.FieldWriteBody, reply: model.Field,
    errors: ['NOT_ALLOWED', 'FIELD_NOT_FOUND', 'BLOCK_NOT_FOUND'], bodyLimit: FIELD_BODY_LIMIT,
  },
  updateField: {
    method: 'POST', path: '/structure/field', access: 'signedIn', permission: editFields,
    summary: 'Changes a field definition everywhere it is shown', body: model.FieldWriteBody, reply: model.Field,
    errors: ['NOT_ALLOWED', 'FIELD_NOT_FOUND', 'BLOCK_NOT_FOUND'], bodyLimit: FIELD_BODY_LIMIT,
  },
  detachField: {
    method: 'DELETE', path: '/structure/field/{id}/{type}/{itemId}', access: 'signedIn', permission: editFields,
    summary: 'Takes a field off one item; the field stays', params: Type.Object({ id: databaseId(), type: model.FieldItemType, itemId: databaseId() }),
    reply: model.OkReply, errors: ['NOT_ALLOWED', 'BLOCK_NOT_FOUND'],
  },
  deleteField: {
    method: 'DELETE', path: '/structure/field/{id}', access: 'signedIn', permission: editFields,
    summary: 'Deletes a field and takes it off every item', params: idParams, reply: model.OkReply, errors: ['NOT_ALLOWED', 'FIELD_NOT_FOUND'],
  },
  fieldsByTag: {
    method: 'GET', path: '/structure/field/tag/{tag}', access: 'signedIn',
    summary: 'The fields carrying a tag', params: Type.Object({ tag: Type.String({ minLength: 1, maxLength: 100 }) }), reply: model.FieldListReply, errors: [],
  },
  fieldDefault: {
    method: 'GET', path: '/structure/field/default/{id}', access: 'signedIn',
    summary: 'A field\'s default value', params: idParams, reply: model.FieldDefaultReply, errors: ['FIELD_NOT_FOUND'],
  },
  fieldDefaults: {
    method: 'POST', path: '/structure/field/default/getMany', access: 'signedIn',
    summary: 'The default values of several fields', body: model.FieldDefaultsBody, reply: model.FieldDefaultsReply, errors: [],
  },
  dataSchemas: {
    method: 'GET', path: '/structure/dataSchema', access: 'signedIn',
    summary: 'The data schemas the site\'s fields store their values by', reply: model.DataSchemaListReply, errors: [],
  },
});
