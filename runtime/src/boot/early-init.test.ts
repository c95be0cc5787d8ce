import { afterEach, describe, expect, it, vi } from 'vitest';
import { startComponentDownloads } from '@tessera/blocks/component-loaders';
import { jwtStore } from '../session/jwt-store.ts';
import { initOptsForCurrentPage, startEarlyInit, takeEarlyInit, takeEarlyTrade } from './early-init.ts';

vi.mock('@tessera/blocks/component-loaders', () => ({ startComponentDownloads: vi.fn() }));

/** A token issued `ageSeconds` ago (only its claims matter here). */
const jwtAged = (ageSeconds: number) => `h.${btoa(JSON.stringify({ sub: '3', sid: 's', iat: Math.floor(Date.now() / 1000) - ageSeconds }))}.sig`;
const at = (url: string) => window.history.replaceState(null, '', url);
const reply = { page: null, activeBrandSettings: { brandName: 'Demo', logoUrl: null }, i18n: { language: 'en', translations: {} } };

describe('the early GET /init', () => {
  afterEach(() => {
    localStorage.clear();
    takeEarlyInit('', null); // forget any early call left over
    takeEarlyTrade('');
  });

  it('asks for the current page with the stored token, and hands the answer over once', async () => {
    const jwt = jwtAged(60);
    jwtStore.set(jwt);
    at('/app/community/members/42?tab=2');
    const fetchFn = vi.fn(async () => new Response(JSON.stringify(reply), { status: 200 }));
    startEarlyInit(fetchFn);

    const opts = initOptsForCurrentPage();
    expect(opts).toBe('{"moduleSlug":"community","pageSlug":"members"}');
    expect(fetchFn).toHaveBeenCalledWith(`/api/v1/init?opts=${encodeURIComponent(opts)}`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(await takeEarlyInit(opts, jwt)).toEqual(reply);
    expect(takeEarlyInit(opts, jwt)).toBeNull();
  });

  it("asks the browser for the page's first visible image, the brand's logo and the page's blocks' components while the app's code loads", async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const jwt = jwtAged(60);
    jwtStore.set(jwt);
    at('/app/home/welcome');
    const block = (id: number, type: string, extra: object) => ({ id, key: `b${id}`, type, ...extra });
    const page = {
      id: 1, type: 'other', positions: { 'col-0': [1, 2] },
      blocks: [block(1, 'image', { options: { fileId: 7 }, visibility: { visibleOnDesktop: false } }), block(2, 'columns', { children: [3] }), block(3, 'image', { options: { fileId: 9 } })],
    };
    const user = { accountId: 3, email: 'ada@demo.test', isAdmin: false, isElevated: false, profile: { data: { profile: {} }, acceptedUserListIds: [] }, listMemberships: [] };
    const activeBrandSettings = { brandName: 'Harbourside', logoUrl: '/api/v1/image?id=1' };
    const init = { ...reply, page, user, activeBrandSettings, basePaths: { app: '/app', api: '/api/v1', signIn: '/signin' } };
    startEarlyInit(async () => new Response(JSON.stringify(init), { status: 200 }));
    await takeEarlyInit(initOptsForCurrentPage(), jwt);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([['/api/v1/image?id=9', 'high'], ['/api/v1/image?id=1', null]]);
    expect(startComponentDownloads).toHaveBeenCalledWith(['image', 'columns', 'image']);
    for (const link of preloads) link.remove();
    vi.unstubAllGlobals();
  });

  it('is not taken over for another page or another token, and gives null when it failed', async () => {
    const jwt = jwtAged(60);
    jwtStore.set(jwt);
    at('/app/home/welcome');
    const failing = vi.fn(async () => new Response('{}', { status: 401 }));
    startEarlyInit(failing);
    expect(takeEarlyInit('{}', jwt)).toBeNull();
    startEarlyInit(failing);
    expect(takeEarlyInit(initOptsForCurrentPage(), 'another.jwt.here')).toBeNull();
    startEarlyInit(failing);
    expect(await takeEarlyInit(initOptsForCurrentPage(), jwt)).toBeNull();
  });

  it.each([
    ['no token is stored', null, '/app/home'],
    ['the token is older than a day', jwtAged(90_000), '/app/home'],
    ['a token is handed over', jwtAged(60), '/app/?token=a.b.c'],
    ['a token is handed over beside a secret', null, '/app/?s=secret&token=a.b.c'],
  ])('waits for the app when %s', (_, jwt, url) => {
    if (jwt) jwtStore.set(jwt);
    at(url);
    const fetchFn = vi.fn();
    startEarlyInit(fetchFn);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('trades the one-time secret after sign-in, then asks for the page with the new token; the app takes both over once', async () => {
    const traded = jwtAged(0);
    at('/app/home/welcome?s=one-time');
    const fetchFn = vi.fn(async (url: string | URL | Request) =>
      new Response(JSON.stringify(String(url).endsWith('/auth/tradeSecret') ? { jwt: traded } : reply), { status: 200 }));
    startEarlyInit(fetchFn);

    expect(fetchFn).toHaveBeenCalledWith('/api/v1/auth/tradeSecret', expect.objectContaining({ method: 'POST', body: JSON.stringify({ secret: 'one-time', deviceId: localStorage.getItem('tessera.deviceId') }) }));
    expect(await takeEarlyTrade('one-time')).toBe(traded);
    expect(takeEarlyTrade('one-time')).toBeNull();
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalledWith(expect.stringContaining('/api/v1/init?opts='), { headers: { authorization: `Bearer ${traded}` } }));
    expect(await takeEarlyInit(initOptsForCurrentPage(), traded)).toEqual(reply);
  });

  it('is not taken over for another secret', () => {
    at('/app/?s=one-time');
    startEarlyInit(vi.fn(async () => new Response('{}', { status: 200 })));
    expect(takeEarlyTrade('another')).toBeNull();
  });

  it('gives null for a secret the server refused, and asks for no page', async () => {
    at('/app/?t=used');
    const fetchFn = vi.fn(async () => new Response('{"error":"Not authorized"}', { status: 401 }));
    startEarlyInit(fetchFn);
    expect(await takeEarlyTrade('used')).toBeNull();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
