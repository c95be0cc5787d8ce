// Search as the member types: one request 250 ms after the last key (forms spec §4, field input
// debounce), the previous one cancelled, so results never arrive out of order. The pickers of
// forms and the mention suggestions of post composers use it.
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 250;

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'searching' }
  /** `query` is the text searched: the results are the previous text's until the next search starts. */
  | { status: 'done'; query: string; results: readonly T[] }
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
        // A search that ignores its signal may still answer after the next began: it is not shown.
        (results) => {
          if (!controller.signal.aborted) setState({ status: 'done', query, results });
        },
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
