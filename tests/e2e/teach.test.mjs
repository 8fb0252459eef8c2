// End-to-end tests of the teaching view (?mode=teach, ?mode=tree, ?mode=tictactoe) on the built
// site, served under /poda/ and driven in headless Chromium. Node counts are checked against
// chess.js (perft), independently of Poda's own rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { site, useSite, openPage, watchMachine, longTasksSince, busyNote } from './harness.mjs';

useSite();

/** Opens `query` (in `lang` unless it names one), waiting for the first search to end. */
async function openTeach(query, { lang = 'en' } = {}) {
  const sep = query.includes('?') ? '&' : '?';
  const full = query + (query.includes('lang=') ? '' : `${sep}lang=${lang}`);
  return openPage(site, full, { ready: 'body[data-teach="ready"]', timeout: 60000 });
}

/** Waits until the recorded search and every count have arrived. */
async function waitDone(page, timeout = 60000) {
  await page.waitForSelector('body[data-teach="ready"]', { timeout });
}

async function counters(page) {
  return page.$$eval('#counter-rows tr[data-algorithm]', (rows) =>
    Object.fromEntries(
      rows.map((r) => [
        r.dataset.algorithm,
        { nodes: Number(r.dataset.nodes), leaves: Number(r.dataset.leaves), value: r.dataset.value },
      ]),
    ),
  );
}

async function summary(page) {
  return page.$eval('#tree-summary', (s) => ({
    value: s.dataset.value,
    leaves: s.dataset.leaves,
    pruned: s.dataset.pruned,
    cutoffs: s.dataset.cutoffs,
    text: s.textContent,
  }));
}

/**
 * Leaf count of `fen` to `depth`, by chess.js's own perft (its move generator without the SAN
 * and history of `moves()`/`move()`: a walk through those took minutes for depth 4 on a slow
 * machine, where this takes seconds).
 */
function perft(fen, depth) {
  return new Chess(fen).perft(depth);
}

const ITALIAN = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';

