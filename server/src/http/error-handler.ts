// Turns every error into the API's {error, message, tokenIssue?} reply with the right status.
import { STATUS_CODES } from 'node:http';
import { describeErrors } from '@tessera/schemas';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ErrorReply } from '@tessera/schemas';
import { AppError } from '../errors.ts';

/** Fastify's schemaErrorFormatter: names the failing field, e.g. `body/email must match format "email"`. */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const problems = describeErrors(errors.map((e) => ({ ...e, params: e.params ?? {} })));
  return new Error(problems.slice(0, 3).map((p) => `${dataVar}${p.path} ${p.message}`).join('; '));
}

function fromAppError(error: AppError): { status: number; body: ErrorReply } {
  return { status: error.statusCode, body: { error: error.error, message: error.message, ...(error.tokenIssue && { tokenIssue: true }), ...(error.details && { details: error.details }) } };
}

function replyFor(error: FastifyError | AppError): { status: number; body: ErrorReply } {
  if (error instanceof AppError) return fromAppError(error);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, validation) carry safe messages.
    return { status, body: { error: STATUS_CODES[status] ?? 'Bad Request', message: error.message } };
  }
  return fromAppError(new AppError('INTERNAL'));
}

/** The app's error handler: logs server faults, never sends a stack trace. */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = replyFor(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  if (error instanceof AppError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(status).send(body);
}
