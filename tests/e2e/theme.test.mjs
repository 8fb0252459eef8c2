// End-to-end tests of the colour themes and the board's look on the built site, in headless
// Chromium: every visible control of the play page (with its New game dialog and its import
// box) and of the teaching views (?mode=teach, ?mode=tree) measured for WCAG AA contrast in the
// light and the dark theme, reached both through the system's setting (emulated) and through
// the page's switch; the saved theme applied before the first paint; the drawn tree's pruned
// nodes faded in both themes; the board's colours, pieces and coordinates remembered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { site, useSite, openPage, squarePixel, hex } from './harness.mjs';

useSite();

// A short game, so that the move list holds move buttons (one of them marked as current).
const PGN = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *';
const PLAY = `?lang=en&book=0&pgn=${encodeURIComponent(PGN)}`;
const TEACH_READY = { ready: 'body[data-teach="ready"]', timeout: 60000 };

/**
 * Runs in the page: every visible control's contrast, as WCAG 2.1 computes it. For text (the
 * controls' own, their labels', links', options' and placeholders'), the colour against the
 * effective background: the element's own, else its ancestors', composited from the first
 * opaque one up through every translucent one. Text needs 4.5:1, or 3:1 when large (24 px, or
 * 18.66 px bold). The borders of fields (selects, text inputs, text areas) need 3:1 against
 * what surrounds them, unless the field's own background already stands out by 3:1; check
 * boxes and radio buttons need their accent colour at 3:1. Disabled controls are exempt.
 */
