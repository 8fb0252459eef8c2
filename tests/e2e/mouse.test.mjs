// End-to-end tests of the mouse and the cats (?mode=mouse) on the built site, in headless
// Chromium: games against the computer played by clicks on the board, as the mouse and as the
// cats, checking after each move that the computer answers and that the alpha-beta tree that
// chose its answer is shown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openPage } from './harness.mjs';

useSite();

const READY = 'body[data-teach="ready"]';

/** The board of `<body data-board>`: pieces by square name, and the side to move. */
function readBoard(text) {
  const [rows, turn] = text.split(' ');
  const pieces = {};
  rows.split('/').forEach((row, i) => {
    [...row].forEach((c, file) => {
      if (c !== '-') pieces[String.fromCharCode(97 + file) + (8 - i)] = c;
    });
  });
  return { pieces, turn };
}

/** The squares diagonally next to `square`, upwards and/or downwards, on the board. */
function steps(square, up, down) {
  const file = square.charCodeAt(0) - 97;
  const row = Number(square[1]);
  const out = [];
  for (const dr of [...(up ? [1] : []), ...(down ? [-1] : [])]) {
    for (const df of [-1, 1]) {
      const f = file + df;
      const r = row + dr;
      if (f >= 0 && f < 8 && r >= 1 && r <= 8) out.push(String.fromCharCode(97 + f) + r);
    }
  }
  return out;
}

/** The legal moves of the side to move, as [from, to]; none once the mouse is on row 8. */
function moves({ pieces, turn }) {
  const mouse = Object.keys(pieces).find((s) => pieces[s] === 'm');
  if (mouse[1] === '8') return [];
  const from = turn === 'm' ? [mouse] : Object.keys(pieces).filter((s) => pieces[s] === 'c');
  return from.flatMap((s) => steps(s, turn === 'm', true).filter((t) => !pieces[t]).map((t) => [s, t]));
}

async function click(page, square) {
  const box = await page.locator('#board').boundingBox();
  const file = square.charCodeAt(0) - 97;
  const row = Number(square[1]) - 1;
  await page.mouse.click(box.x + ((file + 0.5) * box.width) / 8, box.y + ((7 - row + 0.5) * box.height) / 8);
}

async function board(page) {
  return readBoard(await page.getAttribute('body', 'data-board'));
}

/** The tree shown: the summary's facts and the outline's rows. */
async function shownTree(page) {
  return page.evaluate(() => {
    const s = document.querySelector('#tree-summary');
    return {
      algorithm: s.dataset.algorithm,
      value: Number(s.dataset.value),
      nodes: Number(s.dataset.nodes),
      rows: document.querySelectorAll('#tree-rows .tree-row').length,
      text: s.textContent,
    };
  });
}

/**
 * Plays `plies` of the person's moves (`choose` picks one of the legal moves), each time
 * waiting for the computer's answer and checking the tree that chose it. Returns the moves
 * played by both sides.
 */
async function play(page, side, plies, choose) {
  const log = [];
  for (let i = 0; i < plies; i++) {
    const before = await board(page);
    assert.equal(before.turn, side, `the person's turn (${log.join(' ')})`);
    const legal = moves(before);
    if (legal.length === 0) break;
    const [from, to] = choose(legal, before);
    // The cats are picked up first; the mouse goes at once to its square.
    if (side === 'c') await click(page, from);
    await click(page, to);
    log.push(`${from}-${to}`);
    await page.waitForSelector(READY, { timeout: 60000 });
    const after = await board(page);
    if (moves(after).length === 0) break;
    // The computer answered: its move is the first of the tree's principal variation.
    assert.equal(after.turn, side, `the computer answered ${log.join(' ')}`);
    const tree = await shownTree(page);
    assert.equal(tree.algorithm, 'alphabeta');
    assert.ok(tree.nodes > 1 && tree.rows > 1, JSON.stringify(tree));
    // The square the computer's piece left and the one it went to, named in the best line.
    const mine = { ...before.pieces, [to]: before.pieces[from] };
    delete mine[from];
    const left = Object.keys(mine).find((sq) => !after.pieces[sq]);
    const went = Object.keys(after.pieces).find((sq) => !mine[sq]);
    assert.ok(left && went, `one piece moved: ${JSON.stringify(after.pieces)}`);
    const reply = `${left}-${went}`;
    assert.ok(tree.text.includes(` ${reply}`), `${reply} begins the line of: ${tree.text}`);
    log.push(reply);
  }
  return log;
}

test('the mouse plays against the computer cats, who answer with the tree that chose each move', async () => {
  const { page, errors } = await openPage(site, '?mode=mouse&lang=en', { ready: READY, timeout: 60000 });
  assert.equal(await page.getAttribute('#mode-mouse', 'aria-current'), 'page');
  assert.equal(await page.getAttribute('body', 'data-board'), '-c-c-c-c/--------/--------/--------/--------/--------/--------/----m--- m');
  assert.match(await page.textContent('#mouse-rules'), /mouse \(light, starting on e1\)/);
  assert.match(await page.textContent('#mouse-evaluation'), /0 to 255/);
  assert.match(await page.textContent('#versus-status'), /You are the mouse/);
  // A press on a square the mouse cannot reach changes nothing.
  await click(page, 'e3');
  assert.equal((await board(page)).turn, 'm');
  // Upwards whenever it can, else any way.
  const log = await play(page, 'm', 12, (legal) => legal.find(([f, t]) => t[1] > f[1]) ?? legal[0]);
  assert.ok(log.length >= 6, log.join(' '));
  // Played to its end, the status line says who won.
  if (moves(await board(page)).length === 0) assert.match(await page.textContent('#versus-status'), /win/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('as the cats, in Spanish: the computer mouse moves first and answers each cat', async () => {
  const { page, errors } = await openPage(site, '?mode=mouse&lang=es&depth=4', { ready: READY, timeout: 60000 });
  assert.match(await page.textContent('#mode-mouse'), /Ratón y gatos/);
  assert.match(await page.textContent('#mouse-rules'), /El ratón \(claro, sale de e1\)/);
  await page.selectOption('#mouse-player', 'cats');
  await page.waitForFunction(() => (document.body.dataset.board || '').endsWith(' c'), null, { timeout: 60000 });
  await page.waitForSelector(READY, { timeout: 60000 });
  assert.match(await page.textContent('#versus-status'), /Eres los gatos/);
  // The cats keep a line: the rearmost cat that can step moves.
  const log = await play(page, 'c', 6, (legal) => [...legal].sort((a, b) => b[0][1] - a[0][1])[0]);
  assert.ok(log.length >= 6, log.join(' '));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a bad board or player in the address is named, and the game starts as usual', async () => {
  const { page, errors } = await openPage(site, '?mode=mouse&lang=en&board=mc&player=dog', { ready: READY, timeout: 60000 });
  const notice = await page.textContent('#teach-notice');
  assert.match(notice, /board/);
  assert.match(notice, /player/);
  assert.equal((await board(page)).turn, 'm');
  assert.deepEqual(errors, []);
  await page.close();
});
