// Shared set-up for the end-to-end tests and the screenshot script: serves dist/ under the
// sub-path /poda/ with the plain static server of scripts/serve.mjs (no special headers), and
// starts Debian's Chromium through playwright-core with a fresh profile. Each startSite() has
// its own copy of dist/, port and profile, so the service worker that the site registers (and
// its cache) never outlives one test file or carries files from one build to another.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, after } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * Serves a copy of dist/ at http://127.0.0.1:<port>/poda/ (each call its own copy and port, so
 * its own origin: nothing saved by one site reaches another).
 */
export async function serveSite() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/ is missing: run scripts/build first');
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'poda-e2e-'));
  const siteRoot = path.join(tmp, 'site');
  fs.mkdirSync(siteRoot);
  fs.cpSync(DIST, path.join(siteRoot, 'poda'), { recursive: true });
  const server = await serve(siteRoot, 0);
  let serving = true;
  const stopServer = async () => {
    if (!serving) return;
    serving = false;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    base: `http://127.0.0.1:${server.address().port}/poda/`,
    tmp,
    /** The served copy of dist/: a test may change it, as a new deploy would. */
    dir: path.join(siteRoot, 'poda'),
    /** Stops the server at once: the site is then out of reach, as with no network. */
    stopServer,
    async close() {
      await stopServer();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * The site every test of a file shares: `useSite(options)` at the file's top level starts it
 * (`startSite(options)`) before the file's first test and closes it after the last; `site`, a
 * live binding, holds it from then on. Each test file runs in a process of its own.
 */
export let site;
export function useSite(options) {
  before(async () => {
    site = await startSite(options);
  });
  after(async () => {
    await site?.close();
  });
}

/**
 * Serves a copy of dist/ (serveSite) and launches Chromium. `serviceWorkers: 'block'` keeps the
 * site's service worker out (every request then reaches the network, where `route()` sees it).
 */
export async function startSite({ serviceWorkers = 'allow' } = {}) {
  const site = await serveSite();
  const context = await chromium.launchPersistentContext(path.join(site.tmp, 'profile'), {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
    viewport: { width: 1000, height: 720 },
    serviceWorkers,
  });
  // Every tab starts without a saved game, saved preferences or puzzles (the profile is shared by all
  // the tests); a reload in the same tab keeps them, as it does for a person.
  await context.addInitScript(() => {
    try {
      if (!sessionStorage.getItem('poda-e2e-tab')) {
        sessionStorage.setItem('poda-e2e-tab', '1');
        localStorage.removeItem('poda.game');
        localStorage.removeItem('poda.prefs');
        localStorage.removeItem('poda.puzzles');
      }
    } catch (e) { /* no storage in this page: nothing to clear */ }
  });
  return {
    ...site,
    context,
    async close() {
      await context.close();
      await site.close();
    },
  };
}

/**
 * Sends every request of `page` to the network, past the site's service worker (which the
 * first visit of each test file registers): `page.route()` sees nothing that the service
 * worker answers from its cache. Call before the page's first `goto`.
 */
export async function bypassServiceWorker(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
}

/**
 * Opens the page at `query` (e.g. '?depth=4'), records long main-thread tasks from the
 * start, and waits until the worker has said Ready (or, with `ready`, until that selector).
 * With `traceLoad` (Chromium), the browser's tasks are traced from before the load, so that
 * `longTasksSince(page, 0)` gives the load's long tasks their CPU time.
 */
export async function openPage(site, query = '', { ready = 'body[data-engine="ready"], body[data-engine="thinking"]', timeout = 20000, traceLoad = false } = {}) {
  const page = await site.context.newPage();
  if (traceLoad) await traceTasks(page, { placed: false });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.addInitScript(() => {
    window.__longtasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // What ran in each long frame (Chromium's `long-animation-frame` entries): the scripts that
    // a failing long-task check names, so that its message says what the page was doing.
    window.__longframes = [];
    if (PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          const scripts = e.scripts.map((s) => `${s.invoker} ${Math.round(s.duration)} ms`);
          window.__longframes.push({ start: e.startTime, duration: e.duration, scripts });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    }
  });
  await page.goto(site.base + query);
  await page.waitForSelector(ready, { timeout });
  if (traceLoad) await placeTrace(page);
  return { page, errors };
}

/**
 * Opens the teaching view at `query` in a new tab of `site` (a window of `viewport`, in
 * `colorScheme`) and waits until it is ready; page errors and console errors are collected.
 */
export async function openTeachView(site, query, { viewport = { width: 1280, height: 900 }, colorScheme = 'light' } = {}) {
  const page = await site.context.newPage();
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.goto(site.base + query);
  await page.waitForSelector('body[data-teach="ready"]', { timeout: 60000 });
  return { page, errors };
}

/** Centre of `square` ('e2') in page coordinates, White at the bottom. */
export async function squareCentre(page, square, orientation = 'white') {
  const box = await page.locator('#board').boundingBox();
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  const col = orientation === 'white' ? file : 7 - file;
  const row = orientation === 'white' ? 7 - rank : rank;
  const side = box.width / 8;
  return { x: box.x + (col + 0.5) * side, y: box.y + (row + 0.5) * side };
}

/** RGB of the canvas pixel at fractions (fx, fy) of `square`, White at the bottom. */
export async function squarePixel(page, square, fx = 0.5, fy = 0.5) {
  return page.evaluate(
    ([square, fx, fy]) => {
      const canvas = document.getElementById('board');
      const side = canvas.width / 8;
      const file = square.charCodeAt(0) - 97;
      const rank = Number(square[1]) - 1;
      const x = Math.floor((file + fx) * side);
      const y = Math.floor((7 - rank + fy) * side);
      const d = canvas.getContext('2d').getImageData(x, y, 1, 1).data;
      return [d[0], d[1], d[2]];
    },
    [square, fx, fy],
  );
}

export function hex(rgb) {
  return '#' + rgb.map((v) => v.toString(16).padStart(2, '0')).join('');
}

/** Types `san` in the Move box and presses Enter. */
export async function typeMove(page, san) {
  await page.fill('#move-input', san);
  await page.press('#move-input', 'Enter');
}

/** Waits until the move list holds `n` plies and the engine is idle. */
export async function waitForPlies(page, n) {
  await page.waitForFunction((n) => {
    const text = [...document.querySelectorAll('#moves li')].map((li) => li.textContent).join(' ');
    const plies = text.split(' ').filter((w) => w && !/^\d+\.+$|^\d+…$/.test(w)).length;
    return plies === n && document.body.dataset.engine === 'ready';
  }, n, { timeout: 30000 });
}

/**
 * Starts the machine's heartbeat in `page` (tests/e2e/heartbeat-worker.js, a 10 ms timer in a
 * thread of its own, copied beside the site's files, never part of the site): when it is late
 * too, other processes had the CPU. `window.__byMachine(start, length)` then says whether a
 * stretch of time overlaps a late beat: a long task or a stall seen then is the machine's, not
 * the page's (`longTasksSince`, and journeys.test.mjs). Without workers every stretch is the page's.
 *
 * On a page of `startSite` (Chromium) it also records a trace of the browser's tasks (the
 * DevTools protocol's `Tracing`, categories `toplevel` and `blink.user_timing` only), which gives
 * each task of the page's main thread its CPU time beside its wall time (`longTasksSince`).
 */
export async function watchMachine(site, page) {
  const file = path.join(site.dir, 'heartbeat-worker.js');
  if (!fs.existsSync(file)) fs.copyFileSync(path.join(ROOT, 'tests/e2e/heartbeat-worker.js'), file);
  await page.evaluate(() => {
    window.__machine = [];
    window.__byMachine = (start, length) => window.__machine.some((m) => m.at < start + length && m.at + m.late > start);
    try {
      new Worker('./heartbeat-worker.js').onmessage = (e) => {
        window.__machine.push({ at: Math.round(e.data.at - performance.timeOrigin), late: Math.round(e.data.late) });
      };
    } catch (e) { /* no worker: every stretch counts as the page's */ }
  });
  if (site.context && page.context?.() === site.context) await traceTasks(page);
}

/**
 * Starts a trace of the browser's tasks in `page` (the DevTools protocol's `Tracing`, categories
 * `toplevel` and `blink.user_timing` only), read by `longTasksSince` to give each task of the
 * page's main thread its CPU time. Before the page's first `goto`, it covers the load too; the
 * mark that places the trace on the page's clock is then set by `placeTrace`.
 */
async function traceTasks(page, { placed = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'toplevel,blink.user_timing', transferMode: 'ReportEvents' });
  page.__trace = { at: undefined, events, stop: async () => { await cdp.send('Tracing.end'); await complete; } };
  if (placed) await placeTrace(page);
}

/** A mark on the page's clock, to place the trace's tasks on it. */
async function placeTrace(page) {
  page.__trace.at = await page.evaluate(() => { performance.mark('poda:trace'); return performance.getEntriesByName('poda:trace').at(-1).startTime; });
}

/**
 * The main-thread tasks over 50 ms (Chromium's `longtask` entries, recorded by `openPage`) that
 * end after `t0`: `page` those of the page, `machine` those of a busy machine (other processes or
 * threads had the CPU). A long task's duration is wall time, and a short task that loses its CPU
 * halfway is long too. Where `watchMachine` traced the page (Chromium), a task is the page's when
 * its main thread ran on the CPU for more than 50 ms of it (each task gets `cpu`, in ms); elsewhere
 * when it does not overlap a late beat of the heartbeat. A quiet machine sets none apart.
 */
export async function longTasksSince(page, t0) {
  const long = await page.evaluate((t0) => {
    const machine = (t) => window.__byMachine?.(t.start, t.duration) ?? false;
    // Each long task with the scripts of the long frames that overlap it.
    const named = (t) => ({
      ...t,
      late: machine(t),
      scripts: window.__longframes
        .filter((f) => f.start < t.start + t.duration && f.start + f.duration > t.start)
        .flatMap((f) => f.scripts),
    });
    return window.__longtasks.filter((t) => t.start + t.duration >= t0 && t.duration > 50).map(named);
  }, t0);
  const trace = page.__trace;
  if (trace) {
    await trace.stop();
    const mark = trace.events.find((e) => e.name === 'poda:trace');
    // The page's main thread: the one that set the mark.
    const tasks = trace.events.filter((e) => e.ph === 'X' && e.pid === mark?.pid && e.tid === mark?.tid && e.dur > 40000 && e.tdur !== undefined &&
      // A module script's microtasks (the page's wasm starting) run as a task of their own.
      ['ThreadControllerImpl::RunTask', 'RunTask', 'BlinkScheduler_PerformMicrotaskCheckpoint'].includes(e.name));
    for (const t of long) {
      // The traced task that covers the long task's middle, on the page's clock.
      const middle = mark.ts + (t.start + t.duration / 2 - trace.at) * 1000;
      const task = tasks.filter((e) => e.ts <= middle && e.ts + e.dur >= middle).sort((a, b) => b.dur - a.dur)[0];
      if (task) t.cpu = Math.round(task.tdur / 1000);
    }
    const busy = (t) => t.cpu === undefined ? t.late : t.cpu <= 50;
    return { page: long.filter((t) => !busy(t)), machine: long.filter(busy) };
  }
  return { page: long.filter((t) => !t.late), machine: long.filter((t) => t.late) };
}

/** The long tasks that `longTasksSince` set apart as the machine's, for a test's log line. */
export function busyNote(long) {
  const each = long.machine.map((t) => `${t.duration} ms${t.cpu === undefined ? '' : `, ${t.cpu} ms of it on the CPU`}`);
  return each.length ? ` (${each.join('; ')})` : '';
}
