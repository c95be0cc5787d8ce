// Two server processes sharing one PostgreSQL database and one Redis: a member's browser on
// instance B sees a page renamed through instance A's API, in the sub-bar and the page title,
// within 2 s and without reloading. Runs when PostgreSQL and Redis answer on loopback.
import { expect, test, type Page } from '@playwright/test';
import type { Structure } from '@tessera/schemas';
import { accounts, DEMO_PASSWORD } from './support/accounts.ts';
import { pageTitle, subBar } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';
import { liveConnection } from './support/live-connection.ts';
import { createDatabase, dropDatabase, missingLoopbackServices, REDIS_URL } from './support/realtime-loopback.ts';
import { loginAt, startInstance, stopInstance, type Instance } from './support/realtime-servers.ts';

const portA = Number(process.env.TESSERA_E2E_LIVE_PORT_A ?? 3121);
const portB = Number(process.env.TESSERA_E2E_LIVE_PORT_B ?? 3122);
test.use({ baseURL: `http://127.0.0.1:${portB}` });

let missing: string | null = null;
let database: { name: string; url: string } | undefined;
let instanceA: Instance | undefined;
let instanceB: Instance | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  missing = await missingLoopbackServices();
  if (missing) {
    console.warn(`live-updates: skipped: ${missing}`);
    return;
  }
  database = await createDatabase();
  const env = { DATABASE_URL: database.url, REDIS_URL };
  // A seeds the empty database; B starts on the seeded one. They share a data directory, as
  // instances behind a load balancer share a volume for uploaded files.
  instanceA = await startInstance({ port: portA, env });
  instanceB = await startInstance({ port: portB, dataDir: instanceA.dataDir, env });
});

test.afterAll(async () => {
  await stopInstance(instanceB, { keepData: true });
  await stopInstance(instanceA);
  if (database) await dropDatabase(database.name);
});

/** The module and page the address shows (/app/<module>/<page>), found in the structure. */
function openPage(page: Page, structure: Structure) {
  const [, , moduleSlug, pageSlug] = new URL(page.url()).pathname.split('/');
  const module = structure.modules.find((candidate) => candidate.slug === moduleSlug);
  const summary = module?.children.find((candidate) => candidate.slug === pageSlug);
  if (!module || !summary) throw new Error(`No page in the structure for ${page.url()}`);
  return { module, summary };
}

test('a member on instance B sees a page renamed through instance A within 2 s, without reloading', async ({ page }) => {
  test.skip(missing !== null, `PostgreSQL or Redis is not on loopback: ${missing}`);
  const connected = liveConnection(page);
  await signIn(page, accounts.ada);
  await connected;

  const adminJwt = await loginAt(instanceA!, accounts.admin, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${adminJwt}`, 'content-type': 'application/json' };
  const structure = (await (await fetch(`${instanceA!.baseUrl}/api/v1/structure`, { headers })).json()) as Structure;
  const { module, summary } = openPage(page, structure);
  const newName = `${summary.name} (renamed)`;
  await expect(pageTitle(page)).toHaveText(summary.name);
  // Survives only as long as the document: a reload would lose it.
  await page.evaluate(() => { (window as { notReloaded?: boolean }).notReloaded = true; });

  const reply = await fetch(`${instanceA!.baseUrl}/api/v1/structure/page/${summary.id}/property`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ key: 'name', value: newName }),
  });
  expect(reply.status, `POST /structure/page/${summary.id}/property on instance A`).toBe(200);

  await Promise.all([
    expect(subBar(page, module.name).getByRole('link', { name: newName, exact: true })).toBeVisible({ timeout: 2000 }),
    expect(pageTitle(page)).toHaveText(newName, { timeout: 2000 }),
  ]);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
