// Times the workloads of examples/wasm_bench.rs in Node's WebAssembly engine and prints one
// JSON line per workload, like examples/native_bench.rs does natively.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const [wasmPath, runsArg, depthArg] = process.argv.slice(2);
const runs = Number(runsArg || 3);
const depth = Number(depthArg || 13);
// The library links wasm-bindgen for its browser half; the benchmark never calls into it, so
// every import is a stub that throws if it ever is.
const stub = new Proxy({}, { get: (_, name) => () => { throw new Error(`unexpected import ${String(name)}`); } });
const module = await WebAssembly.compile(readFileSync(wasmPath));
const imports = {};
for (const imp of WebAssembly.Module.imports(module)) imports[imp.module] = stub;
const instance = await WebAssembly.instantiate(module, imports);
const x = instance.exports;
const rows = [
  ['poda perft startpos 6', () => x.poda_perft(0, 6)],
  ['cozy perft startpos 6', () => x.cozy_perft(0, 6)],
  ['poda perft kiwipete 5', () => x.poda_perft(1, 5)],
  ['cozy perft kiwipete 5', () => x.cozy_perft(1, 5)],
  ['poda search bench', () => x.search_bench(depth)],
  ['poda search bench hce', () => x.search_bench_hce(depth)],
];
for (const [name, f] of rows) {
  let best = Infinity;
  let nodes = 0n;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    nodes = f();
    best = Math.min(best, (performance.now() - t) / 1000);
  }
  console.log(JSON.stringify({ name, nodes: Number(nodes), seconds: Number(best.toFixed(4)) }));
}