function measureContrast() {
  const parse = (text) => {
    const m = text.match(/rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/);
    if (!m) return null;
    let a = m[4] === undefined ? 1 : parseFloat(m[4]);
    if (m[4] && m[4].endsWith('%')) a /= 100;
    return [+m[1], +m[2], +m[3], a];
  };
  const over = (top, bottom) => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1);
  };
  const luminance = ([r, g, b]) => {
    const lin = (v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a, b) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  /** The colour behind `el` (its own background included when `own`). */
  const background = (el, own = true) => {
    const layers = [];
    for (let node = own ? el : el.parentElement; node; node = node.parentElement) {
      const c = parse(getComputedStyle(node).backgroundColor);
      if (c && c[3] > 0) {
        layers.push(c);
        if (c[3] >= 1) break;
      }
    }
    let colour = [255, 255, 255, 1]; // the canvas, should nothing be opaque
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  const visible = (el) => {
    if (el.closest('[hidden]') || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const name = (el) => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.value || '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${text}"`;
  };
  const checks = [];
  const seen = new Set();
  const add = (el, what, fg, bg, need) => {
    seen.add(el);
    checks.push({ el: `${name(el)} ${what}`, ratio: Math.round(ratio(fg, bg) * 100) / 100, need });
  };
  const textNeed = (style) => {
    const size = parseFloat(style.fontSize);
    const bold = parseInt(style.fontWeight, 10) >= 700;
    return size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
  };
  const selector = 'button, select, input, textarea, a[href], label, summary, legend';
  // Under an open modal dialog, only the dialog's own controls can be reached.
  const root = document.querySelector('dialog[open]') ?? document;
  for (const el of root.querySelectorAll(selector)) {
    if (!visible(el) || el.disabled || el.closest('fieldset:disabled')) continue;
    const style = getComputedStyle(el);
    const bg = background(el);
    const type = el.type;
    if (el.tagName === 'INPUT' && (type === 'checkbox' || type === 'radio')) {
      const accent = parse(style.accentColor);
      if (accent) add(el, 'accent', over(accent, bg), background(el, false), 3);
      continue;
    }
    const fg = parse(style.color);
    if (fg && (el.textContent.trim() || el.value || el.tagName === 'SELECT')) add(el, 'text', over(fg, bg), bg, textNeed(style));
    if (el.matches('select, input, textarea')) {
      const outside = background(el, false);
      const border = parse(style.borderTopColor);
      const width = parseFloat(style.borderTopWidth);
      const ownStandsOut = ratio(bg, outside) >= 3;
      if (!ownStandsOut) {
        if (!border || width === 0) add(el, 'border (none)', bg, outside, 3);
        else add(el, 'border', over(border, outside), outside, 3);
      }
      if (el.placeholder) {
        const ph = parse(getComputedStyle(el, '::placeholder').color);
        if (ph) add(el, 'placeholder', over(ph, bg), bg, 4.5);
      }
    }
    if (el.tagName === 'SELECT') {
      for (const option of el.options) {
        const os = getComputedStyle(option);
        const obg = over(parse(os.backgroundColor) ?? [0, 0, 0, 0], bg);
        add(option, 'option', over(parse(os.color), obg), obg, 4.5);
      }
    }
  }
  const failures = checks.filter((c) => c.ratio < c.need);
  const min = (need) => checks.filter((c) => c.need === need).reduce((m, c) => Math.min(m, c.ratio), Infinity);
  return { count: checks.length, controls: seen.size, minText: min(4.5), minUi: min(3), failures };
}

/** Measures `page` and fails with every control under its ratio named. */
async function assertContrast(t, page, label, dark) {
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  assert.equal(scheme, dark ? 'dark' : 'light', `${label}: the ${dark ? 'dark' : 'light'} theme is on`);
  const report = await page.evaluate(measureContrast);
  // One look for every field of a kind: no cream box among dark ones.
  const kinds = await page.evaluate(() => {
    const shown = (el) => !el.closest('[hidden]') && el.getClientRects().length > 0;
    const backgrounds = (selector) => [...new Set([...document.querySelectorAll(selector)].filter(shown)
      .map((el) => getComputedStyle(el).backgroundColor))];
    return { text: backgrounds('input:not([type=checkbox]):not([type=radio]), textarea'), select: backgrounds('select') };
  });
  assert.equal(kinds.text.length, 1, `${label}: text fields of several colours: ${kinds.text.join(', ')}`);
  assert.equal(kinds.select.length, 1, `${label}: menus of several colours: ${kinds.select.join(', ')}`);
  t.diagnostic(
    `${label}: ${report.count} checks of ${report.controls} controls; lowest text ratio ` +
      `${report.minText.toFixed(2)} (needs 4.5), lowest border/large-text ratio ${report.minUi.toFixed(2)} (needs 3)`,
  );
  assert.ok(report.count >= 10, `${label}: only ${report.count} controls measured`);
  assert.deepEqual(
    report.failures,
    [],
    `${label}: under WCAG AA:\n${report.failures.map((f) => `  ${f.el}: ${f.ratio} < ${f.need}`).join('\n')}`,
  );
  return report;
}

/** The play page's controls, with its import box open and then its New game dialog. */
async function checkPlay(t, page, label, dark) {
  await page.evaluate(() => {
    document.getElementById('io').open = true;
  });
  await assertContrast(t, page, `play ${label}`, dark);
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  await assertContrast(t, page, `play ${label}, New game dialog`, dark);
  await page.click('#ng-cancel');
}

async function withScheme(scheme, query, ready) {
  const page = await site.context.newPage();
  await page.emulateMedia({ colorScheme: scheme });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(site.base + query);
  await page.waitForSelector(ready.ready ?? ready, { timeout: ready.timeout ?? 20000 });
  return { page, errors };
}

const PLAY_READY = 'body[data-engine="ready"], body[data-engine="thinking"]';

test('the play page meets WCAG AA contrast in the system light and dark themes', async (t) => {
  for (const scheme of ['light', 'dark']) {
    const { page, errors } = await withScheme(scheme, PLAY, PLAY_READY);
    await checkPlay(t, page, `system ${scheme}`, scheme === 'dark');
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('the switch overrides the system, is remembered, and applies before the first paint', async (t) => {
  const { page } = await withScheme('light', PLAY, PLAY_READY);
  assert.equal(await page.$eval('#theme', (s) => s.value), 'system');
  await page.selectOption('#theme', 'dark');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await checkPlay(t, page, 'switched to dark', true);
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('poda.prefs')));
  assert.equal(saved.theme, 'dark');
  // On the next load the page is dark as soon as there is a body to paint, before the app runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__firstPaint = { theme: document.documentElement.dataset.theme, bg: getComputedStyle(document.body).backgroundColor };
    });
  });
  await page.reload();
  await page.waitForSelector(PLAY_READY);
  assert.deepEqual(await page.evaluate(() => window.__firstPaint), { theme: 'dark', bg: 'rgb(30, 29, 26)' });
  assert.equal(await page.$eval('#theme', (s) => s.value), 'dark');
  // Light wins over a dark system the same way.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.selectOption('#theme', 'light');
  await checkPlay(t, page, 'switched to light on a dark system', false);
  await page.selectOption('#theme', 'system');
  await assertContrast(t, page, 'play back to the dark system', true);
  await page.close();
});

