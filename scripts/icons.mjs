// Draws the PNG icons of the web app manifest from www/icons/icon.svg with Chromium (the same
// playwright-core and Chromium as the end-to-end tests):
//   node scripts/icons.mjs        → www/icons/icon-192.png and www/icons/icon-512.png
// Run it after changing the SVG; the PNGs are committed like the SVG.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../www/icons');
const svg = fs.readFileSync(path.join(DIR, 'icon.svg'));
const src = 'data:image/svg+xml;base64,' + svg.toString('base64');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<style>html,body{margin:0}img{display:block}</style><img width="${size}" height="${size}" src="${src}">`);
    await page.waitForFunction(() => document.images[0].complete);
    const file = path.join(DIR, `icon-${size}.png`);
    fs.writeFileSync(file, await page.screenshot({ type: 'png' }));
    console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
