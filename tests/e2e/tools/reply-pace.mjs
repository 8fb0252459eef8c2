// Measures the computer's reply time in the page, level by level: the page plays a short game
// against itself ("Computer move" for every ply, from the start, no opening book) and times
// each ply from the click to the move on the board; prints the median and the range a level,
// as a Markdown table (docs/levels.md, "A person's pace in the page").
//   node tests/e2e/tools/reply-pace.mjs [--plies 20] [--levels 1-17] [--clock 1+0]
// (needs dist/, see scripts/build; with --clock, each game is on that clock, the computer
// playing both sides, and the table adds the time left on White's and Black's clocks.)
import { startSite, openPage } from '../harness.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const PLIES = Number(opt('plies', '20'));
const [lo, hi] = opt('levels', '1-17').split('-').map(Number);
const CLOCK = opt('clock', null);

const site = await startSite();
const rows = [];
try {
  for (let level = lo; level <= (hi ?? lo); level++) {
    const clock = CLOCK ? `&clock=${encodeURIComponent(CLOCK)}` : '';
    const { page, errors } = await openPage(site, `?level=${level}&book=0&lang=en${clock}`);
    await page.waitForSelector('body[data-engine="ready"]', { state: 'attached' });
    const r = await page.evaluate(async (plies) => {
      const body = document.body;
      const until = async (f, ms = 60000) => {
        const end = performance.now() + ms;
        while (!f()) {
          if (performance.now() > end) throw new Error('stuck: ' + body.dataset.engine + ' ' + body.dataset.fen);
          await new Promise((r) => setTimeout(r, 2));
        }
      };
      const times = [];
      while (body.dataset.result === '*' && times.length < plies) {
        const fen = body.dataset.fen;
        const t0 = performance.now();
        document.getElementById('engine-move').click();
        await until(() => body.dataset.fen !== fen);
        times.push(performance.now() - t0);
        await until(() => body.dataset.engine === 'ready');
      }
      const clocks = [...document.querySelectorAll('.clock')].map((c) => c.textContent.trim());
      return { times, clocks };
    }, PLIES);
    if (errors.length) throw new Error(`level ${level}: ${errors.join('\n')}`);
    await page.close();
    const t = [...r.times].sort((a, b) => a - b);
    const median = t.length % 2 ? t[(t.length - 1) / 2] : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
    rows.push({ level, n: t.length, median, min: t[0], max: t.at(-1), clocks: r.clocks });
    console.error(`level ${level}: ${r.times.map((x) => Math.round(x)).join(' ')}`);
  }
} finally {
  await site.close();
}
const s = (ms) => (ms / 1000).toFixed(2);
console.log(`| level | plies | median (s) | fastest (s) | slowest (s) |${CLOCK ? ' clocks at the end |' : ''}`);
console.log(`|---:|---:|---:|---:|---:|${CLOCK ? '---|' : ''}`);
for (const r of rows) {
  console.log(`| ${r.level} | ${r.n} | ${s(r.median)} | ${s(r.min)} | ${s(r.max)} |${CLOCK ? ` ${r.clocks.join(' / ')} |` : ''}`);
}
