// End-to-end tests of the teaching view's drawn tree (?mode=tree), an SVG picture in the page:
// every node drawn, pruned subtrees included with their leaves' values, each node's state at
// the step shown, the principal variation as a path, a click on a node, zoom, drag and Fit, the
// theme's colours, a phone and Spanish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openTeachView } from './harness.mjs';

useSite();

/** Russell and Norvig's tree: the second MIN node's first leaf, 2, makes it skip 4 and 6. */
const AIMA = encodeURIComponent('3 3 3 3 / 3 12 8 2 4 6 14 5 2');

async function openTree(query = '', { viewport = { width: 1280, height: 720 }, colorScheme = 'light' } = {}) {
  const full = `?mode=tree${query}${query.includes('lang=') ? '' : '&lang=en'}`;
  const { page, errors } = await openTeachView(site, full, { viewport, colorScheme });
  await page.waitForSelector('#tree-drawing [data-node="root"]');
  return { page, errors };
}

const step = async (page) => Number(await page.getAttribute('body', 'data-step'));
const nodes = (page) => page.locator('#tree-drawing [data-node]');
const node = (page, path) => page.locator(`#tree-drawing [data-node="${path}"]`);
const stateOf = (page, path) => node(page, path).getAttribute('data-state');
const states = (page) => page.$$eval('#tree-drawing [data-node]', (all) => all.map((n) => n.dataset.state));
const viewBox = (page) => page.$eval('#tree-drawing svg', (s) => s.getAttribute('viewBox').split(' ').map(Number));

/** Whether every node of the drawing lies inside the frame. */
const allInFrame = (page) => page.evaluate(() => {
  const frame = document.getElementById('tree-drawing').getBoundingClientRect();
  return [...document.querySelectorAll('#tree-drawing [data-node] .shape')].every((s) => {
    const r = s.getBoundingClientRect();
    return r.left >= frame.left - 0.5 && r.right <= frame.right + 0.5 && r.top >= frame.top - 0.5 && r.bottom <= frame.bottom + 0.5;
  });
});

test("AIMA's tree: 13 nodes drawn, leaves 4 and 6 pruned with their values at the end, the principal variation a path", async () => {
  const { page, errors } = await openTree(`&tree=${AIMA}`);
  assert.equal(await page.isVisible('#tree-drawing svg'), true);
  assert.equal(await nodes(page).count(), 13);
  assert.deepEqual([...new Set(await states(page))], ['unvisited'], 'nothing searched at step 0');
  // Every leaf's value is on the drawing from the start: the tree gives them.
  assert.equal(await node(page, '1.1').locator('.value').textContent(), '4');
  await page.keyboard.press('End');
  for (const [path, value] of [['1.1', '4'], ['1.2', '6']]) {
    assert.equal(await stateOf(page, path), 'pruned', path);
    assert.equal(await node(page, path).locator('.value').textContent(), value, path);
    assert.equal(await node(page, path).locator('.value').isVisible(), true, path);
  }
  const all = await states(page);
  assert.deepEqual([all.filter((s) => s === 'pruned').length, all.filter((s) => s === 'searched').length], [2, 11]);
  assert.equal(await page.locator('#tree-drawing .cut').count(), 2, 'a cross on each edge the cut skipped');
  // The principal variation: root → its first child (3) → that child's first leaf (3).
  assert.deepEqual(await page.$$eval('#tree-drawing .node.pv', (all) => all.map((n) => n.dataset.node)), ['root', '0', '0.0']);
  assert.equal(await page.locator('#tree-drawing .edge.pv').count(), 2);
  assert.equal(await node(page, 'root').locator('.value').textContent(), '3');
  // The Principal variation button selects its leaf, the path still drawn.
  await page.click('#step-pv');
  assert.match(await node(page, '0.0').getAttribute('class'), /\bselected\b/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the course's tree: all 14 leaves drawn, the states follow the walk, a click enters a node", async () => {
  const { page, errors } = await openTree();
  assert.equal(await page.locator('#tree-drawing .node.leaf').count(), 14);
  assert.equal(await nodes(page).count(), 33);
  // At 1280 × 720 the whole tree fits its frame.
  assert.equal(await allInFrame(page), true);
  // Step 14: V returns 4, K stops: W is pruned, one step before it is not reached yet.
  const w = '0.0.1.2';
  assert.equal(await node(page, w).locator('.name').textContent(), 'W');
  for (let i = 0; i < 13; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await stateOf(page, w), 'unvisited');
  assert.equal(await stateOf(page, '0.0.1.1'), 'searched');
  assert.match(await node(page, '0.0.1').getAttribute('class'), /\bopen\b/, 'K is open, its window beside it');
  assert.equal(await node(page, '0.0.1').locator('.window').count(), 2);
  await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('#walk-text'), /Leave V with value 4/);
  assert.equal(await stateOf(page, w), 'pruned');
  assert.equal(await page.locator('#tree-drawing .cut').count(), 1);
  // At the end: I's subtree, never generated by the search, drawn from the tree, greyed.
  await page.keyboard.press('End');
  const pruned = await page.$$eval('#tree-drawing .node.leaf[data-state="pruned"] .value', (all) => all.map((v) => v.textContent));
  assert.equal(pruned.length, 5, 'the five leaves never evaluated');
  assert.equal(String(pruned.length), await page.getAttribute('#tree-summary', 'data-pruned'));
  assert.equal(await stateOf(page, '2.1'), 'pruned');
  assert.equal(await stateOf(page, '2.1.0.1'), 'pruned');
  // A click on A goes to the step where A is entered.
  await page.click('#tree-drawing [data-node="0"] .shape');
  assert.equal(await step(page), 2);
  assert.match(await page.textContent('#walk-text'), /^Enter A \(MIN\)/);
  assert.match(await node(page, '0').getAttribute('class'), /\bselected\b/);
  // A click on a node grown from the tree goes to the cut that skipped it.
  await page.click('#tree-drawing [data-node="2.1.0"] .shape');
  assert.equal(await stateOf(page, '2.1.0'), 'pruned');
  assert.equal(await stateOf(page, '2.1'), 'pruned');
  assert.equal(await stateOf(page, '2.0'), 'searched');
  assert.deepEqual(errors, []);
  await page.close();
});

