// JSON request bodies: Fastify's own parser (which refuses prototype poisoning), after a check that
// the text nests no deeper than MAX_JSON_DEPTH. Thousands of levels of [[[…]]] parse fine but
// overflow the stack of whatever walks them next (validation, JSON.stringify, the database driver).
import type { FastifyInstance } from 'fastify';
import { appError } from '../errors.ts';
import { noteStorableWhenClean } from './storable-text.ts';

/**
 * The deepest nesting of objects and arrays a body may have. Today's deepest legitimate body
 * (settings, a profile meta value) nests under ten; a page tree of nested blocks would use two
 * levels per block.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON `text` opens more than `limit` objects or arrays inside each other (one pass, no parsing). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/** Replaces Fastify's application/json parser with the same parser behind the depth check. */
export function parseJsonBodiesWithinDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // Text shorter than the limit cannot nest past it.
    if (text.length > MAX_JSON_DEPTH && nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(appError('BAD_REQUEST', `The body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep.`), undefined);
      return;
    }
    parse(request, text, (error, value) => {
      if (!error) noteStorableWhenClean(text, value);
      done(error, value);
    });
  });
}
