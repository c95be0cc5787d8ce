// Private chat between two members, each in a browser of their own: Ada starts a chat with Grace
// from her profile and sends a message with bold text and a link; Grace's header badge goes to 1
// and the message shows in her open chat list without a reload; Grace opens it (the badge clears)
// and replies; Ada sees the reply live; Ada's list sorts by name and by date; scrolling up Grace's
// conversation loads older messages 10 at a time. The older messages and Ada's other two
// conversations are seeded through the API first; every run starts with nothing unread for Grace,
// so a retry on the same server passes too.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ChatsReply, User } from '@tessera/schemas';
import { accounts, names } from './support/accounts.ts';
import { apiLogin } from './support/api.ts';
import { en, productTexts, text, type Texts } from './support/i18n.ts';
import { liveConnection } from './support/live-connection.ts';
import { signIn } from './support/sign-in.ts';

/** Older messages seeded between Ada and Grace: enough that two more pages of 10 are full. */
const SEEDED = 35;

async function apiCall<T>(request: APIRequestContext, jwt: string, method: 'GET' | 'PUT', path: string, data?: object): Promise<T> {
  const reply = await request.fetch(`/api/v1${path}`, { method, headers: { authorization: `Bearer ${jwt}` }, ...(data && { data }) });
  expect(reply.status(), `${method} ${path}: ${await reply.text()}`).toBe(200);
  return (await reply.json()) as T;
}

const send = (request: APIRequestContext, jwt: string, to: number, message: string) =>
  apiCall(request, jwt, 'PUT', `/chat/private/${to}`, { targetId: to, message, type: 'text' });

/** Grace reads the site in French (her profile's language), Ada in English. */
const fr = productTexts('fr');

const chatButton = (page: Page, texts: Texts) => page.getByRole('banner').getByRole('button', { name: new RegExp(`^${text(texts, 'chat.control.label')}`) });
const chatList = (page: Page, texts: Texts) => page.getByRole('navigation', { name: text(texts, 'chat.list.label') });
const history = (page: Page) => page.getByTestId('chat-history');