test('zoom in and out, drag, Ctrl+wheel and Fit; a drag is not a click', async () => {
  const { page, errors } = await openTree();
  const whole = await viewBox(page);
  await page.click('#zoom-in');
  const zoomed = await viewBox(page);
  assert.ok(Math.abs(whole[2] / zoomed[2] - 1.25) < 0.01, `${whole} → ${zoomed}`);
  assert.equal(await allInFrame(page), false, 'zoomed in, part of the tree is out of the frame');
  // A drag moves the drawing with the pointer and enters no node.
  const box = await page.locator('#tree-drawing').boundingBox();
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 40, cy, { steps: 4 });
  await page.mouse.move(cx + 80, cy, { steps: 4 });
  await page.mouse.up();
  const dragged = await viewBox(page);
  const scale = box.width / zoomed[2];
  assert.ok(Math.abs(zoomed[0] - dragged[0] - 80 / scale) < 1, `${zoomed} → ${dragged}`);
  assert.equal(await step(page), 0);
  // Zoom out; Ctrl+wheel zooms at the pointer; a step keeps the framing chosen.
  await page.click('#zoom-out');
  assert.ok(Math.abs((await viewBox(page))[2] - whole[2]) < 0.5);
  await page.mouse.move(cx, cy);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -200);
  await page.keyboard.up('Control');
  await page.waitForFunction((w) => Number(document.querySelector('#tree-drawing svg').getAttribute('viewBox').split(' ')[2]) < w - 1, whole[2]);
  const wheeled = await viewBox(page);
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await viewBox(page), wheeled);
  // Fit: the whole tree again.
  await page.click('#zoom-fit');
  assert.equal(await allInFrame(page), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the drawing takes the theme's colours, light and dark", async () => {
  const colours = {};
  for (const scheme of ['light', 'dark']) {
    const { page, errors } = await openTree('', { colorScheme: scheme });
    await page.keyboard.press('End');
    colours[scheme] = await page.evaluate(() => {
      const probe = document.createElement('div');
      document.getElementById('drawing-wrap').append(probe);
      const colour = (name) => {
        probe.style.color = `var(${name})`;
        return getComputedStyle(probe).color;
      };
      const edge = getComputedStyle(document.querySelector('#tree-drawing .edge.searched:not(.pv)')).stroke;
      const pv = getComputedStyle(document.querySelector('#tree-drawing .edge.pv')).stroke;
      const out = { edge, pv, ink: colour('--tree-ink'), accent: colour('--accent') };
      probe.remove();
      return out;
    });
    assert.equal(colours[scheme].edge, colours[scheme].ink, scheme);
    assert.equal(colours[scheme].pv, colours[scheme].accent, scheme);
    assert.deepEqual(errors, []);
    await page.close();
  }
  assert.notEqual(colours.light.edge, colours.dark.edge);
});

test('on a phone, in Spanish: a readable tree in a frame no wider than the screen, that follows the walk', async () => {
  const { page, errors } = await openTree('&lang=es', { viewport: { width: 390, height: 844 } });
  assert.equal(await page.getAttribute('#zoom-in', 'aria-label'), 'Acercar');
  assert.equal(await page.textContent('#zoom-fit'), 'Ajustar');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'no sideways scroll');
  const frame = await page.locator('#tree-drawing').boundingBox();
  const readable = async () => frame.width / (await viewBox(page))[2];
  assert.ok((await readable()) >= 0.69, `scale ${await readable()}`);
  // The walk goes right: the frame follows it, the open node in view.
  await page.keyboard.press('End');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  const open = await page.locator('#tree-drawing .node.open').last().locator('.shape').boundingBox();
  assert.ok(open.x >= frame.x && open.x + open.width <= frame.x + frame.width, JSON.stringify([open, frame]));
  await page.click('#zoom-fit');
  assert.equal(await allInFrame(page), true);
  assert.deepEqual(errors, []);
  await page.close();
});
