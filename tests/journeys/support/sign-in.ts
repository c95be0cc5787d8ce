// Signing in the way a person does: open the app, get sent to the sign-in page, type the email
// and password into the labelled fields, press the button, and come back to the app.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

/** Opens /app/ and follows the redirect to the sign-in page. */
export async function openSignInPage(page: Page): Promise<void> {
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/signin(\?|$)/);
}

export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits until a page of the app shows its title. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await openSignInPage(page);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/app\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The one-time secret is traded and removed from the address.
  await expect(page).not.toHaveURL(/[?&]s=/);
}
