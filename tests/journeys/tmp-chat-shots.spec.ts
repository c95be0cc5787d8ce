import { test } from '@playwright/test';
import { signIn } from './support/sign-in.ts';

const lang = process.env.SHOT_LANG ?? 'en';
for (const width of [1280, 375]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`chat ${width} ${scheme}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: width > 400 ? 800 : 740 }, colorScheme: scheme, locale: lang });
      const page = await context.newPage();
      await signIn(page, 'ada@demo.test');
      if (lang !== 'en') {
        await page.evaluate(async (language) => {
          const jwt = localStorage.getItem('jwt') ?? '';
          void jwt;
          void language;
        }, lang);
      }
      await page.goto('/app/chat/');
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/chatgen/shots/${lang}-${width}-${scheme}-list.png` });
      await page.goto('/app/chat/4');
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/chatgen/shots/${lang}-${width}-${scheme}-conv.png` });
      await page.getByTestId('chat-control').click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/chatgen/shots/${lang}-${width}-${scheme}-dropdown.png` });
      await page.getByRole('menuitem', { name: /Open the conversation with/ }).first().click().catch(() => {});
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/chatgen/shots/${lang}-${width}-${scheme}-modal.png` });
      await context.close();
    });
  }
}
