// Abuse reports and moderation (issue 15): Grace (who reads the site in French) reports Ada's
// comment in the noticeboard's discussion with the Report button; the admin finds it in the
// report list, opens it, deletes it with a reason; the comment disappears from Grace's open page
// without a reload, Ada is told why (her notifications), and the report's history (the audit log) shows the action.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Communication } from '@tessera/schemas';
import { accounts, names } from './support/accounts.ts';
import { apiLogin } from './support/api.ts';
import { liveConnection } from './support/live-connection.ts';
import { signIn } from './support/sign-in.ts';

const NOTICEBOARD = '/app/community/noticeboard';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const connected = liveConnection(page);
  await signIn(page, email);
  await connected;
  return page;
}

test('a member reports a comment; the admin deletes it with a reason; it goes live for the member and its author is told why', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const grace = await signedInPage(browser, accounts.grace);
  await grace.goto(NOTICEBOARD);
  const talk = grace.locator('[data-block-type="discussion"]');
  await expect(talk.getByRole('heading', { level: 2 })).toBeVisible();
  const talkId = Number(await talk.getAttribute('data-block-id'));

  // Grace's question and Ada's comment under it, written through the API (the posting itself is the card wall journey's).
  const stamp = Date.now();
  const write = async (email: string, comment: object) => {
    const jwt = await apiLogin(request, email);
    const reply = await request.put(`/api/v1/structure/block/${talkId}/comment`, { headers: { authorization: `Bearer ${jwt}` }, data: { comment } });
    expect(reply.status()).toBe(200);
    return (await reply.json()) as Communication;
  };
  const question = await write(accounts.grace, { message: `<p>Who has a spare soldering iron? ${stamp}</p>` });
  const spam = `Cheap watches at example.test ${stamp}`;
  await write(accounts.ada, { message: `<p>${spam}</p>`, parentId: question.id });
  // Read again, so the page shows them whether or not it had joined the block's room yet.
  await grace.reload();

  // Grace opens the replies and reports Ada's comment, as a person would.
  const thread = talk.locator(`article[data-post-id="${question.id}"]`);
  await expect(thread).toBeVisible();
  await thread.getByRole('button', { name: 'Réponses (1)' }).click();
  const comment = thread.getByRole('article', { name: names.ada });
  await expect(comment.getByText(spam)).toBeVisible();
  await comment.getByRole('button', { name: 'Signaler' }).click();
  const dialog = grace.getByRole('dialog', { name: `Signaler le commentaire de ${names.ada}` });
  await dialog.getByRole('radio', { name: 'Spam ou publicité' }).check();
  await dialog.getByLabel('Quelque chose à ajouter ? (facultatif)').fill('Une publicité');
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByText('Merci. Les modérateurs l\'examineront.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // The admin finds it in the report list and deletes it with a reason.
  const admin = await signedInPage(browser, accounts.admin);
  await admin.goto('/app/admin');
  await admin.getByRole('link', { name: 'Abuse reports' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Abuse reports' })).toBeVisible();
  const row = admin.locator('.report-abuse__row').filter({ hasText: spam });
  await expect(row).toContainText(`Comment by ${names.ada}`);
  await expect(row).toContainText('Reports: 1');
  await expect(row).toContainText('Spam or advertising');
  await row.getByRole('link', { name: spam }).click();
  await expect(admin.getByText(spam)).toBeVisible();
  await expect(admin.getByText('Une publicité')).toBeVisible();
  const reason = 'Advertising is not allowed on the noticeboard.';
  await admin.getByLabel('Reason (the author is told)').fill(reason);
  await admin.getByRole('button', { name: 'Delete for everyone' }).click();
  await expect(admin.getByText('Deleted. The author has been told why.').first()).toBeVisible();

  // The history is the audit log's: who did what, when, and why.
  const history = admin.getByRole('list', { name: 'What moderators did' });
  await expect(history.locator('li[data-action="deleted"]')).toContainText(names.admin);
  await expect(history.locator('li[data-action="deleted"]')).toContainText(reason);

  // Grace's page, never reloaded, no longer shows the comment.
  await expect(thread.getByText(spam)).toHaveCount(0);

  // Ada is told why, in her notifications.
  const ada = await signedInPage(browser, accounts.ada);
  await ada.locator('button[data-notification-list="system"]').click();
  const told = ada.getByRole('menuitem').filter({ hasText: 'Moderators removed your post' });
  await expect(told).toContainText(reason);
});
