// End-to-end tests of minimax beside alpha-beta (?mode=tree&compare=1, or its check box): two
// drawings of the same tree stepping together, minimax at the node alpha-beta stands at, the
// nodes alpha-beta never searches outlined on minimax's side; in English and Spanish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openTeachView } from './harness.mjs';

useSite();

async function open(query) {
  const opened = await openTeachView(site, query);
  await opened.page.waitForSelector('#tree-drawing [data-node="root"]');
  return opened;
}

const step = async (page) => Number(await page.getAttribute('body', 'data-step'));
const minimaxStep = async (page) => Number(await page.getAttribute('#tree-drawing-minimax', 'data-step'));
const stateIn = (page, frame, path) => page.getAttribute(`${frame} [data-node="${path}"]`, 'data-state');

test('the course tree: minimax beside alpha-beta, stepping together, the leaves alpha-beta skips outlined', async () => {
  const { page, errors } = await open('?mode=tree&compare=1&lang=en');
  assert.equal(await page.getAttribute('body', 'data-compare'), '1');
  for (const frame of ['#tree-drawing-minimax', '#tree-drawing']) {
    assert.equal(await page.isVisible(frame), true, frame);
    const box = await page.locator(frame).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 1280 && box.width > 250, `${frame} on screen (${JSON.stringify(box)})`);
  }
  const left = await page.locator('#tree-drawing-minimax').boundingBox();
  const right = await page.locator('#tree-drawing').boundingBox();
  assert.ok(left.x + left.width <= right.x + 1, 'minimax on the left, alpha-beta on the right');
  assert.equal(await page.textContent('#compare-ab-caption'), 'Alpha-beta');
  const pruned = Number(await page.getAttribute('#tree-summary', 'data-pruned'));
  assert.ok(pruned > 0);
  assert.match(await page.textContent('#compare-caption'), new RegExp(`the ${pruned} outlined with dashes`));
  assert.equal(await page.locator('#tree-drawing-minimax [data-node]').count(), await page.locator('#tree-drawing [data-node]').count());
  // Step 0: neither has begun.
  assert.equal(await minimaxStep(page), 0);
  // Stepping together: the same node entered on both sides.
  for (let k = 1; k <= 6; k++) {
    await page.keyboard.press('ArrowRight');
    assert.equal(await step(page), k);
    assert.equal(await minimaxStep(page), k, 'until the first cut, minimax takes the same steps');
  }
  // The first cut-off: alpha-beta skips a leaf, which minimax evaluates meanwhile, outlined.
  await page.keyboard.press('c');
  const ab = await step(page);
  await page.keyboard.press('ArrowRight');
  assert.ok((await minimaxStep(page)) > (await step(page)), 'minimax has searched more');
  const skipped = await page.$$eval('#tree-drawing [data-state="pruned"]', (all) => all.map((n) => n.dataset.node));
  assert.ok(skipped.length > 0, `pruned after step ${ab}`);
  for (const path of skipped) {
    assert.equal(await stateIn(page, '#tree-drawing-minimax', path), 'searched', `minimax searched ${path}`);
    const outlined = await page.$eval(`#tree-drawing-minimax [data-node="${path}"]`, (n) => n.classList.contains('ab-skipped'));
    assert.equal(outlined, true, `${path} outlined`);
  }
  // Both end together.
  await page.keyboard.press('End');
  assert.equal(await stateIn(page, '#tree-drawing-minimax', 'root'), 'searched');
  const outlinedLeaves = await page.$$eval('#tree-drawing-minimax .ab-skipped', (all) => all.length);
  assert.ok(outlinedLeaves >= pruned, 'every leaf alpha-beta skips is outlined');
  assert.deepEqual(errors, []);
  await page.close();
});

test('in Spanish, turned on and off by its check box; the address follows', async () => {
  const { page, errors } = await open('?mode=tree&lang=es');
  assert.equal(await page.isVisible('#tree-drawing-minimax'), false);
  assert.match(await page.textContent('label:has(#teach-compare)'), /Minimax junto a alfa-beta/);
  await page.check('#teach-compare');
  await page.waitForSelector('#tree-drawing-minimax [data-node="root"]');
  assert.match(await page.textContent('#compare-caption'), /^Minimax evalúa las \d+ hojas; las \d+ con borde discontinuo/);
  assert.equal(await page.textContent('#compare-ab-caption'), 'Alfa-beta');
  await page.waitForFunction(() => location.search.includes('compare=1'));
  await page.click('#step-forward');
  assert.equal(await minimaxStep(page), 1);
  await page.uncheck('#teach-compare');
  assert.equal(await page.isVisible('#tree-drawing-minimax'), false);
  assert.equal(await page.getAttribute('body', 'data-compare'), '0');
  assert.deepEqual(errors, []);
  await page.close();
});
