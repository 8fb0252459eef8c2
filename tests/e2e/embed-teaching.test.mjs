// End-to-end tests of the teaching modes and the practice page inside another page: the compact
// view (controls=0) in a frame of 480 × 480 — the board or the drawn tree, the step buttons that
// step, the step's sentence, no header, settings or scroll bars — in English and Spanish; the
// sample course page's exercise reporting its result (poda:result); and the games against the
// computer reporting their end (poda:game-over) and their state (poda:get-state).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite } from './harness.mjs';

useSite();

const PHILIDOR = encodeURIComponent('4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1');
const HAND = encodeURIComponent('2 2 2 2 2 2 2 / 3 5 6 9 1 2 0 -1');

/**
 * A course page holding one frame of `width` × `height` on `src` (the site's own sample page,
 * emptied), recording every message the frame posts in `window.__got`.
 */
async function host(src, width = 480, height = width) {
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.goto(site.base + 'embed-example.html');
  await page.evaluate(([src, width, height]) => {
    document.body.replaceChildren();
    window.__got = [];
    const f = document.createElement('iframe');
    f.id = 'frame';
    f.width = String(width);
    f.height = String(height);
    f.style.border = '0';
    window.addEventListener('message', (e) => { if (e.source === f.contentWindow) window.__got.push(e.data); });
    f.src = src;
    document.body.append(f);
  }, [src, width, height]);
  return { page, errors, frame: page.frameLocator('#frame') };
}

/** The frame's document: its size and the room its content takes. */
function measure(frame) {
  return frame.locator('html').evaluate(() => ({
    sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth,
    sh: document.documentElement.scrollHeight, ch: document.documentElement.clientHeight,
  }));
}

async function noScrollBars(frame, size, what) {
  const m = await measure(frame);
  assert.deepEqual([m.cw, m.ch], size, `${what}: the frame's size`);
  assert.ok(m.sw <= size[0] && m.sh <= size[1], `${what}: no scroll bars (${JSON.stringify(m)})`);
}

/** Sends `message` to the frame and waits for the answer carrying its id. */
async function ask(page, message) {
  return page.evaluate(async (message) => {
    const start = window.__got.length;
    document.getElementById('frame').contentWindow.postMessage(message, '*');
    for (let i = 0; i < 300; i++) {
      const answer = window.__got.slice(start).find((m) => m.id === message.id);
      if (answer) return answer;
      await new Promise((r) => setTimeout(r, 50));
    }
    return null;
  }, message);
}

const visible = (frame, selector) => frame.locator(selector).first().isVisible();

test('the compact teaching view in a 480 × 480 frame: the board, the steps that step, the sentence; nothing else, no scroll bars', async () => {
  const { page, errors, frame } = await host(`./?mode=teach&controls=0&lang=es&depth=3&fen=${PHILIDOR}`);
  await frame.locator('body[data-teach="ready"]').waitFor({ timeout: 60000 });
  await noScrollBars(frame, [480, 480], 'teach');
  for (const shown of ['#board', '#step-back', '#step-forward', '#step-next-cut', '#step-label', '#walk-text']) {
    assert.equal(await visible(frame, shown), true, `${shown} shown`);
  }
  for (const gone of ['header.top', '#lang', 'nav.modes', '.teach-controls', '#teach-depth', '#teach-fen-box',
    '#tree-summary', '#counter-rows', '#step-play', '#step-pv', '#tree-outline', '#node-detail']) {
    assert.equal(await visible(frame, gone), false, `${gone} hidden`);
  }
  // The board takes most of the frame.
  const board = await frame.locator('#board').boundingBox();
  assert.ok(board.width >= 280, `a big board (${board.width})`);
  // The step buttons step: the counter and the sentence change.
  const label = () => frame.locator('#step-label').textContent();
  const sentence = () => frame.locator('#walk-text').textContent();
  assert.match(await label(), /^Paso 0 de \d+$/);
  const first = await sentence();
  await frame.locator('#step-forward').click();
  assert.match(await label(), /^Paso 1 de \d+$/);
  assert.notEqual(await sentence(), first);
  assert.match(await sentence(), /^Entra en/);
  await frame.locator('#step-next-cut').click();
  assert.match(await sentence(), /α ≥ β: ¡poda!/);
  const atCut = Number((await label()).match(/Paso (\d+)/)[1]);
  assert.ok(atCut > 1, `the first cut-off is further on (${atCut})`);
  await frame.locator('#step-back').click();
  assert.match(await label(), new RegExp(`^Paso ${atCut - 1} de `));
  // Spanish labels on the buttons.
  assert.equal(await frame.locator('#step-next-cut').textContent(), 'Siguiente poda');
  assert.equal(await frame.locator('#step-forward').getAttribute('aria-label'), 'Paso adelante');
  // The state is reachable by message: the mode, the step and the position.
  const state = await ask(page, { type: 'poda:get-state', id: 's1' });
  assert.equal(state.type, 'poda:state');
  assert.deepEqual([state.mode, state.search, state.step, state.depth], ['teach', 'ready', atCut - 1, 3]);
  assert.ok(state.steps > atCut);
  assert.equal(state.fen, '4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1');
  await noScrollBars(frame, [480, 480], 'teach after the steps');
  assert.deepEqual(errors, []);
  await page.close();
});

