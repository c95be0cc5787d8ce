// Route schema helpers: every body and reply is a $ref to the model's schemas, so the OpenAPI
// document and the validators come from the same source.
import { schemaRef } from '@tessera/schemas';

/** `{ $ref }` to a schema file or one of its definitions. */
export function ref(file: string, def?: string): { $ref: string } {
  return { $ref: schemaRef(file, def) };
}

const errorReply = ref('api', 'errorReply');

const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'Invalid request: the message names the field',
  401: 'Not signed in, or the token is unusable (tokenIssue)',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with what is stored (e.g. a slug already in use)',
};

/** A route's `response` map: `ok` for 200 and the error reply for each listed status. */
export function replies(ok: object, ...errorStatuses: number[]): Record<number, object> {
  const errors = errorStatuses.map((status) => [status, { description: ERROR_DESCRIPTIONS[status] ?? 'Error', ...errorReply }]);
  return { 200: { description: 'Success', ...ok }, ...Object.fromEntries(errors) };
}

/** The bearer token the authenticated routes expect, for the OpenAPI document. */
export const bearerAuth = [{ bearerAuth: [] }];
