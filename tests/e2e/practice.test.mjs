// End-to-end tests of the alpha-beta practice page (?mode=practice) on the built site, in
// headless Chromium: a typed tree answered wrong (the wrong nodes named), then right; a random
// tree from a seed kept in the address; the solution sheet; and the move-ordering buttons.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openPage } from './harness.mjs';

useSite();

/** MAX at the root; D's 9 and all of F are never evaluated (see HAND in tests/support/mod.rs). */
const HAND = '2 2 2 2 2 2 2 / 3 5 6 9 1 2 0 -1';
const VALUES = { root: 5, 0: 5, '0.0': 5, 0.1: 6, 1: 2, '1.0': 2 };

/** Opens the practice page at `query`; page errors are collected and checked on close. */
async function openPractice(query) {
  const { page, errors } = await openPage(site, `?mode=practice&${query}`, {
    ready: 'body[data-practice="ready"]',
    timeout: 60000,
  });
  const close = page.close.bind(page);
  page.close = async () => {
    assert.deepEqual(errors, [], 'no error on the page');
    await close();
  };
  return page;
}

async function result(page) {
  return page.$eval('#practice-result', (r) => ({ correct: r.dataset.correct, wrong: r.dataset.wrong, text: r.textContent }));
}

const pressed = (page, path) => page.getAttribute(`[data-node="${path}"]`, 'aria-pressed');

