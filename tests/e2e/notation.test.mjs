// End-to-end tests of moves in the page's language: the Move box reads the Spanish letters
// (`Cf3`), the standard ones, UCI (`g1f3`) and lower-case piece letters, and says why it
// refuses a move; the move list, the announcement and the engine line show the Spanish
// letters; the PGN keeps standard SAN, names its defaults in the page's language and keeps
// the tags of an imported game (also after a reload).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openPage, typeMove, waitForPlies } from './harness.mjs';

useSite();

const movesText = (page) => page.$$eval('#moves li', (items) => items.map((li) => li.textContent));

/** English piece letters that Spanish never uses (its R is the king, so R is left out). */
const ENGLISH_ONLY = /[KQBN][a-h1-8x]/;

test('on the Spanish page Cf3 is typed and every move is shown in the Spanish letters', async () => {
  const { page, errors } = await openPage(site, '?lang=es&book=0&movetime=200');
  await typeMove(page, 'Cf3');
  await waitForPlies(page, 2);
  const [first] = await movesText(page);
  assert.match(first, /^1\. Cf3 \S+$/);
  assert.doesNotMatch(first, ENGLISH_ONLY);
  // The computer's move is announced and named on the engine line in the Spanish letters.
  const reply = first.split(' ')[2];
  assert.equal(await page.textContent('#announce'), `Las negras (ordenador) jugaron ${reply}`);
  assert.equal(await page.textContent('#engine'), `Motor: jugó ${reply}`);
  // A lower-case letter is a piece when no pawn move reads so (`cc3` would be the c-pawn's
  // push); the English letters are read too. The move list stays in Spanish.
  await typeMove(page, 'cg5');
  await waitForPlies(page, 4);
  await typeMove(page, 'Nc3');
  await waitForPlies(page, 6);
  const lines = await movesText(page);
  assert.match(lines[1], /^2\. Cx?g5 \S+$/);
  assert.match(lines[2], /^3\. Cx?c3 \S+$/);
  for (const line of lines) assert.doesNotMatch(line, ENGLISH_ONLY, line);
  // A move that is not one is refused in Spanish, with Spanish examples.
  await typeMove(page, 'xyz');
  assert.equal(await page.textContent('#move-error'), '«xyz» no es una jugada en notación algebraica (como e4, Cf3, e8=D u O-O).');
  // The PGN keeps standard SAN; its tags' values are Spanish, their names the standard ones.
  const pgn = await page.textContent('#pgn');
  assert.match(pgn, /\[Event "Partida amistosa"\]/);
  assert.match(pgn, /\[White "Jugador"\]\n\[Black "Poda \(nivel \d+\)"\]/);
  assert.match(pgn, /1\. Nf3 \S+ 2\. Nx?g5 \S+ 3\. Nx?c3 /);
  // Switched to English, the list is in the standard letters.
  await page.selectOption('#lang', 'en');
  assert.match((await movesText(page))[0], /^1\. Nf3 \S+$/);
  assert.match(await page.textContent('#pgn'), /\[Event "Casual game"\]/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('on the English page g1f3 and nf3 are played, and each refusal says why', async () => {
  const { page, errors } = await openPage(site, '?lang=en&book=0&movetime=200');
  await typeMove(page, 'g1f3');
  await waitForPlies(page, 2);
  assert.match((await movesText(page))[0], /^1\. Nf3 \S+$/);
  await typeMove(page, 'e2e5');
  assert.equal(await page.textContent('#move-error'), 'e2e5 is not a legal move in this position.');
  await typeMove(page, 'Cc3');
  assert.match(await page.textContent('#move-error'), /not a move in algebraic notation/);
  await typeMove(page, 'nc3');
  await waitForPlies(page, 4);
  assert.match((await movesText(page))[1], /^2\. Nc3 \S+$/);
  assert.equal(await page.isVisible('#move-error'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a PGN pasted in Spanish letters is loaded, and its tags are kept in the exported PGN, also after a reload', async () => {
  const { page, errors } = await openPage(site, '?lang=es&book=0&movetime=200');
  await page.click('#io summary');
  const pgn = '[Event "Club"]\n[White "Me"]\n[Black "Ana"]\n[Opening "Italiana"]\n\n1. e4 e5 2. Cf3 Cc6 3. Ac4 *';
  await page.fill('#import-text', pgn);
  await page.click('#import-load');
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 3);
  assert.equal(await page.isHidden('#import-error'), true);
  assert.deepEqual(await movesText(page), ['1. e4 e5', '2. Cf3 Cc6', '3. Ac4']);
  const check = async () => {
    const text = await page.textContent('#pgn');
    assert.match(text, /^\[Event "Club"\]\n\[Site "Poda"\]\n\[Date "[\d.]+"\]\n\[Round "\?"\]\n\[White "Me"\]\n\[Black "Ana"\]\n\[Result "\*"\]\n\[Opening "Italiana"\]\n\n1\. e4 e5 2\. Nf3 Nc6 3\. Bc4 \*/);
  };
  await check();
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]');
  await check();
  assert.deepEqual(errors, []);
  await page.close();
});
