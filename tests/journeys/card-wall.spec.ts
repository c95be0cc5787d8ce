// Posts on a card wall (issue 15): Ada posts a card (a title over the limit is refused in place),
// Grace sees it arrive without reloading, answers it, reacts and mentions Ada (picked from the
// suggestions as she types @Ad); Ada's card shows the reaction and the score live, and Ada is told
// of the reply, the reaction and the mention.
// Grace reads the site in French (her profile's language), so her side speaks French.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { NotificationsPage } from '@tessera/schemas';
import { accounts } from './support/accounts.ts';
import { apiLogin } from './support/api.ts';
import { signIn } from './support/sign-in.ts';

const NOTICEBOARD = '/app/community/noticeboard';

/**
 * A member signed in, on the noticeboard, its live connection up and following the card wall's
 * block (the page joins it when it shows; a card posted before that would not reach it live).
 */
async function onNoticeboard(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  // Listening from the moment the page's socket opens, so the frame cannot slip by unseen.
  const followed = new Promise<void>((resolve, reject) => {
    page.once('websocket', (socket) => {
      socket.waitForEvent('framesent', { predicate: ({ payload }) => String(payload).includes('"block:subscribe"'), timeout: 30_000 }).then(() => resolve(), reject);
    });
  });
  await page.goto(NOTICEBOARD);
  await expect(page.locator('[data-block-type="cardWall"]').getByRole('heading', { level: 2 })).toBeVisible();
  await followed;
  // The server joins the room once it has checked the block (one query): give it that moment.
  await page.waitForTimeout(500);
  return page;
}

test('a card posted by Ada reaches Grace live; her reply, reaction and mention reach Ada', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const ada = await onNoticeboard(browser, accounts.ada);
  const grace = await onNoticeboard(browser, accounts.grace);
  const adaWall = ada.locator('[data-block-type="cardWall"]');
  const graceWall = grace.locator('[data-block-type="cardWall"]');

  // Over the limit: said in place, with the limit, and nothing can be sent.
  await adaWall.getByLabel('Title').fill('T'.repeat(101));
  await expect(adaWall.getByText('The title may have at most 100 characters.')).toBeVisible();
  await expect(adaWall.getByRole('button', { name: 'Add card' })).toBeDisabled();

  const title = `Spare bike parts ${Date.now()} `.padEnd(100, '.');
  await adaWall.getByLabel('Title').fill(title);
  await expect(adaWall.getByText('100 / 100 characters')).toBeVisible();
  await adaWall.getByLabel('Text').fill('Two wheels and a saddle, free to a good home.');
  await adaWall.getByRole('button', { name: 'Add card' }).click();
  await expect(adaWall.getByRole('article', { name: title })).toBeVisible();

  // Grace sees it without reloading, answers and reacts.
  const graceCard = graceWall.getByRole('article', { name: title });
  await expect(graceCard).toBeVisible();
  await graceCard.getByRole('button', { name: 'Répondre' }).click();
  await graceCard.getByLabel('Votre réponse').fill('I could use the saddle!');
  await graceCard.getByRole('button', { name: 'Répondre' }).click();
  await expect(graceCard.getByRole('paragraph').filter({ hasText: 'I could use the saddle!' })).toBeVisible();
  await graceCard.getByRole('button', { name: 'Réagir avec 👍' }).first().click();

  // Ada's card shows Grace's reaction, the score and the reply count, live.
  const adaCard = adaWall.getByRole('article', { name: title });
  await expect(adaCard.getByText('Score 1')).toBeVisible();
  await expect(adaCard.getByRole('button', { name: /👍: 1/ })).toBeVisible();
  await expect(adaCard.getByRole('button', { name: 'Replies (1)' })).toBeVisible();

  // Grace mentions Ada in a comment: typing @Ad offers Ada, whom she picks with the keyboard.
  await graceCard.getByRole('button', { name: 'Répondre' }).first().click();
  const replyBox = graceCard.getByLabel('Votre réponse');
  await replyBox.pressSequentially('Thanks @Ad');
  const suggestions = graceCard.getByRole('listbox', { name: 'Membres à mentionner' });
  const adaSuggested = suggestions.getByRole('option', { name: 'Ada Lovelace' });
  await expect(adaSuggested).toBeVisible();
  await expect(replyBox).toHaveAttribute('aria-activedescendant', (await adaSuggested.getAttribute('id'))!);
  await replyBox.press('Enter');
  await expect(suggestions).toBeHidden();
  await expect(replyBox).toHaveValue('Thanks @Ada Lovelace ');
  await replyBox.pressSequentially('I will come by on Saturday.');
  await graceCard.getByRole('button', { name: 'Répondre' }).last().click();
  await expect(graceCard.getByRole('paragraph').filter({ hasText: 'Thanks @Ada Lovelace I will come by on Saturday.' })).toBeVisible();

  // Ada is told of the reply, the reaction and the mention.
  const jwt = await apiLogin(request, accounts.ada);
  await expect.poll(async () => {
    const reply = await request.get('/api/v1/profile/notifications/system/0', { headers: { authorization: `Bearer ${jwt}` } });
    const { items } = (await reply.json()) as NotificationsPage;
    return items.filter((item) => item.data.fromName === 'Grace Hopper').map((item) => item.type).sort();
  }).toEqual(expect.arrayContaining(['mention', 'newCommentReply', 'newReaction']));
});
