// End-to-end tests of Poda inside another page: the sample course page (embed-example.html,
// served beside index.html under /poda/) with its two boards, the poda:* message API answered
// as docs/embedding.md says, and every embedding parameter with a good and a bad value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { site, useSite, openPage } from './harness.mjs';

useSite();

const PHILIDOR = '4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1';

/** Opens the sample page and records every message its first board posts. */
async function openExample() {
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.addInitScript(() => {
    window.__got = [];
    window.addEventListener('message', (e) => {
      const frame = document.getElementById('game');
      if (frame && e.source === frame.contentWindow) window.__got.push(e.data);
    });
  });
  await page.goto(site.base + 'embed-example.html');
  await page.waitForFunction(() => window.__got.some((m) => m.type === 'poda:ready'), null, { timeout: 30000 });
  const frame = page.frameLocator('#game');
  await frame.locator('body[data-engine="ready"]').waitFor({ timeout: 30000 });
  return { page, errors, frame };
}

/** Sends `message` to the first board and waits for the answer carrying its id. */
async function ask(page, message) {
  return page.evaluate(async (message) => {
    const start = window.__got.length;
    document.getElementById('game').contentWindow.postMessage(message, '*');
    for (let i = 0; i < 300; i++) {
      const answer = window.__got.slice(start).find((m) => m.id === message.id && m.id !== undefined);
      if (answer) return answer;
      await new Promise((r) => setTimeout(r, 50));
    }
    return null;
  }, message);
}

async function waitFor(page, predicate, arg) {
  await page.waitForFunction(predicate, arg, { timeout: 30000 });
}

