// The content grid and the type scale, measured in the browser: the header's logo, the sub-bar's
// first page name, the page title and the footer's logo start at the same x at 1280 and 375 px;
// the page title is larger and heavier than the first heading inside the page.
import { expect, test, type Locator } from '@playwright/test';
import { accounts } from './support/accounts.ts';
import { apiLogin, defaultPage, getStructure, navModules, navPages } from './support/api.ts';
import { pageTitle, subBar } from './support/shell.ts';
import { signIn } from './support/sign-in.ts';

/** Where the text (not the box: a sub-bar link has padding) of an element starts. */
function textStart(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().left;
  });
}

async function boxStart(locator: Locator): Promise<number> {
  return (await locator.boundingBox())!.x;
}

for (const width of [1280, 375] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('header, sub-bar, page and footer share one content grid', async ({ page, request }) => {
      const home = navModules(await getStructure(request, await apiLogin(request, accounts.ada)))[0]!;
      await signIn(page, accounts.ada);
      await expect(page).toHaveURL(new RegExp(`/app/${home.slug}/${defaultPage(home).slug}`));

      const title = await boxStart(pageTitle(page));
      const firstPage = subBar(page, home.name).getByRole('link', { name: navPages(home)[0]!.name, exact: true });
      expect(Math.round(await textStart(firstPage)), 'sub-bar text vs page title').toBe(Math.round(title));
      if (width >= 768) {
        const logo = page.getByRole('banner').getByRole('link').first().locator('img');
        expect(Math.round(await boxStart(logo)), 'header logo vs page title').toBe(Math.round(title));
        const footerLogo = page.getByRole('contentinfo').locator('img').first();
        expect(Math.round(await boxStart(footerLogo)), 'footer logo vs page title').toBe(Math.round(title));
      } else {
        // The burger's glyph starts on the grid (its hit area reaches into the gutter).
        const glyph = page.getByRole('banner').getByRole('button').first().locator('svg');
        expect(Math.round(await boxStart(glyph)), 'burger glyph vs page title').toBe(Math.round(title));
      }
    });

    test('the page title leads: larger and heavier than the first heading in the page', async ({ page }) => {
      await signIn(page, accounts.ada);
      const style = (locator: Locator) => locator.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { size: parseFloat(computed.fontSize), weight: Number(computed.fontWeight) };
      });
      const h1 = await style(pageTitle(page));
      const h2 = await style(page.getByRole('main').getByRole('heading', { level: 2 }).first());
      expect(h1.size).toBeGreaterThanOrEqual(h2.size * 1.2);
      expect(h1.weight).toBeGreaterThan(h2.weight);
    });
  });
}
