// Takes the play page's screenshots for docs/ from the built site: a game with the engine
// thinking (engine panel, evaluation bar, drawn arrows, the player cards) as the window shows
// it, on desktops of 1280 × 800 and 1920 × 1080 and on a phone (390 × 844, on the clock: the
// first screen, as a player sees it), in light and dark, English and Spanish, and the review of
// a short game with its graph and marked moves beside the board.
//   node tests/e2e/tools/play-screenshots.mjs [out-dir=docs]
import path from 'node:path';
import { startSite, squareCentre, ROOT } from '../harness.mjs';

const outDir = process.argv[2] || path.join(ROOT, 'docs');
const site = await startSite();
const ITALIAN = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ *';
// Légal's mate: two Black blunders for the review to find.
const LEGAL = '1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0';

async function open(query, viewport, scheme = 'light') {
  const page = await site.context.newPage();
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(site.base + query);
  await page.waitForSelector('body[data-engine="ready"], body[data-engine="thinking"]', { timeout: 60000 });
  return page;
}

async function arrow(page, from, to) {
  const a = await squareCentre(page, from);
  const b = await squareCentre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
}

async function thinking(name, lang, viewport, { scheme = 'light', clock = '', board = '', pieces = '' } = {}) {
  const time = clock ? `&clock=${encodeURIComponent(clock)}` : '&movetime=30000';
  const page = await open(`?lang=${lang}&book=0&level=17${time}&pgn=${encodeURIComponent(ITALIAN)}`, viewport, scheme);
  if (board) await page.selectOption('#board-colours', board);
  if (pieces) await page.selectOption('#piece-set', pieces);
  await page.check('#eval-bar-toggle');
  // White answers the check; the computer thinks about its reply.
  await page.fill('#move-input', 'Bd2');
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => /\d+ · [+-]?\d/.test(document.getElementById('engine').textContent), null, { timeout: 60000 });
  await page.waitForTimeout(2500);
  await arrow(page, 'd4', 'd5');
  await arrow(page, 'e4', 'e5');
  // Typing in the move box scrolled a phone's page down to it: back to the top.
  await page.evaluate(() => { document.activeElement?.blur(); window.scrollTo(0, 0); });
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
  await page.close();
}

try {
  const [laptop, wide, phone] = [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }, { width: 390, height: 844 }];
  await thinking('play', 'en', laptop);
  await thinking('play-light', 'es', wide, { clock: '5+3' });
  await thinking('play-dark', 'es', laptop, { scheme: 'dark', clock: '5+3' });
  await thinking('play-wide-dark', 'en', wide, { scheme: 'dark', clock: '5+3', board: 'blue' });
  // A phone's first screen: the board, both clocks and the last moves, without scrolling.
  await thinking('play-phone', 'es', phone, { clock: '5+3' });
  await thinking('play-phone-dark', 'en', phone, { scheme: 'dark', clock: '5+3', board: 'green', pieces: 'shaded' });
  const page = await open(`?lang=en&book=0&pgn=${encodeURIComponent(LEGAL)}`, laptop);
  await page.click('#banner-analyse');
  await page.waitForFunction(() => document.body.dataset.review === 'done', null, { timeout: 120000 });
  await page.locator('#moves button[data-ply="8"]').click();
  if (await page.isVisible('#banner-close')) await page.click('#banner-close');
  const file = path.join(outDir, 'review.png');
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
  await page.close();
} finally {
  await site.close();
}
