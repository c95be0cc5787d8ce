// A fetch for tests that answers when told to, so tests can hold replies back and check what
// happens meanwhile (merged calls, cached replies served first, batching).
import { vi, type Mock } from 'vitest';

/** A JSON reply with the status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** One call the fake received, not yet answered unless the test did. */
export interface FetchCall {
  url: string;
  init: RequestInit | undefined;
  /** The JSON body sent, parsed. */
  body(): unknown;
  respond(status: number, body: unknown): void;
  /** Fails like a network error (fetch rejects with a TypeError). */
  failNetwork(): void;
}

export interface ControlledFetch {
  fetch: Mock<typeof fetch>;
  calls: FetchCall[];
}

/** A fetch whose calls wait until the test answers them (calls[i].respond). */
export function controlledFetch(): ControlledFetch {
  const calls: FetchCall[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => new Promise<Response>((resolve, reject) => {
    calls.push({
      url: String(input),
      init,
      body: () => JSON.parse(String(init?.body)) as unknown,
      respond: (status, body) => resolve(jsonResponse(status, body)),
      failNetwork: () => reject(new TypeError('Failed to fetch')),
    });
  }));
  return { fetch, calls };
}

/** Lets pending promise callbacks run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
