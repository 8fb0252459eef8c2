// Measures Stop: a search that would run for hours is stopped (the worker is terminated and a
// new one started); prints the time until the new worker is Ready, over several runs.
//   node tests/e2e/tools/stop-latency.mjs [runs]      (needs dist/, see scripts/build)
import { startSite, openPage } from '../harness.mjs';

const runs = Number(process.argv[2] || 10);
const site = await startSite();
const times = [];
try {
  const { page } = await openPage(site, '?depth=100');
  for (let i = 0; i < runs; i++) {
    await page.click('#engine-move');
    await page.waitForSelector('body[data-engine="thinking"]');
    await page.waitForTimeout(300);
    await page.evaluate(() => document.body.removeAttribute('data-restart-ms'));
    await page.click('#stop');
    await page.waitForSelector('body[data-engine="ready"][data-restart-ms]');
    times.push(Number(await page.getAttribute('body', 'data-restart-ms')));
  }
} finally {
  await site.close();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`stop → new worker Ready over ${runs} runs: median ${median.toFixed(1)} ms, min ${times[0].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`);
