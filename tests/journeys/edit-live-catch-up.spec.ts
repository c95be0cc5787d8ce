// A member's live connection drops; while it is down, an admin renames the page the member has
// open. No event can tell the member's browser, so when the connection comes back, the server's
// structure revision (CONNECTED_INSTANCE) differs from the one the browser holds, and the browser
// fetches the structure and the open page again: the new name shows without a reload. Runs on the
// editing server, since it changes the site.
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, getStructure } from './support/api.ts';
import { pageTitle, subBar } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Puts the page's live connection (socket.io's websocket) through the test: `down()` closes it,
 * and the browser's attempts to connect again hang, as they do while the network is away, until
 * `up()`; `state.greetings` counts the CONNECTED_INSTANCE events received (one per connection).
 */
async function controlLiveConnection(page: Page) {
  let restored: Promise<void> | null = null;
  let restore = () => {};
  let open: WebSocketRoute | null = null;
  const state = { greetings: 0 };
  await page.routeWebSocket(/\/socket\.io\//, async (socket) => {
    await restored;
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (String(message).includes('"CONNECTED_INSTANCE"')) state.greetings += 1;
      socket.send(message);
    });
    open = socket;
  });
  // socket.io's long-polling fallback, likewise.
  await page.route(/\/socket\.io\/.*transport=polling/, async (route) => {
    await restored;
    await route.fallback();
  });
  return {
    state,
    async down() {
      restored = new Promise((resolve) => (restore = resolve));
      await open?.close();
      open = null;
    },
    up() {
      restore();
      restored = null;
    },
  };
}

test('a page renamed while the live connection was down shows once it is back, without reloading', async ({ page, request }) => {
  test.setTimeout(60_000);
  const live = await controlLiveConnection(page);
  await signIn(page, accounts.ada);
  await expect.poll(() => live.state.greetings, { timeout: 20_000 }).toBe(1);

  const adminJwt = await apiLogin(request, accounts.admin);
  const [, , moduleSlug, pageSlug] = new URL(page.url()).pathname.split('/');
  const module = (await getStructure(request, adminJwt)).modules.find((candidate) => candidate.slug === moduleSlug);
  const summary = module?.children.find((candidate) => candidate.slug === pageSlug);
  if (!module || !summary) throw new Error(`No page in the structure for ${page.url()}`);
  await expect(pageTitle(page)).toHaveText(summary.name);
  // Survives only as long as the document: a reload would lose it.
  await page.evaluate(() => { (window as { notReloaded?: boolean }).notReloaded = true; });

  await live.down();
  const newName = `${summary.name} (renamed while offline)`;
  const rename = (name: string) =>
    request.post(`/api/v1/structure/page/${summary.id}/property`, { headers: { authorization: `Bearer ${adminJwt}` }, data: { key: 'name', value: name } });
  expect((await rename(newName)).status()).toBe(200);
  try {
    // Nothing could tell the browser: the old name stays while the connection is down.
    await page.waitForTimeout(1000);
    await expect(pageTitle(page)).toHaveText(summary.name);

    live.up();
    // socket.io retries with a back-off of up to 5 s.
    await expect.poll(() => live.state.greetings, { timeout: 20_000 }).toBe(2);
    await Promise.all([
      expect(subBar(page, module.name).getByRole('link', { name: newName, exact: true })).toBeVisible({ timeout: 5000 }),
      expect(pageTitle(page)).toHaveText(newName, { timeout: 5000 }),
    ]);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    expect((await rename(summary.name)).status()).toBe(200);
  }
});
