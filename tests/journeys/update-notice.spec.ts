// Deploying a new build while a tab is open: the server restarts serving another build, the
// tab's live connection comes back and learns the new build id (CONNECTED_INSTANCE), the service
// worker finds the new version, and the update notice offers Reload, which runs the new build.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { en, text } from './support/i18n.ts';
import { notice } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';
import { buildRuntime, removeBuild, type RuntimeBuild } from './support/realtime-builds.ts';
import { startInstance, stopInstance, type Instance } from './support/realtime-servers.ts';

const port = Number(process.env.TESSERA_E2E_UPDATE_PORT ?? 3125);
test.use({ baseURL: `http://127.0.0.1:${port}` });

const run = randomBytes(4).toString('hex');
let buildA: RuntimeBuild | undefined;
let buildB: RuntimeBuild | undefined;
let server: Instance | undefined;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  [buildA, buildB] = await Promise.all([buildRuntime(`journey-${run}-a`), buildRuntime(`journey-${run}-b`)]);
});

test.afterAll(async () => {
  await stopInstance(server);
  removeBuild(buildA);
  removeBuild(buildB);
});

/** Stops the server and starts it again on the same port and data, serving `build`. */
async function deploy(build: RuntimeBuild): Promise<void> {
  const dataDir = server?.dataDir;
  await stopInstance(server, { keepData: true });
  server = await startInstance({ port, dataDir, env: { TESSERA_RUNTIME_DIR: build.dir } });
  const served = (await (await fetch(`${server.baseUrl}/app/build.json`)).json()) as { build: unknown };
  expect(served.build, 'the server serves the runtime in TESSERA_RUNTIME_DIR').toBe(build.buildId);
}

test('a new build deployed while the tab is open shows the update notice; Reload runs it', async ({ page }) => {
  test.setTimeout(60_000);
  const html = page.locator('html');
  await deploy(buildA!);
  await signIn(page, accounts.ada);
  await expect(html).toHaveAttribute('data-build', buildA!.buildId);
  // Build A's service worker starts after the first page and takes control of the tab.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 15_000 });

  await deploy(buildB!);

  const updateNotice = notice(page, text(en, 'errors.updateAvailable'));
  await expect(updateNotice).toBeVisible({ timeout: 20_000 });
  // Its Reload button included (contrast): checked once the notice has finished sliding in.
  await page.waitForTimeout(400);
  await expectNoSeriousA11yViolations(page, 'the update notice');
  await expect(html, 'the tab keeps running build A until the member reloads').toHaveAttribute('data-build', buildA!.buildId);
  await page.getByRole('button', { name: text(en, 'errors.reload'), exact: true }).click();

  await expect(html).toHaveAttribute('data-build', buildB!.buildId, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(updateNotice).toHaveCount(0);
});
