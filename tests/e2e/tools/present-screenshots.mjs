// Takes presentation's screenshots (present=1) from the built site, on a projector's 1280 × 720
// screen: the course's tree at a cut-off in English, light, and a chess position in Spanish,
// dark; minimax beside alpha-beta on the full page (compare=1) after the first cut-off; with
// QUIZ=1 also present-quiz.png, the tree with a question waiting (quiz=1).
//   node tests/e2e/tools/present-screenshots.mjs [out-dir=docs]
import path from 'node:path';
import { startSite, ROOT } from '../harness.mjs';

const outDir = process.argv[2] || path.join(ROOT, 'docs');
const PHILIDOR = encodeURIComponent('4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1');
const site = await startSite();

async function shot(name, query, scheme, keys) {
  const page = await site.context.newPage();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(site.base + query);
  await page.waitForSelector('body[data-teach="ready"]', { timeout: 60000 });
  for (const key of keys) await page.keyboard.press(key);
  await page.waitForTimeout(300);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
  await page.close();
}

try {
  await shot('present', '?mode=tree&present=1&lang=en', 'light', ['c', 'c']);
  await shot('present-es-dark', `?mode=teach&present=1&depth=2&algorithm=alphabeta&fen=${PHILIDOR}&lang=es`, 'dark', ['c']);
  await shot('compare', '?mode=tree&compare=1&lang=en', 'light', ['c', 'ArrowRight']);
  if (process.env.QUIZ) {
    await shot('present-quiz', '?mode=tree&present=1&quiz=1&lang=en', 'light', ['c', 'ArrowRight', 'ArrowRight']);
  }
} finally {
  await site.close();
}
