#!/usr/bin/env node
// Benchmark: `flamediff svg` against `inferno-flamegraph` on the same folded input (the collapse
// benchmark's capture, collapsed: bench/out/diff-a.folded, 155k stacks), alternating runs.
//   node bench/svg/run.mjs [--runs N]      (run bench/collapse/run.mjs and bench/diff/run.mjs first)
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTool, median, timeAlternating, benchArgs } from '../support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'bench', 'out');
const { values } = benchArgs(import.meta.url, { runs: { type: 'string', default: '5' } });
const input = join(out, 'diff-a.folded');
if (!existsSync(input)) {
  console.error('bench: bench/out/diff-a.folded missing; run bench/collapse/run.mjs then bench/diff/run.mjs');
  process.exit(2);
}
const contenders = [
  { name: 'inferno-flamegraph', cmd: [findTool('inferno-flamegraph', 'cargo install inferno'), input] },
  { name: 'flamediff svg', cmd: [process.execPath, join(root, 'bin', 'flamediff.js'), 'svg', input] },
];
console.log(`input: ${input} (${(statSync(input).size / 1e6).toFixed(0)} MB)`);
const times = timeAlternating(contenders, Number(values.runs), join(out, 'svg-out.svg'));
contenders.forEach((c, i) => console.log(`${c.name.padEnd(20)} ${median(times[i]).toFixed(2)} s   runs: ${times[i].map((t) => t.toFixed(2)).join(' ')}`));
console.log(`ratio (flamediff time / inferno time): ${(median(times[1]) / median(times[0])).toFixed(2)}  (target ≤ 1)`);
