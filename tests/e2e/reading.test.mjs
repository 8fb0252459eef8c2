// End-to-end tests of reading the teaching view right: the legend that says whose point of view
// the values are from and in what unit (English and Spanish), the badge of who is to move at
// each node of the outline, the notes on mates, zero-width windows and tic-tac-toe's wins, the
// horizon effect on the Italian game, and no prediction for the course's example tree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openPage } from './harness.mjs';

useSite();

const ITALIAN = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';
const BACK_RANK = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1';

async function openTeach(query) {
  const full = query + (query.includes('lang=') ? '' : '&lang=en');
  return openPage(site, full, { ready: 'body[data-teach="ready"]', timeout: 60000 });
}

const text = (page, selector) => page.textContent(selector);

/** Every outline row in view: its ply, its badge (text, data-to-move, title), its move. */
async function rows(page) {
  return page.$$eval('#tree-rows .tree-row', (rows) =>
    rows.map((r) => {
      const spans = [...r.children].filter((c) => !c.classList.contains('toggle'));
      const side = r.querySelector('.side');
      return {
        ply: Number(r.getAttribute('aria-level')) - 1,
        first: spans[0]?.className,
        badge: side?.textContent,
        toMove: side?.dataset.toMove,
        title: side?.title,
        move: r.querySelector('.move')?.textContent,
      };
    }),
  );
}

/** Steps forward until `#walk-notes` says `pattern` (at most `limit` steps); the step then. */
async function stepUntilNote(page, pattern, limit = 400) {
  await page.keyboard.press('Home');
  for (let i = 0; i < limit; i++) {
    if (pattern.test((await text(page, '#walk-notes')) || '')) return Number(await page.getAttribute('body', 'data-step'));
    await page.keyboard.press('ArrowRight');
  }
  return null;
}

