// Ada's picture (issue 12): chosen from the user menu, uploaded, its focal point placed and saved,
// then shown in the header; an image over the 5 MB limit is refused before it is sent, with the
// limit and its size in the message, and her avatar stays as it was.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { FileInfo, User } from '@tessera/schemas';
import { accounts, names } from './support/accounts.ts';
import { apiLogin } from './support/api.ts';
import { signIn } from './support/sign-in.ts';

// Both change or read Ada's one avatar: one after the other.
test.describe.configure({ mode: 'serial' });

const userMenuButton = (page: Page) => page.locator('.app-header').getByRole('button', { name: names.ada });

async function openPictureDialog(page: Page) {
  await signIn(page, accounts.ada);
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Change picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your picture' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function avatarOf(request: APIRequestContext, jwt: string): Promise<number | null | undefined> {
  const reply = await request.get('/api/v1/user', { headers: { authorization: `Bearer ${jwt}` } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as User).profile.data.profile.avatarFileId;
}

test('Ada uploads a picture, places its focal point and sees it in the header', async ({ page, request }) => {
  const jwt = await apiLogin(request, accounts.ada);
  const before = await avatarOf(request, jwt);
  const png = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 190, g: 90, b: 40 } } }).png().toBuffer();

  const dialog = await openPictureDialog(page);
  await dialog.getByLabel('Choose an image').setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: png });
  const editor = page.getByRole('group', { name: 'Image editor' });
  await expect(editor).toBeVisible();
  // A new picture opens with the focal point being placed.
  await expect(editor.getByRole('button', { name: 'Select focal point' })).toHaveAttribute('aria-pressed', 'true');
  const marker = editor.getByRole('slider', { name: 'Focal point' });
  await marker.focus();
  await marker.press('Shift+ArrowRight');
  await marker.press('Shift+ArrowRight');
  await marker.press('Shift+ArrowUp');
  await expect(marker).toHaveAttribute('aria-valuetext', '70% across, 40% down');
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await expect(userMenuButton(page).locator('img')).toBeVisible();
  const after = await avatarOf(request, jwt);
  expect(after).toEqual(expect.any(Number));
  expect(after).not.toBe(before);
  const files = await request.post('/api/v1/files/getFiles', { headers: { authorization: `Bearer ${jwt}` }, data: { fileIds: [after] } });
  const [stored] = ((await files.json()) as { files: FileInfo[] }).files;
  expect(stored?.data?.focalPos).toEqual({ x: 70, y: 40 });
});

test('an image over 5 MB is refused with the limit and its size, and nothing is stored', async ({ page, request }) => {
  const jwt = await apiLogin(request, accounts.ada);
  const before = await avatarOf(request, jwt);
  const uploads: string[] = [];
  page.on('request', (sent) => { if (sent.url().includes('/files/upload')) uploads.push(sent.url()); });
  // 5.5 MB: a PNG signature then padding; the size alone is what is refused.
  const big = Buffer.alloc(5.5 * 1_048_576);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);

  const dialog = await openPictureDialog(page);
  await dialog.getByLabel('Choose an image').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(dialog.getByRole('alert')).toHaveText('The maximum file size of 5 MB is exceeded: huge.png is 5.5 MB.');
  await expect(page.getByRole('group', { name: 'Image editor' })).toHaveCount(0);

  expect(uploads).toEqual([]);
  expect(await avatarOf(request, jwt)).toBe(before);
});
