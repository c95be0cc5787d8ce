// `npm run screenshots`: every screen of the demo site as a person sees it, at 1280 and 375 px,
// in the light and the dark theme, written to `screenshots/` (git-ignored) so anyone can look at
// them: the sign-in page, every page of every module signed in as Ada (full page), her settings,
// the not-found page, the lab page's dialogs open, the user menu open, the drawer open on a phone, the signed-out screen, and
// the admin's edit mode. The real server runs on a fresh copy of the demo site.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Structure } from '@tessera/schemas';
import { launch } from '../bench/browser.ts';
import { DEMO_PASSWORD, login } from '../bench/server.ts';
import { assertPortFree, makeDataDir, removeDataDir, repoRoot, spawnServer, stopServer } from '../support/server-process.ts';

const PORT = Number(process.env.TESSERA_SCREENSHOTS_PORT ?? 3127);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OUT_DIR = join(repoRoot, 'screenshots');
const WIDTHS = [1280, 375] as const;
const THEMES = ['light', 'dark'] as const;
const TIMEOUT = 30_000;

async function waitForServer(): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (await fetch(`${BASE_URL}/api/v1/health`).then((reply) => reply.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The server did not answer on ${BASE_URL} within 2 minutes`);
}

/** Every page of the site a member is shown, as `module/page` paths. */
async function demoPages(): Promise<string[]> {
  const jwt = await login(BASE_URL, 'ada@demo.test');
  const reply = await fetch(`${BASE_URL}/api/v1/structure`, { headers: { authorization: `Bearer ${jwt}` } });
  const structure = (await reply.json()) as Structure;
  return structure.modules.filter((module) => !module.archived).flatMap((module) => module.children.map((page) => `${module.slug}/${page.slug}`));
}

/** Waits until the screen is whole: nothing loading, no block still arriving, fonts in. */
async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"], .block-placeholder, #full-loader').first().waitFor({ state: 'detached', timeout: TIMEOUT }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150); // the last transitions (menus, notices) end
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${BASE_URL}/app/`, { timeout: TIMEOUT });
  await page.waitForURL(/\/signin/, { timeout: TIMEOUT });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: TIMEOUT });
}

/** Opens an app path as the app's own links do (no reload) and waits for its title. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/app/${path}`);
  // By element, not role: a page's related modal may open over it and hide it from the accessibility tree.
  await page.locator('h1').first().waitFor({ timeout: TIMEOUT });
  await settled(page);
}

async function screensFor(browser: Browser, width: number, theme: string, pages: string[]): Promise<number> {
  const dir = join(OUT_DIR, `${width}-${theme}`);
  mkdirSync(dir, { recursive: true });
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme as 'light' | 'dark' });
  const page = await context.newPage();
  let taken = 0;
  const shot = async (name: string, fullPage = true) => {
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
    taken++;
  };
  try {
    await page.goto(`${BASE_URL}/app/`, { timeout: TIMEOUT });
    await page.waitForURL(/\/signin/, { timeout: TIMEOUT });
    await shot('sign-in');

    await signIn(page, 'ada@demo.test');
    for (const path of [...pages, 'settings', 'no-such-module/no-such-page']) {
      await openInApp(page, path);
      await shot(path === 'no-such-module/no-such-page' ? 'not-found' : path.replace('/', '--'));
    }

    // The lab page's dialogs, one per size and position (they open only from their buttons).
    await openInApp(page, 'about/lab');
    const dialogs = page.locator('[data-block-type="modal"]');
    for (let index = 0; index < await dialogs.count(); index++) {
      await dialogs.nth(index).getByRole('button').click();
      await page.getByRole('dialog').waitFor({ timeout: TIMEOUT });
      await page.waitForTimeout(200);
      await shot(`dialog-${await dialogs.nth(index).getAttribute('data-block-id')}`, false);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: TIMEOUT });
    }

    await openInApp(page, pages[0]!);
    const menuButton = width < 768 ? page.getByRole('button', { name: 'Open menu', exact: true }) : page.getByRole('banner').getByRole('button', { name: 'Ada Lovelace', exact: true });
    await menuButton.click();
    await page.waitForTimeout(300);
    await shot(width < 768 ? 'drawer-open' : 'user-menu-open', false);
    await page.keyboard.press('Escape');

    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();
    await page.goto(`${BASE_URL}/app/`, { timeout: TIMEOUT });
    await page.waitForURL(/\/signin/, { timeout: TIMEOUT });
    await signIn(page, 'admin@demo.test');
    await settled(page);
    await page.keyboard.press('Alt+Shift+KeyE');
    await page.waitForTimeout(1000); // the editor's chunk loads, frames appear
    await shot('admin-edit-mode');
  } finally {
    await context.close();
  }
  return taken;
}

async function main(): Promise<void> {
  await assertPortFree(PORT);
  rmSync(OUT_DIR, { recursive: true, force: true });
  const dataDir = makeDataDir('screenshots');
  const server = spawnServer({ port: PORT, dataDir, stdio: 'ignore' });
  const browser = await launch();
  try {
    await waitForServer();
    const pages = await demoPages();
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        const taken = await screensFor(browser, width, theme, pages);
        console.log(`${width} px, ${theme}: ${taken} screenshots in screenshots/${width}-${theme}/`);
      }
    }
  } finally {
    await browser.close();
    await stopServer(server);
    removeDataDir(dataDir);
  }
}

await main();
