import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appError } from '../errors.ts';
import { formatValidationErrors, handleError } from './error-handler.ts';

async function appThatThrows(error: unknown) {
  const app = Fastify({ schemaErrorFormatter: formatValidationErrors });
  app.setErrorHandler(handleError);
  app.get('/boom', () => {
    throw error;
  });
  app.post('/typed', { schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } } }, () => ({ ok: true }));
  return app;
}

describe('handleError', () => {
  it('replies to an app error with its status and fields', async () => {
    const app = await appThatThrows(appError('TOKEN_REJECTED'));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Not authorized', message: 'Your session has ended. Sign in again.', tokenIssue: true });
  });

  it('hides what went wrong inside: a 500 with a generic message and no stack', async () => {
    const app = await appThatThrows(new Error('connection string postgres://secret@db'));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' });
  });

  it('names the failing field of a validation error', async () => {
    const app = await appThatThrows(null);
    const response = await app.inject({ method: 'POST', url: '/typed', payload: { n: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: 'body/n must be integer' });
  });
});
