// The structure area's field routes: field definitions, their defaults, the data schemas.
import { structureFieldRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { dataSchemas, fieldDefaults, fieldsByTag, listFields } from '../../operations/structure/fields/read-fields.ts';
import { createField, deleteField, detachField, updateField } from '../../operations/structure/fields/write-fields.ts';
import type { ServerContext } from '../../server-context.ts';

export const structureFieldHandlers = (ctx: ServerContext) => implementRoutes(structureFieldRoutes)({
  listFields: async (request) => ({ fields: await listFields(ctx.db, request.query.withSchemas ?? false) }),
  createField: (request) => createField(ctx, signedIn(request), request.body),
  updateField: (request) => updateField(ctx, signedIn(request), request.body),
  detachField: (request) => detachField(ctx, signedIn(request), request.params.id, request.params.type, request.params.itemId),
  deleteField: (request) => deleteField(ctx, signedIn(request), request.params.id),
  fieldsByTag: async (request) => ({ fields: await fieldsByTag(ctx.db, request.params.tag) }),
  async fieldDefault(request) {
    const [found] = await fieldDefaults(ctx.db, [request.params.id]);
    if (!found) throw appError('FIELD_NOT_FOUND');
    return found;
  },
  fieldDefaults: async (request) => ({ defaults: await fieldDefaults(ctx.db, request.body.fieldIds) }),
  dataSchemas: async () => ({ dataSchemas: await dataSchemas(ctx.db) }),
});
