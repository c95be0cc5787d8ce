// GET /init started by index.html's first, tiny script (src/early-init.ts) while the app's code
// is still downloading, so the first page does not wait for the code and then for the server in
// turn; its answer starts the downloads of the page's first image, the brand's logo and the page's
// blocks' components.
// Only the plain case starts early: a stored token younger than a day and no credential in the
// query; anything else (a secret to trade, a token to refresh) goes the usual way. The app
// takes the answer over only when it asked for the same page with the same token, and asks again
// itself when the early answer is missing or was not a success, so the API client's own handling
// (a rejected token logs out) still applies.
import { startComponentDownloads } from '@tessera/blocks/component-loaders';
import { findPriorityImage } from '@tessera/blocks/priority-image';
import { BASE_PATHS, type InitReply } from '@tessera/schemas';
import { currentAppPath } from '../navigation/app-base.ts';
import { pageVisibility } from '../screens/page/page-visibility.ts';
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

/** The `opts` query of GET /init for the page at the current address. */
export const initOptsForCurrentPage = (): string => JSON.stringify(initOptionsFor(currentAppPath()));

/** Starts GET /init for the current page when the browser holds a fresh token. */
export function startEarlyInit(fetchFn: typeof fetch = (input, init) => fetch(input, init)): void {
  const jwt = jwtStore.get();
  const query = new URLSearchParams(window.location.search);
  if (!jwt || needsRefresh(jwt) || ['s', 't', 'token'].some((name) => query.has(name))) return;
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
