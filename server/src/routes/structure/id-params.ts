// The `{id}` path parameter of the structure routes: a database id.
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
