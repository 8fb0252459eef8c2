// End-to-end tests of the built site (dist/), served under /poda/ by a plain static server and
// driven in headless Chromium. Run by scripts/test after `trunk build --release`:
//   node --test tests/e2e/*.test.mjs
// Moves are checked for legality with chess.js, independently of Poda's own rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from 'chess.js';
import { site, useSite, openPage, bypassServiceWorker, squareCentre, squarePixel, hex, START_FEN, watchMachine, longTasksSince, busyNote } from './harness.mjs';

// Colours of src/web/board/render.rs and pieces.rs.
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


useSite();

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
  // The teaching view's elements come with its own wasm, which the play page never loads.
  assert.equal(await page.$('#teach-panel, #drawing-wrap, #teach-more'), null);
  assert.deepEqual(errors, []);
  await page.close();
});

test('click-click plays a move, the worker answers legally, the page never blocks', async () => {
  // The computer thinks for 1.5 s: long enough for the long-task observer to catch a blocked page.
  const { page, errors } = await openPage(site, '?movetime=1500&book=0');
  await watchMachine(site, page);
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
  // Long tasks are counted from here: while the worker thinks (the click's own handling,
  // which plays the move and draws it, is before).
  const thinking = await page.evaluate(() => performance.now());
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

  const long = await longTasksSince(page, thinking);
  console.log(`# engine answered ${reply} in ${(t1 - t0).toFixed(0)} ms (movetime 1500); long tasks meanwhile: ${long.page.length}` +
    `, and ${long.machine.length} while the machine was busy elsewhere${busyNote(long)}`);
  assert.ok(t1 - t0 >= 500, `the engine answered after ${t1 - t0} ms: too short to show the page stays free`);
  assert.deepEqual(long.page, [], 'a main-thread task over 50 ms ran while the worker computed');
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

test('Stop during a long search plays the best move found so far, keeps the sides, and restarts the worker', async () => {
  // Depth 100: a search that would run for hours.
  const { page, errors } = await openPage(site, '?depth=100&book=0&level=17');
  await watchMachine(site, page);
  await page.click('#engine-move');
  await page.waitForSelector('body[data-engine="thinking"]');
  // "Computer plays this side" at the start: the computer plays White, the board turns to
  // Black, and the page says so, in the notice box until it is closed.
  assert.equal(await page.textContent('#announce'), 'The computer now plays White; you play Black.');
  assert.equal(await page.textContent('#notice'), 'The computer now plays White; you play Black.');
  assert.equal(await page.isVisible('#notice-close'), true);
  assert.equal(await page.textContent('#status'), 'White (computer) is thinking…');
  assert.equal(await page.getAttribute('body', 'data-orientation'), 'black');
  await page.waitForTimeout(700); // the worker is deep in a search that would take minutes
  assert.equal(await page.isEnabled('#stop'), true);
  const t0 = await page.evaluate(() => performance.now());
  await page.click('#stop');
  await page.waitForSelector('body[data-engine="ready"][data-restart-ms]', { timeout: 10000 });
  const restartMs = Number(await page.getAttribute('body', 'data-restart-ms'));
  const t1 = await page.evaluate(() => performance.now());
  console.log(`# stop: worker terminated and a new one Ready in ${restartMs.toFixed(1)} ms (page saw it after ${(t1 - t0).toFixed(0)} ms)`);
  assert.ok(restartMs < 1500, `restart took ${restartMs} ms`);
  // The line names the move played, not the restart's time (kept for tests in data-restart-ms);
  // the notice still says who plays what, until closed.
  assert.match(await page.textContent('#engine'), /^Engine: played \S+$/);
  assert.equal(await page.textContent('#notice'), 'The computer now plays White; you play Black.');
  await page.click('#notice-close');
  assert.equal(await page.isVisible('#notice'), false);
  assert.equal(await page.isVisible('#notice-close'), false);
  assert.equal(await page.isDisabled('#stop'), true);
  // The computer played the best move its search had found, and the sides did not change:
  // the human now moves for Black.
  const played = await page.getAttribute('body', 'data-last-move');
  assertLegal(START_FEN, [], played);
  assert.equal(await page.$$eval('#moves li', (items) => items.length), 1);
  assert.equal(await page.textContent('#status'), 'Black to move — your turn');
  const long = await longTasksSince(page, t0 - 700);
  assert.deepEqual(long.page, [], 'a main-thread task over 50 ms ran during the long search');
  // The new worker plays: a click-click move (on the board turned to Black) is answered.
  const d7 = await squareCentre(page, 'd7', 'black');
  const d5 = await squareCentre(page, 'd5', 'black');
  await page.evaluate(() => { document.body.dataset.lastMove = ''; });
  await page.mouse.click(d7.x, d7.y);
  await page.mouse.click(d5.x, d5.y);
  assert.equal(await page.getAttribute('body', 'data-last-move'), 'd7d5');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a worker that dies is noticed and replaced', async () => {
  // The first worker script to load throws (as a worker that crashed would); later loads are real.
  const page = await site.context.newPage();
  await bypassServiceWorker(page);
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
  assert.equal(await page.textContent('#engine'), 'Engine: it had stopped working and was started again');
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

test('the level menu lists every level, ?level= picks one, and a bad ?level= is reported', async () => {
  const { page } = await openPage(site, '?level=7');
  assert.equal(await page.$$eval('#level option', (os) => os.length), 17);
  assert.equal(await page.inputValue('#level'), '7');
  assert.match(await page.textContent('#level option:checked'), /^7 · Beginner/);
  await page.selectOption('#level', '17');
  assert.match(await page.textContent('#engine'), /level 17/);
  // With the book on, the computer's first answer comes from the book: still a legal move.
  await page.click('#engine-move');
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1, null, { timeout: 30000 });
  assertLegal(START_FEN, [], await page.getAttribute('body', 'data-last-move'));
  await page.close();

  const bad = await openPage(site, '?level=42');
  assert.match(await bad.page.textContent('#notice'), /level must be a number from 1 to 17/);
  assert.equal(await bad.page.inputValue('#level'), '7');
  await bad.page.close();
});

// ---- Languages (src/web/i18n.rs) ---------------------------------------------------------

const SPANISH = {
  '#new-game': 'Nueva partida',
  '#take-back': 'Deshacer jugada',
  '#flip': 'Girar tablero',
  '#stop': 'Detener',
  '#engine-move': 'El ordenador juega este lado',
  '.level span': 'Nivel',
  '.io-box summary': 'Importar y exportar',
  '#resign': 'Abandonar',
  '#hint': 'Pista',
  '.lang span[data-i18n]': 'Idioma',
};
const ENGLISH = {
  '#new-game': 'New game',
  '#take-back': 'Take back',
  '#flip': 'Flip board',
  '#stop': 'Stop',
  '#engine-move': 'Computer plays this side',
  '.level span': 'Level',
  '.io-box summary': 'Import and export',
  '#resign': 'Resign',
  '#hint': 'Hint',
  '.lang span[data-i18n]': 'Language',
};

/** Checks the page is entirely in `lang` ('en' or 'es') with the human to move as White. */
async function assertLanguage(page, lang) {
  const es = lang === 'es';
  assert.equal(await page.getAttribute('html', 'lang'), lang);
  assert.equal(await page.inputValue('#lang'), lang);
  assert.equal(await page.textContent('#status'), es ? 'Juegan las blancas — tu turno' : 'White to move — your turn');
  for (const [selector, text] of Object.entries(es ? SPANISH : ENGLISH)) {
    assert.equal((await page.textContent(selector)).trim(), text, selector);
  }
  // The move list's accessible name, and the board's and the level menu's.
  assert.equal(await page.getByRole('list', { name: es ? 'Jugadas' : 'Moves', exact: true }).count(), 1);
  assert.equal(await page.getAttribute('#board', 'aria-label'), es ? 'Tablero de ajedrez' : 'Chess board');
  assert.equal(await page.getAttribute('#level', 'aria-label'), es ? 'Nivel de juego' : 'Playing level');
  assert.equal(
    await page.textContent('#level option[value="7"]'),
    es ? '7 · Principiante · ≈1250' : '7 · Beginner · ≈1250',
  );
  assert.equal(await page.textContent('#level option[value="17"]'), es ? '17 · Máxima fuerza · ≈2600' : '17 · Full strength · ≈2600');
  assert.equal(await page.title(), es ? 'Poda — ajedrez que muestra cómo piensa' : 'Poda — chess that shows how it thinks');
  // Every keyed text of the play page in index.html (but the two the app rewrites at once) is
  // in English in English, and no longer in English in Spanish. (The teaching view's elements
  // are not in index.html: the teaching view adds them and writes their texts.)
  const { same, total } = await page.evaluate(async () => {
    const source = new DOMParser().parseFromString(await (await fetch('./index.html')).text(), 'text/html');
    const same = [];
    let total = 0;
    for (const el of source.querySelectorAll('*')) {
      if (el.id === 'status' || el.id === 'engine') continue;
      for (const attr of el.getAttributeNames().filter((a) => a.startsWith('data-i18n'))) {
        const target = attr === 'data-i18n' ? null : attr.slice('data-i18n-'.length);
        const live = document.querySelector(`[${attr}="${el.getAttribute(attr)}"]`);
        const english = target ? el.getAttribute(target) : el.textContent;
        total += 1;
        if ((target ? live.getAttribute(target) : live.textContent) === english) same.push(`${attr}=${el.getAttribute(attr)}`);
      }
    }
    return { same, total };
  });
  assert.ok(total >= 14, `only ${total} keyed texts in index.html`);
  if (es) assert.deepEqual(same, [], 'texts still in English');
  else assert.equal(same.length, total, 'texts not in English');
}

/** Opens the page with `query` and the browser languages `languages` (a fresh tab). */
async function openWithLanguages(query, languages) {
  const page = await site.context.newPage();
  await page.addInitScript((languages) => {
    Object.defineProperty(navigator, 'languages', { get: () => languages });
    Object.defineProperty(navigator, 'language', { get: () => languages[0] });
  }, languages);
  await page.goto(site.base + query);
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
  return page;
}

const forget = (page) => page.evaluate(() => localStorage.removeItem('poda.lang'));

test('?lang=es shows the page in Spanish, and the link is not remembered', async () => {
  const { page, errors } = await openPage(site, '?lang=es');
  try {
    await assertLanguage(page, 'es');
    assert.equal(await page.textContent('#engine'), 'Motor: listo');
    assert.equal(await page.getAttribute('#moves', 'data-empty'), 'Aún no hay jugadas');
    assert.equal(await page.isHidden('#notice'), true);
    assert.equal(await page.evaluate(() => localStorage.getItem('poda.lang')), null, '?lang= is not stored');
    // A move and the computer's answer, told in Spanish.
    const e2 = await squareCentre(page, 'e2');
    const e4 = await squareCentre(page, 'e4');
    await page.mouse.click(e2.x, e2.y);
    await page.mouse.click(e4.x, e4.y);
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1
      && document.querySelector('#moves li').textContent.split(' ').length === 3
      && document.body.dataset.engine === 'ready', null, { timeout: 60000 });
    assert.equal(await page.textContent('#status'), 'Juegan las blancas — tu turno');
    assert.match(await page.textContent('#engine'), /^Motor: (jugó|pensando)/);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('the language switch changes every text live, and the choice survives a reload', async () => {
  const { page, errors } = await openPage(site);
  try {
    await assertLanguage(page, 'en');
    assert.deepEqual(await page.$$eval('#lang option', (os) => os.map((o) => [o.value, o.textContent])),
      [['en', 'English'], ['es', 'Español']]);
    await page.selectOption('#level', '7');
    await page.selectOption('#lang', 'es');
    assert.equal(await page.textContent('#engine'), 'Motor: nivel 7 · Principiante');
    await page.selectOption('#level', '17');
    await assertLanguage(page, 'es');
    assert.equal(await page.evaluate(() => localStorage.getItem('poda.lang')), 'es');
    assert.equal(new URL(page.url()).search, '', 'no ?lang= added to the address');

    await page.reload();
    await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
    await assertLanguage(page, 'es');

    // Back to English, live; the page takes no reload and no new worker.
    await page.selectOption('#lang', 'en');
    await assertLanguage(page, 'en');
    assert.equal(await page.evaluate(() => localStorage.getItem('poda.lang')), 'en');
    assert.deepEqual(errors, []);
  } finally {
    await forget(page);
    await page.close();
  }
});

test('the switch on a page opened with ?lang= also changes the address, so a reload keeps it', async () => {
  const { page } = await openPage(site, '?lang=es&level=42');
  try {
    await assertLanguage(page, 'es');
    assert.equal(await page.textContent('#notice'), 'El nivel debe ser un número del 1 al 17, no «42».');
    await page.selectOption('#lang', 'en');
    assert.equal(await page.textContent('#notice'), 'The level must be a number from 1 to 17, not "42".');
    assert.equal(new URL(page.url()).searchParams.get('lang'), 'en');
    await page.reload();
    await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
    await assertLanguage(page, 'en');
  } finally {
    await forget(page);
    await page.close();
  }
});

test('a bad ?lang= shows a notice naming the parameter, and English', async () => {
  const { page, errors } = await openPage(site, '?lang=xx');
  try {
    assert.equal(await page.isVisible('#notice'), true);
    assert.equal(await page.textContent('#notice'), 'The language in the link (lang) must be "en" or "es", not "xx".');
    await assertLanguage(page, 'en');
    // The notice follows the switch.
    await page.selectOption('#lang', 'es');
    assert.equal(await page.textContent('#notice'), 'El idioma del enlace (lang) debe ser «es» o «en», no «xx».');
    assert.deepEqual(errors, []);
  } finally {
    await forget(page);
    await page.close();
  }
});

test("without ?lang= or a remembered choice, the browser's languages decide", async () => {
  const spanish = await openWithLanguages('', ['fr-FR', 'es-MX', 'en']);
  await assertLanguage(spanish, 'es');
  await spanish.close();
  const german = await openWithLanguages('', ['de-DE']);
  await assertLanguage(german, 'en');
  await german.close();
  // The link wins over the browser.
  const link = await openWithLanguages('?lang=en', ['es-ES']);
  await assertLanguage(link, 'en');
  await link.close();
});

test('a page without localStorage still works and switches', async () => {
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  });
  await page.goto(site.base + '?lang=es');
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
  assert.equal(await page.evaluate(() => { try { return typeof localStorage; } catch (e) { return e.name; } }), 'SecurityError');
  await assertLanguage(page, 'es');
  await page.selectOption('#lang', 'en');
  await assertLanguage(page, 'en');
  assert.deepEqual(errors, []);
  await page.close();
});

// ---- Promotion, typed moves, saved games (src/web/board/promotion.rs, src/web/saved/) --------

/** Waits until the move list has `n` lines and the computer is not thinking. */
async function waitForMoves(page, lines, lastLineWords) {
  await page.waitForFunction(([lines, words]) => {
    const items = document.querySelectorAll('#moves li');
    return items.length === lines && items[lines - 1].textContent.split(' ').length === words
      && document.body.dataset.engine === 'ready';
  }, [lines, lastLineWords], { timeout: 60000 });
}

const movesText = (page) => page.$$eval('#moves li', (items) => items.map((li) => li.textContent));

test('a pawn reaching the last rank asks for its piece: Escape keeps the position, a knight is made', async () => {
  const fen = '7k/p3P3/8/8/8/8/8/4K3 w - - 0 1';
  const { page, errors } = await openPage(site, '?depth=2&fen=' + encodeURIComponent(fen));
  const chooser = page.getByRole('group', { name: 'Promote to' });
  assert.equal(await chooser.isVisible(), false);
  const e7 = await squareCentre(page, 'e7');
  const e8 = await squareCentre(page, 'e8');
  await page.mouse.click(e7.x, e7.y);
  await page.mouse.click(e8.x, e8.y);
  assert.equal(await chooser.isVisible(), true, 'the chooser is shown');
  const names = await chooser.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
  assert.deepEqual(names, ['Queen', 'Rook', 'Bishop', 'Knight']);
  // Over the promotion square: the queen is drawn on e8 and has the keyboard focus.
  const queen = await chooser.getByRole('button', { name: 'Queen' }).boundingBox();
  assert.ok(Math.abs(queen.x + queen.width / 2 - e8.x) < 2 && Math.abs(queen.y + queen.height / 2 - e8.y) < 2,
    `queen button at ${JSON.stringify(queen)}, e8 at ${JSON.stringify(e8)}`);
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Queen');
  await page.keyboard.press('Escape');
  assert.equal(await chooser.isVisible(), false, 'Escape closes the chooser');
  assert.equal(await page.getAttribute('body', 'data-fen'), fen, 'and nothing was played');
  assert.equal(await page.locator('#moves li').count(), 0);

  // Again, and this time a knight, chosen with the mouse.
  await page.mouse.click(e7.x, e7.y);
  await page.mouse.click(e8.x, e8.y);
  await page.getByRole('button', { name: 'Knight' }).click();
  assert.equal(await chooser.isVisible(), false);
  await waitForMoves(page, 1, 3);
  assert.match((await movesText(page))[0], /^1\. e8=N\+? \S+$/);
  const reply = await page.getAttribute('body', 'data-last-move');
  const chess = assertLegal(fen, ['e7e8n'], reply);
  assert.equal(await page.getAttribute('body', 'data-fen'), chess.fen());
  assert.deepEqual(errors, []);
  await page.close();
});

test('with "Always promote to a queen" the pawn becomes a queen at once, and the choice is kept', async () => {
  const fen = '7k/p3P3/8/8/8/8/8/4K3 w - - 0 1';
  const { page, errors } = await openPage(site, '?depth=2&fen=' + encodeURIComponent(fen));
  await page.getByLabel('Always promote to a queen').check();
  // The settings sit under the game's panel in a window this narrow: back up to the board.
  await page.evaluate(() => window.scrollTo(0, 0));
  const e7 = await squareCentre(page, 'e7');
  const e8 = await squareCentre(page, 'e8');
  await page.mouse.click(e7.x, e7.y);
  await page.mouse.click(e8.x, e8.y);
  assert.equal(await page.getByRole('group', { name: 'Promote to' }).isVisible(), false);
  await waitForMoves(page, 1, 3);
  assert.match((await movesText(page))[0], /^1\. e8=Q\+? \S+$/);
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
  assert.equal(await page.getByLabel('Always promote to a queen').isChecked(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a move typed in SAN is played; an illegal one is explained beside the box and nothing is lost', async () => {
  const { page, errors } = await openPage(site, '?depth=2&book=0');
  const box = page.getByLabel('Move', { exact: true });
  await box.fill('Nf3');
  await box.press('Enter');
  assert.equal(await box.inputValue(), '', 'the box is emptied');
  await waitForMoves(page, 1, 3);
  assert.match((await movesText(page))[0], /^1\. Nf3 \S+$/);
  const reply = await page.getAttribute('body', 'data-last-move');
  const chess = assertLegal(START_FEN, ['g1f3'], reply);
  const before = await page.getAttribute('body', 'data-fen');
  assert.equal(before, chess.fen());

  await box.fill('Qh5');
  await box.press('Enter');
  const error = page.locator('#move-error');
  assert.equal(await error.isVisible(), true);
  assert.equal(await error.textContent(), 'Qh5 is not a legal move in this position.');
  assert.equal(await box.inputValue(), 'Qh5', 'the text stays to be corrected');
  assert.equal(await box.getAttribute('aria-invalid'), 'true');
  assert.equal(await page.getAttribute('body', 'data-fen'), before);
  assert.equal(await page.locator('#moves li').count(), 1);

  // The error follows the language switch.
  await page.selectOption('#lang', 'es');
  assert.equal(await error.textContent(), 'Qh5 no es una jugada legal en esta posición.');
  await page.selectOption('#lang', 'en');
  await box.fill('hello');
  await box.press('Enter');
  assert.match(await error.textContent(), /not a move in algebraic notation/);

  // Corrected, it plays and the error goes.
  await box.fill('e4');
  await box.press('Enter');
  assert.equal(await error.isVisible(), false);
  await waitForMoves(page, 2, 3);
  assert.match((await movesText(page))[1], /^2\. e4 \S+$/);
  assert.deepEqual(errors, []);
  await forget(page);
  await page.close();
});

test('a reload restores the game, the level and the side; New game clears the moves', async () => {
  const { page, errors } = await openPage(site, '?depth=2&book=0');
  await page.selectOption('#level', '6');
  const e2 = await squareCentre(page, 'e2');
  const e4 = await squareCentre(page, 'e4');
  await page.mouse.click(e2.x, e2.y);
  await page.mouse.click(e4.x, e4.y);
  await waitForMoves(page, 1, 3);
  await page.getByLabel('Move', { exact: true }).fill('d4');
  await page.keyboard.press('Enter');
  await waitForMoves(page, 2, 3);
  const moves = await movesText(page);
  const fen = await page.getAttribute('body', 'data-fen');
  await page.click('#flip');

  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
  assert.deepEqual(await movesText(page), moves);
  assert.equal(await page.getAttribute('body', 'data-fen'), fen);
  assert.equal(await page.inputValue('#level'), '6');
  assert.equal(await page.textContent('#status'), 'White to move — your turn');
  assert.equal(await page.isHidden('#notice'), true);
  // The board is still seen from Black's side: White's queen (d1) is drawn where e8 is unflipped.
  assertColour(await squarePixel(page, 'e8', 0.5, 0.6), WHITE_PIECE, 'the board stays flipped');
  // The game goes on from there.
  await page.getByLabel('Move', { exact: true }).fill('Nf3');
  await page.keyboard.press('Enter');
  await waitForMoves(page, 3, 3);

  // A link with ?fen= starts that position instead, and leaves the saved game alone.
  const other = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
  await page.goto(site.base + '?depth=2&fen=' + encodeURIComponent(other));
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
  assert.equal(await page.getAttribute('body', 'data-fen'), other);
  await page.goto(site.base + '?depth=2');
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
  assert.equal(await page.locator('#moves li').count(), 3);
  await page.click('#flip');

  // New game (the dialog's Start, as White): the moves are gone after a reload too.
  await page.click('#new-game');
  await page.click('#ng-start');
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
  assert.equal(await page.locator('#moves li').count(), 0);
  assert.equal(await page.inputValue('#level'), '6');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a corrupt or old saved game is dropped with a notice, and the page works', async () => {
  const { page, errors } = await openPage(site, '?depth=2');
  for (const [value, message] of [
    ['{"v":1,"fen":', /^The saved game could not be restored \(it is not readable\), so a new game starts\.$/],
    ['{"v":0,"fen":"x","moves":[]}', /saved by another version of Poda \(version 0\)/],
    [JSON.stringify({ v: 1, fen: START_FEN, moves: ['e2e4', 'e2e4'], engine: 'b', orientation: 'w', level: null }),
      /its move 2 \(e2e4\) is not legal/],
  ]) {
    await page.evaluate((value) => localStorage.setItem('poda.game', value), value);
    await page.reload();
    await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
    assert.equal(await page.isVisible('#notice'), true);
    assert.match(await page.textContent('#notice'), message);
    assert.equal(await page.getAttribute('body', 'data-fen'), START_FEN);
    assert.equal(await page.evaluate(() => localStorage.getItem('poda.game')), null, 'the bad value is removed');
  }
  // Said in Spanish too.
  await page.selectOption('#lang', 'es');
  assert.match(await page.textContent('#notice'), /^No se pudo recuperar la partida guardada \(su jugada 2 \(e2e4\) no es legal\)/);
  await page.selectOption('#lang', 'en');
  // A corrupt preference is dropped the same way.
  await page.evaluate(() => localStorage.setItem('poda.prefs', 'true'));
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
  assert.match(await page.textContent('#notice'), /saved preferences could not be used/);
  // The page plays on.
  const e2 = await squareCentre(page, 'e2');
  const e4 = await squareCentre(page, 'e4');
  await page.mouse.click(e2.x, e2.y);
  await page.mouse.click(e4.x, e4.y);
  await waitForMoves(page, 1, 3);
  assert.deepEqual(errors, []);
  await forget(page);
  await page.close();
});

test('a game saved by a Poda with levels this one does not know goes on, at Beginner, with a notice', async () => {
  const { page, errors } = await openPage(site, '?depth=2');
  // A later version's save: its ladder of 20 levels is unknown here, so its level numbers are.
  const saved = { v: 1, fen: START_FEN, moves: ['e2e4', 'e7e5', 'g1f3'], engine: null, orientation: 'w',
    level: 19, ladder: 20, levels: [19] };
  await page.evaluate((value) => localStorage.setItem('poda.game', value), JSON.stringify(saved));
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 20000 });
  assert.match(await page.textContent('#notice'),
    /^The saved game comes from a version of Poda with 20 levels, so its level could not be read: it goes on at level 7 \(the level menu changes it\)\.$/);
  assert.equal(await page.getAttribute('body', 'data-fen'), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
  assert.equal(await page.inputValue('#level'), '7');
  assert.notEqual(await page.evaluate(() => localStorage.getItem('poda.game')), null, 'the game is kept');
  await page.selectOption('#lang', 'es');
  assert.match(await page.textContent('#notice'), /^La partida guardada viene de una versión de Poda con 20 niveles/);
  await page.selectOption('#lang', 'en');
  assert.deepEqual(errors, []);
  await page.evaluate(() => localStorage.removeItem('poda.game'));
  await forget(page);
  await page.close();
});

test('the teaching view writes its own keyed texts: in Spanish none of them is left in English', async () => {
  // The teaching view adds its elements itself (index.html carries only the play page's): their
  // texts in English, then in Spanish.
  const keyed = async (lang) => {
    const { page, errors } = await openPage(site, `?mode=teach&lang=${lang}`, { ready: 'body[data-teach]' });
    try {
      const texts = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('#teach-panel [data-i18n], #teach-more [data-i18n]')].map((el) => [el.getAttribute('data-i18n'), el.textContent.trim()]),
        ),
      );
      assert.deepEqual(errors, []);
      return texts;
    } finally {
      await page.close();
    }
  };
  const [en, es] = [await keyed('en'), await keyed('es')];
  assert.ok(Object.keys(en).length >= 10, `${Object.keys(en).length} keyed texts`);
  assert.deepEqual(Object.keys(es).sort(), Object.keys(en).sort());
  const same = Object.keys(en).filter((key) => es[key] === en[key] && /[a-z]{3}/.test(en[key]));
  assert.deepEqual(same, [], 'teaching texts still in English');
});
