// Notifications as members and admins meet them, on a server of their own (playwright.config.ts):
// Ada applies and the list's admins hear of it; the admin accepts her and Ada's open page hears of
// it live; opening the dropdown clears the badge; ten unseen show "9+"; a notification of a type
// this build does not know shows nothing and is logged; a broadcast reaches each member of the
// chosen list once and nobody else.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ListMembersReply, Notification, NotificationsPage } from '@tessera/schemas';
import { accounts, names } from './support/accounts.ts';
import { apiLogin } from './support/api.ts';
import { signIn } from './support/sign-in.ts';

test.describe.configure({ mode: 'serial' });

const bell = (page: Page, name: 'Notifications' | 'Admin notifications') => page.getByRole('button', { name: new RegExp(`^${name}(,|$)`) });
const badge = (page: Page, list: 'system' | 'admin') => page.getByTestId(`notification-badge-${list}`);

async function call<T>(request: APIRequestContext, jwt: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> {
  const reply = await request.fetch(`/api/v1${path}`, { method, headers: { authorization: `Bearer ${jwt}` }, ...(data && { data }) });
  expect(reply.status(), `${method} ${path}: ${await reply.text()}`).toBe(200);
  return (await reply.json()) as T;
}

test('Ada applying tells the list\'s admins; accepting her tells Ada live; opening the dropdown clears the badge', async ({ browser }) => {
  test.setTimeout(180_000);
  const adaContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const ada = await adaContext.newPage();
    await signIn(ada, accounts.ada);
    const admin = await adminContext.newPage();
    await signIn(admin, accounts.admin);
    await expect(bell(admin, 'Admin notifications')).toBeVisible();
    await expect(badge(admin, 'admin')).toHaveCount(0);

    await ada.goto('/app/join/membership');
    const panel = ada.locator('.apply-to-list[data-list-key="welding-taster"]');
    await panel.getByLabel('What would you like to make?').fill('A lantern bracket');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByText('Your application is waiting for a decision.', { exact: true })).toBeVisible();

    // The admin's open page hears of it: the admin badge, then the item in the dropdown.
    await expect(badge(admin, 'admin')).toHaveText('1');
    await bell(admin, 'Admin notifications').click();
    const item = admin.getByRole('menuitem', { name: new RegExp(`${names.ada} applied to Welding taster \\(six places\\)`) });
    await expect(item).toBeVisible();
    await expect(badge(admin, 'admin')).toHaveCount(0);
    await item.click();
    await expect(admin.getByRole('heading', { level: 1, name: names.ada })).toBeVisible();
    await admin.getByLabel('Message to the member (optional)').fill('Boots with steel toes, please.');
    await admin.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(admin.getByText('Request changed to Accepted', { exact: true })).toBeVisible();

    // Ada's page, never reloaded: the badge, then the notification with the admin's message.
    await expect(badge(ada, 'system')).toHaveText('1');
    await bell(ada, 'Notifications').click();
    const accepted = ada.getByRole('menuitem', { name: /You were accepted into Welding taster \(six places\)/ });
    await expect(accepted).toBeVisible();
    await expect(accepted).toContainText('Boots with steel toes, please.');
    await expect(badge(ada, 'system')).toHaveCount(0);
    await ada.keyboard.press('Escape');
    await ada.reload();
    await expect(bell(ada, 'Notifications')).toBeVisible();
    await expect(ada.getByRole('heading', { level: 1 })).toBeVisible();
    // Seen is kept: after a reload the badge stays clear.
    await expect.poll(async () => (await ada.evaluate(() => document.querySelector('[data-testid="notification-badge-system"]')?.textContent ?? ''))).toBe('');
  } finally {
    await adaContext.close();
    await adminContext.close();
  }
});

