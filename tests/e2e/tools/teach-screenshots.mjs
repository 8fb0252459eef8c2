// Takes the teaching view's screenshots for docs/ from the built site: teach mode in the
// middle of a walk-through, the course's example tree, tic-tac-toe after a move and the mouse
// and the cats after two moves, each on a desktop window and on a phone (390 px wide), whole
// pages; and the example tree walked to its end in the dark theme (the window only).
//   node tests/e2e/tools/teach-screenshots.mjs [out-dir=docs]
import path from 'node:path';
import { startSite, ROOT } from '../harness.mjs';

const outDir = process.argv[2] || path.join(ROOT, 'docs');
const ITALIAN = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';
const site = await startSite();

async function shoot(name, query, viewport, prepare, { fullPage = true, colorScheme = 'light' } = {}) {
  const page = await site.context.newPage();
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme });
  await page.goto(site.base + query);
  await page.waitForSelector('body[data-teach="ready"]', { timeout: 60000 });
  await prepare?.(page);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(`wrote ${file}`);
  await page.close();
}

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** Home, then `n` steps forward: a classroom walk-through in progress. */
const steps = (n) => async (page) => {
  await page.keyboard.press('Home');
  for (let i = 0; i < n; i++) await page.keyboard.press('ArrowRight');
};

try {
  const teach = `?mode=teach&depth=3&algorithm=alphabeta&lang=en&fen=${encodeURIComponent(ITALIAN)}`;
  await shoot('teach', teach, desktop, steps(9));
  await shoot('teach-phone', teach.replace('lang=en', 'lang=es'), phone, steps(9));
  await shoot('tree', '?mode=tree&lang=en', desktop, steps(14));
  await shoot('tree-phone', '?mode=tree&lang=es', phone, steps(14));
  const end = async (page) => page.keyboard.press('End');
  await shoot('tree-dark', '?mode=tree&lang=en', { width: 1280, height: 800 }, end, { fullPage: false, colorScheme: 'dark' });
  const ttt = async (page) => {
    const box = await page.locator('#board').boundingBox();
    await page.mouse.click(box.x + box.width * 0.17, box.y + box.height * 0.17);
    await page.waitForFunction(() => (document.body.dataset.board || '').includes('o'), null, { timeout: 20000 });
    await page.waitForSelector('body[data-teach="ready"]');
  };
  await shoot('tictactoe', '?mode=tictactoe&lang=en', desktop, ttt);
  await shoot('tictactoe-phone', '?mode=tictactoe&lang=es', phone, ttt);
  /** The mouse steps e1-d2, then d2-c3 (or any free square), the cats answering each time. */
  const mouse = async (page) => {
    for (const square of ['d2', 'c3']) {
      const box = await page.locator('#board').boundingBox();
      const [file, row] = [square.charCodeAt(0) - 97, Number(square[1]) - 1];
      await page.mouse.click(box.x + ((file + 0.5) * box.width) / 8, box.y + ((7.5 - row) * box.height) / 8);
      await page.waitForSelector('body[data-teach="ready"]', { timeout: 60000 });
    }
    await steps(12)(page);
  };
  await shoot('mouse', '?mode=mouse&lang=en', desktop, mouse);
  await shoot('mouse-phone', '?mode=mouse&lang=es', phone, mouse);
} finally {
  await site.close();
}
