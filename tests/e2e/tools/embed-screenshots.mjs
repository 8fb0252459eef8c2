// Takes the screenshots of Poda inside another page from the built site: the sample course page
// (embed-example.html, whole page), the compact teaching view (controls=0) in a frame of
// 480 × 480 in the middle of a walk, in English and Spanish, light and dark (a chess position,
// the course's tree, tic-tac-toe), and the practice page with its α and β boxes after a check.
//   node tests/e2e/tools/embed-screenshots.mjs [out-dir=docs]
import path from 'node:path';
import { startSite, ROOT } from '../harness.mjs';

const outDir = process.argv[2] || path.join(ROOT, 'docs');
const PHILIDOR = encodeURIComponent('4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1');
const HAND = encodeURIComponent('2 2 2 2 2 2 2 / 3 5 6 9 1 2 0 -1');
const site = await startSite();

async function open(query, viewport, scheme, ready) {
  const page = await site.context.newPage();
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(site.base + query);
  await page.waitForSelector(ready, { timeout: 60000 });
  return page;
}

async function save(page, name, options = {}) {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, ...options });
  console.log(`wrote ${file}`);
  await page.close();
}

/** The compact view at `query` in a 480 × 480 frame, after `clicks` on Next step and `cuts` on Next cut-off. */
async function compact(name, query, scheme, { clicks = 0, cuts = 0 } = {}) {
  const page = await open(`?controls=0&${query}`, { width: 480, height: 480 }, scheme, 'body[data-teach="ready"]');
  for (let i = 0; i < cuts; i++) await page.click('#step-next-cut');
  for (let i = 0; i < clicks; i++) await page.click('#step-forward');
  await page.waitForTimeout(200);
  await save(page, name);
}

try {
  const example = await open('embed-example.html', { width: 1100, height: 860 }, 'light', '#tree');
  await example.frameLocator('#tree').locator('body[data-teach="ready"]').waitFor({ timeout: 60000 });
  await example.frameLocator('#practice').locator('body[data-practice="ready"]').waitFor({ timeout: 60000 });
  await example.frameLocator('#tree').locator('#step-next-cut').click();
  await example.waitForTimeout(300);
  await save(example, 'embed-example', { fullPage: true });

  const teach = `mode=teach&depth=3&algorithm=alphabeta&fen=${PHILIDOR}`;
  await compact('embed-teach', `${teach}&lang=en`, 'light', { cuts: 1 });
  await compact('embed-teach-es-dark', `${teach}&lang=es`, 'dark', { cuts: 1 });
  await compact('embed-tree', 'mode=tree&lang=es', 'light', { clicks: 14 });
  await compact('embed-tree-en-dark', 'mode=tree&lang=en', 'dark', { cuts: 1 });
  await compact('embed-tictactoe', 'mode=tictactoe&lang=en&board=x-o%2F-x-%2F---', 'light', { cuts: 1 });

  // Practice with α and β: the answer right but B's α, which the check marks wrong.
  const practice = await open(`?mode=practice&tree=${HAND}&windows=1&lang=en`, { width: 1000, height: 860 }, 'light',
    'body[data-practice="ready"]');
  const values = { root: 5, 0: 5, '0.0': 5, 0.1: 6, 1: 2, '1.0': 2 };
  for (const [p, v] of Object.entries(values)) await practice.fill(`[data-value-of="${p}"]`, String(v));
  const windows = { root: ['-∞', '∞'], 0: ['-∞', '∞'], 1: ['3', '∞'], '0.0': ['-∞', '∞'], '0.1': ['-∞', '5'], '1.0': ['5', '∞'] };
  for (const [p, [a, b]] of Object.entries(windows)) {
    await practice.fill(`[data-alpha-of="${p}"]`, a);
    await practice.fill(`[data-beta-of="${p}"]`, b);
  }
  await practice.click('[data-node="0.1.1"]');
  await practice.click('[data-node="1.1"]');
  await practice.click('#check-answer');
  await save(practice, 'practice-windows', { fullPage: true });
} finally {
  await site.close();
}
