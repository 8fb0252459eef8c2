// End-to-end tests of the custom elements for page authors (www/poda-elements.js): a page with a
// <poda-board> and a <poda-practice>, served beside the site as an author's page would be, gets
// the right frames at the container's width, hears their poda:* messages as DOM events, and
// sends requests whose answers come back as promises.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { site, useSite } from './harness.mjs';

useSite();

const PHILIDOR = '4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1';

const AUTHOR_PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Una lección</title></head>
<body>
  <script>
    window.__events = [];
    for (const type of ['poda:ready', 'poda:move', 'poda:state', 'poda:result', 'poda:error']) {
      document.addEventListener(type, (e) => window.__events.push({ on: e.target.id, type: e.type, detail: e.detail }));
    }
  </script>
  <div style="width: 420px"><poda-board id="board" fen="${PHILIDOR}" level="7" lang="es" controls="0"></poda-board></div>
  <div style="width: 360px"><poda-practice id="practice" tree="2 2 2 / 3 5 2 9" lang="en" controls="0"></poda-practice></div>
  <script type="module" src="poda-elements.js"></script>
</body></html>`;

test('<poda-board> and <poda-practice> frame the site at their width and relay its messages as DOM events', async () => {
  fs.writeFileSync(path.join(site.dir, 'author.html'), AUTHOR_PAGE);
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(site.base + 'author.html');
  const events = () => page.evaluate(() => window.__events.map((e) => ({ on: e.on, type: e.type, detail: e.detail })));
  await page.waitForFunction(() => ['board', 'practice'].every((id) =>
    window.__events.some((e) => e.on === id && e.type === 'poda:ready')), null, { timeout: 60000 });

  // The frames: the site beside the script, every attribute a parameter, the container's width.
  const board = await page.evaluate(() => {
    const el = document.getElementById('board');
    const frame = el.querySelector('iframe');
    const box = frame.getBoundingClientRect();
    return { src: frame.src, title: frame.title, width: box.width, height: box.height };
  });
  const url = new URL(board.src);
  assert.equal(url.origin + url.pathname, site.base);
  assert.equal(url.searchParams.get('mode'), 'play');
  assert.equal(url.searchParams.get('fen'), PHILIDOR);
  assert.equal(url.searchParams.get('level'), '7');
  assert.equal(url.searchParams.get('lang'), 'es');
  assert.equal(url.searchParams.get('controls'), '0');
  assert.equal(board.title, 'Chess board');
  assert.deepEqual([Math.round(board.width), Math.round(board.height)], [420, 420]);
  const practice = await page.evaluate(() => document.querySelector('#practice iframe').src);
  assert.equal(new URL(practice).searchParams.get('mode'), 'practice');
  assert.equal(new URL(practice).searchParams.get('tree'), '2 2 2 / 3 5 2 9');

  // A request answered through the element's promise; the move it makes reaches the page as an event.
  const state = await page.evaluate(() => document.getElementById('board').send({ type: 'poda:play', move: 'Qg8+' }));
  assert.equal(state.type, 'poda:state');
  assert.deepEqual(state.moves, ['d5g8']);
  await page.waitForFunction(() => window.__events.some((e) => e.on === 'board' && e.type === 'poda:move'));
  const move = (await events()).find((e) => e.on === 'board' && e.type === 'poda:move');
  assert.equal(move.detail.san, 'Qg8+');
  // A refused request rejects with the board's reason (once the computer has answered).
  await page.waitForFunction(() => window.__events.filter((e) => e.on === 'board' && e.type === 'poda:move').length === 2);
  const refused = await page.evaluate(() =>
    document.getElementById('board').send({ type: 'poda:play', move: 'Qh9' }).then(() => 'answered', (err) => err.message));
  assert.match(refused, /Qh9/);

  // The practice's result reaches the page as a poda:result event on its element.
  await page.frameLocator('#practice iframe').locator('body[data-practice="ready"]').waitFor({ timeout: 60000 });
  await page.frameLocator('#practice iframe').locator('[data-value-of="root"]').fill('9');
  await page.frameLocator('#practice iframe').locator('#check-answer').click();
  await page.waitForFunction(() => window.__events.some((e) => e.on === 'practice' && e.type === 'poda:result'));
  const result = (await events()).find((e) => e.on === 'practice' && e.type === 'poda:result');
  assert.equal(result.detail.correct, false);
  assert.equal(result.detail.tree, '2 2 2 / 3 5 2 9');

  // A changed attribute opens the frame again with it.
  await page.evaluate(() => document.getElementById('board').setAttribute('level', '8'));
  const level = await page.evaluate(() => new URL(document.querySelector('#board iframe').src).searchParams.get('level'));
  assert.equal(level, '8');
  assert.deepEqual(errors, []);
  await page.close();
});
