// Takes the play page's and the teaching view's screenshots in each browser engine (Chromium,
// Firefox, WebKit), through the same WebDriver sessions as journeys.test.mjs: desktop and phone,
// English and Spanish, light and dark (the page's own theme menu). They are for looking at, not
// for comparing pixels: what differs between engines (a menu that wraps, a font that is wider)
// shows there first.
//   node tests/e2e/tools/browser-screenshots.mjs [out-dir=target/browser-screenshots] [engine …]
// SHOTS=<regular expression> takes only the screenshots whose file name matches it, for example
//   SHOTS='play-phone-es' node tests/e2e/tools/browser-screenshots.mjs target/shots firefox
import fs from 'node:fs';
import path from 'node:path';
import { serveSite, ROOT } from '../harness.mjs';
import { launchDriver, BROWSERS } from '../webdriver.mjs';

const outDir = process.argv[2] || path.join(ROOT, 'target', 'browser-screenshots');
const engines = process.argv.length > 3 ? process.argv.slice(3) : BROWSERS;
for (const engine of engines) {
  if (!BROWSERS.includes(engine)) throw new Error(`unknown engine ${engine}: one of ${BROWSERS.join(', ')}`);
}
fs.mkdirSync(outDir, { recursive: true });
const only = process.env.SHOTS ? new RegExp(process.env.SHOTS) : null;
// A screenshot that fails (a browser too slow to answer on a busy machine) is reported and the
// others are still taken; the run then ends with a failure.
const failed = [];

const PGN = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *';
const VIEWPORTS = { desktop: { width: 1200, height: 800 }, phone: { width: 390, height: 844 } };
const SHOTS = [
  { name: 'play', query: `?book=0&pgn=${encodeURIComponent(PGN)}`, ready: 'body[data-engine="ready"]' },
  { name: 'teach', query: '?mode=teach', ready: 'body[data-teach="ready"]' },
];

const site = await serveSite();
try {
  for (const engine of engines) {
    const driver = await launchDriver(engine);
    try {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        for (const lang of ['en', 'es']) {
          for (const scheme of ['light', 'dark']) {
            for (const shot of SHOTS) {
              const file = path.join(outDir, `${engine}-${shot.name}-${size}-${lang}-${scheme}.png`);
              if (only && !only.test(path.basename(file))) continue;
              const page = await driver.newPage({ viewport });
              try {
                await page.goto(`${site.base}${shot.query}&lang=${lang}`);
                await page.waitForFunction((sel) => !!document.querySelector(sel), shot.ready, { timeout: 60000 });
                // The theme as the page's menu sets it (a click on the menu would scroll a phone's
                // page down to it); then two frames for its colours and the board redrawn in them.
                await page.evaluate((scheme) => new Promise((done) => {
                  const menu = document.getElementById('theme');
                  menu.value = scheme;
                  menu.dispatchEvent(new Event('change', { bubbles: true }));
                  requestAnimationFrame(() => requestAnimationFrame(done));
                }), scheme);
                await page.screenshot({ path: file });
                console.log(file);
              } catch (err) {
                failed.push(path.basename(file));
                console.error(`${path.basename(file)}: ${err.message}`);
              } finally {
                await page.close();
              }
            }
          }
        }
      }
    } finally {
      await driver.close();
    }
  }
} finally {
  await site.close();
}
if (failed.length) {
  console.error(`not taken: ${failed.join(', ')}`);
  process.exitCode = 1;
}
