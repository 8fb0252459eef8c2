// End-to-end tests of the story of a search in the teaching view, on the built site served under
// /poda/ in headless Chromium: every iteration of the engine's iterative deepening, what each
// idea of the search buys within one node budget (the ladder), and tic-tac-toe's minimax with a transposition
// table counted beside plain minimax.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openPage } from './harness.mjs';

const ITALIAN = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';

useSite();

/** Opens the teaching view at `query`, waiting until every answer has arrived. */
async function openTeach(query) {
  const t0 = Date.now();
  const opened = await openPage(site, query, { ready: 'body[data-teach="ready"]', timeout: 60000 });
  return { ...opened, ms: Date.now() - t0 };
}

async function iterations(page) {
  return page.$$eval('#iteration-rows tr', (rows) =>
    rows.map((r) => ({
      depth: Number(r.dataset.depth),
      nodes: Number(r.dataset.nodes),
      researches: Number(r.dataset.researches),
      hits: Number(r.dataset.tableHits),
      text: r.textContent,
    })),
  );
}

async function rungs(page) {
  return page.$$eval('#ladder-rows .rung', (rows) =>
    rows.map((r) => ({ idea: r.dataset.idea, depth: Number(r.dataset.depth), nodes: Number(r.dataset.nodes), text: r.textContent })),
  );
}

test('the engine tells every iteration, and the ladder what each idea of the search buys on the same nodes', async () => {
  const { page, errors, ms } = await openTeach(`?mode=teach&algorithm=poda&depth=6&lang=en&fen=${encodeURIComponent(ITALIAN)}`);
  console.log(`# the search, its counts and the depths within the budget in ${ms} ms`);
  assert.equal(await page.isVisible('#iterations'), true);
  const rows = await iterations(page);
  assert.deepEqual(rows.map((r) => r.depth), [1, 2, 3, 4, 5, 6], 'one row per depth');
  // The iterations' nodes add up to the search's: the summary's and the counter's.
  const sum = rows.reduce((n, r) => n + r.nodes, 0);
  const searched = Number(await page.getAttribute('#tree-summary', 'data-nodes'));
  assert.equal(sum, searched);
  assert.equal(Number(await page.getAttribute('#iterations', 'data-nodes')), searched);
  assert.equal(Number(await page.getAttribute('#counter-rows tr[data-algorithm="poda"]', 'data-nodes')), searched);
  // Depth 5 opens the aspiration window, fails low and searches the root again.
  assert.ok(rows[4].researches >= 1, JSON.stringify(rows[4]));
  assert.match(rows[4].text, /fails low → re-search/);
  assert.ok(rows.slice(2).every((r) => r.hits > 0), JSON.stringify(rows));
  assert.match(await page.textContent('#iterations'), /new best move/);
  // The textbook searches are not counted this deep; the depth menu goes to 10.
  assert.match(await page.textContent('#counter-rows tr[data-algorithm="minimax"]'), /counted to depth 4 at most/);
  assert.equal(await page.$eval('#teach-depth', (s) => s.options.length), 10);

  // The ladder: one rung per idea in the course's order, each within the budget, each with its
  // paragraph; ordering goes deeper than minimax, and the verdict says whether "twice" holds.
  const budget = Number(await page.getAttribute('#ladder', 'data-budget'));
  assert.equal(budget, 100000);
  assert.match(await page.textContent('#ladder h2'), /What each idea buys: how deep with 100\u202f000 nodes/);
  const ladder = await rungs(page);
  assert.deepEqual(ladder.map((r) => r.idea),
    ['minimax', 'alphabeta', 'ordering', 'deepening', 'table', 'null-move', 'reductions', 'quiescence', 'pruning']);
  assert.ok(ladder.every((r) => r.depth >= 1 && r.nodes <= budget), JSON.stringify(ladder));
  assert.ok(ladder[2].depth >= ladder[0].depth + 2, `ordering goes deeper: ${JSON.stringify(ladder)}`);
  assert.match(ladder[1].text, /as soon as α ≥ β/);
  assert.match(ladder[1].text, new RegExp(`depth ${ladder[1].depth} · [\\d\u202f]+ nodes · \\d+ ms`));
  const verdict = await page.textContent('#ladder .ladder-verdict');
  assert.match(verdict, ladder[2].depth >= 2 * ladder[0].depth ? /here it holds/ : /here not quite/);
  assert.match(verdict, new RegExp(`depth ${ladder[2].depth} against ${ladder[0].depth}`));
  assert.match(await page.textContent('#ladder'), /is not measured on this page/);

  // A textbook algorithm: no iterations, the depth back within its reach, the ladder kept.
  await page.selectOption('#teach-algorithm', 'ordered');
  await page.waitForFunction(() => document.querySelector('#tree-summary').dataset.algorithm === 'ordered');
  await page.waitForSelector('body[data-teach="ready"]');
  assert.equal(await page.isVisible('#iterations'), false);
  assert.equal(await page.$eval('#teach-depth', (s) => s.value), '4');
  assert.equal(await page.$eval('#teach-depth', (s) => s.options.length), 4);
  assert.deepEqual((await rungs(page)).map((r) => r.depth), ladder.map((r) => r.depth));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the story in Spanish', async () => {
  const { page, errors } = await openTeach(`?mode=teach&algorithm=poda&depth=5&lang=es&fen=${encodeURIComponent(ITALIAN)}`);
  assert.match(await page.textContent('#iterations h2'), /Iteraciones de la profundización iterativa/);
  assert.match(await page.textContent('#iteration-rows'), /falla por abajo → nueva búsqueda/);
  assert.match(await page.textContent('#iteration-rows'), /Ac4/, 'moves in Spanish letters');
  assert.match(await page.textContent('#ladder h2'), /Lo que aporta cada idea: cuánto profundiza con 100\u202f000 nodos/);
  assert.match(await page.textContent('#ladder-rows'), /Tabla de transposiciones.*prof\. \d+ · [\d\u202f]+ nodos/s);
  assert.deepEqual(errors, []);
  await page.close();
});

