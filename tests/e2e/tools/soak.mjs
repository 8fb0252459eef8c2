// A long session in one page: the computer plays itself N games in a row through the page's
// own buttons (New game → Start, then "Computer move" for every ply), and every 10 games the
// page's health is sampled: the JS heap, the page's wasm memory, the live workers and the page
// errors. Fails when either memory keeps growing or any error shows.
//
//   node tests/e2e/tools/soak.mjs [--browser chromium|firefox|webkit] [--games 100] [--level 1] [--depth 1]
//
// Needs dist/ (scripts/build). What is measured, per engine:
//   - the page's wasm memory: the size of the app module's WebAssembly.Memory (its module, which
//     start.js loaded, is imported again: the same instance);
//   - the JS heap: `performance.memory.usedJSHeapSize` after a collection where the engine has
//     it (Chromium; coarse, as the engine rounds it for pages); in every engine also the resident
//     memory of the browser's processes, read from /proc (heap, wasm, workers, caches and all),
//     the closest measure from outside where the page cannot see its heap (Firefox, WebKit);
//   - live workers: the page's Worker constructor and terminate() counted from the first game
//     on (the engine's first worker, made at load, counts as one);
//   - errors: the page's error and unhandledrejection events.
import fs from 'node:fs';
import { serveSite } from '../harness.mjs';
import { launchDriver } from '../webdriver.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const BROWSER = opt('browser', 'chromium');
const GAMES = Number(opt('games', '100'));
const LEVEL = Number(opt('level', '1'));
// Level 1 searches to depth 1: the same play, with no pause before each answer.
const DEPTH = Number(opt('depth', '1'));
const MAX_PLIES = 300;

/** Resident memory (MiB) of the processes below `root` (the driver, the browser, its helpers). */
function treeRss(root) {
  const parent = new Map();
  const rss = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      parent.set(Number(pid), Number(status.match(/^PPid:\s*(\d+)/m)[1]));
      rss.set(Number(pid), Number(status.match(/^VmRSS:\s*(\d+)/m)?.[1] ?? 0));
    } catch { /* gone */ }
  }
  const below = (pid) => {
    for (let p = pid; p; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  let kb = 0;
  for (const [pid, k] of rss) if (below(pid)) kb += k;
  return kb / 1024;
}

const site = await serveSite();
const driver = await launchDriver(BROWSER);
const page = await driver.newPage();
let failed = false;
try {
  // `depth` set from the address, as `?depth=` does for anyone: the beginner levels then answer
  // as soon as they have searched, without the 700 ms a person is given to see the move come.
  await page.goto(`${site.base}?level=${LEVEL}&depth=${DEPTH}&lang=en`);
  await page.waitForSelector('body[data-engine="ready"]', { state: 'attached' });
  // The instruments: errors, workers made and ended, the app's wasm memory.
  await page.evaluate(async (browser) => {
    window.__errors = [];
    addEventListener('error', (e) => window.__errors.push(String(e.message)));
    addEventListener('unhandledrejection', (e) => window.__errors.push(String(e.reason)));
    window.__workers = { made: 1, ended: 0 };
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(...a) {
        super(...a);
        window.__workers.made += 1;
      }
      terminate() {
        window.__workers.ended += 1;
        super.terminate();
      }
    };
    // The app's module, imported again: in Chromium the same instance, whose init hands back
    // its exports. (Firefox's and WebKit's drivers run this script in a realm of their own, where
    // the import would start a second app: there the processes' memory stands in.)
    window.__wasm = null;
    if (browser === 'chromium') {
      const me = document.querySelector('script[data-js][data-wasm]');
      const app = await import(me.dataset.js);
      window.__wasm = await app.default({ module_or_path: me.dataset.wasm });
    }
  }, BROWSER);
  const sample = async (games) => {
    const s = await page.evaluate(() => {
      globalThis.gc?.();
      return {
        heap: performance.memory ? performance.memory.usedJSHeapSize / 2 ** 20 : null,
        wasm: window.__wasm ? window.__wasm.memory.buffer.byteLength / 2 ** 20 : null,
        workers: window.__workers.made - window.__workers.ended,
        errors: window.__errors.slice(),
      };
    });
    return { games, ...s, rss: treeRss(driver.pid) };
  };
  const samples = [await sample(0)];
  const print = (s) => console.log(
    `games ${String(s.games).padStart(3)}: ${s.heap === null ? '' : `JS heap ${s.heap.toFixed(1)} MiB, `}${s.wasm === null ? '' : `wasm ${s.wasm.toFixed(1)} MiB, `}` +
    `${BROWSER} processes ${s.rss.toFixed(0)} MiB RSS, live workers ${s.workers}, errors ${s.errors.length}`,
  );
  print(samples[0]);
  const t0 = Date.now();
  let plies = 0;
  const results = {};
  for (let game = 1; game <= GAMES; game++) {
    const r = await page.evaluate(async (maxPlies) => {
      const body = document.body;
      const until = async (f, ms = 60000) => {
        const end = performance.now() + ms;
        while (!f()) {
          if (performance.now() > end) throw new Error('stuck: ' + body.dataset.engine + ' ' + body.dataset.fen);
          await new Promise((r) => setTimeout(r, 5));
        }
      };
      document.getElementById('new-game').click();
      document.getElementById('ng-white').click();
      document.getElementById('ng-start').click();
      await until(() => body.dataset.engine === 'ready' && body.dataset.result === '*' && document.querySelectorAll('#moves li').length === 0);
      let plies = 0;
      while (body.dataset.result === '*' && plies < maxPlies) {
        const fen = body.dataset.fen;
        document.getElementById('engine-move').click();
        await until(() => body.dataset.engine === 'ready' && body.dataset.fen !== fen);
        plies += 1;
      }
      return { plies, result: body.dataset.result };
    }, MAX_PLIES);
    plies += r.plies;
    results[r.result] = (results[r.result] ?? 0) + 1;
    if (game % 10 === 0) {
      const s = await sample(game);
      samples.push(s);
      print(s);
    }
  }
  const secs = (Date.now() - t0) / 1000;
  console.log(`${GAMES} games, ${plies} plies in ${secs.toFixed(0)} s; results ${JSON.stringify(results)}`);
  // Health: no errors, one worker, and memory that levels off: the last sample within 10 % (and
  // 8 MiB) of the middle one, so that nothing grows with every game.
  const first = samples[0];
  const mid = samples[Math.floor(samples.length / 2)];
  const last = samples[samples.length - 1];
  const problems = [];
  if (last.errors.length) problems.push(`page errors: ${last.errors.join('; ')}`);
  if (samples.some((s) => s.workers !== 1)) problems.push(`live workers: ${samples.map((s) => s.workers).join(' ')}`);
  const grows = (key) => last[key] !== null && last[key] > mid[key] * 1.1 + 8;
  for (const key of ['heap', 'wasm', 'rss']) if (grows(key)) problems.push(`${key} grows: ${first[key]?.toFixed(1)} → ${mid[key]?.toFixed(1)} → ${last[key]?.toFixed(1)} MiB`);
  if (problems.length) {
    failed = true;
    console.log(`FAIL: ${problems.join('; ')}`);
  } else {
    console.log('OK: memory levels off, one live worker, no page error');
  }
} finally {
  await driver.close();
  await site.close();
}
process.exit(failed ? 1 : 0);
