// End-to-end tests of the play page's layout (Chromium): the board fills the window's height
// on a desktop, between two player cards (name, level and rating, clock, material), the move
// list beside it shows the newest move of a long game, nothing is cut at 390 px, and nothing
// moves while the page loads (cumulative layout shift under 0.01).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { site, useSite, typeMove } from './harness.mjs';

useSite();

/** A legal game of `moves` full moves, the same every run (a seeded choice among the legal moves). */
function longGame(moves) {
  const chess = new Chess();
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  while (chess.history().length < moves * 2) {
    const legal = chess.moves();
    // Quiet moves first, so that the game lasts: captures and checks only now and then.
    const quiet = legal.filter((m) => !/[x+#]/.test(m));
    const pool = quiet.length && next() % 5 ? quiet : legal;
    chess.move(pool[next() % pool.length]);
    if (chess.isGameOver()) {
      chess.undo();
      seed += 1;
    }
  }
  return chess.pgn();
}

async function open(query, viewport, { init, slowApp = false } = {}) {
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.setViewportSize(viewport);
  if (init) await page.addInitScript(init);
  // The page's wasm held back for 0.8 s: the page is drawn before the app runs, as on a slow
  // network (a shift between the two is then measured).
  if (slowApp) {
    await page.route(/app-.*\.wasm$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
  }
  await page.goto(site.base + query);
  await page.waitForSelector('body[data-engine="ready"], body[data-engine="thinking"]', { timeout: 20000 });
  return { page, errors };
}

const box = (page, selector) => page.evaluate((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
}, selector);

test('the board grows with the window and fits its height, between the two player cards', async () => {
  const sides = [];
  for (const viewport of [{ width: 1280, height: 800 }, { width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
    const { page, errors } = await open('?lang=en&clock=5%2B3', viewport);
    const board = await box(page, '#board');
    const top = await box(page, '#player-black');
    const bottom = await box(page, '#player-white');
    const where = `${viewport.width}×${viewport.height}`;
    assert.ok(top.top >= 0 && top.bottom <= board.top + 1, `${where}: the top card above the board`);
    assert.ok(bottom.top >= board.bottom - 1 && bottom.bottom <= viewport.height, `${where}: the bottom card under it, on screen`);
    assert.ok(board.height > viewport.height - 220, `${where}: the board takes the window's height (${board.height} px)`);
    const panel = await box(page, '#play-panel');
    assert.ok(panel.left >= board.right && panel.bottom <= viewport.height, `${where}: the game's panel beside the board`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0);
    sides.push(board.width);
    assert.deepEqual(errors, []);
    await page.close();
  }
  assert.ok(sides[2] > sides[0] + 200, `the board grows from ${sides[0]} to ${sides[2]} px`);
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 1366, height: 768 }]) {
  test(`after a 40-move game at ${viewport.width}×${viewport.height} the newest move is in view`, async () => {
    const { page, errors } = await open(`?lang=en&book=0&pgn=${encodeURIComponent(longGame(40))}`, viewport);
    await page.waitForSelector('#moves button[data-ply="80"]');
    // The list scrolls to the move on the board at the next frame.
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => {
      const last = document.querySelector('#moves button[data-ply="80"]').getBoundingClientRect();
      const list = document.getElementById('moves').getBoundingClientRect();
      return { last: [last.top, last.bottom], list: [list.top, list.bottom], current: document.querySelector('#moves [aria-current]').dataset.ply };
    });
    assert.equal(seen.current, '80');
    assert.ok(seen.last[0] >= seen.list[0] - 1 && seen.last[1] <= seen.list[1] + 1, `inside the list: ${JSON.stringify(seen)}`);
    assert.ok(seen.last[1] <= viewport.height, `on screen: ${JSON.stringify(seen)}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

for (const [lang, computer, you] of [['en', 'Poda · level 7 · ≈1250', 'You'], ['es', 'Poda · nivel 7 · ≈1250', 'Tú']]) {
  test(`(${lang}) both player cards show the name, level and rating, the clock and the material; the computer's shows it thinking`, async () => {
    const pgn = '1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 *';
    const { page, errors } = await open(`?lang=${lang}&book=0&movetime=1500&clock=5%2B3&pgn=${encodeURIComponent(pgn)}`, { width: 1280, height: 800 });
    const card = (side) => page.evaluate((side) => {
      const e = document.getElementById(`player-${side}`);
      const clock = e.querySelector('.clock');
      const material = e.querySelector('.material');
      return { name: e.querySelector('.name').textContent, place: e.dataset.place, clock: clock.textContent,
        clockShown: clock.getBoundingClientRect().height > 0, clockHeight: clock.getBoundingClientRect().height,
        captured: material.dataset.captured, thinking: e.hasAttribute('data-thinking') };
    }, side);
    let [white, black] = [await card('white'), await card('black')];
    assert.equal(black.name, computer);
    assert.equal(white.name, you);
    assert.equal(white.place, 'bottom');
    assert.equal(black.place, 'top');
    for (const c of [white, black]) {
      assert.match(c.clock, /^\d+:\d\d$/);
      assert.ok(c.clockShown && c.clockHeight >= 36, `a clock large enough to read at a glance: ${c.clockHeight} px`);
    }
    assert.equal(white.captured, 'p');
    assert.equal(black.captured, 'p');
    // The computer thinks: its card says so, and no longer once it has moved.
    await typeMove(page, 'Nf3');
    await page.waitForSelector('body[data-engine="thinking"]');
    black = await card('black');
    assert.equal(black.thinking, true);
    assert.equal((await card('white')).thinking, false);
    await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
    assert.equal((await card('black')).thinking, false);
    // Flipped, the cards change places.
    await page.click('#flip');
    [white, black] = [await card('white'), await card('black')];
    assert.equal(white.place, 'top');
    assert.equal(black.place, 'bottom');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

/** Runs in the page: the visible elements whose own text is wider than their box (cut). */
function cutTexts() {
  const cut = [];
  for (const e of document.querySelectorAll('main *, header *, nav *')) {
    const own = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    if (!own || e.getClientRects().length === 0) continue;
    const style = getComputedStyle(e);
    // A list made to scroll sideways (the moves on a phone, the modes' tabs) is not cut.
    if (/auto|scroll/.test(style.overflowX) || style.visibility === 'hidden') continue;
    // A label kept for screen readers only (the phone's language and theme switches) is not shown.
    if (style.clipPath === 'inset(50%)') continue;
    if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0) cut.push(`${e.tagName.toLowerCase()}#${e.id} "${e.textContent.trim().slice(0, 30)}"`);
    const r = e.getBoundingClientRect();
    if (r.right > innerWidth + 0.5) cut.push(`${e.tagName.toLowerCase()}#${e.id} reaches ${Math.round(r.right)} px`);
  }
  return cut;
}

for (const lang of ['en', 'es']) {
  test(`(${lang}) at 390 px wide nothing is cut`, async () => {
    const pgn = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O *';
    const { page, errors } = await open(`?lang=${lang}&level=17&clock=10%2B5&pgn=${encodeURIComponent(pgn)}`, { width: 390, height: 844 });
    await page.click('#io summary');
    assert.deepEqual(await page.evaluate(cutTexts), []);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

/** Sums the page's layout shifts from its first paint (not those right after an input). */
function watchLayoutShift() {
  window.__cls = 0;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__cls += e.value;
      window.__shifts.push({ value: e.value, at: Math.round(e.startTime),
        nodes: e.sources.map((s) => `${s.node?.nodeName ?? '?'}#${s.node?.id ?? ''}.${s.node?.className ?? ''}`) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }, { width: 390, height: 844 }]) {
  test(`no layout shift while the page loads at ${viewport.width}×${viewport.height} (CLS < 0.01)`, async () => {
    const { page, errors } = await open('?lang=es&clock=5%2B3', viewport, { init: watchLayoutShift, slowApp: true });
    await page.waitForTimeout(1000);
    const { cls, shifts } = await page.evaluate(() => ({ cls: window.__cls, shifts: window.__shifts }));
    console.log(`CLS at ${viewport.width}×${viewport.height}: ${cls.toFixed(4)} ${JSON.stringify(shifts)}`);
    assert.ok(cls < 0.01, `CLS ${cls.toFixed(4)}: ${JSON.stringify(shifts)}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
