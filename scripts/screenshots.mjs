#!/usr/bin/env node
// `node scripts/screenshots.mjs [--url http://localhost:3000] [--out dir] [--phone] /path ...`: signs in as
// the demo administrator on a running Klubhus (`pnpm start`) and takes a full-page screenshot of each path
// at 1440×900 (and at 390×844 with --phone, choosing "Fortsæt i browseren" first), in Debian's Chromium.
// AREAS.md point 12: open the pictures and look before an area is called done. A path may name buttons to press
// after it has loaded, each after a '>': `"/activities>Eksportér til kalender"` pictures that dialog (the window, not
// the whole page, since a dialog covers the window).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const valueOf = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const base = valueOf('--url', 'http://localhost:3000');
const out = resolve(valueOf('--out', 'screenshots'));
const phone = args.includes('--phone') && Boolean(args.splice(args.indexOf('--phone'), 1));
const paths = args.length > 0 ? args : ['/overview'];
const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  ...(phone ? [{ name: 'phone', width: 390, height: 844 }] : []),
];
const demo = { email: 'demo@klubhus.dk', password: 'klubhus-demo' };

ensureChromium();
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    await page.goto(`${base}/login`);
    await page.locator('input[type="email"]').fill(demo.email);
    await page.locator('input[type="password"]').fill(demo.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // On a phone the shell first offers the apps; the screenshots are of the browser's pages.
    const goOn = page.getByRole('button', { name: 'Fortsæt i browseren' });
    if (size.name === 'phone') await goOn.click();
    for (const shot of paths) {
      const [path = '/', ...presses] = shot.split('>');
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      for (const name of presses) {
        await page.getByRole('button', { name, exact: true }).last().click();
        await page.getByRole('dialog').last().waitFor();
        await page.waitForLoadState('networkidle');
      }
      const name = shot.replace(/^\//, '').replace(/[/?&=>\s]+/g, '_') || 'root';
      const file = join(out, `${name}--${size.name}.png`);
      await page.screenshot({ path: file, fullPage: presses.length === 0 });
      const wide = await page.evaluate(() => globalThis.document.documentElement.scrollWidth);
      console.log(`${file}${wide > size.width ? `  (page scrolls sideways: ${wide}px wide)` : ''}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
