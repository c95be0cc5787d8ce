// Issue 11, in a member's browser: a site builder exports the site with the real `tessera` CLI,
// renames a page in its file, sees exactly that change in `tessera diff`, applies it, applies again
// (nothing left to change), and the member, open on that page all along, sees the new title in the
// sub-bar, the page heading and the browser tab without reloading (the apply announces the change
// with items:changes like any other structure write).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin } from './support/api.ts';
import { liveConnection } from './support/live-connection.ts';
import { pageTitle, subBar } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';
import { tessera } from './support/tessera-cli.ts';

const PAGE_FILE = 'modules/about/pages/team.json';
const NEW_TITLE = 'The crew';

let siteDir = '';
test.beforeEach(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'tessera-sync-journey-'));
});
test.afterEach(() => rm(siteDir, { recursive: true, force: true }));

test('a page renamed in the site files and applied with tessera shows in a member’s open browser', async ({ page, request, baseURL }) => {
  const server = { url: baseURL!, token: await apiLogin(request, accounts.admin) };

  const exported = await tessera(server, 'export', siteDir);
  expect(exported, 'tessera export').toMatchObject({ code: 0, stderr: '' });
  // Applying what was just exported changes nothing, and says so.
  expect(await tessera(server, 'apply', siteDir), 'tessera apply of the export').toMatchObject({ code: 0, stdout: 'No changes: the server already holds these files.\n' });

  const connected = liveConnection(page);
  await signIn(page, accounts.ada);
  await connected;
  await page.goto('/app/about/team');
  await expect(pageTitle(page)).toHaveText('Team');
  const pages = subBar(page, 'About');
  await expect(pages.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
  // Lives only as long as the document: a reload would lose it.
  await page.evaluate(() => { (window as { notReloaded?: boolean }).notReloaded = true; });

  const file = join(siteDir, PAGE_FILE);
  const pageFile = JSON.parse(await readFile(file, 'utf8')) as { name: string };
  expect(pageFile.name).toBe('Team');
  await writeFile(file, `${JSON.stringify({ ...pageFile, name: NEW_TITLE }, null, 2)}\n`);

  // The plan names exactly that change: one page, one path.
  const diff = await tessera(server, 'diff', siteDir);
  expect(diff, 'tessera diff').toMatchObject({
    code: 0,
    stdout: `~ update page:about/team (${PAGE_FILE}): /name\n0 to create, 1 to update, 0 to delete.\n`,
  });

  const applied = await tessera(server, 'apply', siteDir);
  expect(applied.code, `tessera apply: ${applied.stderr}`).toBe(0);
  expect(applied.stdout).toContain(`~ update page:about/team (${PAGE_FILE}): /name`);
  expect(await tessera(server, 'apply', siteDir), 'tessera apply, again').toMatchObject({ code: 0, stdout: 'No changes: the server already holds these files.\n' });

  // The member sees the new title where a person reads it, without reloading.
  await expect(pageTitle(page)).toHaveText(NEW_TITLE);
  await expect(pages.getByRole('link', { name: NEW_TITLE, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^${NEW_TITLE} · `));
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