test('Ada and Grace chat live: badge, formatting, reply, sorting, older pages', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const [ada, grace, admin, editor] = await Promise.all([
    apiLogin(request, accounts.ada), apiLogin(request, accounts.grace), apiLogin(request, accounts.admin), apiLogin(request, accounts.editor),
  ]);
  const idOf = async (jwt: string) => (await apiCall<User>(request, jwt, 'GET', '/user')).accountId;
  const [adaId, graceId] = await Promise.all([idOf(ada), idOf(grace)]);

  // Older history for Grace to scroll through, and two more conversations for Ada's list: Morgan
  // (admin) wrote before Priya (editor), so by date Priya comes before Morgan and by name after.
  for (let i = 1; i <= SEEDED; i++) await send(request, i % 2 ? grace : ada, i % 2 ? adaId : graceId, `<p>Earlier note ${i}</p>`);
  await send(request, admin, adaId, '<p>Welcome aboard, Ada.</p>');
  await send(request, editor, adaId, '<p>See you at the workshop.</p>');
  for (const chat of (await apiCall<ChatsReply>(request, grace, 'GET', '/chat/private')).chats) {
    await apiCall(request, grace, 'GET', `/communications/${chat.id}/markAsRead`);
  }

  const adaContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const graceContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const adaPage = await adaContext.newPage();
    const gracePage = await graceContext.newPage();

    // Grace signs in and opens her chat list from the header's dropdown; nothing is unread.
    const graceLive = liveConnection(gracePage);
    await signIn(gracePage, accounts.grace);
    await graceLive;
    await expect(chatButton(gracePage, fr)).toHaveAccessibleName(text(fr, 'chat.control.label'));
    await chatButton(gracePage, fr).click();
    await gracePage.getByRole('menuitem', { name: text(fr, 'chat.control.all') }).click();
    await expect(gracePage).toHaveURL(/\/app\/chat\/$/);
    await expect(chatList(gracePage, fr).getByRole('link', { name: new RegExp(names.ada) })).toBeVisible();

    // Ada opens Grace's profile and starts a chat from its Message button.
    await signIn(adaPage, accounts.ada);
    const adaLive = liveConnection(adaPage);
    await adaPage.goto(`/app/community/member-profile/${graceId}`);
    await adaLive;
    await adaPage.getByRole('link', { name: text(en, 'chat.message') }).click();
    await expect(adaPage).toHaveURL(new RegExp(`/app/chat/${graceId}$`));
    const field = adaPage.getByRole('textbox', { name: text(en, 'chat.composer.label', { name: names.grace }) });
    const bold = adaPage.getByRole('button', { name: text(en, 'chat.composer.bold') });
    await field.click();
    await bold.click();
    await adaPage.keyboard.type('Hello');
    await bold.click();
    await adaPage.keyboard.type(' Grace, the plans: ');
    await adaPage.getByRole('button', { name: text(en, 'chat.composer.link') }).click();
    await adaPage.getByLabel(text(en, 'chat.composer.linkAddress')).fill('example.org/plans');
    await adaPage.getByRole('button', { name: text(en, 'chat.composer.addLink') }).click();
    await field.press('Enter');
    const sent = history(adaPage).getByRole('listitem').last();
    await expect(sent.locator('b')).toHaveText('Hello');
    await expect(field).toHaveText('');

    // Grace's badge goes to 1 and the message shows in her open list, without a reload.
    await expect(chatButton(gracePage, fr)).toHaveAccessibleName(text(fr, 'chat.control.unread', { count: '1' }));
    await expect(gracePage.getByTestId('chat-badge')).toHaveText('1');
    const fromAda = chatList(gracePage, fr).getByRole('link', { name: new RegExp(names.ada) });
    await expect(fromAda).toContainText('Hello Grace, the plans: https://example.org/plans');

    // Grace opens it: the formatting and the link are there, and the badge clears.
    await fromAda.click();
    const received = history(gracePage).getByRole('listitem').last();
    await expect(received.locator('b')).toHaveText('Hello');
    const link = received.getByRole('link', { name: 'https://example.org/plans' });
    await expect(link).toHaveAttribute('href', 'https://example.org/plans');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(gracePage.getByTestId('chat-badge')).toHaveCount(0);
    await expect(chatButton(gracePage, fr)).toHaveAccessibleName(text(fr, 'chat.control.label'));

    // Grace replies with Enter; Ada sees the reply live.
    await gracePage.getByRole('textbox', { name: text(fr, 'chat.composer.label', { name: names.ada }) }).click();
    await gracePage.keyboard.type('Thanks, Ada!');
    await gracePage.keyboard.press('Enter');
    await expect(history(adaPage).getByRole('listitem').last()).toContainText('Thanks, Ada!');

    // Ada's list by date (latest first), by name, and by date again.
    const order = () => chatList(adaPage, en).getByRole('listitem').locator('.chat-list__name').allTextContents();
    await expect.poll(order).toEqual([names.grace, names.editor, names.admin]);
    await chatList(adaPage, en).getByRole('button', { name: text(en, 'chat.sort.name') }).click();
    await expect.poll(order).toEqual([names.grace, names.admin, names.editor]);
    await chatList(adaPage, en).getByRole('button', { name: text(en, 'chat.sort.date') }).click();
    await expect.poll(order).toEqual([names.grace, names.editor, names.admin]);

    // Scrolling up Grace's conversation loads the older messages 10 at a time, keeping her place.
    const messages = history(gracePage).getByRole('listitem');
    const shown = await messages.count();
    expect(shown).toBeGreaterThanOrEqual(10);
    for (const expected of [shown + 10, shown + 20]) {
      const firstBefore = messages.first();
      const firstId = await firstBefore.getAttribute('data-message-id');
      await history(gracePage).evaluate((box) => box.scrollTo({ top: 0 }));
      await expect(messages).toHaveCount(expected);
      // The message that was at the top is still in view: the new page went in above it.
      await expect(history(gracePage).locator(`[data-message-id="${firstId}"]`)).toBeInViewport();
    }
  } finally {
    await adaContext.close();
    await graceContext.close();
  }
});
