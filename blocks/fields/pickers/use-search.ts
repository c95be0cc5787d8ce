// Search as the member types: one request 250 ms after the last key (forms spec §4, field input
// debounce), the previous one cancelled, so results never arrive out of order.
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 250;

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: readonly T[] }
  | { status: 'failed' };

/** The results of `search` for `text` (trimmed; nothing is asked for an empty text or without a search). */
export function useSearch<T>(text: string, search: ((text: string, signal: AbortSignal) => Promise<readonly T[]>) | null): SearchState<T> {
  const query = text.trim();
  const [state, setState] = useState<SearchState<T>>({ status: 'idle' });
  useEffect(() => {
    if (!search || query === '') {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'searching' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(query, controller.signal).then(
        (results) => setState({ status: 'done', results }),
        (error: unknown) => {
          if (!controller.signal.aborted) {
            console.warn('A picker search failed:', error);
            setState({ status: 'failed' });
          }
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);
  return state;
}
