// Moving things the way a person does in edit mode: dragging with the mouse, or with the keyboard
// as a screen-reader user would, listening to dnd-kit's announcements. (Touch: touch.ts.)
import { expect, type Locator, type Page } from '@playwright/test';

/** Drags `from` onto `to` with the mouse, in small steps, as a person would. */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('Nothing to drag or nowhere to drop');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.move(end.x + end.width / 2 + 1, end.y + end.height / 2, { steps: 2 });
  await page.mouse.up();
}

/**
 * Moves the item behind `handle` one place back with the keyboard, as a screen-reader user would:
 * picks it up, waits to hear it picked up, moves it over `target`, waits to hear that, drops it.
 */
export async function moveBackByKeyboard(page: Page, handle: Locator, target: string): Promise<void> {
  const heard = (text: RegExp) => expect(page.locator('[id^="DndLiveRegion"]', { hasText: text })).toBeAttached();
  await handle.focus();
  await page.keyboard.press('Space');
  await heard(/Picked up|is over/);
  await page.keyboard.press('ArrowLeft');
  await heard(new RegExp(`is over ${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`));
  await page.keyboard.press('Space');
  await heard(/was dropped on/);
}
