// Parameter schemas several areas share.
import Type from 'typebox';

/** A database id: a positive 32-bit integer. */
export const databaseId = () => Type.Integer({ minimum: 1, maximum: 2147483647 });

/** `{id}` in a path. */
export const idParams = Type.Object({ id: databaseId() });