test('the teaching views meet WCAG AA contrast in both themes, and the switch works there', async (t) => {
  for (const query of ['?lang=en&mode=teach&depth=2', '?lang=en&mode=tree']) {
    const mode = query.includes('tree') ? 'tree' : 'teach';
    for (const scheme of ['light', 'dark']) {
      const { page, errors } = await withScheme(scheme, query, TEACH_READY);
      await assertContrast(t, page, `${mode} system ${scheme}`, scheme === 'dark');
      const other = scheme === 'dark' ? 'light' : 'dark';
      await page.selectOption('#theme', other);
      await assertContrast(t, page, `${mode} switched to ${other}`, other === 'dark');
      assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('poda.prefs'))).theme, other);
      await page.selectOption('#theme', 'system');
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});

test("the drawn tree's pruned nodes are fainter than the searched ones in both themes", async () => {
  for (const scheme of ['light', 'dark']) {
    const { page } = await withScheme(scheme, '?lang=en&mode=tree', TEACH_READY);
    const contrast = await page.evaluate(() => {
      const probe = document.createElement('div');
      document.getElementById('drawing-wrap').append(probe);
      const rgb = (name) => {
        probe.style.color = `var(${name})`;
        return getComputedStyle(probe).color.match(/\d+/g).slice(0, 3).map(Number);
      };
      const lum = (c) => c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
      const ratio = (a, b) => {
        const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
        return (x + 0.05) / (y + 0.05);
      };
      const panel = getComputedStyle(document.getElementById('drawing-wrap')).backgroundColor.match(/\d+/g).map(Number);
      const out = { ink: ratio(rgb('--tree-ink'), panel), pruned: ratio(rgb('--tree-pruned'), panel), node: ratio(rgb('--tree-node'), panel) };
      probe.remove();
      return out;
    });
    assert.ok(contrast.ink >= 4.5, `${scheme}: searched nodes read (${contrast.ink.toFixed(2)})`);
    assert.ok(contrast.pruned < contrast.ink / 2, `${scheme}: pruned nodes faded (${contrast.pruned.toFixed(2)} vs ${contrast.ink.toFixed(2)})`);
    assert.ok(contrast.node < 1.5, `${scheme}: node fill close to the panel (${contrast.node.toFixed(2)})`);
    await page.close();
  }
});

test("the board's colours, pieces and coordinates are remembered", async () => {
  const { page, errors } = await openPage(site, '?lang=es');
  assert.equal(await page.locator('label:has(#board-colours) span').textContent(), 'Tablero');
  assert.equal(hex(await squarePixel(page, 'd4')), '#ae8a68');
  // The rank "1" in a1's top left corner (where the rook is not): pixels unlike the square.
  const corner = () => page.evaluate(() => {
    const canvas = document.getElementById('board');
    const side = canvas.width / 8;
    // Whole pixels inside a1 (a board's side need not be a multiple of 8).
    const d = canvas.getContext('2d').getImageData(0, Math.ceil(7 * side), Math.floor(side / 4), Math.floor(side / 4)).data;
    const [r, g, b] = [d[0], d[1], d[2]];
    let unlike = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (Math.abs(d[i] - r) + Math.abs(d[i + 1] - g) + Math.abs(d[i + 2] - b) > 30) unlike += 1;
    }
    return unlike;
  });
  assert.ok((await corner()) > 5, 'the coordinate is drawn');
  await page.selectOption('#board-colours', 'green');
  await page.selectOption('#piece-set', 'shaded');
  await page.uncheck('#coords-toggle');
  assert.equal(hex(await squarePixel(page, 'd4')), '#769656');
  assert.equal(hex(await squarePixel(page, 'e4')), '#eeeed2');
  const pawn = hex(await squarePixel(page, 'e2', 0.5, 0.45));
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]');
  assert.equal(await page.$eval('#board-colours', (s) => s.value), 'green');
  assert.equal(await page.$eval('#piece-set', (s) => s.value), 'shaded');
  assert.equal(await page.$eval('#coords-toggle', (c) => c.checked), false);
  assert.equal(hex(await squarePixel(page, 'd4')), '#769656');
  assert.equal(await corner(), 0, 'no coordinate drawn');
  assert.equal(hex(await squarePixel(page, 'e2', 0.5, 0.45)), pawn);
  await page.selectOption('#piece-set', 'classic');
  assert.notEqual(hex(await squarePixel(page, 'e2', 0.5, 0.45)), pawn, 'the sets differ');
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('poda.prefs')));
  assert.deepEqual([saved.board, saved.pieces, saved.coordinates], ['green', 'classic', false]);
  assert.deepEqual(errors, []);
  await page.close();
});
