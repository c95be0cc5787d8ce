// Errors whose catalogue entry names a shell text (ErrorDefinition.i18nKey) answer in the
// signed-in member's language: the spec's "translated error" (data spec §5, §8).
import { errorCatalogue, type ErrorDefinition } from '@tessera/schemas/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** The text of `key` in the language the request's member reads, or undefined when there is none. */
export type TranslateForRequest = (request: FastifyRequest, key: string) => Promise<string | undefined>;

type ErrorHandler = (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Wraps `handle`: an AppError still carrying its catalogue message is given the translation of
 * its i18nKey (a message the thrower made more precise is kept, as are errors without a key).
 */
export function translatingErrors(handle: ErrorHandler, translate: TranslateForRequest) {
  return async (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const definition: ErrorDefinition | undefined = error instanceof AppError ? errorCatalogue[error.code] : undefined;
    if (!(error instanceof AppError) || !definition?.i18nKey || error.message !== definition.message) return handle(error, request, reply);
    const text = await translate(request, definition.i18nKey).catch(() => undefined);
    return handle(text ? new AppError(error.code, text, { retryAfterSeconds: error.retryAfterSeconds, details: error.details }) : error, request, reply);
  };
}
