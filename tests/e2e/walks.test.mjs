// End-to-end tests of walking a recorded search as a class does (?mode=teach|tree): the walk
// opens at step 0 (or at ?step=), jumps to cut-offs, leaves and the end of a subtree, plays by
// itself, and the address follows the view so that a copied link reopens it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openPage } from './harness.mjs';

useSite();

const ITALIAN = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';

async function openTeach(query) {
  const full = query + (query.includes('lang=') ? '' : '&lang=en');
  return openPage(site, full, { ready: 'body[data-teach="ready"]', timeout: 60000 });
}

const step = async (page) => Number(await page.getAttribute('body', 'data-step'));
const walkText = (page) => page.textContent('#walk-text');

/** Waits until the address's parameter `name` is `value`. */
async function addressHas(page, name, value) {
  await page.waitForFunction(
    ([name, value]) => new URLSearchParams(location.search).get(name) === value,
    [name, value],
    { timeout: 5000 },
  );
}

test('a walk opens at step 0, and the next cut-off from step 0 lands on a cut-off', async () => {
  const { page, errors } = await openTeach(`?mode=teach&depth=2&algorithm=alphabeta&step=0&fen=${encodeURIComponent(ITALIAN)}`);
  assert.equal(await step(page), 0);
  assert.match(await page.textContent('#step-label'), /^Step 0 of \d+$/);
  assert.match(await walkText(page), /^Before the search/);
  await page.click('#step-next-cut');
  const first = await step(page);
  assert.ok(first > 2, `first cut-off at step ${first}`);
  assert.match(await page.textContent('#step-label'), new RegExp(`^Step ${first} of `));
  assert.match(await walkText(page), /^Leave .* α ≥ β: cut-off/);
  await addressHas(page, 'step', String(first));
  // C again: a later cut-off; Shift+C: back to the first.
  await page.keyboard.press('c');
  const second = await step(page);
  assert.ok(second > first);
  assert.match(await walkText(page), /α ≥ β: cut-off/);
  await page.keyboard.press('Shift+C');
  assert.equal(await step(page), first);
  await page.click('#step-previous-cut');
  assert.equal(await step(page), first, 'no cut-off before the first: the walk stays');
  assert.equal(await page.textContent('#teach-status'), 'Nothing further that way.');
  // The next leaf returns its value; finishing the subtree leaves the node where the search stands.
  await page.keyboard.press('Home');
  await page.click('#step-next-leaf');
  assert.match(await walkText(page), /^Leave \S+ with value \S+ \(evaluated/);
  assert.equal(await page.textContent('#teach-status'), '');
  const leaf = await step(page);
  await page.keyboard.press('f');
  assert.ok((await step(page)) > leaf);
  assert.match(await walkText(page), /^Leave /);
  // The move order of alpha-beta without ordering: pawn moves first, the king last.
  assert.match(await page.textContent('#teach-fen-box .hint'), /pawn moves first.*king last/);
  const firstMove = await page.$eval('#tree-rows .tree-row[aria-level="2"] .move', (m) => m.textContent);
  assert.match(firstMove, /^[a-h]/, `the first move searched: ${firstMove}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a click on a drawn node goes to the step where it is entered', async () => {
  const { page, errors } = await openTeach('?mode=tree');
  assert.match(await page.textContent('#step-label'), /^Step 0 of 50$/);
  // The root is the drawing's node named `root`.
  await page.click('#tree-drawing [data-node="root"] .shape');
  assert.equal(await step(page), 1, 'the root is entered at step 1');
  assert.match(await walkText(page), /^Enter root \(MAX\)/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('?step= opens a step; one beyond the walk shows the last with a notice; a bad one is named', async () => {
  let { page, errors } = await openTeach('?mode=tree&step=14');
  assert.equal(await step(page), 14);
  assert.match(await walkText(page), /Leave V with value 4/);
  await page.close();
  ({ page, errors } = await openTeach('?mode=tree&step=9999'));
  assert.match(await page.textContent('#step-label'), /^Step 50 of 50$/);
  assert.match(await page.textContent('#teach-notice'), /step 9999, but this search has 50 steps/);
  await page.close();
  ({ page, errors } = await openTeach('?mode=tree&step=abc&lang=es'));
  assert.match(await page.textContent('#step-label'), /^Paso 0 de 50$/);
  assert.match(await page.textContent('#teach-notice'), /el parámetro step del enlace \(«abc»\): un número entero de pasos/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('play goes on by itself at the speed chosen, stops at the end and pauses on a step', async () => {
  const { page, errors } = await openTeach('?mode=tree');
  assert.equal(await page.textContent('#step-play'), 'Play');
  await page.selectOption('#step-speed', '50');
  await page.click('#step-play');
  assert.equal(await page.textContent('#step-play'), 'Pause');
  await page.waitForFunction(() => Number(document.body.dataset.step) >= 3);
  await page.click('#step-forward');
  assert.equal(await page.textContent('#step-play'), 'Play');
  const paused = await step(page);
  await page.waitForTimeout(300);
  assert.equal(await step(page), paused, 'a step pressed pauses the walk');
  // Space plays (the focus off the buttons); at the end it stops.
  await page.$eval('#step-forward', (b) => b.blur());
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.body.dataset.step === '50', null, { timeout: 10000 });
  await page.waitForFunction(() => document.querySelector('#step-play').textContent === 'Play');
  await addressHas(page, 'step', '50');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the address follows depth, algorithm and step, and Copy link reopens the same view', async () => {
  const { page, errors } = await openTeach(`?mode=teach&depth=2&algorithm=alphabeta&fen=${encodeURIComponent(ITALIAN)}`);
  await addressHas(page, 'step', '0');
  await page.selectOption('#teach-depth', '3');
  await page.waitForSelector('body[data-teach="ready"]');
  await addressHas(page, 'depth', '3');
  await page.selectOption('#teach-algorithm', 'minimax');
  await page.waitForSelector('body[data-teach="ready"]');
  await page.waitForFunction(() => document.querySelector('#tree-summary').dataset.algorithm === 'minimax');
  await addressHas(page, 'algorithm', 'minimax');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await addressHas(page, 'step', '5');
  const params = new URL(page.url()).searchParams;
  assert.equal(params.get('mode'), 'teach');
  assert.equal(params.get('fen'), ITALIAN);
  assert.equal(params.get('lang'), 'en', 'the page\'s other parameters stay');
  await site.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.base).origin });
  await page.click('#copy-link');
  await page.waitForFunction(() => document.querySelector('#teach-status').textContent === 'Copied.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, page.url());
  const label = await page.textContent('#step-label');
  const text = await walkText(page);
  // The link reopens the same view.
  const again = await site.context.newPage();
  await again.goto(link);
  await again.waitForSelector('body[data-teach="ready"]', { timeout: 60000 });
  assert.equal(await again.textContent('#step-label'), label);
  assert.equal(await again.textContent('#walk-text'), text);
  assert.equal(await again.$eval('#teach-depth', (s) => s.value), '3');
  assert.equal(await again.$eval('#teach-algorithm', (s) => s.value), 'minimax');
  assert.deepEqual(errors, []);
  await again.close();
  await page.close();
});
