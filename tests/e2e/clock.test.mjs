// End-to-end tests of the clocks: both first moves free (lichess's rule), a flag that falls (the
// banner, the PGN), the computer thinking on its own clock, the New game dialog's time controls, a bad `?clock=`, and a hidden tab that
// pauses a game against the computer. Moves are checked with chess.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { site, useSite, openPage, typeMove, waitForPlies } from './harness.mjs';

useSite();

const ms = async (page, side) => Number(await page.getAttribute(`#clock-${side}`, 'data-ms'));

test('with ?clock=0.5+0 the first moves are free, then White loses on time: the banner says so and the PGN has 0-1', async () => {
  const { page, errors } = await openPage(site, '?clock=0.5+0&book=0');
  assert.equal(await page.isVisible('#clock-white'), true);
  assert.equal(await page.getAttribute('#player-white', 'data-place'), 'bottom', "the player's card under the board");
  assert.equal(await page.getAttribute('#player-black', 'data-place'), 'top');
  await page.waitForTimeout(600);
  for (const side of ['white', 'black']) {
    assert.equal(await page.getAttribute(`#clock-${side}`, 'data-running'), null, `${side}'s time waits for its first move`);
    assert.equal(await ms(page, side), 30000);
  }
  assert.match(await page.textContent('#clock-black'), /^0:30$/);
  await typeMove(page, 'e4');
  await waitForPlies(page, 2);
  assert.equal(await ms(page, 'black'), 30000, "the computer's first move was free too");
  assert.notEqual(await page.getAttribute('#clock-white', 'data-running'), null, "then White's time runs");
  // Under ten seconds the face shows tenths.
  await page.waitForFunction(() => Number(document.getElementById('clock-white').dataset.ms) < 9500, null, { timeout: 30000 });
  assert.match(await page.textContent('#clock-white'), /^0:0\d\.\d$/);
  await page.waitForSelector('body[data-result="0-1"]', { timeout: 12000 });
  await page.waitForSelector('#result-banner:not([hidden])');
  assert.equal(await page.textContent('#result-text'), 'White lost on time');
  assert.equal(await ms(page, 'white'), 0);
  assert.equal(await page.getAttribute('#clock-white', 'data-running'), null, 'the clock stops');
  const pgn = await page.textContent('#pgn');
  assert.match(pgn, /\[Result "0-1"\]/);
  assert.match(pgn, /\[Termination "time forfeit"\]/);
  assert.match(pgn, /\[TimeControl "30\+0"\]/);
  assert.match(pgn.trim(), /0-1$/);
  // Saved: a reload shows the same lost game, and no time runs.
  await page.reload();
  await page.waitForSelector('body[data-result="0-1"]', { timeout: 15000 });
  assert.equal(await ms(page, 'white'), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('with ?clock=1+0 the computer thinks on its clock and answers legally in time', async () => {
  const { page, errors } = await openPage(site, '?clock=1+0&book=0');
  await typeMove(page, 'e4');
  await waitForPlies(page, 2);
  assert.equal(await ms(page, 'black'), 60000, "Black's first move is free");
  await typeMove(page, 'Nf3');
  // While the computer thinks, its time runs down (sampled in the page every 50 ms).
  const samples = await page.evaluate(() => new Promise((resolve) => {
    const seen = [];
    const started = performance.now();
    const timer = setInterval(() => {
      const thinking = document.body.dataset.engine === 'thinking';
      if (thinking) seen.push(Number(document.getElementById('clock-black').dataset.ms));
      if ((!thinking && seen.length > 0) || performance.now() - started > 20000) {
        clearInterval(timer);
        resolve(seen);
      }
    }, 50);
  }));
  assert.ok(samples.length >= 3, `seen thinking ${samples.length} times`);
  assert.ok(samples.at(-1) < samples[0], `Black's time runs while it thinks: ${samples[0]} → ${samples.at(-1)}`);
  for (let i = 1; i < samples.length; i++) assert.ok(samples[i] <= samples[i - 1], 'it never goes up while it thinks');
  await waitForPlies(page, 4);
  const reply = await page.getAttribute('body', 'data-last-move');
  // The game, read by chess.js (which refuses an illegal move), ends with the computer's reply.
  const chess = new Chess();
  chess.loadPgn(await page.textContent('#pgn'));
  const last = chess.history({ verbose: true }).at(-1);
  assert.equal(chess.history().length, 4);
  assert.equal(last.from + last.to + (last.promotion ?? ''), reply, `${reply} is legal`);
  const black = await ms(page, 'black');
  assert.ok(black > 40000 && black < 60000, `Black answered within its time (${black} ms left)`);
  assert.equal(await page.getAttribute('body', 'data-result'), '*');
  assert.notEqual(await page.getAttribute('#clock-white', 'data-running'), null, "then White's time runs");
  const pgn = await page.textContent('#pgn');
  assert.match(pgn, /\[TimeControl "60\+0"\]/);
  assert.match(pgn, /1\. e4 \{\[%clk 0:01:00\]\} 1\.\.\. \S+ \{\[%clk 0:01:00\]\} 2\. Nf3 \{\[%clk 0:00:\d\d\]\}/);
  // A reload of the same address resumes the game and its clocks.
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
  await waitForPlies(page, 4);
  assert.equal(await ms(page, 'black'), black, "Black's time as it was");
  assert.ok(await ms(page, 'white') < 60000);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the New game dialog starts a timed game; a hidden tab pauses it; a bad ?clock= is named', async () => {
  const { page, errors } = await openPage(site, '?clock=abc');
  assert.match(await page.textContent('#notice'), /clock.*"abc"/);
  assert.equal(await page.isVisible('#clock-white'), false, 'untimed');
  await page.click('#new-game');
  await page.selectOption('#ng-clock', 'custom');
  assert.equal(await page.isVisible('#ng-minutes'), true);
  await page.fill('#ng-minutes', 'x');
  await page.click('#ng-start');
  assert.equal(await page.isVisible('#ng-clock-error'), true, 'a custom time that cannot be read is refused');
  await page.selectOption('#ng-clock', '3+2');
  await page.click('#ng-white');
  await page.click('#ng-start');
  await page.waitForSelector('#clock-white:not([hidden])');
  assert.match(await page.textContent('#clock-black'), /^3:00$/);
  assert.match(await page.textContent('#pgn'), /\[TimeControl "180\+2"\]/);
  await typeMove(page, 'e4');
  await waitForPlies(page, 2);
  await page.waitForSelector('#clock-white[data-running]');
  // The tab hidden: the game against the computer pauses; shown again, White's time runs on.
  const hide = (hidden) => page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await hide(true);
  await page.waitForSelector('#clock-white:not([data-running])');
  const paused = await ms(page, 'white');
  await page.waitForTimeout(400);
  assert.equal(await ms(page, 'white'), paused, 'no time runs while the tab is hidden');
  await hide(false);
  await page.waitForSelector('#clock-white[data-running]');
  await page.waitForFunction((paused) => Number(document.getElementById('clock-white').dataset.ms) < paused, paused);
  // The dialog opens on the game's time control.
  await page.click('#new-game');
  assert.equal(await page.inputValue('#ng-clock'), '3+2');
  await page.click('#ng-cancel');
  assert.deepEqual(errors, []);
  await page.close();
});