test('every teaching mode fits its compact frame, in English and Spanish, without scroll bars', async () => {
  const cases = [
    ['tree', 'en', 'Next cut-off', /^Step 0 of 50$/, [480, 480]],
    ['tree', 'es', 'Siguiente poda', /^Paso 0 de 50$/, [300, 300]],
    ['tictactoe', 'en', 'Next cut-off', /^Step 0 of \d+$/, [480, 480]],
    ['mouse', 'es', 'Siguiente poda', /^Paso 0 de \d+$/, [480, 480]],
    [`teach&fen=${PHILIDOR}&depth=2`, 'en', 'Next cut-off', /^Step 0 of \d+$/, [760, 480]],
    [`teach&fen=${PHILIDOR}&depth=2`, 'es', 'Siguiente poda', /^Paso 0 de \d+$/, [400, 700]],
  ];
  for (const [mode, lang, nextCut, label, [width, height]] of cases) {
    const what = `${mode} ${lang} ${width}×${height}`;
    const { page, errors, frame } = await host(`./?mode=${mode}&controls=0&lang=${lang}&step=0`, width, height);
    await frame.locator('body[data-teach="ready"]').waitFor({ timeout: 60000 });
    await frame.locator('#step-label').filter({ hasText: label }).waitFor();
    await noScrollBars(frame, [width, height], what);
    assert.equal(await frame.locator('#step-next-cut').textContent(), nextCut, what);
    assert.equal(await visible(frame, mode === 'tree' ? '#tree-drawing' : '#board'), true, what);
    assert.equal(await visible(frame, 'header.top'), false, what);
    assert.equal(await visible(frame, '#teach-algorithm'), false, what);
    // A wide or a tall frame has room for the outline of the chess search.
    assert.equal(await visible(frame, '#tree-outline'), mode.startsWith('teach'), what);
    await frame.locator('#step-forward').click();
    assert.doesNotMatch(await frame.locator('#step-label').textContent(), label, `${what}: a step on`);
    assert.notEqual((await frame.locator('#walk-text').textContent()).trim(), '', what);
    await noScrollBars(frame, [width, height], `${what} after a step`);
    assert.deepEqual(errors, [], what);
    await page.close();
  }
});

