// End-to-end tests of presentation (present=1, the "Present" button) on a projector's 1280 × 720
// screen: the drawn tree (?mode=tree) or the board (?mode=teach) and the step's sentence fully
// on screen, nothing scrolls, no header or settings; the keys step, P shows the principal
// variation, Escape leaves; in English and Spanish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openTeachView } from './harness.mjs';

useSite();

const PHILIDOR = encodeURIComponent('4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1');

const open = (query, { colorScheme = 'light' } = {}) =>
  openTeachView(site, query, { viewport: { width: 1280, height: 720 }, colorScheme });

const step = async (page) => Number(await page.getAttribute('body', 'data-step'));

/** Each selector's box lies inside the 1280 × 720 screen, and the page does not scroll. */
async function onScreen(page, selectors, what) {
  const sh = await page.evaluate(() => document.documentElement.scrollHeight);
  assert.ok(sh <= 720, `${what}: the page does not scroll (scrollHeight ${sh})`);
  for (const selector of selectors) {
    const box = await page.locator(selector).boundingBox();
    assert.ok(box, `${what}: ${selector} shown`);
    const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= 1280 + 0.5 && box.y + box.height <= 720 + 0.5;
    assert.ok(inside, `${what}: ${selector} inside the screen (${JSON.stringify(box)})`);
    if (!selector.startsWith('#step')) assert.ok(box.width > 100 && box.height > 20, `${what}: ${selector} has room (${JSON.stringify(box)})`);
  }
}

/** The sentence fits its box: no scrolling inside it either. */
async function sentenceWhole(page, what) {
  const [sh, ch] = await page.$eval('#walk-text', (e) => [e.scrollHeight, e.clientHeight]);
  assert.ok(sh <= ch + 1, `${what}: the whole sentence shows (${sh} > ${ch})`);
}

/** The smallest value drawn in the tree, in rendered CSS pixels: its font size times the
 *  picture's scale on screen. */
async function valueSize(page) {
  return page.$eval('#tree-drawing svg', (svg) => {
    const values = [...svg.querySelectorAll('.value')].filter((t) => t.textContent.trim());
    return Math.min(...values.map((t) => parseFloat(getComputedStyle(t).fontSize))) * svg.getScreenCTM().a;
  });
}

async function hidden(page, selectors, what) {
  for (const selector of selectors) {
    assert.equal(await page.locator(selector).first().isVisible(), false, `${what}: ${selector} hidden`);
  }
}

const CHROME = ['header.top', 'nav.modes', '.teach-controls', '#tree-summary', '#tree-outline', '#node-detail', '#counter-rows', '#step-play', '#present'];

test('the course tree presented at 1280 × 720: the drawing and the sentence on screen, large; keys step; Escape leaves', async () => {
  const { page, errors } = await open('?mode=tree&present=1&lang=en');
  await page.waitForSelector('#tree-drawing [data-node="root"]');
  assert.equal(await page.getAttribute('body', 'data-present'), '1');
  await hidden(page, CHROME, 'presented');
  for (const key of ['ArrowRight', 'ArrowRight', 'PageDown']) await page.keyboard.press(key);
  assert.equal(await step(page), 3, '→ → and Page Down step');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await step(page), 2, '← steps back');
  await page.keyboard.press('c');
  const cut = await step(page);
  assert.ok(cut > 2, 'C: the next cut-off');
  await onScreen(page, ['#tree-drawing', '#walk-text', '#step-forward', '#step-next-cut', '#step-pv'], 'tree, at a cut-off');
  await sentenceWhole(page, 'tree, at a cut-off');
  const size = await page.$eval('#walk-text', (e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 26, `large type (${size}px)`);
  // The tree's own values large enough to read from the back of a classroom.
  const values = await valueSize(page);
  assert.ok(values >= 16, `the drawn values ${values.toFixed(1)}px`);
  await page.keyboard.press('End');
  await sentenceWhole(page, 'tree, the last step');
  await page.keyboard.press('Home');
  assert.equal(await step(page), 0, 'Home');
  await page.keyboard.press('p');
  assert.ok((await step(page)) > cut, 'P: the principal variation, the search done');
  // Escape leaves: the full page again, its address without present=1.
  await page.keyboard.press('Escape');
  assert.equal(await page.getAttribute('body', 'data-present'), null);
  assert.equal(await page.getAttribute('body', 'data-controls'), '1');
  assert.equal(await page.isVisible('.teach-controls'), true, 'the settings again');
  assert.equal(await page.isVisible('#present'), true, 'the Present button again');
  await page.waitForFunction(() => !location.search.includes('present='));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the full page points to presentation: its button and hint enter it, the address says present=1', async () => {
  const { page, errors } = await open('?mode=tree&lang=es');
  assert.equal(await page.textContent('#present'), 'Presentar');
  assert.match(await page.textContent('.present-row .hint'), /letra grande/);
  await page.click('#present');
  assert.equal(await page.getAttribute('body', 'data-present'), '1');
  await page.waitForFunction(() => location.search.includes('present=1'));
  await hidden(page, CHROME, 'entered by the button');
  await page.keyboard.press('ArrowRight');
  assert.equal(await step(page), 1);
  await onScreen(page, ['#tree-drawing', '#walk-text'], 'entered by the button');
  // The button that leaves, for a mouse or a touch screen.
  assert.equal(await page.textContent('#present-exit'), 'Salir (Esc)');
  await page.click('#present-exit');
  assert.equal(await page.getAttribute('body', 'data-present'), null);
  assert.deepEqual(errors, []);
  await page.close();
});

test("Russell and Norvig's tree presented: its values large, the drawing and the sentence on screen", async () => {
  const { page, errors } = await open(`?mode=tree&present=1&tree=${encodeURIComponent('3 3 3 3 / 3 12 8 2 4 6 14 5 2')}&lang=en`);
  await page.waitForSelector('#tree-drawing [data-node="root"]');
  await page.keyboard.press('c');
  await onScreen(page, ['#tree-drawing', '#walk-text', '#step-forward'], 'AIMA');
  await sentenceWhole(page, 'AIMA');
  const values = await valueSize(page);
  assert.ok(values >= 16, `the drawn values ${values.toFixed(1)}px`);
  // Leaving presentation, the drawing's text is back to its size.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => getComputedStyle(document.getElementById('tree-drawing')).getPropertyValue('--type').trim() === '1.00');
  assert.deepEqual(errors, []);
  await page.close();
});

for (const lang of ['en', 'es']) {
  test(`a chess position presented at 1280 × 720 (${lang}): the board and the sentence on screen`, async () => {
    const { page, errors } = await open(`?mode=teach&present=1&depth=2&fen=${PHILIDOR}&lang=${lang}`);
    await hidden(page, CHROME, 'chess');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    assert.equal(await step(page), 4);
    await onScreen(page, ['#board', '#walk-text', '#step-forward'], `chess ${lang}`);
    await sentenceWhole(page, `chess ${lang}`);
    const board = await page.locator('#board').boundingBox();
    assert.ok(board.height >= 600, `the board large (${board.height}px)`);
    await page.keyboard.press('Escape');
    assert.equal(await page.isVisible('.teach-controls'), true);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
