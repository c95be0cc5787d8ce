// Parameter schemas several areas share.
import Type from 'typebox';
import * as model from '../generated/model-refs.ts';

/** A database id: a positive 32-bit integer. */
export const databaseId = () => Type.Integer({ minimum: 1, maximum: 2147483647 });

/** `{id}` in a path. */
export const idParams = Type.Object({ id: databaseId() });

/** `?language=`: the language a read answers in when it is published (else the default); the member's own when left out. */
export const languageProperty = {
  language: Type.Optional(model.LanguageCode),
};

/** A query of only `?language=` (see languageProperty). */
export const languageQuery = Type.Object(languageProperty, { additionalProperties: false });
