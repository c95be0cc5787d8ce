// Answers the app client's calls by route key instead of the network, for tests of code that
// calls the API: `api.call` becomes a spy (inspect it with toHaveBeenCalledWith); the rest of the
// client (cache, invalidate) stays real.
import { vi, type MockInstance } from 'vitest';
import type { ApiRouteKey } from '@tessera/schemas';
import { api } from '../api/api.ts';
import type { CallRequest } from '../api/client.ts';
import type { ReplyOf } from '../api/route-call.ts';

/** How a test answers each route it expects: from the request, a reply or a promise of one (reject to fail). */
export type FakeAnswers = { [Key in ApiRouteKey]?: (request: CallRequest<Key>) => ReplyOf<Key> | Promise<ReplyOf<Key>> };

/** Answers `api.call` from `answers`; a call to any other route rejects, naming it. */
export function answerApiCalls(answers: FakeAnswers): MockInstance<typeof api.call> {
  const answer = (key: ApiRouteKey, request: unknown): Promise<unknown> => {
    const reply = answers[key] as ((request: unknown) => unknown) | undefined;
    if (!reply) return Promise.reject(new Error(`No fake answer for ${key}`));
    // Answered at once (a test may hold the reply back and settle it later), failing as a rejection.
    try {
      return Promise.resolve(reply(request ?? {}));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return vi.spyOn(api, 'call').mockImplementation(answer as typeof api.call);
}

/** A promise that never settles: a call left waiting. */
export const pending = <T>(): Promise<T> => new Promise<T>(() => {});
