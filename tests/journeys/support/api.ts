// Reading what the journeys need to know from the API (never to act for the user): the site's
// structure and its pages' blocks, as a signed-in member sees them.
import { expect, type APIRequestContext } from '@playwright/test';
import type { AppSettings, Block, Module, Page, PageSummary, Structure } from '@tessera/schemas';
import { DEMO_PASSWORD } from './accounts.ts';

export async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const reply = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(reply.status(), `POST /api/v1/auth/login as ${email}`).toBe(200);
  const { jwt } = (await reply.json()) as { jwt: string };
  return jwt;
}

async function getJson<T>(request: APIRequestContext, jwt: string, path: string): Promise<T> {
  const reply = await request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${jwt}` } });
  expect(reply.status(), `GET /api/v1${path}`).toBe(200);
  return (await reply.json()) as T;
}

export const getStructure = (request: APIRequestContext, jwt: string) => getJson<Structure>(request, jwt, '/structure');

export const getPage = (request: APIRequestContext, jwt: string, id: number) => getJson<Page>(request, jwt, `/structure/page/${id}`);

export const getSettings = (request: APIRequestContext, jwt: string) => getJson<AppSettings>(request, jwt, '/settings');

/** The footer's links as the settings define them, in the order the footer shows them. */
export function footerLinks(settings: AppSettings): Array<{ label: string; url: string }> {
  const footer = settings.footer ?? {};
  const keys = ['privacyPolicy', 'termsAndConditions', 'cookiePolicy', 'helpPage', 'accessibilityPolicy', 'footerLink6', 'footerLink7'] as const;
  return keys.flatMap((key) => {
    const link = footer[key];
    return link && link.label.trim() !== '' && link.url.trim() !== '' ? [link] : [];
  });
}

/** Sets a value in the signed-in user's profile meta (used only to restore what a journey changed). */
export async function upsertProfileMeta(request: APIRequestContext, jwt: string, path: string, data: unknown): Promise<void> {
  const reply = await request.post('/api/v1/profile/meta/upsert', {
    headers: { authorization: `Bearer ${jwt}` },
    data: { path, data },
  });
  expect(reply.status(), `POST /api/v1/profile/meta/upsert ${path}`).toBe(200);
}

/** Modules a member sees as tabs outside edit mode. */
export function navModules(structure: Structure): Module[] {
  return structure.modules.filter((m) => !m.hideFromNav && !m.isAbstract && !m.archived);
}

/** Pages a member sees in a module's sub-bar outside edit mode. */
export function navPages(module: Module): PageSummary[] {
  return module.children.filter((p) => !p.hideFromNav && !p.isAbstract);
}

/** The page the module route redirects to: its default page, otherwise its first page. */
export function defaultPage(module: Module): PageSummary {
  const page = module.children.find((p) => p.id === module.defaultPage) ?? module.children[0];
  if (!page) throw new Error(`Module ${module.slug} has no pages`);
  return page;
}

/** The blocks at the top of a page (in its columns), in order. */
export function topLevelBlocks(page: Page): Block[] {
  const byId = new Map(page.blocks.map((b) => [b.id, b]));
  return Object.values(page.positions)
    .flatMap((ids) => ids ?? [])
    .map((id) => byId.get(id))
    .filter((b): b is Block => b !== undefined);
}

/** Shown on a desktop-sized screen to a member, by the basic visibility flags. */
export function shownOnDesktop(block: Block): boolean {
  const v = block.visibility;
  if (!v) return true;
  if (v.mode === 'advanced') return false; // the rule tree decides; not this journey's concern
  return v.visibleOnDesktop !== false && v.visibleOnUsersOwnProfile !== false && v.visibleOnOtherUsersProfiles !== false;
}

/** Every page of the site with its module, found through the structure and page calls. */
export async function findPages(
  request: APIRequestContext,
  jwt: string,
  match: (page: Page, module: Module) => boolean,
): Promise<Array<{ module: Module; page: Page }>> {
  const structure = await getStructure(request, jwt);
  const found: Array<{ module: Module; page: Page }> = [];
  for (const module of structure.modules) {
    for (const summary of module.children) {
      const page = await getPage(request, jwt, summary.id);
      if (match(page, module)) found.push({ module, page });
    }
  }
  return found;
}
