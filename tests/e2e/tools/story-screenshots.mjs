// Takes the screenshots of the story of a search for docs/ from the built site: the engine's
// own search of the Italian game to depth 8 (every iteration, its aspiration windows, what each
// idea of the search buys within the node budget) on a desktop window and on a phone (390 px
// wide), in English and Spanish, and tic-tac-toe's minimax with a transposition table.
//   node tests/e2e/tools/story-screenshots.mjs [out-dir=docs] [theme=light|dark]
import path from 'node:path';
import { startSite, ROOT } from '../harness.mjs';

const outDir = process.argv[2] || path.join(ROOT, 'docs');
const theme = process.argv[3] || 'light';
const ITALIAN = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
const site = await startSite();

/** Opens `query` at `viewport`, waits for every answer, and shoots `selector` (or the page). */
async function shoot(name, query, viewport, selector) {
  const page = await site.context.newPage();
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(site.base + query);
  await page.waitForSelector('body[data-teach="ready"]', { timeout: 60000 });
  const file = path.join(outDir, `${name}${theme === 'dark' ? '-dark' : ''}.png`);
  if (selector) await page.locator(selector).screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
  console.log(`wrote ${file}`);
  await page.close();
}

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

try {
  const story = `?mode=teach&depth=8&algorithm=poda&fen=${encodeURIComponent(ITALIAN)}`;
  await shoot('iterations', `${story}&lang=en`, desktop, '#teach-more');
  await shoot('iterations-es', `${story}&lang=es`, desktop, '#teach-more');
  await shoot('iterations-phone', `${story}&lang=en`, phone, '#iterations');
  await shoot('iterations-phone-es', `${story}&lang=es`, phone, '#iterations');
  await shoot('ladder-phone-es', `${story}&lang=es`, phone, '#ladder');
  await shoot('tictactoe-table', '?mode=tictactoe&algorithm=minimax-tt&lang=en', desktop, '.counters-box');
} finally {
  await site.close();
}