test('ten unseen notifications show "9+"; one of a type the app does not know shows nothing and is logged as an error', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const adminJwt = await apiLogin(request, accounts.admin);
  const { id: listId } = await call<{ id: number }>(request, adminJwt, 'PUT', '/userLists', { userList: { label: 'Lantern testers', type: 'group' } });
  const graceJwt = await apiLogin(request, accounts.grace);
  const graceId = (await call<{ accountId: number }>(request, graceJwt, 'GET', '/user')).accountId;
  await call(request, adminJwt, 'POST', `/userLists/${listId}/users`, { accounts: [graceId] });

  const context = await browser.newContext();
  try {
    const grace = await context.newPage();
    const errors: string[] = [];
    grace.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // A notification of a type this build does not know, among the real ones of the first page.
    await grace.route(/\/api\/v1\/profile\/notifications\/system\/0/, async (route) => {
      const reply = await route.fetch();
      const page = (await reply.json()) as NotificationsPage;
      const unknown: Notification = { ...page.items[0]!, id: 999999, type: 'weeklyDigest', typeId: 99, message: 'Never shown' };
      await route.fulfill({ response: reply, json: { ...page, items: [unknown, ...page.items] } });
    });
    await signIn(grace, accounts.grace);
    await expect(bell(grace, 'Notifications')).toBeVisible();
    for (let index = 1; index <= 10; index += 1) {
      await call(request, adminJwt, 'POST', '/notifications/broadcast', { listIds: [listId], message: `Lantern test ${index}` });
    }
    await expect(badge(grace, 'system')).toHaveText('9+');
    // Grace reads the site in French: the count is in the button's name.
    await expect(grace.getByRole('button', { name: 'Notifications, 10 non vues' })).toBeVisible();

    await bell(grace, 'Notifications').click();
    await expect(grace.getByRole('menuitem', { name: /Lantern test 10/ })).toBeVisible();
    await expect(grace.locator('[data-notification-id]')).toHaveCount(10);
    await expect(grace.locator('[data-notification-id="999999"]')).toHaveCount(0);
    await expect(grace.getByText('Never shown')).toHaveCount(0);
    expect(errors.some((text) => text.includes('Unknown notification type weeklyDigest (typeId 99)'))).toBe(true);
    await expect(badge(grace, 'system')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a broadcast from an admin reaches each member of the chosen list once, and nobody else', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const adminJwt = await apiLogin(request, accounts.admin);
  const { userLists } = await call<{ userLists: Array<{ id: number; label: string }> }>(request, adminJwt, 'GET', '/userLists');
  const crew = userLists.find((list) => list.label === 'Boat restoration crew')!;
  const { users: members } = await call<ListMembersReply>(request, adminJwt, 'GET', `/userLists/${crew.id}/users`);
  const crewIds = new Set(members.filter((member) => member.state === 'accepted').map((member) => member.accountId));
  expect(crewIds.size).toBeGreaterThan(3);

  const context = await browser.newContext();
  const message = 'The hull is dry: varnishing starts Saturday at nine.';
  try {
    const admin = await context.newPage();
    await signIn(admin, accounts.admin);
    await admin.goto('/app/admin/broadcasts');
    await expect(admin.getByRole('heading', { level: 1, name: 'Broadcasts' })).toBeVisible();
    await admin.getByLabel('Boat restoration crew').check();
    await expect(admin.getByText(`Recipients: ${crewIds.size}`, { exact: true })).toBeVisible();
    await admin.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
    await admin.getByRole('button', { name: 'Send' }).click();
    await expect(admin.getByText(`Broadcast sent. Recipients: ${crewIds.size}`, { exact: true })).toBeVisible();

    await admin.getByRole('link', { name: 'Notification history' }).click();
    const entry = admin.locator('[data-broadcast-id]').filter({ hasText: message });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(`Sent by ${names.admin}`);
    await expect(entry).toContainText('Boat restoration crew');
    await expect(entry).toContainText(`Recipients: ${crewIds.size}`);
  } finally {
    await context.close();
  }

  // Every account of the demo site: the crew's members hold it once, everyone else not at all.
  const site = JSON.parse(readFileSync(new URL('../../sites/demo/site.json', import.meta.url), 'utf8')) as { accounts: Array<{ email: string }> };
  for (const { email } of site.accounts) {
    const jwt = await apiLogin(request, email);
    const { accountId } = await call<{ accountId: number }>(request, jwt, 'GET', '/user');
    const { items } = await call<NotificationsPage>(request, jwt, 'GET', '/profile/notifications/system/0?limit=50');
    const copies = items.filter((item) => item.message === message).length;
    expect(copies, email).toBe(crewIds.has(accountId) ? 1 : 0);
  }
});
