// Takes the practice page's screenshots for docs/ from the built site: a checked answer on a
// desktop window, the printed exercise and solution sheets, and a printed worksheet (print
// media emulated).
//   node tests/e2e/tools/practice-screenshots.mjs [out-dir=docs] [--all: phone and dark views too]
import path from 'node:path';
import { startSite, ROOT } from '../harness.mjs';

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

/** An answer with two mistakes, as a student might hand it in: the solution sheet's values and
 *  marks copied, one value off by one and one pruned subtree forgotten; then Check. */
async function answer(page) {
  await page.click('#practice-sheet');
  const values = await page.$$eval('[data-value-of]', (boxes) => boxes.map((b) => [b.dataset.valueOf, b.value]));
  const marks = await page.$$eval('[data-node][aria-pressed="true"]', (nodes) => nodes.map((n) => n.dataset.node));
  await page.click('#practice-sheet');
  for (const [i, [path, value]] of values.entries()) {
    if (value !== '') await page.fill(`[data-value-of="${path}"]`, i === 1 ? String(Number(value) + 1) : value);
  }
  for (const path of marks.slice(0, -1)) await page.click(`[data-node="${path}"]`);
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
  // A worksheet printed, at an A4 page's width (its first page and the key under it).
  await shoot('practice-worksheet', `${QUERY}&lang=en`, {
    print: true,
    viewport: { width: 794, height: 1123 },
    prepare: (page) => page.click('#practice-worksheet'),
  });
  if (all) {
    await shoot('practice-phone-es', `${QUERY}&lang=es`, { viewport: { width: 390, height: 844 }, prepare: answer });
    await shoot('practice-dark', `${QUERY}&lang=en`, { dark: true, prepare: answer });
    await shoot('practice-dark-phone', `${QUERY}&lang=es`, { dark: true, viewport: { width: 390, height: 844 } });
  }
} finally {
  await site.close();
}
