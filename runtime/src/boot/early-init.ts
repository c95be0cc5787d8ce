// GET /init started by index.html's first, tiny script (src/early-init.ts) while the app's code
// is still downloading, so the first page does not wait for the code and then for the server in
// turn; its answer starts the downloads of the page's first image, the brand's logo and the page's
// blocks' components. It starts with a stored token younger than a day, or — right after signing
// in — with the token the one-time secret in the query is traded for (POST /auth/tradeSecret, also
// started here); a token to refresh or one handed over in the query goes the usual way. The app
// takes the answers over only when they fit (the same secret; the same page with the same token),
// and makes the calls itself when an early answer is missing or was not a success, so the API
// client's own handling (a rejected credential logs out) still applies.
import { startComponentDownloads } from '@tessera/blocks/component-loaders';
import { findPriorityImage } from '@tessera/blocks/priority-image';
import { BASE_PATHS, type InitReply } from '@tessera/schemas';
import { currentAppPath } from '../navigation/app-base.ts';
import { pageVisibility } from '../screens/page/page-visibility.ts';
import { deviceId } from '../session/device-id.ts';
import { needsRefresh } from '../session/jwt-age.ts';
import { jwtStore } from '../session/jwt-store.ts';
import { MOBILE_MEDIA_QUERY } from '../shell/layout/breakpoints.ts';
import { initOptionsFor } from './init-options.ts';

interface EarlyInit {
  jwt: string;
  /** GET /init's `opts` query, as JSON. */
  opts: string;
  reply: Promise<InitReply | null>;
}

let early: EarlyInit | null = null;

interface EarlyTrade {
  secret: string;
  jwt: Promise<string | null>;
}

let earlyTrade: EarlyTrade | null = null;

/** The `opts` query of GET /init for the page at the current address. */
export const initOptsForCurrentPage = (): string => JSON.stringify(initOptionsFor(currentAppPath()));

/**
 * Starts GET /init for the current page when the browser holds a fresh token, or once the
 * query's one-time secret is traded for one.
 */
export function startEarlyInit(fetchFn: typeof fetch = (input, init) => fetch(input, init)): void {
  const query = new URLSearchParams(window.location.search);
  // As the start-up query reads it (session/startup-query.ts): a handed-over token comes first.
  const secret = query.get('s') ?? query.get('t');
  if (secret && !query.has('token')) {
    const jwt = tradeSecret(fetchFn, secret);
    earlyTrade = { secret, jwt };
    void jwt.then((traded) => traded && requestInit(fetchFn, traded));
    return;
  }
  const jwt = jwtStore.get();
  if (!jwt || needsRefresh(jwt) || ['s', 't', 'token'].some((name) => query.has(name))) return;
  requestInit(fetchFn, jwt);
}

/** The token POST /auth/tradeSecret gives for `secret`, or null when it refused or failed. */
function tradeSecret(fetchFn: typeof fetch, secret: string): Promise<string | null> {
  // Tessera's sign-in page serves a single service, so no serviceId is sent with the secret.
  return fetchFn(`${BASE_PATHS.api}/auth/tradeSecret`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secret, deviceId: deviceId() }),
  })
    .then((response) => (response.ok ? (response.json() as Promise<{ jwt: string }>) : null))
    .then((reply) => reply?.jwt ?? null)
    .catch(() => null);
}

function requestInit(fetchFn: typeof fetch, jwt: string): void {
  const opts = initOptsForCurrentPage();
  const reply = fetchFn(`${BASE_PATHS.api}/init?opts=${encodeURIComponent(opts)}`, { headers: { authorization: `Bearer ${jwt}` } })
    .then((response) => (response.ok ? (response.json() as Promise<InitReply>) : null))
    .then((init) => {
      if (init) {
        preloadPriorityImage(init);
        preloadLogo(init);
        startComponentDownloads(init.page?.blocks.map((block) => block.type) ?? []);
      }
      return init;
    })
    .catch(() => null);
  early = { jwt, opts, reply };
}

/**
 * Asks the browser for the page's first image (the one the image block loads eagerly, see
 * findPriorityImage) while the app's code is still on its way: it is usually the largest thing on
 * the first screen. The address is the one PageBlocks gives the image block; were they to differ,
 * the image would only be fetched twice.
 */
function preloadPriorityImage({ page, user, basePaths }: InitReply): void {
  if (!page) return;
  const blocks = new Map(page.blocks.map((block) => [block.id, block]));
  const isMobile = window.matchMedia(MOBILE_MEDIA_QUERY).matches;
  const visibility = pageVisibility({ user, pageType: page.type, targetId: undefined, editMode: false, isMobile });
  const imageId = findPriorityImage(blocks, page.positions['col-0'] ?? [], visibility);
  const fileId = imageId === null ? undefined : (blocks.get(imageId)?.options as { fileId?: unknown } | undefined)?.fileId;
  if (typeof fileId !== 'number') return;
  preloadImage({ href: `${basePaths.api}/image?id=${fileId}`, fetchpriority: 'high' });
}

/**
 * Asks for the brand's logo, which the header shows (BrandMark, same address). Left to the header,
 * its request would start only once React has rendered, one more round trip before the page is
 * complete on a slow connection; it is small, so it costs the app's code little bandwidth.
 */
function preloadLogo({ activeBrandSettings }: InitReply): void {
  if (activeBrandSettings.logoUrl) preloadImage({ href: activeBrandSettings.logoUrl });
}

function preloadImage(attributes: { href: string; fetchpriority?: 'high' }): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', ...attributes })) link.setAttribute(name, value);
  document.head.append(link);
}

/**
 * The early GET /init's answer when it asked for `opts` with `jwt` (once; later calls get null),
 * else null. Resolves with null when that call failed.
 */
export function takeEarlyInit(opts: string, jwt: string | null): Promise<InitReply | null> | null {
  const taken = early;
  early = null;
  return taken && taken.opts === opts && taken.jwt === jwt ? taken.reply : null;
}

/**
 * The token the early trade of `secret` got (once; later calls get null), else null. Resolves
 * with null when the server refused the secret or could not be reached: a secret is good for one
 * trade, so the app's own call then fails as it should, with the API client's handling.
 */
export function takeEarlyTrade(secret: string): Promise<string | null> | null {
  const taken = earlyTrade;
  earlyTrade = null;
  return taken && taken.secret === secret ? taken.jwt : null;
}
