// End-to-end tests of the built site (dist/), served under /poda/ by a plain static server and
// driven in headless Chromium. Run by scripts/test after `trunk build --release`:
//   node --test tests/e2e/*.test.mjs
// Moves are checked for legality with chess.js, independently of Poda's own rules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { startSite, openPage, squareCentre, squarePixel, hex, START_FEN } from './harness.mjs';

// Colours of src/web/ui/render.rs and pieces.rs.
const LIGHT = [0xec, 0xda, 0xb9];
const DARK = [0xae, 0x8a, 0x68];
const WHITE_PIECE = [0xfb, 0xfa, 0xf6];
const BLACK_PIECE = [0x34, 0x31, 0x2d];

function near(actual, expected, tolerance = 6) {
  return actual.every((v, i) => Math.abs(v - expected[i]) <= tolerance);
}

function assertColour(actual, expected, what) {
  assert.ok(near(actual, expected), `${what}: got ${hex(actual)}, expected ${hex(expected)}`);
}

/** Checks `uci` is legal after `history` (UCI moves from the start) with chess.js. */
function assertLegal(fen, history, uci) {
  const chess = new Chess(fen);
  for (const m of history) chess.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
  const legal = chess.moves({ verbose: true }).map((m) => m.from + m.to + (m.promotion ?? ''));
  assert.ok(legal.includes(uci), `${uci} is not legal in ${chess.fen()} (legal: ${legal.join(' ')})`);
  chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  return chess;
}

const longTasksSince = (page, t0) =>
  page.evaluate((t0) => window.__longtasks.filter((t) => t.start + t.duration >= t0), t0);

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

