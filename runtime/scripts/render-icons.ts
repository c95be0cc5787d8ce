// `npm run icons -w @tessera/runtime`: renders public/icon.svg into the PNG icons the web app
// manifest lists (192 and 512 pixels), with Debian's Chromium through Playwright, so the PNGs
// never drift from the SVG. Run it after changing the SVG and commit the results.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const SIZES = [192, 512];

const svg = await readFile(`${publicDir}icon.svg`, 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: `${publicDir}icon-${size}.png` });
    await page.close();
    console.log(`public/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