test('the sample course page: each request answered as documented, moves and the game end reported', async () => {
  const { page, errors, frame } = await openExample();
  assert.equal(await page.textContent('#status'), 'El tablero está listo.');
  // The second board is the alpha-beta tree of the same position, in Spanish.
  await page.frameLocator('#tree').locator('body[data-teach="ready"]').waitFor({ timeout: 60000 });

  let a = await ask(page, { type: 'poda:get-state', id: 'g1' });
  assert.equal(a.type, 'poda:state');
  assert.equal(a.fen, PHILIDOR);
  assert.equal(a.turn, 'white');
  assert.equal(a.status, 'playing');
  assert.deepEqual(a.moves, []);
  assert.match(a.pgn, /\[FEN "4r2k\/6pp\/7N\/3Q4\/8\/8\/8\/6K1 w - - 0 1"\]/);

  // The page's own form sends poda:play; the computer's forced answer follows.
  await page.fill('#move', 'Qg8+');
  await page.click('#play-form button');
  await waitFor(page, () => window.__got.filter((m) => m.type === 'poda:move').length === 2);
  const moves = await page.evaluate(() => window.__got.filter((m) => m.type === 'poda:move'));
  assert.deepEqual(moves.map((m) => [m.san, m.uci]), [['Qg8+', 'd5g8'], ['Rxg8', 'e8g8']]);
  assert.equal(moves[1].fen, new Chess(PHILIDOR).move('Qg8+') && (() => { const c = new Chess(PHILIDOR); c.move('Qg8+'); c.move('Rxg8'); return c.fen(); })());
  // A move in UCI ends the game: poda:move, then poda:game-over.
  a = await ask(page, { type: 'poda:play', id: 7, move: 'h6f7' });
  assert.equal(a.type, 'poda:state');
  assert.equal(a.status, 'checkmate');
  assert.equal(a.result, '1-0');
  assert.deepEqual(a.moves, ['d5g8', 'e8g8', 'h6f7']);
  const over = await page.evaluate(() => window.__got.find((m) => m.type === 'poda:game-over'));
  assert.deepEqual(over, { type: 'poda:game-over', result: '1-0', reason: 'checkmate' });
  await waitFor(page, () => document.getElementById('status').textContent.startsWith('Fin de la partida: 1-0'));
  // The page shows Poda's reason in its own language, never the code.
  assert.equal(await page.textContent('#status'), 'Fin de la partida: 1-0 (jaque mate).');
  assert.match(await page.textContent('#log'), /^Fin: 1-0 por jaque mate\n/);
  assert.doesNotMatch(await page.textContent('main'), /checkmate/);

  // Errors name what went wrong, in the board's language (lang=es), and repeat the id.
  a = await ask(page, { type: 'poda:play', id: 8, move: 'e4' });
  assert.deepEqual([a.type, a.message], ['poda:error', 'la partida ha terminado']);
  a = await ask(page, { type: 'poda:set-position', id: 9, fen: '8/8/8 w - - 0 1' });
  assert.equal(a.type, 'poda:error');
  assert.match(a.message, /^FEN incorrecto: /);
  a = await ask(page, { type: 'poda:set-options', id: 10, level: 42 });
  assert.deepEqual([a.type, a.message], ['poda:error', 'level debe ser un número de 1 a 17']);
  a = await ask(page, { type: 'poda:set-options', id: 11, side: 'purple' });
  assert.deepEqual([a.type, a.message], ['poda:error', 'side debe ser white o black (blancas o negras)']);
  a = await ask(page, { type: 'poda:fly', id: 12 });
  assert.deepEqual([a.type, a.message], ['poda:error', 'tipo de mensaje desconocido: poda:fly']);

  // The page's "reset" button: poda:set-position; then an illegal move, undo, options, engine-move.
  await page.click('#reset');
  await frame.locator(`body[data-fen="${PHILIDOR}"]`).waitFor();
  a = await ask(page, { type: 'poda:play', id: 13, move: 'Qe7' });
  assert.equal(a.type, 'poda:error');
  assert.equal(a.message, 'Qe7 no es una jugada legal en esta posición.');
  a = await ask(page, { type: 'poda:set-options', id: 14, level: 7, orientation: 'black' });
  assert.equal(a.type, 'poda:state');
  assert.equal(await frame.locator('#level').inputValue(), '7');
  a = await ask(page, { type: 'poda:play', id: 15, move: 'Qd8' });
  assert.equal(a.type, 'poda:state');
  await frame.locator('body[data-engine="ready"]').waitFor();
  await waitFor(page, () => window.__got.filter((m) => m.type === 'poda:move').length >= 5);
  a = await ask(page, { type: 'poda:undo', id: 16 });
  assert.equal(a.type, 'poda:state');
  assert.deepEqual(a.moves, []);
  // The computer plays White's move when asked.
  a = await ask(page, { type: 'poda:engine-move', id: 17 });
  assert.equal(a.type, 'poda:state');
  await waitFor(page, () => window.__got.filter((m) => m.type === 'poda:move').length >= 6);
  // A PGN whose tags and comments hold markup is shown as text only.
  a = await ask(page, { type: 'poda:set-position', id: 18, pgn: '[White "<img src=x onerror=alert(1)>"]\n\n1. e4 {<b>bold</b>} e5 *' });
  assert.equal(a.type, 'poda:state');
  assert.deepEqual(a.moves, ['e2e4', 'e7e5']);
  assert.equal(await frame.locator('img, b').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('malformed messages and messages of other types are ignored without an error', async () => {
  const { page, errors, frame } = await openExample();
  const before = await page.evaluate(() => window.__got.length);
  await page.evaluate(() => {
    const w = document.getElementById('game').contentWindow;
    for (const m of [null, 42, 'poda:get-state', [1, 2], {}, { type: 7 }, { type: 'other:thing', id: 1 },
      { type: 'poda:move', san: 'e4' }, { kind: 'poda:get-state' }]) w.postMessage(m, '*');
  });
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.__got.length), before, 'no answer to any of them');
  const frameErrors = [];
  assert.equal(await frame.locator('body[data-engine="ready"]').count(), 1);
  assert.deepEqual(errors.concat(frameErrors), []);
  await page.close();
});

test('with ?parent= the board takes messages from that origin only', async () => {
  const { page, errors } = await openPage(site, 'embed-example.html', { ready: 'body' });
  // A board that trusts another origin: our messages are ignored and it posts nothing to us.
  await page.evaluate((src) => {
    window.__got = [];
    window.addEventListener('message', (e) => window.__got.push(e.data));
    const f = document.createElement('iframe');
    f.id = 'strict';
    f.src = src;
    document.body.append(f);
  }, './?controls=0&parent=https%3A%2F%2Fcourse.example.org');
  const strict = page.frameLocator('#strict');
  await strict.locator('body[data-engine="ready"]').waitFor({ timeout: 30000 });
  await page.evaluate(() => document.getElementById('strict').contentWindow.postMessage({ type: 'poda:get-state', id: 1 }, '*'));
  await page.waitForTimeout(700);
  const fromStrict = await page.evaluate(() => window.__got.filter((m) => m && m.id === 1));
  assert.deepEqual(fromStrict, []);
  // A bad parent is named, and the board still works.
  await page.evaluate(() => { document.getElementById('strict').src = './?parent=nonsense'; });
  await strict.locator('#notice:not([hidden])').waitFor();
  assert.match(await strict.locator('#notice').textContent(), /parent \("nonsense"\) cannot be used/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('every embedding parameter with a good and a bad value', async () => {
  const cases = [
    ['side=black', async (page) => {
      await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1, null, { timeout: 30000 });
      assert.match(await page.textContent('#status'), /^Black to move — your turn$/);
    }],
    ['side=purple', null, /side \("purple"\) cannot be used: white, black/],
    ['orientation=black', async (page) => {
      assert.equal(await page.getAttribute('body', 'data-shown-fen'), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
      // Seen from Black: the square at the top left is h1, where a white rook stands.
      const px = await page.evaluate(() => {
        const c = document.getElementById('board');
        const s = c.width / 8;
        const d = c.getContext('2d').getImageData(Math.floor(s * 0.5), Math.floor(s * 0.55), 1, 1).data;
        return d[0];
      });
      assert.ok(px > 200, `a white piece at the top left (${px})`);
    }],
    ['orientation=up', null, /orientation \("up"\) cannot be used/],
    ['controls=0', async (page) => {
      assert.equal(await page.isHidden('header.top'), true);
      assert.equal(await page.isHidden('#new-game'), true);
      assert.equal(await page.isVisible('#board'), true);
    }],
    ['controls=maybe', null, /controls \("maybe"\) cannot be used: 0, 1/],
    ['interactive=0', async (page) => {
      assert.equal(await page.isHidden('#new-game'), true);
      const box = await page.locator('#board').boundingBox();
      const side = box.width / 8;
      for (const [f, r] of [[4, 6], [4, 4]]) await page.mouse.click(box.x + (f + 0.5) * side, box.y + (r + 0.5) * side);
      assert.equal(await page.locator('#moves li').count(), 0, 'nothing moved');
    }],
    ['interactive=2', null, /interactive \("2"\) cannot be used: 0, 1/],
    ['mode=teach&depth=2&algorithm=minimax', async (page) => {
      await page.waitForSelector('body[data-teach="ready"]', { timeout: 60000 });
      assert.equal(await page.inputValue('#teach-algorithm'), 'minimax');
    }, null, 'body'],
    ['mode=teach&algorithm=magic', null, /algorithm/, 'body[data-teach="ready"]'],
    ['mode=chess', null, /mode/],
    ['lang=es', async (page) => assert.equal(await page.textContent('#new-game'), 'Nueva partida')],
    ['lang=fr', null, /lang/],
    ['level=2', async (page) => assert.equal(await page.inputValue('#level'), '2')],
    ['level=18', null, /level/],
    ['depth=2', async (page) => assert.equal(await page.isHidden('#notice'), true)],
    ['depth=200', null, /depth/],
    ['parent=https%3A%2F%2Fcourse.example.org', async (page) => assert.equal(await page.isHidden('#notice'), true)],
    [`fen=${encodeURIComponent(PHILIDOR)}`, async (page) => assert.equal(await page.getAttribute('body', 'data-fen'), PHILIDOR)],
    ['fen=xyz', null, /position in the link/],
    ['pgn=1.%20e4', async (page) => assert.equal(await page.locator('#moves li').count(), 1)],
    ['pgn=1.%20e5', null, /game in the link/],
  ];
  for (const [query, check, bad, ready] of cases) {
    const { page, errors } = await openPage(site, `?book=0&movetime=200&${query}`, ready ? { ready } : undefined);
    if (bad) {
      const notice = page.locator(query.startsWith('mode=teach') ? '#teach-notice' : '#notice');
      await notice.waitFor({ state: 'visible', timeout: 30000 });
      assert.match(await notice.textContent(), bad, query);
    } else {
      await check(page);
      if (!query.startsWith('mode=')) assert.equal(await page.isHidden('#notice'), true, `${query}: no notice`);
    }
    assert.deepEqual(errors, [], query);
    await page.close();
  }
});

test('with controls=0 the board fits frames from 280 px wide without scroll bars', async () => {
  for (const size of [280, 360, 400, 600]) {
    const { page, errors } = await openPage(site, '?controls=0');
    await page.setViewportSize({ width: size, height: size });
    await page.waitForTimeout(150);
    const m = await page.evaluate(() => ({
      sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth,
      sh: document.documentElement.scrollHeight, ch: document.documentElement.clientHeight,
      board: document.getElementById('board').getBoundingClientRect().width,
    }));
    assert.ok(m.sw <= m.cw && m.sh <= m.ch, `${size}: no scroll bars (${JSON.stringify(m)})`);
    assert.ok(m.board >= size - 20, `${size}: the board fills the frame (${m.board})`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('with controls=0 the teaching view shows the board and the tree in the frame, without scroll bars', async () => {
  const fen = encodeURIComponent('4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1');
  for (const [width, height] of [[760, 480], [400, 700]]) {
    const { page, errors } = await openPage(site, `?mode=teach&controls=0&depth=2&fen=${fen}`, { ready: 'body[data-teach="ready"]', timeout: 60000 });
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    const m = await page.evaluate(() => ({
      sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth,
      sh: document.documentElement.scrollHeight, ch: document.documentElement.clientHeight,
    }));
    assert.ok(m.sw <= m.cw && m.sh <= m.ch, `${width}×${height}: no scroll bars (${JSON.stringify(m)})`);
    assert.equal(await page.isVisible('#board'), true);
    assert.equal(await page.isVisible('#tree-outline'), true);
    assert.equal(await page.isHidden('#teach-run'), true, 'no controls');
    assert.deepEqual(errors, []);
    await page.close();
  }
});