test('a typed tree answered wrong names the wrong nodes, then answered right is correct', async () => {
  const page = await openPractice(`tree=${encodeURIComponent(HAND)}&lang=en`);
  assert.equal(await page.locator('[data-node]').count(), 15);
  for (const [path, value] of Object.entries(VALUES)) {
    await page.fill(`[data-value-of="${path}"]`, String(value));
  }
  // An evaluated leaf marked, D's 9 marked, F forgotten.
  await page.click('[data-node="1.0.1"]');
  await page.click('[data-node="0.1.1"]');
  assert.equal(await pressed(page, '1.0.1'), 'true');
  assert.equal(await pressed(page, '1.1'), 'false');
  await page.click('#check-answer');
  let r = await result(page);
  assert.equal(r.correct, 'false');
  assert.equal(r.wrong, '1.1 1.0.1 1.1.0 1.1.1');
  assert.match(r.text, /11 of 15 nodes right/);
  // One line per cause, the nodes named as the drawing names them, no value given.
  const lines = await page.$$eval('#practice-reasons li', (els) => els.map((e) => e.textContent));
  assert.deepEqual(lines, [
    'L is evaluated: when its turn comes the window is still open (α < β), so it is not to be marked.',
    'F is never looked at, nor anything below: once E has returned, the window at B closes (β ≤ α) and it looks at no more of its children. Mark it.',
  ]);
  assert.match(await page.getAttribute('[data-node="1.0.1"]', 'title'), /L is evaluated/);
  assert.match(await page.getAttribute('[data-node="1.1.0"]', 'title'), /F is never looked at/);

  // Fixed: the leaf unmarked, F marked whole.
  await page.click('[data-node="1.0.1"]');
  await page.click('[data-node="1.1"]');
  assert.equal(await pressed(page, '1.1'), 'true');
  // A node inside a marked subtree cannot be clicked on its own: a message says why.
  await page.click('[data-node="1.1.0"]');
  assert.match(await page.textContent('#practice-message'), /inside F's subtree/);
  await page.click('#check-answer');
  r = await result(page);
  assert.equal(r.correct, 'true');
  assert.equal(r.wrong, '');
  assert.match(r.text, /All 15 nodes right/);
  // The first check of a tree is the one the session's score counts.
  assert.match(await page.textContent('#practice-score'), /0 of 1 tree solved, 11 of 15 nodes/);
  // The root cannot be marked.
  await page.click('[data-node="root"]');
  assert.match(await page.textContent('#practice-message'), /root is always searched/);
  assert.equal(await pressed(page, 'root'), 'false');
  // The address reproduces the exercise; "Show solution" opens its walk in the tree mode.
  assert.match(page.url(), /mode=practice&tree=2%202%202/);
  assert.match(await page.getAttribute('#practice-walk', 'href'), /mode=tree&tree=2%202%202.*algorithm=alphabeta/);
  await page.close();
});

test('a wrong value is named in Spanish; bad input gets a message, not a check', async () => {
  const page = await openPractice(`tree=${encodeURIComponent(HAND)}&lang=es`);
  for (const [path, value] of Object.entries(VALUES)) {
    await page.fill(`[data-value-of="${path}"]`, String(value));
  }
  await page.click('[data-node="0.1.1"]');
  await page.click('[data-node="1.1"]');
  await page.fill('[data-value-of="0.1"]', '9');
  await page.click('#check-answer');
  const r = await result(page);
  assert.equal(r.wrong, '0.1');
  // 9 is D's value with J counted: the reason is that J is never looked at, not a window.
  assert.match(r.text, /El valor de D tiene en cuenta J, que la búsqueda nunca mira/);
  assert.doesNotMatch(r.text, /α =|6/);
  await page.fill('[data-value-of="0.1"]', 'seis');
  await page.click('#check-answer');
  assert.match(await page.textContent('#practice-message'), /No es un número entero: el valor de D/);
  assert.equal(await page.isHidden('#practice-result'), true);
  await page.close();
});

test('a random tree comes from its seed, kept in the address; New tree draws another', async () => {
  const page = await openPractice('depth=3&branching=2&low=1&high=9&seed=5&lang=en');
  assert.match(page.url(), /depth=3&branching=2&low=1&high=9&seed=5/);
  assert.equal(await page.locator('[data-node]').count(), 15);
  const first = await page.inputValue('#practice-tree-text');
  const again = await openPractice('depth=3&branching=2&low=1&high=9&seed=5&lang=en');
  assert.equal(await again.inputValue('#practice-tree-text'), first, 'the same seed, the same tree');
  await again.close();
  await page.click('#practice-new');
  assert.doesNotMatch(page.url(), /seed=5&/);
  assert.match(page.url(), /depth=3&branching=2&low=1&high=9&seed=\d+/);
  // Settings that draw no tree are refused by name.
  await page.click('#practice-settings summary');
  await page.selectOption('#practice-depth', '5');
  await page.selectOption('#practice-branching', '4');
  await page.click('#practice-make');
  assert.match(await page.textContent('#practice-input-error'), /1024 leaves/);
  // A bad parameter in the address: a notice, and the default.
  const bad = await openPractice('depth=9&lang=en');
  assert.match(await bad.textContent('#practice-notice'), /depth/);
  assert.equal(await bad.locator('[data-node]').count(), 40);
  await bad.close();
  await page.close();
});

test('the solution sheet shows the marks and values; reordering changes the leaves evaluated', async () => {
  const page = await openPractice(`tree=${encodeURIComponent(HAND)}&lang=en`);
  await page.click('#practice-sheet');
  assert.equal(await page.getAttribute('#practice-sheet', 'aria-pressed'), 'true');
  assert.equal(await pressed(page, '1.1'), 'true');
  assert.equal(await pressed(page, '0.1.1'), 'true');
  assert.equal(await page.inputValue('[data-value-of="0.1"]'), '6');
  await page.click('#practice-sheet');
  assert.equal(await page.inputValue('[data-value-of="0.1"]'), '');
  const counts = () => page.textContent('#practice-ordering-counts');
  // The count is part of the solution: hidden until the children are reordered.
  assert.equal(await page.isHidden('#practice-ordering-counts'), true);
  await page.click('#practice-reorder');
  assert.match(await counts(), /evaluates 5 of the 8 leaves/);
  await page.click('[data-move="right"][data-of="0"]');
  assert.match(await counts(), /evaluates 7 of the 8 leaves/);
  assert.match(page.url(), /tree=2%202%202%202%202%202%202%20%2F%201%202%200/);
  await page.close();
});

test('α and β boxes: a wrong α is marked wrong with the walk\'s reason, then corrected is right', async () => {
  const page = await openPractice(`tree=${encodeURIComponent(HAND)}&lang=en`);
  // Hidden until asked for; the check box and its help in English.
  assert.equal(await page.locator('[data-alpha-of]').count(), 0);
  assert.equal((await page.textContent('label.practice-windows')).trim(), 'Also fill in α and β');
  await page.check('#practice-windows');
  assert.match(await page.textContent('#practice-windows-help'), /α on the left and β on the right/);
  assert.match(page.url(), /windows=1/);
  // One α box and one β box under every inner node (7 of them), named for screen readers.
  assert.equal(await page.locator('[data-alpha-of]').count(), 7);
  assert.equal(await page.locator('[data-beta-of]').count(), 7);
  assert.equal(await page.getAttribute('[data-alpha-of="1"]', 'aria-label'), 'α of B');
  for (const [path, value] of Object.entries(VALUES)) await page.fill(`[data-value-of="${path}"]`, String(value));
  await page.click('[data-node="0.1.1"]');
  await page.click('[data-node="1.1"]');
  // B is entered with α = 5 (A returned 5), β = +∞: 3 is wrong.
  await page.fill('[data-alpha-of="1"]', '3');
  await page.fill('[data-beta-of="1"]', '∞');
  await page.fill('[data-alpha-of="0.1"]', '-inf');
  await page.fill('[data-beta-of="0.1"]', '5');
  await page.click('#check-answer');
  let r = await result(page);
  assert.equal(r.correct, 'false');
  assert.equal(r.wrong, '1');
  assert.match(r.text, /B is not entered with α = 3: a node starts from its parent's window/);
  assert.doesNotMatch(r.text, /α = 5/);
  assert.equal(await page.getAttribute('[data-alpha-of="1"]', 'aria-invalid'), 'true');
  assert.equal(await page.getAttribute('[data-beta-of="1"]', 'aria-invalid'), 'false');
  // Something that is no bound: named, nothing checked.
  await page.fill('[data-alpha-of="1"]', 'five');
  await page.click('#check-answer');
  assert.match(await page.textContent('#practice-message'), /Not a bound: α of B/);
  assert.equal(await page.isHidden('#practice-result'), true);
  // Corrected: right.
  await page.fill('[data-alpha-of="1"]', '5');
  await page.click('#check-answer');
  r = await result(page);
  assert.equal(r.correct, 'true');
  assert.equal(await page.getAttribute('[data-alpha-of="1"]', 'aria-invalid'), 'false');
  // Hiding the boxes keeps what they hold.
  await page.uncheck('#practice-windows');
  assert.equal(await page.locator('[data-alpha-of]').count(), 0);
  await page.check('#practice-windows');
  assert.equal(await page.inputValue('[data-alpha-of="1"]'), '5');
  await page.close();
});

test('α and β boxes in Spanish, from the address (windows=1)', async () => {
  const page = await openPractice(`tree=${encodeURIComponent(HAND)}&windows=1&lang=es`);
  assert.equal(await page.isChecked('#practice-windows'), true);
  assert.equal((await page.textContent('label.practice-windows')).trim(), 'Rellenar también α y β');
  assert.match(await page.textContent('#practice-windows-help'), /α a la izquierda y β a la derecha/);
  assert.equal(await page.getAttribute('[data-beta-of="0"]', 'aria-label'), 'β de A');
  for (const [path, value] of Object.entries(VALUES)) await page.fill(`[data-value-of="${path}"]`, String(value));
  await page.click('[data-node="0.1.1"]');
  await page.click('[data-node="1.1"]');
  // D is entered with α = −∞, β = 5 (C returned 5 to MIN's A).
  await page.fill('[data-beta-of="0.1"]', '6');
  await page.click('#check-answer');
  const r = await result(page);
  assert.equal(r.wrong, '0.1');
  assert.match(r.text, /No se entra en D con β = 6: un nodo empieza con la ventana de su padre/);
  await page.fill('[data-beta-of="0.1"]', 'x');
  await page.click('#check-answer');
  assert.match(await page.textContent('#practice-message'), /No es una cota: β de D/);
  await page.close();
});

test('a chess position as the exercise: its moves on the nodes (in Spanish letters), checked as any tree', async () => {
  // Queen and king against king: Qh8 mates, so the root's value is a mate and the rest is cut.
  const fen = 'k7/8/1K6/8/8/8/7Q/8 w - - 0 1';
  const page = await openPractice(`fen=${encodeURIComponent(fen)}&lang=es`);
  const names = await page.$$eval('.pnode .pname', (els) => els.map((e) => e.textContent));
  assert.ok(names.some((n) => /^[A-Z]+ Dh8#$/.test(n)), `the mate is a node, in Spanish letters: ${names.slice(0, 12)}`);
  assert.ok(names.some((n) => /^[A-Z]+ Ka7$|^[A-Z]+ Rb8$|R[a-h][1-8]/.test(n)), 'the replies are named too');
  assert.equal(await page.inputValue('#practice-fen'), fen);
  assert.match(page.url(), /fen=k7%2F8%2F1K6/);
  assert.match(await page.getAttribute('#practice-walk', 'href'), /mode=teach&fen=.*depth=2&algorithm=alphabeta&step=0/);
  // An empty answer is not checked; then a position too big for a sheet is refused with its
  // reason, and the exercise stays.
  await page.click('#check-answer');
  assert.match(await page.textContent('#practice-message'), /Aún no hay nada que comprobar/);
  assert.equal(await page.isHidden('#practice-result'), true);
  await page.click('.practice-settings summary');
  await page.fill('#practice-fen', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await page.click('#practice-load-fen');
  assert.match(await page.textContent('#practice-input-error'), /400 hojas/);
  assert.ok((await page.$$('.pnode')).length > 20, 'the exercise is kept');
  await page.close();
});

test('the tree is saved as SVG: the exercise, then the solution with its values', async () => {
  const page = await openPractice(`tree=${encodeURIComponent(HAND)}&lang=en`);
  const saved = async () => {
    await page.click('#practice-svg');
    const href = await page.getAttribute('#practice-svg', 'href');
    assert.match(href, /^data:image\/svg\+xml;charset=utf-8,/);
    return { svg: decodeURIComponent(href.split(',').slice(1).join(',')), file: await page.getAttribute('#practice-svg', 'download') };
  };
  const sheet = await saved();
  assert.equal(sheet.file, 'poda-tree.svg');
  assert.match(sheet.svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.equal((sheet.svg.match(/<polygon/g) || []).length, 7);
  assert.ok(!sheet.svg.includes('stroke-dasharray'), 'the exercise shows no cut');
  await page.click('#practice-sheet');
  const solution = await saved();
  assert.equal(solution.file, 'poda-tree-solution.svg');
  assert.ok(solution.svg.includes('stroke-dasharray'), 'the solution greys the pruned nodes');
  assert.equal(await page.textContent('#practice-svg'), 'Save the tree (SVG)');
  await page.close();
});

test('before any answer nothing gives the solution away; a check tells causes, not values', async () => {
  const page = await openPractice(`tree=${encodeURIComponent(HAND)}&lang=en`);
  const body = () => page.evaluate(() => document.body.innerText);
  assert.doesNotMatch(await body(), /evaluates \d+ of the \d+ leaves/, 'no leaf count before an answer');
  // Empty: nothing checked, nothing told.
  await page.click('#check-answer');
  assert.match(await page.textContent('#practice-message'), /Nothing to check yet/);
  assert.equal(await page.isHidden('#practice-result'), true);
  // One mark: every missing value is one line, and no line holds a value.
  await page.click('[data-node="0.1.1"]');
  await page.click('#check-answer');
  const lines = await page.$$eval('#practice-reasons li', (els) => els.map((e) => e.textContent));
  assert.equal(lines.length, 2, lines.join('\n'));
  assert.equal(lines[0], 'No value written for C, D, A, E, B and the root: every node the search enters returns a value.');
  for (const line of lines) assert.doesNotMatch(line, /\d/, line);
  assert.doesNotMatch(await body(), /evaluates \d+ of the \d+ leaves/);
  // Hint: the first node the search settles, C, is worth 5, written in; then J is marked.
  await page.click('#practice-hint');
  assert.equal(await page.textContent('#practice-message'), 'Hint: C is worth 5: it is written in.');
  assert.equal(await page.inputValue('[data-value-of="0.0"]'), '5');
  await page.click('#practice-hint');
  assert.match(await page.textContent('#practice-message'), /^Hint: D is worth 6/);
  await page.close();
});

test('a teacher hides the solution and the leaf count with solution=0', async () => {
  const page = await openPractice(`tree=${encodeURIComponent(HAND)}&solution=0&lang=es`);
  assert.equal(await page.isHidden('#practice-walk'), true, 'no Show solution');
  assert.equal(await page.isHidden('#practice-sheet'), true, 'no solution sheet');
  assert.equal(await page.isHidden('#practice-ordering'), true, 'no leaf count');
  assert.doesNotMatch(await page.evaluate(() => document.body.innerText), /evalúa \d+ de las \d+ hojas/);
  assert.equal(await page.isVisible('#practice-hint'), true, 'a hint is still there');
  assert.equal(await page.textContent('#practice-hint'), 'Pista');
  assert.match(page.url(), /solution=0/);
  // The link to the same exercise keeps it hidden.
  await page.click('[data-node="1.1"]');
  assert.match(page.url(), /&solution=0&lang=es/);
  await page.click('#check-answer');
  const lines = await page.$$eval('#practice-reasons li', (els) => els.map((e) => e.textContent));
  assert.match(lines.join(' '), /Falta el valor de C, D, A, E, B y la raíz/);
  await page.close();
});

/**
 * The practice tree printed (print media emulated, then a PDF): its pages, the PDF's page
 * size in points, the tree's printed width in CSS pixels, and its smallest text in points
 * (each text's font size times the scale the tree is printed at, measured from its box).
 */
async function printed(page) {
  await page.emulateMedia({ media: 'print' });
  // The page draws the tree compact for print once told it prints.
  await page.waitForSelector('#practice-tree[data-printing="print"]', { state: 'attached' });
  const tree = await page.evaluate(() => {
    const list = document.querySelector('#practice-tree > ul');
    const scale = list.getBoundingClientRect().width / list.offsetWidth;
    const texts = [...list.querySelectorAll('.pname, .pshape')].filter((e) => e.textContent.trim());
    const smallest = Math.min(...texts.map((e) => parseFloat(getComputedStyle(e).fontSize)));
    return { width: list.getBoundingClientRect().width, scale, smallestPt: smallest * scale * 0.75 };
  });
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = pdf.match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/);
  return { ...tree, pages: pdf.match(/\/Type\s*\/Page[^s]/g).length, size: [Number(box[1]), Number(box[2])] };
}

/** Points in a millimetre, and CSS pixels in one. */
const PT = 72 / 25.4;
const PX = 96 / 25.4;

test('an 81-leaf tree on a phone starts at its root and shows that it scrolls; printed, it fits an A4 page, readable', async () => {
  const page = await site.context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(site.base + '?mode=practice&depth=4&branching=3&seed=7&lang=en');
  await page.waitForSelector('body[data-practice="ready"] [data-node="root"]', { timeout: 60000 });
  assert.equal(await page.locator('.ptree [data-node]').count(), 1 + 3 + 9 + 27 + 81);
  const { root, box, scrolled, overflow } = await page.evaluate(() => {
    const tree = document.getElementById('practice-tree');
    const r = document.querySelector('[data-node="root"]').getBoundingClientRect();
    const b = tree.getBoundingClientRect();
    return { root: { left: r.left, right: r.right }, box: { left: b.left, right: b.right }, scrolled: tree.scrollLeft, overflow: tree.scrollWidth - tree.clientWidth };
  });
  assert.ok(overflow > 0, 'the tree is wider than a phone');
  assert.ok(scrolled > 0, 'it starts scrolled to the middle');
  assert.ok(root.left >= box.left && root.right <= box.right, `the root in view: ${JSON.stringify({ root, box })}`);
  // Printed: one A4 page in landscape (297 mm less 2 × 8 mm margins), the tree whole on its
  // width, and its smallest text (a leaf's name) at least 6 pt.
  const p = await printed(page);
  assert.equal(p.pages, 1, 'one page');
  assert.ok(Math.abs(p.size[0] - 297 * PT) < 2 && Math.abs(p.size[1] - 210 * PT) < 2, `A4 landscape: ${p.size}`);
  assert.ok(p.width <= 281 * PX, `printed width ${p.width} px`);
  assert.ok(p.smallestPt >= 6, `the smallest printed text: ${p.smallestPt.toFixed(2)} pt (scale ${p.scale.toFixed(3)})`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a chess exercise prints on one A4 page, its moves and values readable; a small tree stays portrait', async () => {
  const page = await openPractice(`fen=${encodeURIComponent('k7/8/1K6/8/8/8/7Q/8 w - - 0 1')}&lang=es`);
  const p = await printed(page);
  assert.equal(p.pages, 1, 'one page');
  assert.ok(p.width <= 281 * PX, `printed width ${p.width} px`);
  assert.ok(p.smallestPt >= 7, `the smallest printed text: ${p.smallestPt.toFixed(2)} pt (scale ${p.scale.toFixed(3)})`);
  await page.close();
  // Fifteen nodes fit a portrait page at full size.
  const small = await openPractice(`tree=${encodeURIComponent(HAND)}&lang=en`);
  const q = await printed(small);
  assert.equal(q.pages, 1);
  assert.ok(Math.abs(q.size[0] - 210 * PT) < 2 && Math.abs(q.size[1] - 297 * PT) < 2, `A4 portrait: ${q.size}`);
  assert.ok(q.scale > 0.99, `not scaled down: ${q.scale}`);
  await small.close();
});

test('the cut rule chosen checks the answer: a tie cuts at α ≥ β only; the address keeps it', async () => {
  // A = min(3, 5) = 3; B's first leaf is 3: α = β = 3. At α ≥ β the 9 (1.1) is never evaluated.
  const page = await openPractice(`tree=${encodeURIComponent('2 2 2 / 3 5 3 9')}&lang=en`);
  assert.equal(await page.$eval('#practice-cut', (s) => s.value), 'ge');
  for (const [path, value] of Object.entries({ root: 3, 0: 3, 1: 3 })) {
    await page.fill(`[data-value-of="${path}"]`, String(value));
  }
  await page.click('[data-node="1.1"]');
  await page.click('#check-answer');
  assert.equal((await result(page)).correct, 'true');
  // Only at α > β: the same answer is wrong at the 9, which the search now evaluates.
  await page.selectOption('#practice-cut', 'gt');
  assert.match(await page.textContent('#practice-cut-help'), /only once α > β/);
  await page.waitForFunction(() => /[?&]cut=gt(&|$)/.test(location.search));
  await page.click('#check-answer');
  let r = await result(page);
  assert.equal(r.correct, 'false');
  assert.equal(r.wrong, '1.1');
  const lines = await page.$$eval('#practice-reasons li', (els) => els.map((e) => e.textContent));
  assert.match(lines.join(' '), /still open \(α ≤ β, and only α > β cuts\)/);
  // The hint reveals it; the solution sheet leaves the 9 unmarked.
  await page.click('#practice-hint');
  assert.equal(await pressed(page, '1.1'), 'false');
  await page.click('#check-answer');
  assert.equal((await result(page)).correct, 'true');
  assert.match(await page.getAttribute('#practice-walk', 'href'), /mode=tree&.*&cut=gt&/);
  await page.close();

  // The address is honoured: fail-hard on Russell and Norvig's tree, B and C are worth 3.
  const aima = encodeURIComponent('3 3 3 3 / 3 12 8 2 4 6 14 5 2');
  const hard = await openPractice(`tree=${aima}&values=hard&lang=es`);
  assert.equal(await hard.$eval('#practice-values', (s) => s.value), 'hard');
  assert.match(await hard.textContent('#practice-values-help'), /^Fail-hard: un nodo devuelve/);
  for (const [path, value] of Object.entries({ root: 3, 0: 3, 1: 3, 2: 3 })) {
    await hard.fill(`[data-value-of="${path}"]`, String(value));
  }
  await hard.click('[data-node="1.1"]');
  await hard.click('[data-node="1.2"]');
  await hard.click('#check-answer');
  assert.equal((await result(hard)).correct, 'true');
  assert.match(hard.url(), /values=hard/);
  await hard.close();
});


test('a worksheet: three exercises from the settings on one A4 page, their answer key on the next', async () => {
  const page = await openPractice('seed=41&lang=en');
  assert.equal(await page.isHidden('#practice-worksheet-box'), true);
  await page.click('#practice-worksheet');
  assert.equal(await page.isVisible('#practice-worksheet-box'), true);
  const seeds = (part) => page.$$eval(`#practice-worksheet-sheet .${part} figure`, (fs) => fs.map((f) => Number(f.dataset.seed)));
  assert.deepEqual(await seeds('ws-exercises'), [41, 42, 43]);
  assert.deepEqual(await seeds('ws-key'), [41, 42, 43]);
  assert.match(await page.textContent('.ws-exercises'), /Name: _+ +Date: _+/);
  assert.match(await page.textContent('.ws-key h2'), /Answer key/);
  // Printed: the worksheet alone (not the practice's own tree), on two A4 pages.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isHidden('#practice-tree'), true);
  assert.equal(await page.locator('#practice-worksheet-sheet svg').count(), 6);
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  assert.equal(pdf.match(/\/Type\s*\/Page[^s]/g).length, 2, 'the exercises on one page, the key on the next');
  await page.close();
});
