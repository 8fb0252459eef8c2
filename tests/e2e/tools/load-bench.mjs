// The play page's first load as a person on a slow phone meets it: Chromium with the CPU slowed
// down (×4) and a slow network (1.6 Mbps down, 750 kbps up, 150 ms), a fresh profile each run
// (nothing cached, no service worker yet). Prints, over the runs, when the board is drawn and
// takes a move (`data-engine` set) and when the computer is ready to answer (`data-engine="ready"`),
// in ms from the navigation's start; the main-thread tasks over 50 ms until then; and the
// layout shift (CLS) of the load.
//   node tests/e2e/tools/load-bench.mjs [--runs 5] [--cpu 4] [--kbps 1600] [--latency 150] [--query ?lang=es]
// (needs dist/, see scripts/build)
import { startSite } from '../harness.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const runs = Number(args.runs ?? 5);
const cpu = Number(args.cpu ?? 4);
const kbps = Number(args.kbps ?? 1600);
const latency = Number(args.latency ?? 150);
const query = args.query ?? '';

const rows = [];
for (let run = 0; run < runs; run++) {
  const site = await startSite({ serviceWorkers: 'block' });
  try {
    const page = await site.context.newPage();
    const cdp = await site.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: (kbps * 1000) / 8,
      uploadThroughput: (750 * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(() => {
      const seen = (window.__load = { tasks: [], shift: 0, board: null, ready: null });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) seen.shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        const engine = document.body?.dataset.engine;
        if (engine && seen.board === null) seen.board = performance.now();
        if (engine === 'ready' && seen.ready === null) seen.ready = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-engine'] });
    });
    await page.goto(site.base + query);
    await page.waitForSelector('body[data-engine="ready"]', { timeout: 120000 });
    // Shifts and tasks that the last frames of the load may still report.
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => window.__load);
    const until = seen.ready;
    const long = seen.tasks.filter((t) => t.start < until);
    rows.push({
      board: seen.board,
      ready: seen.ready,
      tasks: long.length,
      longest: Math.max(0, ...long.map((t) => t.duration)),
      cls: seen.shift,
    });
    console.log(
      `run ${run + 1}: board ${seen.board.toFixed(0)} ms, engine ready ${seen.ready.toFixed(0)} ms, ` +
        `${long.length} tasks over 50 ms (longest ${Math.max(0, ...long.map((t) => t.duration)).toFixed(0)} ms), CLS ${seen.shift.toFixed(4)}`,
    );
  } finally {
    await site.close();
  }
}

const median = (key) => {
  const values = rows.map((r) => r[key]).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
};
const range = (key, digits = 0) => `${Math.min(...rows.map((r) => r[key])).toFixed(digits)}–${Math.max(...rows.map((r) => r[key])).toFixed(digits)}`;
console.log(
  `load at CPU ×${cpu}, ${kbps} kbps / ${latency} ms, ${runs} runs (median, range): ` +
    `board ${median('board').toFixed(0)} ms (${range('board')}), engine ready ${median('ready').toFixed(0)} ms (${range('ready')}), ` +
    `tasks over 50 ms ${median('tasks')} (${range('tasks')}), longest ${median('longest').toFixed(0)} ms, CLS ${median('cls').toFixed(4)} (${range('cls', 4)})`,
);
