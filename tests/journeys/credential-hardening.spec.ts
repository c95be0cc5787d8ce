// Issue 8 as a person meets it: a sign-in form planted on another site does not sign the browser
// in, guessing is stopped with a clear message, and a member can keep their presence to themselves.
import { expect, test } from '@playwright/test';
import type { Profile } from '@tessera/schemas';
import { accounts, DEMO_PASSWORD } from './support/accounts.ts';
import { apiLogin } from './support/api.ts';
import { en, productTexts, text, textPattern } from './support/i18n.ts';
import { openSignInPage, signIn, submitSignIn } from './support/sign-in.ts';

test('a sign-in form posted from another site does not sign the browser in', async ({ page, baseURL }) => {
  // Another site's page whose button posts the attacker's credentials to our sign-in page.
  await page.route('http://evil.test/**', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><title>Win a prize</title>
      <form method="post" action="${baseURL}/signin">
        <input type="hidden" name="email" value="${accounts.grace}">
        <input type="hidden" name="password" value="${DEMO_PASSWORD}">
        <input type="hidden" name="referrer" value="/app/">
        <button>Claim your prize</button>
      </form>`,
  }));
  await page.goto('http://evil.test/prize');
  await page.getByRole('button', { name: 'Claim your prize' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('alert')).toHaveText(text(en, 'signin.formRefused'));
  // The form shown instead works: signing in from it is the member's own choice.
  await submitSignIn(page, accounts.ada, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\//);
});

test('too many wrong passwords: the sign-in page says to wait, in words', async ({ page }) => {
  await openSignInPage(page);
  const guessed = 'someone-else@demo.test';
  for (let attempt = 0; attempt < 10; attempt++) {
    await submitSignIn(page, guessed, `guess-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText(text(en, 'signin.incorrect'));
  }
  await submitSignIn(page, guessed, 'one-more-guess');
  await expect(page.getByRole('alert')).toHaveText(textPattern(en, 'signin.tooManyAttempts'));
  await expect(page.getByRole('alert')).toContainText('15 min');
  await expect(page.getByLabel('Email')).toHaveValue(guessed);
});

test.describe('connectivity privacy', () => {
  test.afterEach(async ({ request }) => {
    const jwt = await apiLogin(request, accounts.grace);
    await request.post('/api/v1/profile/meta/privacy/connectivity', { headers: { authorization: `Bearer ${jwt}` }, data: { isConnectivityPrivate: false } });
  });

  test('a member hides when she is online from the settings screen, and others stop seeing it', async ({ page, request }) => {
    const fr = productTexts('fr'); // Grace's language
    const ada = await apiLogin(request, accounts.ada);
    const graceToken = await apiLogin(request, accounts.grace);
    const { accountId: graceId } = await (await request.get('/api/v1/user', { headers: { authorization: `Bearer ${graceToken}` } })).json() as { accountId: number };
    const graceAsAdaSees = async () => (await request.get(`/api/v1/profile/${graceId}`, { headers: { authorization: `Bearer ${ada}` } })).json() as Promise<Profile>;

    await signIn(page, accounts.grace);
    await page.goto('/app/settings');
    const shown = page.getByRole('switch', { name: text(fr, 'settings.showOnline'), exact: true });
    await expect(shown).toBeChecked();
    await expect.poll(async () => (await graceAsAdaSees()).online).toBe(true);

    await shown.click();
    await expect(page.getByText(text(fr, 'settings.saved'), { exact: true })).toBeVisible();
    await expect(shown).not.toBeChecked();
    expect(await graceAsAdaSees()).not.toHaveProperty('online');

    await page.reload();
    await expect(page.getByRole('switch', { name: text(fr, 'settings.showOnline'), exact: true })).not.toBeChecked();
  });
});
