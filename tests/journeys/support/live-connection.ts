// Waiting for a page's live connection, so that a change made next reaches it as an event rather
// than through the catch-up after connecting.
import type { Page } from '@playwright/test';

/** Resolves once the page's live connection is up: the server greeted it with CONNECTED_INSTANCE. Call before the page loads the app. */
export async function liveConnection(page: Page): Promise<void> {
  const socket = await page.waitForEvent('websocket', { timeout: 20_000 });
  await socket.waitForEvent('framereceived', { predicate: ({ payload }) => String(payload).includes('"CONNECTED_INSTANCE"'), timeout: 10_000 });
}
