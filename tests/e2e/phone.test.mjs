// The play page on a phone held upright (390 × 844, Chromium): the board starts within the top
// 120 px, the clocks and the last moves are on the first screen without scrolling, every
// control is at least 44 × 44 px (or sits in a label that is), and a piece dragged by a
// finger is drawn larger, above the finger.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, squareCentre } from './harness.mjs';

useSite();

const PHONE = { width: 390, height: 844 };
// Twelve moves, so that the move list is longer than one row.
const GAME = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 *';

async function openPhone(query) {
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.setViewportSize(PHONE);
  await page.goto(site.base + query);
  await page.waitForSelector('body[data-engine="ready"], body[data-engine="thinking"]', { timeout: 20000 });
  return { page, errors };
}

for (const lang of ['en', 'es']) {
  test(`phone (${lang}): the board near the top, the clocks and the last moves on the first screen`, async () => {
    const { page, errors } = await openPhone(`?lang=${lang}&book=0&clock=3%2B2&pgn=${encodeURIComponent(GAME)}`);
    const boxes = await page.evaluate(() => {
      const box = (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
      const q = (s) => document.querySelector(s);
      return { board: box(q('#board')), white: box(q('#clock-white')), black: box(q('#clock-black')),
        moves: box(q('#moves')), current: box(q('#moves [aria-current]')), status: box(q('#status')),
        nav: box(q('#nav-back')), scrollX: document.documentElement.scrollWidth - innerWidth };
    });
    assert.ok(boxes.board.top <= 120, `the board starts at ${boxes.board.top} px`);
    const onScreen = (b) => b.top >= 0 && b.bottom <= PHONE.height && b.left >= 0 && b.right <= PHONE.width;
    for (const name of ['white', 'black', 'moves', 'current', 'status', 'nav']) {
      assert.ok(onScreen(boxes[name]), `${name} on the first screen: ${JSON.stringify(boxes[name])}`);
    }
    assert.equal(boxes.scrollX, 0, 'nothing is wider than the screen');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('phone: every control is at least 44 × 44 px, or sits in a label that is', async () => {
  const { page, errors } = await openPhone(`?lang=es&book=0&pgn=${encodeURIComponent(GAME)}`);
  await page.click('#io summary');
  const small = await page.evaluate(() => {
    const found = [];
    for (const e of document.querySelectorAll('button, select, input, textarea, summary, a[href]')) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(e).visibility === 'hidden') continue;
      const label = e.closest('label');
      const hit = label && (e.type === 'checkbox' || e.type === 'radio') ? label.getBoundingClientRect() : r;
      if (hit.width < 44 - 0.5 || hit.height < 44 - 0.5) {
        found.push(`${e.tagName.toLowerCase()}#${e.id || e.textContent.trim().slice(0, 12)} ${Math.round(hit.width)}×${Math.round(hit.height)}`);
      }
    }
    return found;
  });
  assert.deepEqual(small, []);
  // The new-game dialog too.
  await page.click('#new-game');
  const smallInDialog = await page.evaluate(() => [...document.querySelectorAll('dialog[open] button, dialog[open] select, dialog[open] input')]
    .filter((e) => e.getBoundingClientRect().width > 0)
    .map((e) => [e, (e.type === 'radio' || e.type === 'checkbox') && e.closest('label') ? e.closest('label').getBoundingClientRect() : e.getBoundingClientRect()])
    .filter(([, r]) => r.width < 43.5 || r.height < 43.5)
    .map(([e, r]) => `${e.tagName.toLowerCase()}#${e.id} ${Math.round(r.width)}×${Math.round(r.height)}`));
  assert.deepEqual(smallInDialog, []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('phone: a piece dragged by a finger is drawn half as large again, above the finger', async () => {
  const { page, errors } = await openPhone('?book=0');
  const cdp = await site.context.newCDPSession(page);
  const e2 = await squareCentre(page, 'e2');
  const e3 = await squareCentre(page, 'e3');
  const e4 = await squareCentre(page, 'e4');
  const side = e3.y - e4.y;
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
  await touch('touchStart', e2);
  for (let i = 1; i <= 6; i++) await touch('touchMove', { x: e2.x, y: e2.y + (e3.y - e2.y) * (i / 6) });
  // The finger is on e3: the pawn is drawn over e4, above it. Its white body, down the
  // e-file's middle column, is taller than a pawn at rest.
  const extent = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => {
    const canvas = document.getElementById('board');
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const s = canvas.width / 8;
    const x = Math.floor(4.5 * s);
    const d = canvas.getContext('2d').getImageData(x, 0, 1, canvas.height).data;
    // Rows of near-white pixels between the 3rd and 6th ranks (the pawns at rest are on the 2nd).
    let top = Infinity, bottom = -Infinity;
    for (let y = Math.floor(2 * s); y < Math.floor(6 * s); y++) {
      const i = y * 4;
      if (d[i] > 235 && d[i + 1] > 235 && d[i + 2] > 225) { top = Math.min(top, y); bottom = Math.max(bottom, y); }
    }
    resolve({ top: top / ratio, bottom: bottom / ratio, side: s / ratio });
  })));
  assert.ok(Number.isFinite(extent.top), 'the dragged pawn is drawn');
  assert.ok(extent.bottom < e3.y - side * 0.2, `above the finger: ${JSON.stringify(extent)} finger at ${e3.y}`);
  assert.ok(extent.bottom - extent.top > side * 0.75, `larger than at rest: ${JSON.stringify(extent)}`);
  await touch('touchMove', e4);
  await touch('touchEnd', null);
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1, null, { timeout: 30000 });
  assert.match(await page.textContent('#moves li'), /^1\.\s*e4/);
  assert.deepEqual(errors, []);
  await cdp.detach();
  await page.close();
});
