// Touch gestures as a phone makes them: Chromium's touch input (Input.dispatchTouchEvent), which
// fires the touch and pointer events (pointerType "touch") a finger does; the page's context must
// have hasTouch. Playwright itself only taps.
import { expect, type Locator, type Page } from '@playwright/test';

type Point = { x: number; y: number };

/** Where a finger would press `locator`, once it is on screen and settled (a live update may be re-rendering its list). */
async function centre(locator: Locator): Promise<Point> {
  let point: Point | undefined;
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded({ timeout: 1000 });
    const box = await locator.boundingBox({ timeout: 1000 });
    expect(box, `${String(locator)} on screen`).not.toBeNull();
    point = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
  }).toPass({ timeout: 10_000 });
  return point!;
}

/** Presses a finger on `from`, slides it in small steps onto `to`, holds a moment and lifts it. */
export async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await centre(from);
  const end = await centre(to);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point: Point) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(point.x), y: Math.round(point.y) }] });
  await touch('touchStart', start);
  const steps = 16;
  for (let step = 1; step <= steps; step += 1) {
    await touch('touchMove', { x: start.x + ((end.x - start.x) * step) / steps, y: start.y + ((end.y - start.y) * step) / steps });
  }
  await page.waitForTimeout(100); // the list settles under the finger before it lifts
  await touch('touchMove', { x: end.x, y: end.y + 1 });
  await touch('touchEnd', end);
  await cdp.detach();
}
