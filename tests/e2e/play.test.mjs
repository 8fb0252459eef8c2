// End-to-end tests of the play page as a player uses it: pieces dragged with the mouse and a
// finger, arrows drawn with the right button, the board played with the keyboard.
// Moves are checked with chess.js, independently of Poda's own rules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { startSite, openPage, squareCentre, squarePixel, hex, START_FEN } from './harness.mjs';

const LIGHT = [0xec, 0xda, 0xb9];
const DARK = [0xae, 0x8a, 0x68];

let site;
before(async () => { site = await startSite(); });
after(async () => { await site.close(); });

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
  assert.match(await page.textContent('#moves li'), /^1\. e4/);
  assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'the page did not scroll');
  assert.deepEqual(errors, []);
  await cdp.detach();
  await page.close();
});
