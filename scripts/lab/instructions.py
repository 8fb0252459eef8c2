#!/usr/bin/env python3
"""scripts/lab/instructions.py — the search bench counted in instructions, natively and in wasm.

Timings on a shared machine wander by several per cent from one run to the next; an
instruction count does not. This runs the search bench (network, depth 13) under
`valgrind --tool=callgrind` twice:

  - natively: `target/release/poda bench`;
  - in wasm: the bench module (scripts/lab/programs/wasm_bench.rs) in Node, single-threaded, with V8's
    perf map (`--perf-basic-prof`) naming the code it compiled. The module first searches at
    depth 9 so that its functions are compiled by V8's optimising tier (TurboFan); the same
    run with a depth-1 search in place of the depth-13 one is subtracted, leaving the
    depth-13 search alone.

and prints, per function, the instructions executed by each build and their ratio. Since the
processor retires native and V8's code at about the same rate, the ratio of the totals is close
to the ratio of the times; the rows show where V8's code executes more than the compiler's
native code. Needs valgrind (Debian: `apt-get install valgrind`); takes a few minutes.

    scripts/lab/instructions.py        # builds both, then counts
"""
import bisect
import collections
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WASM = os.path.join(ROOT, 'target/wasm32-unknown-unknown/release/examples/wasm_bench.wasm')
# V8 writes the map of the code it compiled (`--perf-basic-prof`) here, a directory fixed in V8.
PERF_MAP = '/tmp/perf-{}.map'
RUNNER = r"""
import { readFileSync } from 'node:fs';
const module = await WebAssembly.compile(readFileSync(process.argv[2]));
const stub = new Proxy({}, { get: () => () => { throw new Error('unexpected import'); } });
const imports = {};
for (const imp of WebAssembly.Module.imports(module)) imports[imp.module] = stub;
const x = (await WebAssembly.instantiate(module, imports)).exports;
x.search_bench(9);
console.log(Number(x.search_bench(Number(process.argv[3]))));
"""
# Function names (native symbols, or V8's names for the wasm functions) grouped into rows.
ROWS = [
    'negamax', 'qsearch', 'update_into', 'evaluate_slice', 'pick_next', 'play_unchecked',
    'is_attacked', 'see', 'generate', 'expand', 'memcpy', 'memset',
]


def row_of(name):
    if name is None:
        return 'other'
    for row in ROWS:
        if row == 'see':
            if re.search(r'(engine::see::see$|engine3see3see)', name):
                return row
        elif row in name:
            return row
    return 'other'


def costs(path):
    """(function name, instruction address, instructions) for each cost line of a callgrind
    file written with --dump-instr=yes; inclusive costs of calls are skipped."""
    names = {}
    fn = None
    addr = 0
    after_calls = False
    positions = 1
    for line in open(path, errors='replace'):
        line = line.rstrip('\n')
        if line.startswith('positions:'):
            positions = len(line.split(':', 1)[1].split())
            continue
        for prefix in ('fn=', 'cfn='):
            if line.startswith(prefix):
                m = re.match(r'\((\d+)\)(?: (.*))?$', line[len(prefix):])
                if m and m.group(2) is not None:
                    names[m.group(1)] = m.group(2)
                if prefix == 'fn=':
                    fn = names.get(m.group(1)) if m else line[3:]
                break
        else:
            if line.startswith('calls='):
                after_calls = True
                continue
            if not line or not (line[0].isdigit() or line[0] in '+-*'):
                continue
            parts = line.split()
            pos = parts[0]
            if pos.startswith('+'):
                addr += int(pos[1:], 0)
            elif pos.startswith('-'):
                addr -= int(pos[1:], 0)
            elif pos != '*':
                addr = int(pos, 0)
            if after_calls:
                after_calls = False
                continue
            yield fn, addr, int(parts[positions]) if len(parts) > positions else 0


def by_row(path, perf_map=None):
    ranges = []
    if perf_map:
        for line in open(perf_map):
            start, size, name = line.rstrip('\n').split(' ', 2)
            ranges.append((int(start, 16), int(size, 16), name))
        ranges.sort()
    starts = [r[0] for r in ranges]
    rows = collections.Counter()
    for fn, addr, n in costs(path):
        name = fn
        i = bisect.bisect_right(starts, addr) - 1
        if i >= 0 and addr < ranges[i][0] + ranges[i][1]:
            name = ranges[i][2]
        rows[row_of(name)] += n
    return rows


def callgrind(tmp, tag, command):
    out = os.path.join(tmp, f'{tag}.out')
    log = os.path.join(tmp, f'{tag}.log')
    with open(log, 'w') as f:
        subprocess.run(['valgrind', '--tool=callgrind', '--smc-check=all', '--dump-instr=yes',
                        f'--callgrind-out-file={out}'] + command, check=True, stdout=f, stderr=f, cwd=tmp)
    pid = re.search(r'==(\d+)==', open(log).read()).group(1)
    return out, pid


def main():
    subprocess.run(['cargo', 'build', '--release', '--quiet'], check=True, cwd=ROOT)
    wasm_env = [os.path.join(ROOT, '.tools/bin/wasm-env')] if os.access(os.path.join(ROOT, '.tools/bin/wasm-env'), os.X_OK) else []
    subprocess.run(wasm_env + ['cargo', 'build', '--release', '--quiet', '--target', 'wasm32-unknown-unknown',
                               '--example', 'wasm_bench'], check=True, cwd=ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        runner = os.path.join(tmp, 'runner.mjs')
        with open(runner, 'w') as f:
            f.write(RUNNER)
        native, _ = callgrind(tmp, 'native', [os.path.join(ROOT, 'target/release/poda'), 'bench'])
        node = ['node', '--single-threaded', '--perf-basic-prof', runner, WASM]
        full, full_pid = callgrind(tmp, 'wasm13', node + ['13'])
        base, base_pid = callgrind(tmp, 'wasm1', node + ['1'])
        n = by_row(native)
        w = by_row(full, PERF_MAP.format(full_pid))
        w.subtract(by_row(base, PERF_MAP.format(base_pid)))
        for pid in (full_pid, base_pid):
            try:
                os.remove(PERF_MAP.format(pid))
            except OSError:
                pass
    total_n, total_w = sum(n.values()), sum(w.values())
    print(f"{'function':<16} {'native (M)':>11} {'wasm (M)':>10} {'wasm/native':>12}")
    for row in sorted(set(n) | set(w), key=lambda r: -w[r]):
        ratio = f'{w[row] / n[row]:.2f}' if n[row] > 0 else '-'
        print(f'{row:<16} {n[row] / 1e6:>11.0f} {w[row] / 1e6:>10.0f} {ratio:>12}')
    print(f"{'total':<16} {total_n / 1e6:>11.0f} {total_w / 1e6:>10.0f} {total_w / total_n:>12.2f}")


if __name__ == '__main__':
    sys.exit(main())
