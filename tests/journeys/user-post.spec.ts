// A user post with pictures (issue 15): on Community → Member stories, Ada picks seven photos for
// the show-and-tell feed; seven are one too many, said in place with the limit before anything is
// sent; she picks six, publishes, and her post shows the six pictures.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { accounts } from './support/accounts.ts';
import { signIn } from './support/sign-in.ts';

/** Seven photos of different colours, as a phone's gallery would hand them over. */
const photos = () => Promise.all(Array.from({ length: 7 }, async (_, i) => ({
  name: `lantern-${i + 1}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40 + i * 30, g: 120, b: 200 - i * 25 } } }).png().toBuffer(),
})));

test('Ada publishes a post with six pictures; seven are refused in place', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.ada);
  await page.goto('/app/community/member-stories');
  const feed = page.locator('[data-block-type="userPost"]');
  await expect(feed.getByRole('heading', { name: 'Show and tell' })).toBeVisible();
  const title = `Lanterns for the harbour ${Date.now()}`;
  await feed.getByLabel('Title').fill(title);
  await feed.getByLabel('Text').fill('Six of the solar lanterns we finished on Saturday.');

  const pick = async (files: Awaited<ReturnType<typeof photos>>) => {
    const chooser = page.waitForEvent('filechooser');
    await feed.getByText('Add files').click();
    await (await chooser).setFiles(files);
  };
  const media = feed.getByRole('group', { name: /Media/ });
  const all = await photos();
  await pick(all);
  await expect(feed.getByRole('alert')).toHaveText('At most 6 media items may be added.');
  await expect(media.getByRole('listitem')).toHaveCount(0);

  await pick(all.slice(0, 6));
  await expect(media.getByRole('listitem')).toHaveCount(6);
  await expect(feed.getByRole('alert')).toHaveCount(0);
  await expect(feed.getByText('Add files')).toHaveAttribute('aria-disabled', 'true');
  await feed.getByRole('button', { name: 'Publish' }).click();

  const post = feed.getByRole('article').filter({ hasText: title });
  await expect(post.getByRole('img')).toHaveCount(6);
  // Each picture is there, not a broken image.
  for (const image of await post.getByRole('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});
