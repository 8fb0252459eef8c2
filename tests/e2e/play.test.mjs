// End-to-end tests of the play page as a player uses it: pieces dragged with the mouse and a
// finger, arrows drawn with the right button, the board played with the keyboard.
// Moves are checked with chess.js, independently of Poda's own rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { site, useSite, openPage, squareCentre, squarePixel, hex, START_FEN, typeMove, waitForPlies, watchMachine, longTasksSince, busyNote } from './harness.mjs';

const LIGHT = [0xec, 0xda, 0xb9];
const DARK = [0xae, 0x8a, 0x68];

useSite();

function near(actual, expected, tolerance = 6) {
  return actual.every((v, i) => Math.abs(v - expected[i]) <= tolerance);
}

/** The FEN's board and side to move after the UCI moves `history` from the start. */
function boardAfter(history) {
  const chess = new Chess(START_FEN);
  for (const uci of history) chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  return chess.fen().split(' ').slice(0, 2).join(' ');
}

async function boardField(page) {
  return (await page.getAttribute('body', 'data-fen')).split(' ').slice(0, 2).join(' ');
}

test('a piece dragged with the mouse follows the pointer and moves; dropped off its moves it goes back', async () => {
  const { page, errors } = await openPage(site, '?movetime=200&book=0');
  const g1 = await squareCentre(page, 'g1');
  const f3 = await squareCentre(page, 'f3');
  const g4 = await squareCentre(page, 'g4');
  // A knight dragged to g4 (not one of its moves) goes back to g1.
  await page.mouse.move(g1.x, g1.y);
  await page.mouse.down();
  await page.mouse.move(g4.x, g4.y, { steps: 6 });
  // Mid-drag the knight is drawn under the pointer (a dark outline pixel somewhere near the centre
  // of g4, which is otherwise an empty square) and only its ghost stays on g1.
  const underPointer = await squarePixel(page, 'g4', 0.5, 0.62);
  assert.ok(!near(underPointer, LIGHT) && !near(underPointer, DARK), `the dragged knight is drawn on g4 (${hex(underPointer)})`);
  await page.mouse.up();
  assert.equal(await boardField(page), boardAfter([]), 'a drop on an unreachable square changes nothing');
  // The knight dragged to f3 is played, and the computer answers.
  await page.mouse.move(g1.x, g1.y);
  await page.mouse.down();
  await page.mouse.move(f3.x, f3.y, { steps: 8 });
  await page.mouse.up();
  await page.waitForFunction(() => document.body.dataset.engine === 'ready'
    && document.querySelectorAll('#moves li').length === 1
    && document.querySelector('#moves li').textContent.split(' ').length === 3, null, { timeout: 30000 });
  assert.match(await page.textContent('#moves li'), /^1\. Nf3 \S+$/);
  const reply = await page.getAttribute('body', 'data-last-move');
  assert.equal(await boardField(page), boardAfter(['g1f3', reply]));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the right button draws an arrow and a circle, and a click clears them', async () => {
  const { page, errors } = await openPage(site, '?book=0');
  const e2 = await squareCentre(page, 'e2');
  const e4 = await squareCentre(page, 'e4');
  const d5 = await squareCentre(page, 'd5');
  assert.ok(near(await squarePixel(page, 'e3'), DARK), 'e3 starts empty');
  await page.mouse.move(e2.x, e2.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(e4.x, e4.y, { steps: 3 });
  await page.mouse.up({ button: 'right' });
  const arrow = await squarePixel(page, 'e3');
  assert.ok(arrow[1] > arrow[0] && arrow[1] > arrow[2] && !near(arrow, DARK), `a green arrow crosses e3 (${hex(arrow)})`);
  await page.mouse.click(d5.x, d5.y, { button: 'right' });
  const ring = await squarePixel(page, 'd5', 0.5, 0.06);
  assert.ok(ring[1] > ring[0] && !near(ring, LIGHT), `a green circle on d5 (${hex(ring)})`);
  // A left click anywhere clears them (and no menu opened: the page still takes clicks).
  const a3 = await squareCentre(page, 'a3');
  await page.mouse.click(a3.x, a3.y);
  assert.ok(near(await squarePixel(page, 'e3'), DARK), 'the arrow is gone');
  assert.ok(near(await squarePixel(page, 'd5', 0.5, 0.06), LIGHT), 'the circle is gone');
  assert.equal(await boardField(page), boardAfter([]));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the board is played with the keyboard: arrows move the cursor, Enter picks up and puts down', async () => {
  const { page, errors } = await openPage(site, '?movetime=200&book=0');
  await page.focus('#board');
  // The cursor appears on e2 (White's side); Enter picks the pawn up, two steps up, Enter plays e4.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1
    && document.body.dataset.engine === 'ready'
    && document.querySelector('#moves li').textContent.split(' ').length === 3, null, { timeout: 30000 });
  assert.match(await page.textContent('#moves li'), /^1\. e4 \S+$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone a piece is dragged with a finger and the page does not scroll', async () => {
  const { page, errors } = await openPage(site, '?movetime=200&book=0');
  await page.setViewportSize({ width: 390, height: 700 });
  await page.waitForTimeout(100);
  const cdp = await site.context.newCDPSession(page);
  const e2 = await squareCentre(page, 'e2');
  const e4 = await squareCentre(page, 'e4');
  const scrollBefore = await page.evaluate(() => window.scrollY);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [],
  });
  await touch('touchStart', e2);
  for (let i = 1; i <= 8; i++) {
    await touch('touchMove', { x: e2.x, y: e2.y + (e4.y - e2.y) * (i / 8) });
  }
  await touch('touchEnd', null);
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1, null, { timeout: 30000 });
  await page.waitForFunction(() => document.body.dataset.engine === 'ready', null, { timeout: 30000 });
  // A finger held still, then moved, draws an arrow instead (phones have no right button).
  const d2 = await squareCentre(page, 'd2');
  const d4 = await squareCentre(page, 'd4');
  await touch('touchStart', d2);
  await page.waitForTimeout(650);
  for (let i = 1; i <= 6; i++) await touch('touchMove', { x: d2.x, y: d2.y + (d4.y - d2.y) * (i / 6) });
  await touch('touchEnd', null);
  const arrow = await squarePixel(page, 'd3');
  assert.ok(arrow[1] > arrow[0] && arrow[1] > arrow[2], `a green arrow crosses d3 (${hex(arrow)})`);
  assert.equal(await page.locator('#moves li').count(), 1, 'and no move was played');
  assert.match(await page.textContent('#moves li'), /^1\. e4/);
  assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'the page did not scroll');
  assert.deepEqual(errors, []);
  await cdp.detach();
  await page.close();
});