test('the legend, the summary and the evaluation say the values are Black\'s, in centipawns, in English and Spanish', async () => {
  const query = `?mode=teach&depth=3&algorithm=alphabeta&fen=${encodeURIComponent(ITALIAN)}`;
  const { page, errors } = await openTeach(query);
  const legend = await text(page, '#values-legend');
  assert.match(legend, /^Values: centipawns \(100 = one pawn\), from Black's point of view: Black is MAX/);
  assert.match(await text(page, '#tree-summary'), /value 110 for Black \(MAX\)/);
  await page.waitForSelector('#eval-explain h4');
  const titles = await page.$$eval('#eval-explain h4', (h) => h.map((e) => e.textContent));
  assert.equal(titles.length, 2);
  for (const t of titles) assert.match(t, /: [+−]\d+ centipawns for Black \(MAX\)/);
  // The switch changes every line at once.
  await page.selectOption('#lang', 'es');
  assert.match(await text(page, '#values-legend'), /^Valores: centipeones \(100 = un peón\), desde el punto de vista de las negras: las negras son MAX/);
  assert.match(await text(page, '#tree-summary'), /valor 110 para las negras \(MAX\)/);
  assert.match(await text(page, '#eval-explain h4'), /centipeones para las negras \(MAX\)/);
  assert.deepEqual(errors, []);
  await page.close();

  // White to move: White is MAX. Abstract trees and tic-tac-toe count points.
  const white = await openTeach(`?mode=teach&depth=2&lang=es&fen=${encodeURIComponent(BACK_RANK)}`);
  assert.match(await text(white.page, '#values-legend'), /desde el punto de vista de las blancas: las blancas son MAX/);
  await white.page.close();
  const tree = await openTeach('?mode=tree');
  assert.match(await text(tree.page, '#values-legend'), /^Values: points, from MAX's point of view/);
  await tree.page.close();
  const ttt = await openTeach('?mode=tictactoe&board=x--/---/---&lang=es');
  assert.match(await text(ttt.page, '#values-legend'), /^Valores: puntos, desde el punto de vista de O: O es MAX .* 100 menos las medias jugadas/);
  assert.deepEqual([...white.errors, ...tree.errors, ...ttt.errors], []);
  await ttt.page.close();
});

test('each outline row starts with the badge of who is to move at that node, then the move that led there', async () => {
  const { page, errors } = await openTeach(`?mode=teach&depth=2&algorithm=alphabeta&fen=${encodeURIComponent(ITALIAN)}`);
  await page.click('#step-last');
  const all = await rows(page);
  assert.ok(all.length > 5, `${all.length} rows`);
  for (const r of all) {
    const max = r.ply % 2 === 0;
    assert.equal(r.first, `side ${max ? 'max' : 'min'}`, JSON.stringify(r));
    assert.equal(r.badge, max ? '▲ MAX' : '▽ MIN');
    assert.equal(r.toMove, max ? 'max' : 'min');
    // Black is MAX at the root: White is to move at the MIN nodes.
    assert.equal(r.title, max ? 'Black to move here: MAX' : 'White to move here: MIN');
    assert.match(r.move, r.ply === 0 ? /^root$/ : /^after \S+$/);
  }
  // In Spanish, and in an abstract tree, where a node's label is its own name.
  await page.selectOption('#lang', 'es');
  const es = await rows(page);
  assert.match(es[1].move, /^tras \S+$/);
  assert.equal(es[1].title, 'aquí mueven las blancas: MIN');
  await page.close();
  const tree = await openTeach('?mode=tree');
  await tree.page.click('#step-last');
  const named = await rows(tree.page);
  assert.deepEqual(named.slice(0, 4).map((r) => [r.badge, r.move]), [['▲ MAX', 'root'], ['▽ MIN', 'A'], ['▲ MAX', 'D'], ['▽ MIN', 'J']]);
  assert.deepEqual([...errors, ...tree.errors], []);
  await tree.page.close();
});

test('the horizon effect is pointed out on the Italian game at depth 3, and not where the line ends quietly', async () => {
  const query = `?mode=teach&depth=3&algorithm=alphabeta&fen=${encodeURIComponent(ITALIAN)}`;
  const { page, errors } = await openTeach(query);
  assert.match(await text(page, '#tree-summary'), /best line Qf6 Ng1 Qxf2\+/);
  assert.equal(await page.isVisible('#horizon-note'), true);
  assert.match(await text(page, '#horizon-note'), /^Horizon effect: the best line ends with the capture Qxf2\+ on ply 3.* the reply Kxf2/);
  await page.selectOption('#lang', 'es');
  assert.match(await text(page, '#horizon-note'), /^Efecto horizonte: .*Dxf2\+.* Rxf2/);
  // The engine's own search goes on with the captures: no note.
  await page.selectOption('#teach-algorithm', 'poda');
  await page.waitForSelector('#tree-summary[data-algorithm="poda"]');
  await page.waitForSelector('body[data-teach="ready"]');
  assert.equal(await page.isVisible('#horizon-note'), false);
  await page.close();
  // The starting position at depth 3: the best line ends in a quiet move.
  const start = await openTeach('?mode=teach&depth=3&algorithm=alphabeta');
  assert.equal(await start.page.isVisible('#horizon-note'), false);
  assert.deepEqual([...errors, ...start.errors], []);
  await start.page.close();
});

test('the course example tree has no prediction and says why; a chess position has three', async () => {
  const { page, errors } = await openTeach('?mode=tree');
  await page.waitForSelector('#predictions .no-prediction');
  assert.match(await text(page, '#predictions'), /^No prediction for this tree: .* from 1 to 3 moves \(1\.7 on average\)/);
  assert.equal(await page.locator('#chart .bar-row.predicted').count(), 0);
  assert.equal(await page.locator('#chart .bar-row.measured').count(), 2);
  await page.selectOption('#lang', 'es');
  assert.match(await text(page, '#predictions'), /^Sin predicción para este árbol: .* de 1 a 3 jugadas/);
  await page.close();
  const chess = await openTeach(`?mode=teach&depth=3&fen=${encodeURIComponent(ITALIAN)}`);
  assert.equal(await chess.page.locator('#chart .bar-row.predicted').count(), 3);
  assert.equal(await chess.page.locator('#predictions .no-prediction').count(), 0);
  // Tic-tac-toe to the end: games end at different depths.
  const ttt = await openTeach('?mode=tictactoe');
  assert.match(await text(ttt.page, '#predictions'), /every leaf at depth d = 9, but here games end sooner, the first after 5 plies\./);
  assert.deepEqual([...errors, ...chess.errors, ...ttt.errors], []);
  await chess.page.close();
  await ttt.page.close();
});

test('a mate score, a zero-width window and a tic-tac-toe win are explained under the step', async () => {
  const mate = await openTeach(`?mode=teach&depth=3&algorithm=alphabeta&fen=${encodeURIComponent(BACK_RANK)}`);
  await mate.page.click('#step-last');
  assert.match(await text(mate.page, '#walk-text'), /the root is worth #1/);
  assert.match(await text(mate.page, '#walk-notes'), /^#1 = mate in 1 for White \(MAX\): it mates with its first move/);
  await mate.page.close();
  // Poda's own search: principal variation search asks yes-or-no questions.
  const poda = await openTeach(`?mode=teach&depth=3&algorithm=poda&fen=${encodeURIComponent(ITALIAN)}`);
  const step = await stepUntilNote(poda.page, /zero-width window/);
  assert.ok(step !== null, 'a step in a zero-width window');
  const [, alpha, beta] = (await text(poda.page, '#walk-notes')).match(/α = (−?\d+), β = (−?\d+): a zero-width window/);
  const n = (s) => Number(s.replace('−', '-'));
  assert.equal(n(beta), n(alpha) + 1);
  await poda.page.close();
  // X wins with the next move: 99.
  const ttt = await openTeach('?mode=tictactoe&board=x-o/-xo/---');
  await ttt.page.click('#step-last');
  assert.match(await text(ttt.page, '#walk-notes'), /99 = a win for X \(MAX\) with the first ply from the root \(100 − 1\)/);
  assert.deepEqual([...mate.errors, ...poda.errors, ...ttt.errors], []);
  await ttt.page.close();
});