test('teach mode on a FEN draws the tree, counts every algorithm and carries the hooks', async () => {
  const { page, errors } = await openTeach(`?mode=teach&depth=3&algorithm=alphabeta&fen=${encodeURIComponent(ITALIAN)}`);
  assert.equal(await page.getAttribute('body', 'data-mode'), 'teach');
  const rows = await page.locator('#tree-rows .tree-row').count();
  assert.ok(rows > 3, `outline rows: ${rows}`);
  const c = await counters(page);
  assert.deepEqual(Object.keys(c).sort(), ['alphabeta', 'minimax', 'ordered', 'poda']);
  // Minimax evaluates every leaf: perft(3) when no game ends inside the horizon (none here).
  assert.equal(c.minimax.leaves, perft(ITALIAN, 3));
  assert.ok(c.alphabeta.nodes < c.minimax.nodes, JSON.stringify(c));
  assert.ok(c.ordered.nodes < c.alphabeta.nodes, JSON.stringify(c));
  assert.ok(c.poda.nodes > 0);
  assert.equal(c.alphabeta.value, c.minimax.value);
  assert.equal(c.ordered.value, c.minimax.value);
  const s = await summary(page);
  assert.equal(s.value, c.alphabeta.value);
  assert.equal(Number(s.leaves), c.alphabeta.leaves);
  assert.equal(Number(s.pruned), c.minimax.leaves - c.alphabeta.leaves);
  // The chart has a bar per algorithm and per prediction.
  assert.equal(await page.locator('#chart .bar-row').count(), 7);
  // The evaluation explained, term by term, with the course's material.
  assert.match(await page.textContent('#eval-explain'), /1\/3\/3\/5\/10/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('stepping through the search changes the board and the window', async () => {
  const { page, errors } = await openTeach(`?mode=teach&depth=2&algorithm=alphabeta&fen=${encodeURIComponent(ITALIAN)}`);
  const board = () => page.$eval('#board', (c) => c.toDataURL());
  // The walk opens at step 0: the board shows the root.
  assert.equal(await page.getAttribute('body', 'data-step'), '0');
  const atRoot = await board();
  await page.click('#step-first');
  assert.equal(await page.getAttribute('body', 'data-step'), '0');
  // Enter the root, then its first child: the board shows the position after that move.
  await page.click('#step-forward');
  assert.match(await page.textContent('#walk-text'), /α = −∞, β = \+∞/);
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getAttribute('body', 'data-step'), '2');
  const text2 = await page.textContent('#walk-text');
  assert.match(text2, /^Enter \S+ \(MIN\)/);
  const afterMove = await board();
  assert.notEqual(afterMove, atRoot);
  // Step through the first child's replies: the root's α is set once the child is left.
  for (let i = 0; i < 200; i++) {
    const t = await page.textContent('#walk-text');
    if (/^Leave .* Back at root \(MAX\): α = (?!−∞)/.test(t)) break;
    await page.keyboard.press('ArrowRight');
  }
  assert.match(await page.textContent('#walk-text'), /Back at root \(MAX\): α = -?−?\d+, β = \+∞/);
  assert.match(await page.textContent('#walk-path'), /root \(MAX\): α = /);
  // Jump to the principal variation: a node deep in the tree is selected, the board shows it.
  await page.click('#step-pv');
  assert.equal(await page.locator('#tree-rows .tree-row.selected').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the course example tree: value 6, nine leaves evaluated, five pruned, walked step by step', async () => {
  const { page, errors } = await openTeach('?mode=tree');
  await page.waitForSelector('#tree-summary[data-pruned]');
  let s = await summary(page);
  assert.deepEqual([s.value, s.leaves, s.pruned], ['6', '9', '5']);
  // Three cut-offs, as the textbook counts them: G and P reach α ≥ β at their last child,
  // which prunes nothing.
  assert.equal(s.cutoffs, '3');
  assert.match(s.text, /, 3 cut-offs\./);
  assert.equal(await page.getAttribute('#counter-rows tr[data-algorithm="alphabeta"]', 'data-cutoffs'), '3');
  assert.equal(await page.isVisible('#tree-drawing'), true);
  // The walk-through: 50 steps (every node entered and left), opened at step 0; step 14 is V's
  // value 4 making K cut.
  assert.match(await page.textContent('#step-label'), /Step 0 of 50/);
  await page.click('#step-first');
  for (let i = 0; i < 14; i++) await page.click('#step-forward');
  const t = await page.textContent('#walk-text');
  assert.match(t, /Leave V with value 4/);
  assert.match(t, /Back at K \(MIN\): α = 5, β = 4\. α ≥ β: cut-off!.* W /);
  // A typed tree.
  await page.fill('#tree-text', '2 2 2 / 3 5 2 9');
  await page.click('#tree-load');
  await waitDone(page);
  await page.waitForFunction(() => document.querySelector('#tree-summary').dataset.value === '3');
  await page.waitForSelector('#tree-summary[data-pruned="1"]');
  s = await summary(page);
  assert.deepEqual([s.value, s.leaves, s.pruned, s.cutoffs], ['3', '3', '1', '1']);
  // Russell and Norvig's tree: one cut-off (the second MIN node skips 4 and 6); the third
  // reaches its 2 with its last leaf, which prunes nothing.
  await page.fill('#tree-text', '3 3 3 3 / 3 12 8 2 4 6 14 5 2');
  await page.click('#tree-load');
  await waitDone(page);
  await page.waitForSelector('#tree-summary[data-pruned="2"]');
  s = await summary(page);
  assert.deepEqual([s.value, s.leaves, s.cutoffs], ['3', '7', '1']);
  assert.match(s.text, /, 1 cut-off\./);
  await page.fill('#tree-text', '2 2 2 / 3 5 2 9');
  await page.click('#tree-load');
  await waitDone(page);
  await page.waitForSelector('#tree-summary[data-pruned="1"]');
  // A malformed one: a message naming the problem, and the last good tree stays.
  await page.fill('#tree-text', '2 2 2 / 3 5 x 9');
  await page.click('#tree-load');
  assert.equal(await page.isVisible('#teach-input-error'), true);
  assert.match(await page.textContent('#teach-input-error'), /"x" is not a whole number/);
  await page.fill('#tree-text', '2 2 2 / 3 5 2');
  await page.click('#tree-load');
  assert.match(await page.textContent('#teach-input-error'), /4 leaves but 3 values/);
  s = await summary(page);
  assert.equal(s.value, '3');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the cut rule is chosen: a tie cuts at α ≥ β and not at α > β; the address keeps it', async () => {
  // A = min(3, 5) = 3; B's first leaf is 3: α = β = 3, a tie. At α ≥ β the 9 is pruned.
  const tie = encodeURIComponent('2 2 2 / 3 5 3 9');
  const { page, errors } = await openTeach(`?mode=tree&tree=${tie}`);
  await page.waitForSelector('#tree-summary[data-pruned="1"]');
  assert.equal(await page.isVisible('#teach-conventions'), true);
  assert.equal(await page.$eval('#teach-cut', (s) => s.value), 'ge');
  assert.match(await page.textContent('#teach-cut-help'), /as soon as α ≥ β/);
  assert.doesNotMatch(page.url(), /cut=/, 'the course\'s rule is not written');
  await page.selectOption('#teach-cut', 'gt');
  await page.waitForSelector('#tree-summary[data-pruned="0"]');
  await waitDone(page);
  let s = await summary(page);
  assert.deepEqual([s.value, s.leaves, s.cutoffs], ['3', '4', '0']);
  assert.match(await page.textContent('#teach-cut-help'), /only once α > β/);
  await page.waitForFunction(() => /[?&]cut=gt(&|$)/.test(location.search));
  // The step where E's 3 closes B's window to a tie says it does not cut.
  await page.keyboard.press('Home');
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('#walk-text'), /Back at B \(MIN\): α = 3, β = 3\. α = β, but only α > β cuts here/);
  // Back to α ≥ β: the 9 is pruned again.
  await page.selectOption('#teach-cut', 'ge');
  await page.waitForSelector('#tree-summary[data-pruned="1"]');
  assert.deepEqual(errors, []);
  await page.close();

  // The address is honoured, in Spanish too; the menus are the tree mode's only.
  const again = await openTeach(`?mode=tree&tree=${tie}&cut=gt&values=hard`, { lang: 'es' });
  await again.page.waitForSelector('#tree-summary[data-pruned="0"]');
  assert.equal(await again.page.$eval('#teach-cut', (s) => s.value), 'gt');
  assert.equal(await again.page.$eval('#teach-values', (s) => s.value), 'hard');
  assert.match(await again.page.textContent('#teach-values-help'), /^Fail-hard: un nodo devuelve/);
  assert.match(await again.page.textContent('#teach-cut-help'), /un empate con la cota no poda/);
  assert.deepEqual(again.errors, []);
  await again.page.close();
  const chess = await openTeach('?mode=teach&depth=1&cut=gt');
  assert.equal(await chess.page.isVisible('#teach-conventions'), false);
  assert.deepEqual(chess.errors, []);
  await chess.page.close();
});

test('plain minimax walks the example tree without a window: each node keeps its best so far', async () => {
  const { page, errors } = await openTeach('?mode=tree&algorithm=minimax');
  await page.waitForSelector('#tree-summary[data-pruned]');
  const s = await summary(page);
  assert.deepEqual([s.value, s.leaves, s.pruned], ['6', '14', '0']);
  await page.keyboard.press('Home');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await page.textContent('#walk-text'), 'Leave S with value 5. Back at J (MIN): best so far 5.');
  assert.doesNotMatch(await page.textContent('#walk-path'), /α/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a malformed tree in the link is named and the course example is used', async () => {
  const { page, errors } = await openTeach('?mode=tree&tree=3%202%20%2F%201%202');
  assert.match(await page.textContent('#teach-notice'), /tree/);
  const s = await summary(page);
  assert.equal(s.value, '6');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Spanish and English', async () => {
  const es = await openTeach('?mode=tree&lang=es');
  assert.match(await es.page.textContent('#step-label'), /^Paso 0 de 50$/);
  assert.match(await es.page.textContent('#tree-summary'), /la raíz vale 6/);
  assert.match(await es.page.textContent('#tree-summary'), /, 3 podas\./);
  // Decimals with a comma; the root with its article.
  const rows = await es.page.textContent('#counter-rows');
  assert.match(rows, /\d,\d\d/);
  assert.doesNotMatch(rows, /\d\.\d\d/);
  await es.page.click('#step-forward');
  assert.match(await es.page.textContent('#walk-text'), /^Entra en la raíz \(MAX\)/);
  await es.page.click('#step-first');
  assert.equal(await es.page.getAttribute('html', 'lang'), 'es');
  assert.match(await es.page.textContent('#mode-tictactoe'), /Tres en raya/);
  // The switch changes the language at once.
  await es.page.selectOption('#lang', 'en');
  assert.match(await es.page.textContent('#step-label'), /^Step 0 of 50$/);
  assert.match(await es.page.textContent('#tree-summary'), /the root is worth 6/);
  assert.deepEqual(es.errors, []);
  await es.page.close();
});

test('tic-tac-toe: the empty board is a draw, and the computer answers a move', async () => {
  const { page, errors } = await openTeach('?mode=tictactoe');
  let s = await summary(page);
  assert.equal(s.value, '0');
  const c = await counters(page);
  assert.equal(c.minimax.nodes, 549946);
  assert.ok(c.alphabeta.nodes < c.minimax.nodes);
  // Click the centre: X there, then O answers somewhere.
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => (document.body.dataset.board || '').split('o').length === 2, null, { timeout: 20000 });
  assert.match(await page.getAttribute('body', 'data-board'), /^[-o]{3}\/-x-\/[-o]{3}$|^---\/oxo?-?\/---$|o/);
  await waitDone(page);
  assert.deepEqual(errors, []);
  await page.close();
});

test('no main-thread task over 50 ms while a depth-4 minimax is recorded', async () => {
  const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
  const { page, errors } = await openTeach(`?mode=teach&depth=1&algorithm=minimax&fen=${encodeURIComponent(fen)}`);
  await watchMachine(site, page);
  const t0 = await page.evaluate(() => performance.now());
  await page.selectOption('#teach-depth', '4');
  await page.waitForSelector('body[data-teach="searching"]');
  await waitDone(page);
  const c = await counters(page);
  assert.equal(c.minimax.leaves, perft(fen, 4));
  assert.match(await page.textContent('#tree-summary'), /keeps every node down to ply 2 \(\d+ nodes\)/);
  // Every move of the root is in the outline with its value, once the walk is at its end.
  await page.click('#step-last');
  const rootMoves = await page.$$eval('#tree-rows .tree-row[aria-level="2"] .value', (v) => v.length);
  assert.ok(rootMoves >= 8, `root moves with values in view: ${rootMoves}`);
  // Scroll the outline and step: still light.
  await page.click('#step-pv');
  await page.$eval('#tree-outline', (o) => (o.scrollTop = 100000));
  await page.keyboard.press('Home');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  const long = await longTasksSince(page, t0);
  console.log(`# depth-4 minimax: long tasks: ${long.page.length}, and ${long.machine.length} while the machine was busy elsewhere${busyNote(long)}`);
  assert.deepEqual(long.page, [], 'a main-thread task over 50 ms ran');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the crash cut saves nodes and, on a queen sacrifice, misses the mate', async () => {
  const { page, errors } = await openTeach('?mode=teach');
  await page.click('#crash-example');
  await waitDone(page);
  await page.waitForSelector('#crash-report:not([hidden])');
  const report = await page.textContent('#crash-report');
  // Without the cut: mate in 2 (1. Qg8+ Rxg8 2. Nf7#); with it, Qg8+ is never looked at.
  // The counts' digits are grouped as the tables group them (15 617).
  assert.match(report, /^Crash cut: ([\d\u202f]+) nodes instead of ([\d\u202f]+) \([\d\u202f]+ fewer, \d+ %\), but the value changes from #2 to /);
  const [, withCut, without] = report.match(/([\d\u202f]+) nodes instead of ([\d\u202f]+)/).map((n) => Number(n.replaceAll('\u202f', '')));
  assert.ok(withCut < without);
  assert.doesNotMatch(await page.textContent('#tree-summary'), /best line Qg8\+/);
  assert.match(await page.textContent('#tree-summary'), /The crash cut skipped [\d\u202f]+ moves\./);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a long search can be stopped, and the next one runs', async () => {
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
  // Minimax to depth 4 here visits over four million positions: seconds of work.
  await page.goto(site.base + `?mode=teach&lang=en&depth=4&algorithm=minimax&fen=${encodeURIComponent(kiwipete)}`);
  await page.waitForSelector('body[data-teach="searching"]');
  await page.waitForTimeout(300);
  const t0 = Date.now();
  await page.click('#teach-stop');
  await page.waitForSelector('body[data-teach="ready"]', { timeout: 2000 });
  assert.ok(Date.now() - t0 < 2000);
  assert.equal(await page.textContent('#teach-status'), 'Search stopped.');
  assert.equal(await page.isDisabled('#teach-stop'), true);
  // A fresh worker answers the next request.
  await page.selectOption('#teach-depth', '1');
  await page.waitForSelector('body[data-teach="ready"]', { timeout: 30000 });
  await page.waitForFunction(() => document.querySelector('#tree-summary').dataset.leaves === '48');
  assert.deepEqual(errors, []);
  await page.close();
});

test('bad parameters and inputs are named, the defaults are used and nothing breaks', async () => {
  const cases = [
    ['?mode=teach&depth=9', /depth \("9"\).*1–4/, { depth: '3' }],
    ['?mode=teach&algorithm=negascout', /algorithm \("negascout"\).*minimax, alphabeta, ordered, poda/, { algorithm: 'alphabeta' }],
    ['?mode=teach&fen=rnbqkbnr%2Fpppppppp%2F8%2F8', /fen \(/, {}],
    ['?mode=tictactoe&board=xxx%2F---%2F---', /board \("xxx\/---\/---"\).*cannot happen/, {}],
    ['?mode=teach&crash=maybe', /crash \("maybe"\)/, {}],
    ['?mode=tree&cut=maybe', /cut \("maybe"\).*ge, gt/, { cut: 'ge' }],
    ['?mode=tree&values=firm', /values \("firm"\).*soft, hard/, { values: 'soft' }],
  ];
  for (const [query, message, selects] of cases) {
    const { page, errors } = await openTeach(query);
    assert.match(await page.textContent('#teach-notice'), message, query);
    for (const [name, value] of Object.entries(selects)) {
      assert.equal(await page.$eval(`#teach-${name}`, (s) => s.value), value, `${query}: ${name}`);
    }
    assert.ok(Number((await summary(page)).leaves) > 0, `${query}: a search ran`);
    assert.deepEqual(errors, [], query);
    await page.close();
  }
  // An unknown mode shows the game with a notice.
  const page = await site.context.newPage();
  await page.goto(site.base + '?mode=chess960&lang=en');
  await page.waitForSelector('body[data-engine="ready"]');
  assert.equal(await page.getAttribute('body', 'data-mode'), 'play');
  assert.match(await page.textContent('#notice'), /mode.*"chess960"/);
  await page.close();
  // A bad FEN typed in teach mode: a message beside the box, the position kept.
  const t = await openTeach('?mode=teach&depth=1');
  const before = (await summary(t.page)).leaves;
  await t.page.fill('#teach-fen', 'not a position');
  await t.page.click('#teach-fen-set');
  assert.equal(await t.page.isVisible('#teach-input-error'), true);
  assert.equal((await summary(t.page)).leaves, before);
  // A tree over 5,000 nodes.
  const tree = await openTeach('?mode=tree');
  await tree.page.fill('#tree-text', '5000 / 1');
  await tree.page.click('#tree-load');
  assert.match(await tree.page.textContent('#teach-input-error'), /more than 5000 nodes/);
  assert.equal((await summary(tree.page)).value, '6');
  assert.deepEqual([...t.errors, ...tree.errors], []);
  await t.page.close();
  await tree.page.close();
});

test('the Play page offers Play and Learn only; Learn opens the search tree of its position, with the other tools', async () => {
  const page = await site.context.newPage();
  await page.goto(site.base + '?lang=en');
  await page.waitForSelector('body[data-engine="ready"]');
  const shown = (selector) => page.locator(selector).isVisible();
  assert.deepEqual([await shown('#mode-play'), await shown('#mode-learn')], [true, true]);
  for (const tool of ['#mode-teach', '#mode-tree', '#mode-tictactoe', '#mode-mouse', '#mode-practice']) {
    assert.equal(await shown(tool), false, `${tool} is not on the play page`);
  }
  const href = await page.getAttribute('#mode-learn', 'href');
  assert.match(href, /mode=teach/);
  assert.match(decodeURIComponent(href), /fen=rnbqkbnr\/pppppppp/);
  await page.click('#mode-learn');
  await waitDone(page);
  assert.equal(await page.getAttribute('body', 'data-mode'), 'teach');
  assert.equal(await page.getAttribute('#mode-learn', 'aria-current'), 'true');
  assert.equal(await page.getAttribute('#mode-teach', 'aria-current'), 'page');
  for (const tool of ['#mode-teach', '#mode-tree', '#mode-tictactoe', '#mode-mouse', '#mode-practice']) {
    assert.equal(await shown(tool), true, `${tool} is offered once Learn is open`);
  }
  await page.close();
});