const PHILIDOR = '4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1';

test('a game from ?fen= ends in a forced mate: the banner, the result and the PGN', async () => {
  const { page, errors } = await openPage(site, `?fen=${encodeURIComponent(PHILIDOR)}&book=0&movetime=300`);
  assert.equal(await page.isHidden('#result-banner'), true);
  assert.equal(await page.getAttribute('body', 'data-result'), '*');
  await typeMove(page, 'Qg8+');
  await waitForPlies(page, 2);
  // Only Rxg8 is legal: the computer must play it.
  assert.equal(await page.getAttribute('body', 'data-last-move'), 'e8g8');
  await typeMove(page, 'Nf7#');
  await page.waitForSelector('#result-banner:not([hidden])');
  assert.equal(await page.textContent('#result-text'), 'Checkmate — White wins');
  assert.equal(await page.textContent('#result-score'), '1–0');
  assert.equal(await page.getAttribute('body', 'data-result'), '1-0');
  // The result stands beside the board, not over it: the mate stays in view.
  const [banner, board] = [await page.locator('#result-banner').boundingBox(), await page.locator('#board').boundingBox()];
  const overlaps = banner.x < board.x + board.width && board.x < banner.x + banner.width
    && banner.y < board.y + board.height && board.y < banner.y + banner.height;
  assert.equal(overlaps, false, `banner ${JSON.stringify(banner)} over the board ${JSON.stringify(board)}`);
  const pgn = await page.textContent('#pgn');
  assert.match(pgn, /\[Result "1-0"\]/);
  assert.match(pgn, /\[SetUp "1"\]\n\[FEN "4r2k\/6pp\/7N\/3Q4\/8\/8\/8\/6K1 w - - 0 1"\]/);
  // A first game is not against full strength: level 5, Beginner.
  assert.match(pgn, /\[White "Player"\]\n\[Black "Poda \(level 7\)"\]/);
  assert.match(pgn, /1\. Qg8\+ Rxg8 2\. Nf7# 1-0/);
  // The banner can be closed; the game stays over.
  await page.click('#banner-close');
  assert.equal(await page.isHidden('#result-banner'), true);
  assert.equal(await page.isDisabled('#resign'), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Resign asks first, and a resigned game stays resigned after Take back and a reload', async () => {
  const { page, errors } = await openPage(site, '?book=0&movetime=200');
  await typeMove(page, 'e4');
  await waitForPlies(page, 2);
  // The first click only asks, in place: nothing in the panel moves; "Keep playing" leaves the
  // game as it was.
  const before = await page.locator('#move-input').boundingBox();
  await page.click('#resign');
  assert.equal(await page.isVisible('#resign-confirm'), true);
  assert.deepEqual(await page.locator('#move-input').boundingBox(), before);
  assert.equal(await page.textContent('#resign-question'), 'Resign this game?');
  await page.click('#resign-no');
  assert.equal(await page.isHidden('#resign-confirm'), true);
  assert.equal(await page.getAttribute('body', 'data-result'), '*');
  await page.click('#resign');
  await page.click('#resign-yes');
  await page.waitForSelector('#result-banner:not([hidden])');
  // The banner speaks to the player.
  assert.equal(await page.textContent('#result-text'), 'You resigned — Black wins');
  // Take back cannot bring the game back to life.
  assert.equal(await page.isDisabled('#take-back'), true);
  await page.evaluate(() => document.getElementById('take-back').click());
  assert.equal(await page.getAttribute('body', 'data-result'), '0-1');
  assert.equal(await page.textContent('#result-score'), '0–1');
  const pgn = await page.textContent('#pgn');
  assert.match(pgn, /\[Result "0-1"\]/);
  assert.match(pgn, /\[Termination "normal"\]/);
  assert.match(pgn, /1\. e4 \S+ \{White resigns\} 0-1/);
  // No more moves.
  await typeMove(page, 'd4');
  assert.match(await page.textContent('#move-error'), /over/);
  // A reload keeps the resignation, and Take back still does nothing.
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]');
  assert.equal(await page.getAttribute('body', 'data-result'), '0-1');
  assert.equal(await page.isDisabled('#take-back'), true);
  assert.equal(await page.textContent('#result-text'), 'You resigned — Black wins');
  assert.deepEqual(errors, []);
  await page.close();
});

test('New game: as Black the computer moves first and the board turns; a bad start position is named', async () => {
  const { page, errors } = await openPage(site, '?book=0&movetime=200');
  // A move typed and refused is the old game's: the new game clears it and its error.
  await typeMove(page, 'Qh9');
  assert.equal(await page.isVisible('#move-error'), true);
  await page.click('#new-game');
  assert.equal(await page.isVisible('#new-game-dialog'), true);
  await page.check('#ng-black');
  await page.selectOption('#ng-level', '7');
  await page.fill('#ng-fen', 'not a position');
  await page.click('#ng-start');
  // The dialog stays open with the reason, and the game behind it is untouched.
  assert.equal(await page.isVisible('#new-game-dialog'), true);
  assert.match(await page.textContent('#ng-error'), /^Not a valid FEN: /);
  assert.equal(await boardField(page), boardAfter([]));
  await page.fill('#ng-fen', '');
  await page.click('#ng-start');
  assert.equal(await page.isVisible('#new-game-dialog'), false);
  assert.equal(await page.inputValue('#move-input'), '');
  assert.equal(await page.isVisible('#move-error'), false);
  await waitForPlies(page, 1);
  assert.equal(await page.inputValue('#level'), '7');
  // Seen from Black: a white piece is drawn at the top-left corner's square of an unflipped board's h1.
  const first = await page.getAttribute('body', 'data-last-move');
  assert.equal(await boardField(page), boardAfter([first]));
  assert.match(await page.textContent('#status'), /^Black to move — your turn$/);
  const pgn = await page.textContent('#pgn');
  assert.match(pgn, /\[White "Poda \(level 7\)"\]\n\[Black "Player"\]/);
  // Random: one side or the other, and the computer moves first exactly when it has White.
  await page.click('#new-game');
  await page.check('#ng-random');
  await page.click('#ng-start');
  await page.waitForFunction(() => document.body.dataset.engine === 'ready');
  await page.waitForTimeout(50);
  await page.waitForFunction(() => document.body.dataset.engine === 'ready');
  const status = await page.textContent('#status');
  assert.match(status, /to move — your turn$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the PGN names the levels the computer played at, in order', async () => {
  const { page, errors } = await openPage(site, '?book=0&movetime=150&level=7');
  await typeMove(page, 'e4');
  await waitForPlies(page, 2);
  assert.match(await page.textContent('#pgn'), /\[Black "Poda \(level 7\)"\]/);
  await page.selectOption('#level', '14');
  await typeMove(page, 'd4');
  await waitForPlies(page, 4);
  assert.match(await page.textContent('#pgn'), /\[Black "Poda \(level 7, then 14\)"\]/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a pasted FEN or PGN is loaded; an invalid one is named beside the box and the game is kept', async () => {
  const { page, errors } = await openPage(site, '?book=0&movetime=200');
  await typeMove(page, 'd4');
  await waitForPlies(page, 2);
  const before = await page.getAttribute('body', 'data-fen');
  await page.click('#io summary');
  for (const [text, message] of [
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1', /^Not a valid FEN: unknown piece/],
    ['1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 Qxc6', /^Not a valid PGN: game 1, line 1: move 4\.\.\. Qxc6: /],
    ['', /^Paste a FEN or a PGN first\.$/],
  ]) {
    await page.fill('#import-text', text);
    await page.click('#import-load');
    assert.match(await page.textContent('#import-error'), message);
    assert.equal(await page.getAttribute('body', 'data-fen'), before, 'the game on the board is kept');
    assert.equal(await page.inputValue('#import-text'), text, 'the text is kept to be corrected');
  }
  // A PGN whose tags and comments hold markup: loaded, and shown as text only.
  const pgn = '[Event "<img src=x onerror=alert(1)>"]\n[White "<b>Ana</b>"]\n\n1. e4 {<script>alert(1)</script>} e5 2. Nf3 *';
  await page.fill('#import-text', pgn);
  await page.click('#import-load');
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 2);
  assert.equal(await page.isHidden('#import-error'), true);
  assert.equal(await page.locator('img, b, #moves script').count(), 0, 'no element was made from the PGN');
  assert.equal(await boardField(page), boardAfter(['e2e4', 'e7e5', 'g1f3']));
  // Black to move after 2. Nf3: the player takes Black and the board turns.
  assert.match(await page.textContent('#status'), /^Black to move — your turn$/);
  // A FEN.
  await page.fill('#import-text', PHILIDOR);
  await page.click('#import-load');
  await page.waitForFunction((fen) => document.body.dataset.fen === fen, PHILIDOR);
  assert.equal(await page.locator('#moves li').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('?pgn= starts that game; a bad ?pgn= is named and the usual position used', async () => {
  const good = '1. e4 c5 2. Nf3 d6 *';
  let { page, errors } = await openPage(site, '?book=0&movetime=200&pgn=' + encodeURIComponent(good));
  assert.equal(await boardField(page), boardAfter(['e2e4', 'c7c5', 'g1f3', 'd7d6']));
  assert.equal(await page.isHidden('#notice'), true);
  assert.deepEqual(errors, []);
  await page.close();
  ({ page, errors } = await openPage(site, '?book=0&movetime=200&pgn=' + encodeURIComponent('1. e4 e4')));
  assert.match(await page.textContent('#notice'), /^Could not use the game in the link \(Not a valid PGN: game 1, line 1: move 1\.\.\. e4/);
  assert.equal(await boardField(page), boardAfter([]));
  assert.deepEqual(errors, []);
  await page.close();
});


test('while the engine thinks: depth, White\'s score, speed and the line in SAN; the evaluation bar', async () => {
  // White is a queen up and the computer (Black) is to move: the score is good for White.
  const fen = 'rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3';
  const { page, errors } = await openPage(site, `?fen=${encodeURIComponent(fen)}&book=0&movetime=3000&level=17`);
  // Unless asked for, the engine's depth, score and line are not shown: they would be a hint.
  await page.waitForSelector('body[data-engine="thinking"]');
  await page.waitForFunction(() => document.getElementById('engine').textContent === 'Engine: thinking…', null, { timeout: 20000 });
  assert.equal(await page.textContent('#engine-pv'), '');
  assert.equal(await page.isHidden('#eval-bar'), true);
  await page.check('#eval-bar-toggle');
  await page.waitForFunction(() => /depth \d+/.test(document.getElementById('engine').textContent), null, { timeout: 20000 });
  const line = await page.textContent('#engine');
  assert.match(line, /^Engine: depth \d+ · \+\d+\.\d\d · [\d.]+ [kM] nodes\/s$/);
  const pv = (await page.textContent('#engine-pv')).split(' ');
  assert.ok(pv.length >= 1, 'a principal variation is shown');
  // The line is legal SAN from the position searched.
  const chess = new Chess(fen);
  for (const san of pv) chess.move(san);
  assert.match(await page.getAttribute('body', 'data-eval'), /^\+\d+\.\d\d$/);
  // The bar: switched on, it shows White's large share, and stays on after a reload.
  assert.equal(await page.isVisible('#eval-bar'), true);
  const share = await page.evaluate(() => parseFloat(document.getElementById('eval-fill').style.height));
  assert.ok(share > 80, `White's share is ${share} %`);
  assert.match(await page.getAttribute('#eval-bar', 'aria-label'), /^Evaluation: \+\d+\.\d\d$/);
  await page.waitForFunction(() => document.body.dataset.engine === 'ready', null, { timeout: 20000 });
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]');
  assert.equal(await page.isVisible('#eval-bar'), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the worker answers a position with one legal move at once, without searching', async () => {
  const { page, errors } = await openPage(site, '?book=0');
  const messages = await page.evaluate(async () => {
    const worker = new Worker('./worker_loader.js');
    const seen = [];
    await new Promise((resolve) => {
      worker.onmessage = (e) => {
        seen.push(e.data.type);
        if (e.data.type === 'Ready') {
          // After 1. Qg8+ in Philidor's mate only Rxg8 is legal; ask for a 60-second search.
          worker.postMessage({ type: 'Go', id: 1, fen: '4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1', moves: ['d5g8'],
            limits: { movetime_ms: 60000, book: false } });
        }
        if (e.data.type === 'BestMove') { seen.push(e.data.uci); resolve(); }
      };
    });
    worker.terminate();
    return seen;
  });
  assert.deepEqual(messages, ['Ready', 'BestMove', 'e8g8'], 'no search report before the only move');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Hint shows the engine\'s move for the player as an arrow', async () => {
  const { page, errors } = await openPage(site, '?book=0');
  await page.click('#hint');
  await page.waitForFunction(() => /^[a-h][1-8][a-h][1-8]/.test(document.body.dataset.hint || ''), null, { timeout: 20000 });
  const hint = await page.getAttribute('body', 'data-hint');
  const chess = new Chess(START_FEN);
  assert.ok(chess.move({ from: hint.slice(0, 2), to: hint.slice(2, 4), promotion: hint[4] }), `${hint} is legal`);
  // A blue arrow leaves the hinted piece's square towards its target.
  const dx = hint.charCodeAt(2) - hint.charCodeAt(0);
  const dy = Number(hint[3]) - Number(hint[1]);
  const len = Math.hypot(dx, dy);
  const px = await squarePixel(page, hint.slice(0, 2), 0.5 + 0.4 * dx / len, 0.5 - 0.4 * dy / len);
  assert.ok(px[2] > px[0], `blue on ${hint.slice(0, 2)} (${hex(px)})`);
  // The game did not move.
  assert.equal(await boardField(page), boardAfter([]));
  assert.deepEqual(errors, []);
  await page.close();
});

test('at full strength the page never blocks, and Take back or New game during the thinking act at once', async () => {
  const { page, errors } = await openPage(site, '?book=0&level=17&movetime=20000');
  await watchMachine(site, page);
  await typeMove(page, 'e4');
  // Long tasks are counted from here, while the engine thinks.
  const t0 = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => /^Engine: (thinking…|depth \d+)/.test(document.getElementById('engine').textContent), null, { timeout: 20000 });
  await page.waitForTimeout(1500);
  // Take back while the engine thinks: the move is gone at once, and it is the player's turn.
  const takeBackMs = await page.evaluate(() => new Promise((resolve) => {
    const start = performance.now();
    new MutationObserver((_, obs) => {
      if (document.querySelectorAll('#moves li').length === 0) { obs.disconnect(); resolve(performance.now() - start); }
    }).observe(document.body, { attributes: true, childList: true, subtree: true });
    document.getElementById('take-back').click();
  }));
  assert.equal(await boardField(page), boardAfter([]));
  assert.equal(await page.textContent('#status'), 'White to move — your turn');
  await page.waitForSelector('body[data-engine="ready"]');
  // New game during the thinking: the fresh game is on the board at once.
  await typeMove(page, 'd4');
  await page.waitForFunction(() => /^Engine: (thinking…|depth \d+)/.test(document.getElementById('engine').textContent), null, { timeout: 20000 });
  await page.waitForTimeout(1500);
  await page.click('#new-game');
  const newGameMs = await page.evaluate(() => new Promise((resolve) => {
    const start = performance.now();
    new MutationObserver((_, obs) => {
      if (document.querySelectorAll('#moves li').length === 0) { obs.disconnect(); resolve(performance.now() - start); }
    }).observe(document.body, { attributes: true, childList: true, subtree: true });
    document.getElementById('ng-start').click();
  }));
  assert.equal(await boardField(page), boardAfter([]));
  await page.waitForSelector('body[data-engine="ready"]');
  const long = await longTasksSince(page, t0);
  console.log(`# full strength: take back took effect in ${takeBackMs.toFixed(1)} ms, new game in ${newGameMs.toFixed(1)} ms; ` +
    `long tasks: ${long.page.length}, and ${long.machine.length} while the machine was busy elsewhere${busyNote(long)}`);
  assert.deepEqual(long.page, [], 'a main-thread task over 50 ms ran');
  assert.ok(takeBackMs < 1000 && newGameMs < 1000, 'the search was not waited for');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the move list steps through the game: a click on a move, ← → Home End and the buttons; the game stays', async () => {
  const { page, errors } = await openPage(site, '?book=0&movetime=150');
  await typeMove(page, 'e4');
  await waitForPlies(page, 2);
  const reply = await page.getAttribute('body', 'data-last-move');
  await typeMove(page, 'Nf3');
  await waitForPlies(page, 4);
  const live = await page.getAttribute('body', 'data-fen');
  // The list is a list named "Moves"; each move is a button.
  const list = page.getByRole('list', { name: 'Moves', exact: true });
  assert.equal(await list.getByRole('button').count(), 4);
  await list.getByRole('button', { name: 'e4', exact: true }).click();
  assert.equal(await page.getAttribute('body', 'data-view-ply'), '1');
  const shown = async () => (await page.getAttribute('body', 'data-shown-fen')).split(' ').slice(0, 2).join(' ');
  assert.equal(await shown(), boardAfter(['e2e4']));
  assert.equal(await page.getAttribute('#moves button[aria-current]', 'data-ply'), '1');
  assert.equal(await page.getAttribute('body', 'data-fen'), live, 'the game stays where it is');
  await page.keyboard.press('ArrowRight');
  assert.equal(await shown(), boardAfter(['e2e4', reply]));
  await page.keyboard.press('Home');
  assert.equal(await shown(), boardAfter([]));
  assert.equal(await page.isDisabled('#nav-back'), true);
  await page.click('#nav-forward');
  await page.click('#nav-forward');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getAttribute('body', 'data-view-ply'), '1');
  await page.keyboard.press('End');
  assert.equal(await page.getAttribute('body', 'data-view-ply'), '4');
  assert.equal(await page.isDisabled('#nav-last'), true);
  // Viewing the past, the status says so and offers the way back.
  await page.keyboard.press('Home');
  assert.match(await page.textContent('#status'), /^Looking back \(the start\): click the board or press End to return$/);
  assert.equal(await page.isVisible('#back-to-game'), true);
  await page.click('#back-to-game');
  assert.equal(await page.getAttribute('body', 'data-view-ply'), '4');
  assert.equal(await page.isVisible('#back-to-game'), false);
  assert.match(await page.textContent('#status'), /your turn$/);
  // A press on the board brings the game back and is not lost: it picks up the knight on f3
  // (an empty square in the position shown), and the next click moves it.
  await list.getByRole('button', { name: 'e4', exact: true }).click();
  const f3 = await squareCentre(page, 'f3');
  await page.mouse.click(f3.x, f3.y);
  assert.equal(await page.getAttribute('body', 'data-view-ply'), '4');
  assert.equal(await page.getAttribute('body', 'data-fen'), live);
  const g1 = await squareCentre(page, 'g1');
  await page.mouse.click(g1.x, g1.y);
  await waitForPlies(page, 6);
  assert.equal(await list.getByRole('button').nth(4).textContent(), 'Ng1');
  // Keys typed in the move box are the box's, not the list's.
  await page.fill('#move-input', 'd4');
  await page.press('#move-input', 'Home');
  assert.equal(await page.getAttribute('body', 'data-view-ply'), '6');
  assert.deepEqual(errors, []);
  await page.close();
});

test('moves are announced to screen readers and each kind of move has its sound', async () => {
  const { page, errors } = await openPage(site, `?fen=${encodeURIComponent(PHILIDOR)}&book=0&movetime=150`);
  assert.equal(await page.getAttribute('#announce', 'aria-live'), 'polite');
  await typeMove(page, 'Qg8+');
  // The player's check, then the computer's forced capture.
  await page.waitForFunction(() => document.body.dataset.lastMove === 'e8g8');
  assert.equal(await page.textContent('#announce'), 'Black (computer) played Rxg8');
  assert.equal(await page.getAttribute('body', 'data-sound'), 'capture');
  await typeMove(page, 'Nf7#');
  assert.equal(await page.textContent('#announce'), 'White played Nf7#. Checkmate — White wins');
  assert.equal(await page.getAttribute('body', 'data-sound'), 'game-end');
  // Sound can be switched off, and stays off.
  await page.uncheck('#sound-toggle');
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]');
  assert.equal(await page.isChecked('#sound-toggle'), false);
  // In Spanish.
  await page.goto(site.base + '?lang=es&book=0&movetime=150');
  await page.waitForSelector('body[data-engine="ready"]');
  await page.click('#new-game');
  // The dialog offers the last game's start position again; the usual one is wanted here.
  assert.equal(await page.inputValue('#ng-fen'), PHILIDOR);
  await page.fill('#ng-fen', '');
  await page.click('#ng-start');
  await typeMove(page, 'e4');
  await page.waitForFunction(() => document.getElementById('announce').textContent.startsWith('Las negras'));
  assert.match(await page.textContent('#announce'), /^Las negras \(ordenador\) jugaron \S+$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the load and the review run no main-thread task over 50 ms', async () => {
  // Légal's trap, the game a beginner reviews: 13 plies, a blunder and the mate.
  const legal = '1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0';
  const { page, errors } = await openPage(site, '?book=0&pgn=' + encodeURIComponent(legal), { traceLoad: true });
  await page.waitForSelector('#result-banner:not([hidden])');
  const load = await longTasksSince(page, 0);
  console.log(`# the load: ${load.page.length} long tasks, and ${load.machine.length} while the machine was busy elsewhere${busyNote(load)}`);
  assert.deepEqual(load.page, [], 'a main-thread task over 50 ms ran during the load');
  await watchMachine(site, page);
  const t0 = await page.evaluate(() => performance.now());
  await page.click('#banner-analyse');
  await page.waitForFunction(() => document.body.dataset.review === 'done', null, { timeout: 60000 });
  // The last frames of the review's end.
  await page.waitForTimeout(300);
  const review = await longTasksSince(page, t0);
  console.log(`# the review: ${review.page.length} long tasks, and ${review.machine.length} while the machine was busy elsewhere${busyNote(review)}`);
  assert.deepEqual(review.page, [], 'a main-thread task over 50 ms ran during the review');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Analyse game: every position scored in the worker with a progress bar, the graph, and the blunder marked with the better move', async () => {
  const scholar = '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0';
  const { page, errors } = await openPage(site, '?book=0&pgn=' + encodeURIComponent(scholar));
  await page.waitForSelector('#result-banner:not([hidden])');
  assert.equal(await page.isHidden('#review-box'), true);
  await page.click('#banner-analyse');
  assert.equal(await page.isHidden('#result-banner'), true, 'the banner makes way for the review');
  assert.equal(await page.isVisible('#review-box'), true);
  await page.waitForFunction(() => document.body.dataset.review === 'done', null, { timeout: 60000 });
  assert.equal(await page.evaluate(() => document.getElementById('review-progress').value), 8);
  // 3... Nf6 allowed mate in one: a blunder, and the engine's better move is named.
  const blunder = page.locator('#moves button.mark-blunder');
  assert.equal(await blunder.count(), 1);
  assert.equal(await blunder.textContent(), 'Nf6??');
  const title = await blunder.getAttribute('title');
  assert.match(title, /^Blunder\. Better: (Qe7|Qf6|g6|Nh6|Qe7\+?|Nd4|d5)$/);
  const better = title.replace(/^Blunder\. Better: /, '');
  const chess = new Chess();
  for (const san of ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4']) chess.move(san);
  assert.ok(chess.move(better), `${better} is legal there`);
  const status = await page.textContent('#review-status');
  assert.match(status, /^White: \d+ inaccurac(y|ies), \d+ mistakes?, \d+ blunders?, accuracy (\d+) %\nBlack: \d+ inaccurac(y|ies), \d+ mistakes?, 1 blunder, accuracy (\d+) %$/);
  const [white, black] = [...status.matchAll(/accuracy (\d+) %/g)].map((m) => Number(m[1]));
  assert.ok(white > black, `the side that blundered was less accurate (${white} against ${black})`);
  // On the blunder: the better move as a red arrow, and its line behind a button.
  assert.equal(await page.isHidden('#review-show-line'), true);
  await blunder.click();
  const move = chess.history({ verbose: true }).at(-1);
  const [from, to] = [await squareCentre(page, move.from), await squareCentre(page, move.to)];
  const mid = await page.evaluate(([x, y]) => {
    const c = document.getElementById('board');
    const r = c.getBoundingClientRect();
    const k = c.width / r.width;
    const d = c.getContext('2d').getImageData(Math.round((x - r.left) * k), Math.round((y - r.top) * k), 1, 1).data;
    return [d[0], d[1], d[2]];
  }, [(from.x + to.x) / 2, (from.y + to.y) / 2]);
  assert.ok(mid[0] > mid[1] + 60 && mid[0] > mid[2] + 60, `a red arrow from ${move.from} to ${move.to}: ${mid}`);
  assert.equal(await page.isHidden('#review-line'), true);
  await page.click('#review-show-line');
  const line = await page.textContent('#review-line');
  assert.ok(line.startsWith(`Better was 3... ${better}`), line);
  // The graph is drawn: its left end (an even game) is half light, half dark.
  const column = await page.evaluate(() => {
    const c = document.getElementById('review-graph');
    const d = c.getContext('2d').getImageData(1, 0, 1, c.height).data;
    const top = [d[0], d[1], d[2]];
    const i = (c.height - 2) * 4;
    return { top, bottom: [d[i], d[i + 1], d[i + 2]] };
  });
  assert.ok(column.top[0] < 120 && column.bottom[0] > 200, `dark above, light below (${JSON.stringify(column)})`);
  // A click on the graph goes to that position.
  const box = await page.locator('#review-graph').boundingBox();
  await page.locator('#review-graph').click({ position: { x: box.width * (3 / 7), y: box.height / 2 } });
  assert.equal(await page.getAttribute('body', 'data-view-ply'), '3');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the PGN is downloaded as a file and the FEN and PGN copied to the clipboard', async () => {
  await site.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.base).origin });
  const { page, errors } = await openPage(site, '?book=0&movetime=150');
  await typeMove(page, 'e4');
  await waitForPlies(page, 2);
  await page.click('#io summary');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-pgn')]);
  assert.match(download.suggestedFilename(), /^poda-\d{4}-\d\d-\d\d\.pgn$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  assert.match(text, /\[Result "\*"\]/);
  assert.match(text, /1\. e4 \S+ \*/);
  await page.click('#copy-fen');
  await page.waitForFunction(() => document.getElementById('copy-status').textContent !== '');
  assert.equal(await page.textContent('#copy-status'), 'Copied.');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.getAttribute('body', 'data-fen'));
  await page.click('#copy-pgn');
  await page.waitForFunction(async () => (await navigator.clipboard.readText()).startsWith('[Event'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a premove set while the computer thinks is shown and played on its reply', async () => {
  // Level 3 answers at a person's pace (an opening move in about 0.6 s): time for two clicks.
  const { page, errors } = await openPage(site, '?book=0&level=7');
  await typeMove(page, 'e4');
  await page.waitForSelector('body[data-engine="thinking"]');
  const g1 = await squareCentre(page, 'g1');
  const f3 = await squareCentre(page, 'f3');
  await page.mouse.click(g1.x, g1.y);
  await page.mouse.click(f3.x, f3.y);
  // Shown on the board (the premove's colour over f3), and not played yet.
  assert.equal(await page.getAttribute('body', 'data-engine'), 'thinking');
  const shaded = await squarePixel(page, 'f3', 0.08, 0.08);
  assert.ok(shaded[2] > shaded[0], `f3 is marked as a premove (${shaded})`);
  // The computer answers; the premove is played at once, and the computer answers that too.
  await waitForPlies(page, 4);
  const moves = await page.$$eval('#moves li', (items) => items.map((li) => li.textContent).join(' '));
  assert.match(moves, /^1\.\s*e4\s*\S+\s*2\.\s*Nf3\s*\S+/);
  assert.deepEqual(errors, []);
  await page.close();
});

/** Types `move` with Enter and samples the canvas down the middle column of `square` (White at
 *  the bottom) at every animation frame for `ms`: for each frame, the RGB of the brightest pixel
 *  of that column. A whole column, not one pixel: a slow machine draws few frames of the slide,
 *  and one pixel may fall on the piece's outline in all of them. */
async function framesAt(page, move, square, ms) {
  return page.evaluate(async ([move, square, ms]) => {
    const canvas = document.getElementById('board');
    const ctx = canvas.getContext('2d');
    const side = canvas.width / 8;
    const x = Math.floor((square.charCodeAt(0) - 97 + 0.5) * side);
    const top = Math.floor((7 - (Number(square[1]) - 1)) * side);
    const input = document.getElementById('move-input');
    input.value = move;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const samples = [];
    const t0 = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const d = ctx.getImageData(x, top, 1, Math.floor(side)).data;
        let best = [0, 0, 0];
        for (let i = 0; i < d.length; i += 4) {
          if (Math.min(d[i], d[i + 1], d[i + 2]) > Math.min(...best)) best = [d[i], d[i + 1], d[i + 2]];
        }
        samples.push(best);
        if (performance.now() - t0 < ms) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    return samples;
  }, [move, square, ms]);
}

test('a typed move slides through the squares between, frame by frame, and slides back on Take back; prefers-reduced-motion turns it off', async () => {
  const white = ([r, g, b]) => r > 220 && g > 220 && b > 220;
  const { page, errors } = await openPage(site, '?book=0&level=7');
  // e2-e4: the white pawn is seen over e3 in the frames between, and e3 is empty at the end.
  const frames = await framesAt(page, 'e4', 'e3', 400);
  assert.ok(frames.length >= 8, `${frames.length} frames`);
  assert.ok(frames.some(white), `the pawn passes e3: ${JSON.stringify(frames)}`);
  assert.ok(!white(frames[frames.length - 1]), 'e3 is empty once the pawn has arrived');

  // Take back: the pawn slides back from e4 to e2, through e3 again.
  await waitForPlies(page, 2);
  await page.waitForFunction(() => document.body.dataset.engine === 'ready');
  const back = await page.evaluate(async () => {
    const canvas = document.getElementById('board');
    const ctx = canvas.getContext('2d');
    const side = canvas.width / 8;
    const x = Math.floor(4.5 * side);
    const top = Math.floor(5 * side);
    document.getElementById('take-back').click();
    const samples = [];
    const t0 = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const d = ctx.getImageData(x, top, 1, Math.floor(side)).data;
        let light = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i] > 220 && d[i + 1] > 220 && d[i + 2] > 220) light += 1;
        samples.push(light);
        if (performance.now() - t0 < 400) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    return samples;
  });
  assert.ok(back.some((n) => n > 0), `the pawn passes e3 on its way back: ${JSON.stringify(back)}`);
  assert.equal(back[back.length - 1], 0, 'e3 is empty once it is back');
  assert.equal(await page.evaluate(() => document.querySelectorAll('#moves li').length), 0);
  await page.close();

  const still = await openPage(site, '?book=0&level=7');
  await still.page.emulateMedia({ reducedMotion: 'reduce' });
  const none = await framesAt(still.page, 'd4', 'd3', 400);
  assert.ok(!none.some(white), `no slide with reduced motion: ${JSON.stringify(none)}`);
  assert.equal(await still.page.getAttribute('body', 'data-last-move'), 'd2d4');
  assert.deepEqual([...errors, ...still.errors], []);
  await still.page.close();
});

test('the material beside each player: the pieces taken and the lead, on the side that player sits, for the position shown', async () => {
  const pgn = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Nxh8 *';
  const { page, errors } = await openPage(site, `?lang=en&book=0&pgn=${encodeURIComponent(pgn)}`);
  const strip = (side) => page.evaluate((side) => {
    const e = document.getElementById(`material-${side}`);
    const box = e.getBoundingClientRect();
    const board = document.getElementById('board').getBoundingClientRect();
    return { captured: e.dataset.captured, lead: e.dataset.lead, label: e.getAttribute('aria-label'), text: e.textContent,
      above: box.bottom <= board.top + 1, below: box.top >= board.bottom - 1, visible: box.height > 0 };
  }, side);
  let white = await strip('white');
  let black = await strip('black');
  assert.equal(white.captured, 'ppr');
  assert.equal(white.lead, '6');
  assert.equal(white.text, '+6');
  assert.equal(white.label, 'White has taken 2 pawns and a rook, 6 points ahead');
  assert.equal(black.captured, 'p');
  assert.equal(black.text, '');
  assert.ok(white.visible && black.visible);
  // Each strip is on its side's edge of the board, and follows a flip.
  const orientation = await page.getAttribute('body', 'data-orientation');
  const [bottom, top] = orientation === 'white' ? [white, black] : [black, white];
  assert.ok(bottom.below && top.above, JSON.stringify({ orientation, white, black }));
  await page.click('#flip');
  white = await strip('white');
  assert.equal(orientation === 'white' ? white.above : white.below, true);
  // An earlier position shows the material of that moment.
  await page.locator('#moves button[data-ply="8"]').click();
  white = await strip('white');
  black = await strip('black');
  assert.equal(white.captured, 'p');
  assert.equal(black.captured, '');
  assert.equal(white.lead, '1');
  // In Spanish.
  await page.selectOption('#lang', 'es');
  assert.equal(await page.getAttribute('#material-white', 'aria-label'), 'Las blancas han capturado un peón, con 1 punto de ventaja');
  assert.deepEqual(errors, []);
  await page.close();
});