test('the page loads under a sub-path and draws the initial position', async () => {
  const { page, errors } = await openPage(site);
  assert.match(page.url(), /\/poda\/$/);
  // Squares: a1 dark, h1 light, e4 empty light, d4 empty dark (pixel near a corner of empty squares).
  assertColour(await squarePixel(page, 'e4'), LIGHT, 'e4 empty light square');
  assertColour(await squarePixel(page, 'd4'), DARK, 'd4 empty dark square');
  assertColour(await squarePixel(page, 'h1', 0.04, 0.5), LIGHT, 'h1 edge');
  // Pieces: the pawn's body at ~62% of the square's height is filled with the piece colour.
  for (const sq of ['a2', 'e2', 'h2']) assertColour(await squarePixel(page, sq, 0.5, 0.62), WHITE_PIECE, `white pawn ${sq}`);
  for (const sq of ['a7', 'e7', 'h7']) assertColour(await squarePixel(page, sq, 0.5, 0.62), BLACK_PIECE, `black pawn ${sq}`);
  assertColour(await squarePixel(page, 'e1', 0.5, 0.6), WHITE_PIECE, 'white king');
  assertColour(await squarePixel(page, 'd8', 0.5, 0.6), BLACK_PIECE, 'black queen');
  assert.equal(await page.getAttribute('body', 'data-fen'), START_FEN);
  assert.equal(await page.textContent('#status'), 'White to move — your turn');
  assert.equal(await page.isHidden('#notice'), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('click-click plays a move, the worker answers legally, the page never blocks', async () => {
  // The computer thinks for 1.5 s: long enough for the long-task observer to catch a blocked page.
  const { page, errors } = await openPage(site, '?movetime=1500&book=0');
  const e2 = await squareCentre(page, 'e2');
  await page.mouse.click(e2.x, e2.y);
  // The legal destinations e3 and e4 get a dot; e5 does not.
  const e3 = await squarePixel(page, 'e3');
  assert.ok(!near(e3, DARK) && !near(e3, LIGHT), `no destination dot on e3 (${hex(e3)})`);
  assertColour(await squarePixel(page, 'e5'), DARK, 'e5 (not a destination)');

  const t0 = await page.evaluate(() => performance.now());
  const e4 = await squareCentre(page, 'e4');
  await page.mouse.click(e4.x, e4.y);
  assert.equal(await page.getAttribute('body', 'data-engine'), 'thinking');
  // While the worker thinks, the page keeps answering: the board can be flipped and back.
  await page.click('#flip');
  await page.click('#flip');
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1
    && document.querySelector('#moves li').textContent.split(' ').length === 3
    && document.body.dataset.engine === 'ready', null, { timeout: 60000 });
  const t1 = await page.evaluate(() => performance.now());

  const reply = await page.getAttribute('body', 'data-last-move');
  const chess = assertLegal(START_FEN, ['e2e4'], reply);
  const fen = await page.getAttribute('body', 'data-fen');
  assert.equal(fen.split(' ').slice(0, 2).join(' '), chess.fen().split(' ').slice(0, 2).join(' '));
  assert.match(await page.textContent('#moves li'), /^1\. e4 \S+$/);
  assert.equal(await page.textContent('#status'), 'White to move — your turn');

  const long = await longTasksSince(page, t0);
  console.log(`# engine answered ${reply} in ${(t1 - t0).toFixed(0)} ms (movetime 1500); long tasks meanwhile: ${long.length}`);
  assert.ok(t1 - t0 >= 500, `the engine answered after ${t1 - t0} ms: too short to show the page stays free`);
  assert.deepEqual(long, [], 'a main-thread task over 50 ms ran while the worker computed');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the worker answers Go messages with legal moves (protocol as plain objects)', async () => {
  const { page } = await openPage(site);
  const positions = [
    START_FEN,
    'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
    'rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3',
    '8/P6k/8/8/8/8/6K1/8 w - - 0 1',
  ];
  const answers = await page.evaluate(async (positions) => {
    const worker = new Worker('./worker_loader.js');
    const inbox = [];
    let wake = () => {};
    worker.onmessage = (e) => { inbox.push(e.data); wake(); };
    const next = async () => {
      while (inbox.length === 0) await new Promise((r) => { wake = r; });
      return inbox.shift();
    };
    const first = await next();
    const out = [first.type];
    for (const [i, fen] of positions.entries()) {
      worker.postMessage({ type: 'Go', id: i + 1, fen, moves: [], limits: { depth: 3 } });
      for (;;) {
        const m = await next();
        if (m.type === 'BestMove' || m.type === 'Error') { out.push(m); break; }
      }
    }
    worker.postMessage({ type: 'Go', id: 99, fen: 'not a fen', moves: [], limits: { depth: 1 } });
    out.push(await next());
    worker.terminate();
    return out;
  }, positions);

  assert.equal(answers[0], 'Ready', 'the worker announces itself first');
  positions.forEach((fen, i) => {
    const answer = answers[i + 1];
    assert.equal(answer.type, 'BestMove', JSON.stringify(answer));
    assert.equal(answer.id, i + 1);
    assertLegal(fen, [], answer.uci);
  });
  const bad = answers[positions.length + 1];
  assert.equal(bad.type, 'Error');
  assert.equal(bad.id, 99);
  assert.match(bad.message, /FEN/);
  await page.close();
});

test('Stop during a long search returns control at once and restarts the worker', async () => {
  // Depth 100: a search that would run for hours.
  const { page, errors } = await openPage(site, '?depth=100&book=0');
  await page.click('#engine-move');
  await page.waitForSelector('body[data-engine="thinking"]');
  await page.waitForTimeout(700); // the worker is deep in a search that would take minutes
  assert.equal(await page.isEnabled('#stop'), true);
  const t0 = await page.evaluate(() => performance.now());
  await page.click('#stop');
  await page.waitForSelector('body[data-engine="ready"][data-restart-ms]', { timeout: 10000 });
  const restartMs = Number(await page.getAttribute('body', 'data-restart-ms'));
  const t1 = await page.evaluate(() => performance.now());
  console.log(`# stop: worker terminated and a new one Ready in ${restartMs.toFixed(1)} ms (page saw it after ${(t1 - t0).toFixed(0)} ms)`);
  assert.ok(restartMs < 1500, `restart took ${restartMs} ms`);
  assert.match(await page.textContent('#engine'), /stopped and restarted in \d+ ms/);
  assert.equal(await page.isDisabled('#stop'), true);
  // No move was played, and the human now moves for White.
  assert.equal(await page.getAttribute('body', 'data-fen'), START_FEN);
  assert.equal(await page.textContent('#status'), 'White to move — your turn');
  const long = await longTasksSince(page, t0 - 700);
  assert.deepEqual(long, [], 'a main-thread task over 50 ms ran during the long search');
  // The new worker plays: a click-click move is answered.
  const d2 = await squareCentre(page, 'd2');
  const d4 = await squareCentre(page, 'd4');
  await page.evaluate(() => { document.body.dataset.lastMove = ''; });
  await page.mouse.click(d2.x, d2.y);
  await page.mouse.click(d4.x, d4.y);
  assert.equal(await page.getAttribute('body', 'data-last-move'), 'd2d4');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a worker that dies is noticed and replaced', async () => {
  // The first worker script to load throws (as a worker that crashed would); later loads are real.
  const page = await site.context.newPage();
  let crashes = 0;
  await page.route('**/worker_loader.js', (route) => {
    if (crashes++ === 0) {
      return route.fulfill({ contentType: 'text/javascript', body: 'setTimeout(() => { throw new Error("worker crashed"); }, 20);' });
    }
    return route.continue();
  });
  await page.goto(site.base + '?depth=3');
  await page.waitForSelector('body[data-engine="ready"][data-restart-ms]', { timeout: 20000 });
  assert.equal(crashes, 2, 'the app started a second worker');
  assert.match(await page.textContent('#engine'), /crashed and restarted in \d+ ms/);
  // The replacement plays.
  await page.click('#engine-move');
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1, null, { timeout: 30000 });
  assertLegal(START_FEN, [], await page.getAttribute('body', 'data-last-move'));
  await page.close();
});

test('an invalid ?fen= shows a message and falls back to the start position', async () => {
  const { page } = await openPage(site, '?fen=' + encodeURIComponent('rnbqkbnr/pppppppp/8/8 w KQkq - 0 1'));
  assert.equal(await page.isVisible('#notice'), true);
  assert.match(await page.textContent('#notice'), /Could not use the position in the link .*usual position/);
  assert.equal(await page.getAttribute('body', 'data-fen'), START_FEN);
  assertColour(await squarePixel(page, 'e2', 0.5, 0.62), WHITE_PIECE, 'white pawn e2');
  await page.close();
});

test('a valid ?fen= is shown, and the computer moves first when it is its turn', async () => {
  const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
  const { page } = await openPage(site, '?depth=2&fen=' + encodeURIComponent(fen));
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1, null, { timeout: 30000 });
  const reply = await page.getAttribute('body', 'data-last-move');
  assertLegal(fen, [], reply);
  assert.match(await page.textContent('#moves li'), /^2… \S+$/);
  assert.equal(await page.isHidden('#notice'), true);
  await page.close();
});

test('the level menu lists ten levels, ?level= picks one, and a bad ?level= is reported', async () => {
  const { page } = await openPage(site, '?level=3');
  assert.equal(await page.$$eval('#level option', (os) => os.length), 10);
  assert.equal(await page.inputValue('#level'), '3');
  assert.match(await page.textContent('#level option:checked'), /^3 · Beginner/);
  await page.selectOption('#level', '10');
  assert.match(await page.textContent('#engine'), /level 10/);
  // With the book on, the computer's first answer comes from the book: still a legal move.
  await page.click('#engine-move');
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1, null, { timeout: 30000 });
  assertLegal(START_FEN, [], await page.getAttribute('body', 'data-last-move'));
  await page.close();

  const bad = await openPage(site, '?level=42');
  assert.match(await bad.page.textContent('#notice'), /level must be a number from 1 to 10/);
  assert.equal(await bad.page.inputValue('#level'), '10');
  await bad.page.close();
});
