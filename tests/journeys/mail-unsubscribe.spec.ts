// Issue 14: a member stops a kind of e-mail from the link at the foot of one, without signing in.
// The link is made as the server's mail worker makes it (same key, derived from the journeys'
// fixed token secret); opening it changes nothing until the member presses the button.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { decodeJwt } from 'jose';
import type { PreferencesReply } from '@tessera/schemas';
import { purposeKey } from '../../server/src/auth/purpose-key.ts';
import { UNSUBSCRIBE_KEY_PURPOSE, unsubscribeTokens, type UnsubscribeClaims } from '../../server/src/mail/unsubscribe/unsubscribe-token.ts';
import { testJwtSecret } from '../support/server-process.ts';
import { accounts } from './support/accounts.ts';
import { apiLogin } from './support/api.ts';
import { en, productTexts, text, textPattern } from './support/i18n.ts';

const tokens = unsubscribeTokens(purposeKey(new TextEncoder().encode(testJwtSecret), UNSUBSCRIBE_KEY_PURPOSE));
const fr = productTexts('fr');

async function linkFor(request: APIRequestContext, email: string, claims: Omit<UnsubscribeClaims, 'accountId'>): Promise<string> {
  const accountId = Number(decodeJwt(await apiLogin(request, email)).sub);
  return `/unsubscribe?token=${await tokens.sign({ accountId, ...claims })}`;
}

/** Whether the member gets the event by e-mail, as their notification settings say. */
async function byEmail(request: APIRequestContext, email: string, eventName: string): Promise<boolean | undefined> {
  const reply = await request.get('/api/v1/profile/notifications/userPreferences', { headers: { authorization: `Bearer ${await apiLogin(request, email)}` } });
  expect(reply.status()).toBe(200);
  const { preferences } = (await reply.json()) as PreferencesReply;
  return preferences.find((preference) => preference.eventName === eventName)?.active;
}

test('Grace unsubscribes from broadcast e-mails in French, from the link alone', async ({ page, request }) => {
  const link = await linkFor(request, accounts.grace, { preference: { eventName: 'broadcastNotificationToList', scope: 'user' }, language: 'fr' });
  expect(await byEmail(request, accounts.grace, 'broadcastNotificationToList')).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: text(fr, 'unsubscribe.confirmHeading') })).toBeVisible();
  // Opening the link changed nothing: a mail program checking it would not unsubscribe her.
  expect(await byEmail(request, accounts.grace, 'broadcastNotificationToList')).toBe(true);
  await page.getByRole('button', { name: text(fr, 'unsubscribe.confirm') }).click();
  await expect(page.getByRole('heading', { name: text(fr, 'unsubscribe.doneHeading') })).toBeVisible();
  await expect(page.getByRole('link', { name: textPattern(fr, 'unsubscribe.openSite') })).toHaveAttribute('href', '/app/');
  expect(await byEmail(request, accounts.grace, 'broadcastNotificationToList')).toBe(false);
});

test('an altered link says it does not work and offers to sign in', async ({ page, request }) => {
  const link = await linkFor(request, accounts.ada, { preference: { eventName: 'newApplication', scope: 'admin' }, language: 'en' });
  await page.goto(`${link.slice(0, -3)}abc`);
  await expect(page.getByRole('heading', { name: text(en, 'unsubscribe.invalidHeading') })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(text(en, 'unsubscribe.invalidBody'));
  await page.getByRole('link', { name: text(en, 'unsubscribe.signIn') }).click();
  await expect(page).toHaveURL(/\/signin\?referrer=/);
});
