// Losing the connection: the shell says the app is offline (errors.noInternet) and takes it back
// when the connection returns.
import { expect, test } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { en, text } from './support/i18n.ts';
import { signIn } from './support/sign-in.ts';

test('going offline shows the offline banner, coming back hides it', async ({ page, context }) => {
  await signIn(page, accounts.ada);
  const banner = page.getByRole('status').filter({ hasText: text(en, 'errors.noInternet') });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});