test('the sample course page hears the exercise\'s result (poda:result) and shows it', async () => {
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.addInitScript(() => {
    window.__results = [];
    window.addEventListener('message', (e) => {
      const f = document.getElementById('practice');
      if (f && e.source === f.contentWindow) window.__results.push(e.data);
    });
  });
  await page.goto(site.base + 'embed-example.html');
  const practice = page.frameLocator('#practice');
  await practice.locator('body[data-practice="ready"]').waitFor({ timeout: 60000 });
  // Compact: the exercise without the header, the settings or the score.
  for (const gone of ['header.top', '#practice-settings', '#practice-new', '#practice-score', '#practice-walk']) {
    assert.equal(await visible(practice, gone), false, `${gone} hidden`);
  }
  assert.equal(await practice.locator('[data-node]').count(), 15);
  assert.equal(await page.textContent('#practice-status'), 'Todavía no has comprobado el ejercicio.');
  // Wrong: J marked, no value (an empty answer is not checked: nothing is told of it).
  const results = () => page.evaluate(() => window.__results.filter((m) => m.type === 'poda:result'));
  await practice.locator('#check-answer').click();
  assert.match(await practice.locator('#practice-message').textContent(), /Aún no hay nada que comprobar/);
  assert.equal((await results()).length, 0, 'an empty answer posts no result');
  await practice.locator('[data-node="0.1.1"]').click();
  await practice.locator('#check-answer').click();
  await page.waitForFunction(() => window.__results.filter((m) => m.type === 'poda:result').length === 1);
  let [r] = await results();
  assert.equal(r.type, 'poda:result');
  assert.equal(r.correct, false);
  // The six searched inner nodes have no value; F's subtree is not marked.
  assert.deepEqual([r.right, r.total], [6, 15]);
  assert.deepEqual(r.wrong, ['root', '0', '1', '0.0', '0.1', '1.0', '1.1', '1.1.0', '1.1.1']);
  assert.deepEqual([r.attempt, r.firstTry, r.hints], [1, 6, 0], 'the first try');
  assert.equal(r.tree, '2 2 2 2 2 2 2 / 3 5 6 9 1 2 0 -1');
  assert.equal(await page.textContent('#practice-status'), '6 de 15 nodos bien; fallan 9 nodos. Corrige y vuelve a comprobar.');
  // Right.
  for (const [path, value] of Object.entries({ root: 5, 0: 5, '0.0': 5, 0.1: 6, 1: 2, '1.0': 2 })) {
    await practice.locator(`[data-value-of="${path}"]`).fill(String(value));
  }
  await practice.locator('[data-node="1.1"]').click();
  await practice.locator('#check-answer').click();
  await page.waitForFunction(() => window.__results.filter((m) => m.type === 'poda:result').length === 2);
  r = (await results())[1];
  assert.deepEqual([r.correct, r.right, r.total, r.wrong], [true, 15, 15, []]);
  assert.deepEqual([r.attempt, r.firstTry], [2, 6], 'the second attempt keeps the first try\'s score');
  assert.equal(await page.textContent('#practice-status'), '¡Resuelto! Los 15 nodos están bien.');
  // The state by message, and a request that makes no sense here refused by name.
  const state = await page.evaluate(async () => {
    const f = document.getElementById('practice').contentWindow;
    f.postMessage({ type: 'poda:get-state', id: 'p1' }, '*');
    f.postMessage({ type: 'poda:set-position', id: 'p2', fen: '8/8/8/8/8/8/8/8 w - - 0 1' }, '*');
    for (let i = 0; i < 100 && window.__results.filter((m) => m.id).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    return window.__results.filter((m) => m.id);
  });
  assert.deepEqual(state.map((m) => [m.id, m.type]), [['p1', 'poda:state'], ['p2', 'poda:error']]);
  assert.deepEqual([state[0].mode, state[0].checked, state[0].correct, state[0].windows], ['practice', true, true, false]);
  // In the exercise's language (lang=es), as every poda:error.
  assert.match(state[1].message, /^el modo de práctica no tiene posición: su árbol lo fija la dirección/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the games against the computer report their end (poda:game-over) and their state', async () => {
  // The mouse one step from the top row, the person playing it: d8 wins.
  const { page, errors, frame } = await host('./?mode=mouse&controls=0&lang=en&board=8%2F2m5%2F8%2F8%2F8%2F8%2F8%2Fc1c1c1c1');
  await frame.locator('body[data-teach="ready"]').waitFor({ timeout: 60000 });
  let state = await ask(page, { type: 'poda:get-state', id: 'm1' });
  assert.deepEqual([state.mode, state.player, state.turn, state.status], ['mouse', 'mouse', 'mouse', 'playing']);
  const box = await frame.locator('#board').boundingBox();
  // d8: file 3, the top row.
  await page.mouse.click(box.x + (3.5 * box.width) / 8, box.y + (0.5 * box.height) / 8);
  await page.waitForFunction(() => window.__got.some((m) => m.type === 'poda:game-over'), null, { timeout: 30000 });
  const over = await page.evaluate(() => window.__got.filter((m) => m.type === 'poda:game-over'));
  assert.equal(over.length, 1);
  assert.deepEqual(over[0], { type: 'poda:game-over', winner: 'mouse', result: 'win', reason: 'mouse-escaped', board: over[0].board });
  assert.match(over[0].board, /^---m----\//);
  assert.match(await frame.locator('#versus-status').textContent(), /mouse/i);
  state = await ask(page, { type: 'poda:get-state', id: 'm2' });
  assert.deepEqual([state.winner, state.result, state.reason, state.status], ['mouse', 'win', 'mouse-escaped', undefined]);
  await page.close();

  // Tic-tac-toe: X (the person) completes the top row.
  const t = await host('./?mode=tictactoe&controls=0&lang=es&board=xx-%2Foo-%2F---');
  await t.frame.locator('body[data-teach="ready"]').waitFor({ timeout: 60000 });
  const tb = await t.frame.locator('#board').boundingBox();
  await t.page.mouse.click(tb.x + tb.width * 0.83, tb.y + tb.height * 0.17);
  await t.page.waitForFunction(() => window.__got.some((m) => m.type === 'poda:game-over'), null, { timeout: 30000 });
  const end = await t.page.evaluate(() => window.__got.find((m) => m.type === 'poda:game-over'));
  assert.deepEqual([end.winner, end.result, end.reason, end.board], ['x', 'win', 'three-in-a-row', 'xxx/oo-/---']);
  assert.deepEqual(errors.concat(t.errors), []);
  await t.page.close();
});
