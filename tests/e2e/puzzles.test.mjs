// End-to-end tests of the puzzles made from the player's own games (?mode=puzzles,
// src/web/puzzles): Légal's trap played as Black and analysed gives a puzzle at 5…Bxd1; the
// game's move is refuted on the board, the right move solves it, the puzzle and its counts
// survive a reload, "Why?" opens the teaching view on its position; a corrupt save is dropped
// with a notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, squareCentre } from './harness.mjs';

useSite();

const LEGAL = '1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0';
/** The position before 5…Bxd1, Black to move. */
const BEFORE_BLUNDER = 'rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 5';

async function move(page, from, to, orientation) {
  for (const square of [from, to]) {
    const { x, y } = await squareCentre(page, square, orientation);
    await page.mouse.click(x, y);
  }
}

test("Légal's trap, analysed, becomes a puzzle: refuted, solved, kept, and explained", async () => {
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(site.base + `?lang=en&side=black&pgn=${encodeURIComponent(LEGAL)}`);
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 30000 });
  await page.click('#banner-analyse');
  await page.waitForFunction(() => document.body.dataset.review === 'done', null, { timeout: 90000 });
  const link = page.locator('#review-puzzles');
  await link.waitFor({ state: 'visible' });
  assert.match(await link.textContent(), /of your mistakes (is|are) now (a puzzle|puzzles)/);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('poda.puzzles')));
  const puzzle = kept.puzzles.find((p) => p.fen === BEFORE_BLUNDER);
  assert.ok(puzzle, `a puzzle at the blunder: ${JSON.stringify(kept.puzzles.map((p) => p.fen))}`);
  assert.equal(puzzle.played, 'g4d1');
  assert.ok(kept.puzzles.every((p) => p.fen.split(' ')[1] === 'b'), 'only the player\'s (Black\'s) mistakes');

  // The link opens the puzzles view; the puzzle at the blunder is chosen from the list.
  await link.click();
  await page.waitForSelector('body[data-mode="puzzles"][data-puzzles="solving"]', { timeout: 30000 });
  await page.click(`#puzzles-list button[data-puzzle="${BEFORE_BLUNDER}"]`);
  assert.equal(await page.getAttribute('#puzzles-panel', 'data-puzzle'), BEFORE_BLUNDER);
  assert.match(await page.textContent('#puzzles-status'), /Find a better move for Black\. In your game you played Bxd1\./);

  // The game's move again: failed, and the engine's refutation is played and named.
  await move(page, 'g4', 'd1', 'black');
  await page.waitForFunction(() => /answers it/.test(document.getElementById('puzzles-status').textContent), null, { timeout: 30000 });
  assert.equal(await page.getAttribute('body', 'data-puzzles'), 'failed');
  assert.match(await page.textContent('#puzzles-status'), /^Bxd1 is the move of your game: Bxf7\+ answers it\./);
  assert.match(await page.textContent('#puzzles-counts'), /0 solved · 1 failed · 0 retried/);

  // Try again: the engine's move solves it.
  await page.click('#puzzles-retry');
  assert.equal(await page.getAttribute('body', 'data-puzzles'), 'solving');
  await move(page, puzzle.best.slice(0, 2), puzzle.best.slice(2, 4), 'black');
  await page.waitForSelector('body[data-puzzles="solved"]');
  assert.match(await page.textContent('#puzzles-status'), /^Solved!/);
  assert.match(await page.textContent('#puzzles-counts'), /1 solved · 1 failed · 1 retried/);

  // Kept across a reload, with what was counted on it.
  await page.reload();
  await page.waitForSelector('body[data-mode="puzzles"][data-puzzles]', { timeout: 30000 });
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('poda.puzzles')));
  const again = after.puzzles.find((p) => p.fen === BEFORE_BLUNDER);
  assert.deepEqual([again.solved, again.failed], [1, 1]);
  assert.equal(await page.locator(`#puzzles-list button[data-puzzle="${BEFORE_BLUNDER}"]`).count(), 1);

  // "Why?": the teaching view's search tree of the puzzle's position.
  await page.click(`#puzzles-list button[data-puzzle="${BEFORE_BLUNDER}"]`);
  const href = await page.getAttribute('#puzzles-why', 'href');
  assert.equal(new URL(href, site.base).searchParams.get('fen'), BEFORE_BLUNDER);
  await page.click('#puzzles-why');
  await page.waitForSelector('body[data-mode="teach"]', { timeout: 30000 });
  assert.equal(new URL(page.url()).searchParams.get('mode'), 'teach');
  assert.equal(new URL(page.url()).searchParams.get('fen'), BEFORE_BLUNDER);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a corrupt save of the puzzles is dropped with a notice, in Spanish too; none kept says how to make some', async () => {
  const page = await site.context.newPage();
  await page.goto(site.base + '?mode=puzzles&lang=es');
  await page.waitForSelector('body[data-puzzles="empty"]', { timeout: 30000 });
  assert.equal(await page.isVisible('#puzzles-empty'), true);
  assert.match(await page.textContent('#puzzles-empty'), /Analizar partida/);
  assert.equal(await page.isHidden('#puzzles-notice'), true);
  await page.evaluate(() => localStorage.setItem('poda.puzzles', '{"v":1,"puzzles":[{"fen":3}]}'));
  await page.reload();
  await page.waitForSelector('body[data-puzzles="empty"]', { timeout: 30000 });
  assert.match(await page.textContent('#puzzles-notice'), /No se pudieron leer los problemas guardados/);
  assert.equal(await page.evaluate(() => localStorage.getItem('poda.puzzles')), null, 'dropped, so said once');
  await page.close();
});
