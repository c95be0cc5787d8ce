// What the server answers outside the app (/app) and the API (/api): robots.txt, and a small
// branded page for any other unknown address, linking to the app, instead of the API's JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BASE_PATHS, type I18NBundle, type LanguageCode } from '@tessera/schemas';
import english from '@tessera/schemas/i18n/en.json' with { type: 'json' };
import { REPO_ROOT } from '../config.ts';
import { siteLook, type SiteSource } from './app-shell/site-look.ts';
import { escapeHtml as e } from './escape-html.ts';
import { renderServerPage } from './server-page.ts';

export interface SitePagesOptions {
  site: SiteSource & { i18n(language: LanguageCode): Promise<I18NBundle> };
  /** @default '<repository>/server/public/robots.txt' */
  robotsFile?: string;
}

const NOT_FOUND_STYLES = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font-family: var(--t-font-family, system-ui, sans-serif); line-height: 1.5;
  color: var(--t-text, #1d2730); background: var(--t-page-background, #f7f5f0); }
.band { height: 168px; background: var(--t-header-background, #16347d); }
main { display: flex; justify-content: center; padding: 0 16px 48px; margin-top: -112px; }
.card { width: 100%; max-width: 420px; padding: 40px 36px 32px; background: var(--t-surface, #fff);
  border: 1px solid var(--t-border, #cfc9bb); border-radius: 12px; box-shadow: 0 12px 32px rgb(0 0 0 / 0.12); }
.site { margin: 0 0 20px; font-weight: 600; color: var(--t-muted-text, #4f5d6b); }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 8px; }
p { margin: 0 0 24px; }
a { display: block; padding: 12px 16px; text-align: center; font-weight: 600; text-decoration: none;
  color: var(--t-on-primary, #fff); background: var(--t-primary, #16347d); border-radius: var(--t-radius, 8px); }
a:focus-visible { outline: 3px solid var(--t-focus, #d9641e); outline-offset: 2px; }
`;

type Text = 'notFound.title' | 'notFound.body' | 'notFound.goBack';

async function notFoundPage(site: SitePagesOptions['site']): Promise<string> {
  const look = await siteLook(site);
  const [{ translations }, brand] = await Promise.all([site.i18n(look.language), site.activeBrand()]);
  const t = (key: Text) => e(translations[key] ?? english[key]);
  return renderServerPage({
    language: look.language,
    title: translations['notFound.title'] ?? english['notFound.title'],
    siteName: look.name,
    faviconUrl: look.faviconUrl,
    css: `${brand?.css ?? ''}${NOT_FOUND_STYLES}`,
    head: '<meta name="robots" content="noindex">',
    body: `<div class="band"></div>
<main>
<div class="card">
<p class="site">${e(look.name)}</p>
<h1>${t('notFound.title')}</h1>
<p>${t('notFound.body')}</p>
<a href="${BASE_PATHS.app}/">${t('notFound.goBack')}</a>
</div>
</main>`,
  });
}

/** robots.txt and the HTML 404 for every address that neither the API nor the app claims. */
export async function registerSitePages(app: FastifyInstance, options: SitePagesOptions): Promise<void> {
  const robots = readFileSync(options.robotsFile ?? join(REPO_ROOT, 'server/public/robots.txt'), 'utf8');
  app.get('/robots.txt', { schema: { hide: true } }, (_, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));
  app.setNotFoundHandler(async (request, reply: FastifyReply) => {
    reply.status(404).header('cache-control', 'no-cache');
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.type('text/plain; charset=utf-8').send('Not found');
    return reply.type('text/html; charset=utf-8').send(await notFoundPage(options.site));
  });
}
