// Takes docs/screenshot.png from the built site: a short opening against the computer, with a
// piece selected so its legal destinations show.   node tests/e2e/screenshot.mjs [out.png]
import path from 'node:path';
import { startSite, openPage, squareCentre, ROOT } from './harness.mjs';

const out = process.argv[2] || path.join(ROOT, 'docs', 'screenshot.png');
const site = await startSite();
try {
  const { page } = await openPage(site, '?movetime=800');
  const play = async (from, to) => {
    const n = await page.locator('#moves li').count();
    for (const sq of [from, to]) {
      const p = await squareCentre(page, sq);
      await page.mouse.click(p.x, p.y);
    }
    await page.waitForFunction((n) => document.body.dataset.engine === 'ready'
      && document.querySelectorAll('#moves li').length > n, n, { timeout: 60000 });
  };
  await play('e2', 'e4');
  await play('g1', 'f3');
  const b1 = await squareCentre(page, 'f1');
  await page.mouse.click(b1.x, b1.y);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await site.close();
}
