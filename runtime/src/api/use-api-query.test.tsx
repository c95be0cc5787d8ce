import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, jsonResponse, settle } from '../test-support/fake-fetch.ts';
import type { Page } from '@tessera/schemas';
import { createApiClient, type ApiClient } from './client.ts';
import { useApiQuery } from './use-api-query.ts';

function clientWith(fetchImpl: typeof fetch): ApiClient {
  return createApiClient({ baseUrl: '/api/v1', getJwt: () => 'jwt-1', onUnauthorized: vi.fn(), fetch: fetchImpl });
}

/** Shows GET /settings as `{ title }` (the fake server answers titles, not settings). */
function Title({ client, cache }: { client: ApiClient; cache?: boolean }) {
  const { data, error, loading } = useApiQuery('GET /settings', { client, cache });
  if (loading) return <p>loading</p>;
  return <p>{(data as { title?: string } | undefined)?.title ?? 'none'}{error && ` (${error.message})`}</p>;
}

/** Shows page 7's name, starting from the one GET /init gave. */
function PageName({ client, initial }: { client: ApiClient; initial: Page }) {
  const { data } = useApiQuery('GET /structure/page/{id}', { params: { id: 7 }, client, initialData: initial });
  return <p>{data?.name}</p>;
}

describe('useApiQuery', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows the cached reply at once, then the fresh one', async () => {
    await clientWith(async () => jsonResponse(200, { title: 'Cached' })).call('GET /settings');
    const { fetch, calls } = controlledFetch();
    render(<Title client={clientWith(fetch)} />);

    expect(screen.getByText('Cached')).toBeTruthy();
    await act(settle);
    await act(async () => calls[0]!.respond(200, { title: 'Fresh' }));
    expect(screen.getByText('Fresh')).toBeTruthy();
  });

  it('waits for the network when nothing is cached, and shows an error reply', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, calls } = controlledFetch();
    render(<Title client={clientWith(fetch)} />);

    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => calls[0]!.respond(404, { error: 'Not Found', message: 'Gone' }));
    expect(screen.getByText('none (Gone)')).toBeTruthy();
  });

  it('refetches on invalidate, keeping the shown reply until the fresh one arrives', async () => {
    const { fetch, calls } = controlledFetch();
    const client = clientWith(fetch);
    render(<Title client={client} />);
    await act(async () => calls[0]!.respond(200, { title: 'One' }));

    act(() => client.invalidate('settings'));
    expect(calls).toHaveLength(2);
    expect(screen.getByText('One')).toBeTruthy();

    await act(async () => calls[1]!.respond(200, { title: 'Two' }));
    expect(screen.getByText('Two')).toBeTruthy();
  });

  it('does not show a dirty reply to a reader mounted after it was flagged', async () => {
    const { fetch, calls } = controlledFetch();
    const client = clientWith(fetch);
    const first = client.call('GET /settings');
    calls[0]!.respond(200, { title: 'Old' });
    await first;

    client.markDirty('settings');
    render(<Title client={client} />);
    await settle();

    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => calls[1]!.respond(200, { title: 'New' }));
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('shows a reply it was given without fetching it, until invalidated', async () => {
    const { fetch, calls } = controlledFetch();
    const client = clientWith(fetch);
    render(<PageName client={client} initial={{ name: 'From init' } as Page} />);
    await settle();
    expect(screen.getByText('From init')).toBeTruthy();
    expect(calls).toHaveLength(0);

    act(() => client.invalidate('structure/page/7'));
    expect(calls[0]?.url).toBe('/api/v1/structure/page/7');
    expect(screen.getByText('From init')).toBeTruthy();
    await act(async () => calls[0]!.respond(200, { name: 'Fresh' }));
    expect(screen.getByText('Fresh')).toBeTruthy();
  });

  it('shows a reply kept out of the cache (cache: false) and never a cached one', async () => {
    await clientWith(async () => jsonResponse(200, { title: 'Cached' })).call('GET /settings');
    const { fetch, calls } = controlledFetch();
    const client = clientWith(fetch);
    render(<Title client={client} cache={false} />);

    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => calls[0]!.respond(200, { title: 'Server' }));
    expect(screen.getByText('Server')).toBeTruthy();
  });
});
