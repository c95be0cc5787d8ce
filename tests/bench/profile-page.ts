// Another member's profile page, signed in, warm cache: from the click on a link to that member's
// profile (the demo's About → Team, "Morgan's member profile") until their profile is in view
// (their name in the profile header, no full-page loader). The link is followed once to warm the
// caches, then the member goes back and clicks it again, RUNS times.
import type { Browser, Page } from '@playwright/test';
import { openSignIn, submitAndWaitForPage } from './browser.ts';
import { below, type Figure } from './figures.ts';
import type { RunningServer } from './server.ts';

const RUNS = 7;
const TIMEOUT = 30_000;
const LINK = 'Morgan’s member profile';

/**
 * Taken in the page, on the system clock, so Playwright's polling adds nothing: the click (in the
 * capture phase, before the app sees it) and the first moment the profile's name shows with no
 * loader over it. Kept in sessionStorage, so a link that loaded a whole new document would still
 * be timed from its click.
 */
const TIMING = `
  const now = () => String(performance.timeOrigin + performance.now());
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href*="/member-profile/"]')) return;
    sessionStorage.setItem('bench.clickAt', now());
    sessionStorage.removeItem('bench.profileAt');
  }, true);
  new MutationObserver(() => {
    if (!sessionStorage.getItem('bench.clickAt') || sessionStorage.getItem('bench.profileAt')) return;
    if (document.getElementById('full-loader')) return;
    if (!document.querySelector('[data-testid="profile-name"]')?.textContent) return;
    sessionStorage.setItem('bench.profileAt', now());
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

async function clickToProfile(page: Page): Promise<number> {
  await page.getByRole('link', { name: LINK, exact: true }).click();
  await page.getByTestId('profile-name').waitFor({ state: 'visible', timeout: TIMEOUT });
  await page.waitForFunction(() => sessionStorage.getItem('bench.profileAt') !== null, undefined, { timeout: TIMEOUT });
  return page.evaluate(() => Number(sessionStorage.getItem('bench.profileAt')) - Number(sessionStorage.getItem('bench.clickAt')));
}

async function backToTeam(page: Page): Promise<void> {
  await page.goBack({ timeout: TIMEOUT });
  await page.getByRole('link', { name: LINK, exact: true }).waitFor({ state: 'visible', timeout: TIMEOUT });
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT }).catch(() => undefined);
}

/** Median of RUNS clicks after a warming one, as ada@demo.test. */
export async function profilePage(browser: Browser, server: RunningServer): Promise<Figure[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await openSignIn(page, server.baseUrl);
    await submitAndWaitForPage(page);
    await page.addInitScript(TIMING);
    await page.goto(`${server.baseUrl}/app/about/team`, { timeout: TIMEOUT });
    await page.getByRole('link', { name: LINK, exact: true }).waitFor({ state: 'visible', timeout: TIMEOUT });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT }).catch(() => undefined);
    await clickToProfile(page); // warms the caches
    await backToTeam(page);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      times.push(await clickToProfile(page));
      await backToTeam(page);
    }
    times.sort((a, b) => a - b);
    console.log(`  runs: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`);
    return [below(`Another member's profile in view after the click, warm (median of ${RUNS})`, Math.round(times[Math.floor(RUNS / 2)]!), 'ms', 300)];
  } finally {
    await context.close();
  }
}
