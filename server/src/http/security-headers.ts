// The security headers of every reply, in one place. Which Content-Security-Policy applies
// depends on what answers: the app under /app, the API reference page, or everything else (the
// API's JSON, the sign-in page and the other pages the server writes itself). One onRequest hook
// sets them before any route or not-found handler runs, so error replies carry them too
// (docs/decisions/0016-request-boundary.md).
import { BASE_PATHS } from '@tessera/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from './register-api.ts';

type Directives = Readonly<Record<string, string>>;

/** A Content-Security-Policy from its directives (a directive without value: ''). */
const policy = (directives: Directives): string => Object.entries(directives).map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');

/** What no page of ours needs: plugins, <base>, and being shown inside another site's frame. */
const NEVER: Directives = { 'object-src': "'none'", 'base-uri': "'none'", 'frame-ancestors': "'none'" };

/**
 * The app: code only from this origin, never inline or evaluated. Styles may be inline: the
 * headless UI library positions popovers and locks scrolling with <style> elements it writes at
 * run time, and CSS cannot run code. Images from this origin, plus data: (the placeholder icon)
 * and blob: (pictures chosen for upload, previewed before they are sent).
 */
export const APP_POLICY = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'worker-src': "'self'",
  'manifest-src': "'self'",
  'form-action': "'self'",
  ...NEVER,
});

/** The API reference (Swagger UI): its script and styles are files it serves itself. */
export const DOCS_POLICY = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'form-action': "'self'",
  ...NEVER,
});

/**
 * Everything else: JSON needs nothing, and the pages the server writes (sign-in, not found) have
 * no script at all, their styles inline and their form posting back here. The sign-in page
 * prefetches the app's files from this origin while the member types (prefetches are checked
 * against default-src).
 */
export const PAGE_POLICY = policy({
  'default-src': "'self'",
  'script-src': "'none'",
  'img-src': "'self' data:",
  'style-src': "'unsafe-inline'",
  'form-action': "'self'",
  ...NEVER,
});

/** A stored file opened on its own (an uploaded SVG): sandboxed, so it runs no script as this site. */
export const FILE_POLICY = policy({ 'default-src': "'none'", 'style-src': "'unsafe-inline'", sandbox: '' });

const COMMON = {
  'x-content-type-options': 'nosniff',
  // Links out of the site carry no address of ours (a page's path can name a member or a record).
  'referrer-policy': 'same-origin',
  // frame-ancestors for browsers too old to read it.
  'x-frame-options': 'DENY',
} as const;

const withPolicy = (csp: string): Readonly<Record<string, string>> => ({ 'content-security-policy': csp, ...COMMON });
/**
 * The app's scripts and stylesheets: never documents (nosniff keeps a browser from reading them
 * as one), and no worker is made from them (the service worker, /app/sw.js, gets the app's
 * policy), so a policy or a frame rule on them would be bytes every first load pays for nothing.
 */
const CODE_HEADERS = { 'x-content-type-options': COMMON['x-content-type-options'], 'referrer-policy': COMMON['referrer-policy'] } as const;
const CODE_FOLDERS = [`${BASE_PATHS.app}/js/`, `${BASE_PATHS.app}/css/`];
const APP_HEADERS = withPolicy(APP_POLICY);
const DOCS_HEADERS = withPolicy(DOCS_POLICY);
const PAGE_HEADERS = withPolicy(PAGE_POLICY);

const DOCS_PATH = `${API_PREFIX}/docs`;

/** Whether `url` is `base` itself or below it ('/app', '/app/x', '/app?s=1', not '/apple'). */
function isUnder(url: string, base: string): boolean {
  if (!url.startsWith(base)) return false;
  const next = url.charCodeAt(base.length);
  return Number.isNaN(next) || next === 0x2f || next === 0x3f; // end, '/' or '?'
}

/** The security headers for a request's URL. */
export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  if (CODE_FOLDERS.some((folder) => url.startsWith(folder))) return CODE_HEADERS;
  if (isUnder(url, BASE_PATHS.app)) return APP_HEADERS;
  if (isUnder(url, DOCS_PATH)) return DOCS_HEADERS;
  return PAGE_HEADERS;
}

/** Sets the security headers on every reply of `app`. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    reply.headers(securityHeadersFor(request.url));
    done();
  });
}
