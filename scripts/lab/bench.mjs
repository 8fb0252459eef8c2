// Times the workloads of scripts/lab/programs/wasm_bench.rs in a WebAssembly engine and prints one JSON line
// per workload, like scripts/lab/programs/native_bench.rs does natively.
//
//   node scripts/lab/bench.mjs <wasm_bench.wasm> [runs] [depth] [search]             (Node)
//   node scripts/lab/bench.mjs --chromium <wasm_bench.wasm> [runs] [depth] [search]  (headless Chromium)
//
// With `search`, only the search workloads run.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Runs every workload `runs` times and returns its best time. Self-contained (only
 * `WebAssembly`, `performance` and `atob`), so that a browser page can run it as it is.
 */
export async function workloads({ wasmBase64, runs, depth, only }) {
  const bytes = Uint8Array.from(atob(wasmBase64), (c) => c.charCodeAt(0));
  // The library links wasm-bindgen for its browser half; the benchmark never calls into it, so
  // every import is a stub that throws if it ever is.
  const stub = new Proxy({}, { get: (_, name) => () => { throw new Error(`unexpected import ${String(name)}`); } });
  const module = await WebAssembly.compile(bytes);
  const imports = {};
  for (const imp of WebAssembly.Module.imports(module)) imports[imp.module] = stub;
  const x = (await WebAssembly.instantiate(module, imports)).exports;
  const rows = [
    ['poda perft startpos 6', () => x.poda_perft(0, 6)],
    ['cozy perft startpos 6', () => x.cozy_perft(0, 6)],
    ['poda perft kiwipete 5', () => x.poda_perft(1, 5)],
    ['cozy perft kiwipete 5', () => x.cozy_perft(1, 5)],
    ['poda search bench', () => x.search_bench(depth)],
    ['poda search bench hce', () => x.search_bench_hce(depth)],
  ];
  const out = [];
  for (const [name, f] of rows) {
    if (only && !name.startsWith(only)) continue;
    let best = Infinity;
    let nodes = 0n;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      nodes = f();
      best = Math.min(best, (performance.now() - t) / 1000);
    }
    out.push({ name, nodes: Number(nodes), seconds: Number(best.toFixed(4)) });
  }
  return out;
}

async function inChromium(arg) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    return await page.evaluate(workloads, arg);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const chromium = args[0] === '--chromium';
  const [wasmPath, runs, depth, which] = chromium ? args.slice(1) : args;
  const arg = {
    wasmBase64: readFileSync(wasmPath).toString('base64'),
    runs: Number(runs || 3),
    depth: Number(depth || 13),
    only: which === 'search' ? 'poda search' : null,
  };
  const rows = chromium ? await inChromium(arg) : await workloads(arg);
  for (const row of rows) console.log(JSON.stringify(row));
}
