// The directory's results for what the member asked: one request per change (the text already
// debounced by the caller), results of an older request never shown over a newer one. With
// load-more, a later page adds its members under those already shown.
import { useEffect, useState } from 'react';
import type { DirectoryMember, DirectorySearchBody } from '@tessera/schemas';
import type { DirectoryHost } from './directory-host.ts';

export interface DirectoryResults {
  status: 'loading' | 'done' | 'failed';
  members: readonly DirectoryMember[];
  total: number;
}

/** The members of `body`'s page (with `append`, of every page up to it); `retry` asks again after a failure. */
export function useDirectorySearch(host: DirectoryHost | null, body: DirectorySearchBody, append: boolean): DirectoryResults & { retry(): void } {
  const [results, setResults] = useState<DirectoryResults>({ status: 'loading', members: [], total: 0 });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(body);
  useEffect(() => {
    if (!host) return;
    const request = JSON.parse(key) as DirectorySearchBody;
    const controller = new AbortController();
    setResults((current) => ({ ...current, status: 'loading' }));
    host.search(request, controller.signal).then(
      (reply) => {
        if (controller.signal.aborted) return;
        setResults((current) => ({
          status: 'done',
          total: reply.total,
          members: append && reply.page > 1 ? [...current.members, ...reply.members] : reply.members,
        }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The directory search failed:', error);
        setResults((current) => ({ ...current, status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [host, key, append, attempt]);
  return { ...results, retry: () => setAttempt((n) => n + 1) };
}
