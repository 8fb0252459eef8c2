// Takes the practice page's screenshots for docs/ from the built site: a checked answer on a
// desktop window, and the printed exercise and solution sheets (print media emulated).
//   node tests/e2e/practice-screenshots.mjs [out-dir=docs] [--all: phone and dark views too]
import path from 'node:path';
import { startSite, ROOT } from './harness.mjs';

const outDir = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : path.join(ROOT, 'docs');
const all = process.argv.includes('--all');
const site = await startSite();
const QUERY = '?mode=practice&depth=3&branching=3&low=0&high=20&seed=2024';

async function shoot(name, query, { viewport = { width: 1280, height: 900 }, print = false, dark = false, prepare } = {}) {
  const page = await site.context.newPage();
  await page.setViewportSize(viewport);
  if (dark) await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(site.base + query);
  await page.waitForSelector('body[data-practice="ready"]', { timeout: 60000 });
  await page.waitForFunction(() => [...document.styleSheets].some((s) => (s.href || '').endsWith('practice.css')));
  await prepare?.(page);
  if (print) await page.emulateMedia({ media: 'print' });
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`wrote ${file}`);
  await page.close();
}

/** Half an answer: the first searched values, two marks (one wrong), then Check. */
async function answer(page) {
  const solution = await page.evaluate(() => document.querySelector('#practice-tree-text').value);
  void solution;
  const boxes = await page.$$('[data-value-of]');
  const values = ['10', '10', '16', '10'];
  for (let i = 0; i < values.length && i < boxes.length; i++) await boxes[i].fill(values[i]);
  const leaves = await page.$$('.pn[data-kind="leaf"] > [data-node]');
  await leaves[leaves.length - 1].click();
  await page.click('[data-node="2"]');
  await page.click('#check-answer');
}

try {
  await shoot('practice', `${QUERY}&lang=en`, { prepare: answer });
  await shoot('practice-sheet', `${QUERY}&lang=en`, { print: true, viewport: { width: 1000, height: 700 } });
  await shoot('practice-solution', `${QUERY}&lang=en`, {
    print: true,
    viewport: { width: 1000, height: 700 },
    prepare: (page) => page.click('#practice-sheet'),
  });
  if (all) {
    await shoot('practice-phone-es', `${QUERY}&lang=es`, { viewport: { width: 390, height: 844 }, prepare: answer });
    await shoot('practice-dark', `${QUERY}&lang=en`, { dark: true, prepare: answer });
    await shoot('practice-dark-phone', `${QUERY}&lang=es`, { dark: true, viewport: { width: 390, height: 844 } });
  }
} finally {
  await site.close();
}