test('tic-tac-toe: minimax with a transposition table beside plain minimax', async () => {
  const { page, errors } = await openTeach('?mode=tictactoe&lang=en');
  const nodes = (a) => page.getAttribute(`#counter-rows tr[data-algorithm="${a}"]`, 'data-nodes').then(Number);
  const plain = await nodes('minimax');
  const table = await nodes('minimax-tt');
  assert.equal(plain, 549946);
  assert.ok(table > 0 && table * 30 < plain, `${table} nodes with the table`);
  assert.equal(await page.isVisible('#table-report'), true);
  assert.equal(Number(await page.getAttribute('#table-report', 'data-nodes')), table);
  assert.equal(Number(await page.getAttribute('#table-report', 'data-minimax-nodes')), plain);
  assert.match(await page.textContent('#table-report'), /549\u202f946/);
  assert.match(await page.textContent('#table-report'), /5\u202f478 different positions/);
  // It can be walked too: the whole search is kept, the table's answers marked.
  await page.selectOption('#teach-algorithm', 'minimax-tt');
  await page.waitForFunction(() => document.querySelector('#tree-summary').dataset.algorithm === 'minimax-tt');
  await page.waitForSelector('body[data-teach="ready"]');
  assert.equal(Number(await page.getAttribute('#tree-summary', 'data-nodes')), table);
  assert.equal(await page.isVisible('#iterations'), false);
  assert.equal(await page.isVisible('#ladder'), false);
  // Late in the search most boards have been valued already: the outline's last rows say so.
  await page.click('#expand-all');
  await page.$eval('#tree-outline', (o) => (o.scrollTop = 1e9));
  await page.waitForFunction(() => document.querySelector('#tree-rows').textContent.includes('from the table'));
  assert.deepEqual(errors, []);
  await page.close();

  const es = await openTeach('?mode=tictactoe&lang=es&algorithm=minimax-tt');
  assert.match(await es.page.textContent('#table-report'), /Con una tabla de transposiciones, minimax busca/);
  assert.match(await es.page.textContent('#counter-rows'), /Minimax con tabla de transposiciones/);
  assert.deepEqual(es.errors, []);
  await es.page.close();
});
