// End-to-end tests of the engine's network in the page (`?net=1`; the default follows
// engine::nnue::ON_BY_DEFAULT): the play page loads without it, the worker fetches it after the
// first answer and the strongest levels evaluate with it; a missing or broken file costs
// strength only; a replacement worker (after Take back during a search) fetches it again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openPage, typeMove, waitForPlies } from './harness.mjs';

// No service worker: its offline copy (tests/e2e/offline.test.mjs) would answer the worker's
// fetch from its cache, out of `route()`'s sight, and fetch every file itself in the background.
useSite({ serviceWorkers: 'block' });

/** Counts the page's and its workers' requests for the net file. */
function watchNet(page) {
  const seen = { requests: 0 };
  page.context().on('request', (r) => { if (r.url().endsWith('/poda.nnue')) seen.requests += 1; });
  return seen;
}

test('the network arrives after the first move and the strongest level plays with it', async () => {
  const { page, errors } = await openPage(site, '?book=0&level=17&movetime=300&net=1');
  const seen = watchNet(page);
  await page.waitForTimeout(500);
  assert.equal(seen.requests, 0, 'nothing fetched before the first move');
  assert.equal(await page.getAttribute('body', 'data-net'), null);
  await typeMove(page, 'e4');
  await waitForPlies(page, 2);
  await page.waitForSelector('body[data-net="nnue-128"]', { timeout: 10000 });
  assert.equal(seen.requests, 1, 'one request for the net file');
  // The engine's move stays on the engine line (the network is announced there only when the
  // line shows no move or search).
  assert.match(await page.textContent('#engine'), /^Engine: played /);
  // The next move is searched with the network (same worker, same page): a legal reply comes.
  await typeMove(page, 'Nf3');
  await waitForPlies(page, 4);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [what, reply] of [
  ['a missing network file', { status: 404, body: 'gone' }],
  ['a file that is not a net', { status: 200, body: 'PODANNU1 but no weights' }],
]) {
  test(`with ${what} the hand-crafted evaluation plays on`, async () => {
    const { page, errors } = await openPage(site, '?book=0&level=17&movetime=300&net=1');
    await page.context().route('**/poda.nnue', (route) => route.fulfill(reply));
    await typeMove(page, 'e4');
    await waitForPlies(page, 2);
    await page.waitForSelector('body[data-net="failed"]', { timeout: 10000 });
    await typeMove(page, 'Nc3');
    await waitForPlies(page, 4);
    assert.deepEqual(errors, []);
    await page.context().unroute('**/poda.nnue');
    await page.close();
  });
}

test('a worker replaced during a search fetches the network again', async () => {
  const { page, errors } = await openPage(site, '?book=0&level=17&movetime=2500&net=1');
  const seen = watchNet(page);
  await typeMove(page, 'e4');
  await waitForPlies(page, 2);
  await page.waitForSelector('body[data-net="nnue-128"]', { timeout: 10000 });
  assert.equal(seen.requests, 1);
  // Take back while the engine thinks: the busy worker is ended and a fresh one started.
  await typeMove(page, 'Nf3');
  // The search has reported (its figures are shown only when asked for).
  await page.waitForFunction(() => /^Engine: (thinking…|depth \d+)/.test(document.getElementById('engine').textContent), null, { timeout: 20000 });
  await page.click('#take-back');
  await page.waitForSelector('body[data-engine="ready"]');
  const deadline = Date.now() + 10000;
  while (seen.requests < 2 && Date.now() < deadline) await page.waitForTimeout(100);
  assert.equal(seen.requests, 2, 'the new worker fetched the network');
  assert.equal(await page.getAttribute('body', 'data-net'), 'nnue-128');
  await typeMove(page, 'Nf3');
  await waitForPlies(page, 4);
  assert.deepEqual(errors, []);
  await page.close();
});

test('?net=0 never fetches the network; a bad ?net= is named and the default kept', async () => {
  const { page, errors } = await openPage(site, '?book=0&level=17&movetime=300&net=0');
  const seen = watchNet(page);
  await typeMove(page, 'e4');
  await waitForPlies(page, 2);
  await page.waitForTimeout(800);
  assert.equal(seen.requests, 0);
  assert.equal(await page.getAttribute('body', 'data-net'), null);
  await page.close();
  const bad = await openPage(site, '?book=0&movetime=300&net=maybe');
  assert.match(await bad.page.textContent('#notice'), /net \("maybe"\) cannot be used: 1 or 0/);
  assert.deepEqual([...errors, ...bad.errors], []);
  await bad.page.close();
});
