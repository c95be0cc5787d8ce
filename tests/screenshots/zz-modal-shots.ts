import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { launch } from '../bench/browser.ts';
import { makeDataDir, removeDataDir, spawnServer, stopServer } from '../support/server-process.ts';

const PORT = 3211;
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = '/tmp/modal-shots';
mkdirSync(OUT, { recursive: true });

async function up() {
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${BASE}/api/v1/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no server');
}
async function signIn(page: Page, email: string) {
  await page.goto(`${BASE}/app/`);
  await page.waitForURL(/\/signin/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('tessera-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('h1').first().waitFor({ timeout: 60_000 });
}
async function open(page: Page, path: string) {
  await page.evaluate((url) => { window.history.pushState(null, '', url); window.dispatchEvent(new PopStateEvent('popstate')); }, `/app/${path}`);
  await page.locator(`[data-page-slug="${path.split('/')[1]}"] h1`).waitFor({ timeout: 60_000 });
  await page.locator('.block-placeholder').first().waitFor({ state: 'detached', timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(800);
}

const dataDir = makeDataDir('modal-shots');
const server = spawnServer({ port: PORT, dataDir, stdio: 'ignore' });
const browser = await launch();
try {
  await up();
  for (const width of [1280, 375]) {
    for (const theme of ['light', 'dark'] as const) {
      if (width === 1280 && theme === 'light') continue;
      const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme });
      const page = await context.newPage();
      const shot = (name: string) => page.screenshot({ path: `${OUT}/${width}-${theme}-${name}.png` });
      await signIn(page, width === 1280 && theme === 'light' ? 'ada@demo.test' : width === 1280 ? 'grace@demo.test' : theme === 'light' ? 'editor@demo.test' : 'admin@demo.test');
      await open(page, 'community/members-area');
      await shot('agreement');
      await page.locator('.stepper-block__nav .t-button').last().click();
      await page.waitForTimeout(300);
      await shot('agreement-step2');
      await open(page, 'home/noticeboard');
      await shot('show-once');
      await page.keyboard.press('Escape');
      await open(page, 'about/lab');
      const dialogs = page.locator('[data-block-type="modal"]');
      for (let i = 0; i < await dialogs.count(); i++) {
        await dialogs.nth(i).getByRole('button').click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(300);
        await shot(`lab-${i}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stopServer(server);
  removeDataDir(dataDir);
}
