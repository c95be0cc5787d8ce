/** A probe gives up after this long: a reply this slow is as good as none. */
const PROBE_TIMEOUT_MS = 5000;

/**
 * Whether `url` answers at all. Any reply counts, whatever its status: the question is whether
 * the network works. 'no-cors' lets the URL be another site (the reply is then opaque) and
 * 'no-store' keeps the HTTP cache from answering for the network.
 */
export async function probe(url: string, fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<boolean> {
  try {
    await fetchImpl(url, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}
