#!/usr/bin/env node
// Benchmark: `flamediff diff --format folded` against `inferno-diff-folded` on two large folded
// profiles: the collapse benchmark's capture (bench/out/perf.txt, collapsed) and a variant of it
// with some stacks reweighted and some removed (deterministic). Alternating runs; prints both
// median times and the ratio; then flamediff's text, SVG and HTML reports of the same inputs. Run
// bench/collapse/run.mjs first (it records the capture).
//   node bench/diff/run.mjs [--runs N]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTool, median, timeAlternating, benchArgs } from '../support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'bench', 'out');
const { values } = benchArgs(import.meta.url, { runs: { type: 'string', default: '5' } });
const bin = join(root, 'bin', 'flamediff.js');
const inferno = findTool('inferno-diff-folded', 'cargo install inferno');
const capture = join(out, 'perf.txt');
if (!existsSync(capture)) {
  console.error('bench: bench/out/perf.txt missing; run node bench/collapse/run.mjs first');
  process.exit(2);
}
const a = join(out, 'diff-a.folded');
const b = join(out, 'diff-b.folded');
if (!existsSync(a) || !existsSync(b)) {
  spawnSync(process.execPath, [bin, 'collapse', capture, '-o', a], { stdio: 'inherit' });
  // The variant: every 7th stack 1.5x heavier, every 11th gone, the rest unchanged.
  const lines = readFileSync(a, 'utf8').split('\n').filter(Boolean);
  const variant = lines
    .map((l, i) => {
      if (i % 11 === 0) return null;
      const sp = l.lastIndexOf(' ');
      const w = Number(l.slice(sp + 1));
      return `${l.slice(0, sp)} ${i % 7 === 0 ? Math.round(w * 1.5) : w}`;
    })
    .filter(Boolean)
    .join('\n');
  writeFileSync(b, `${variant}\n`);
}
const mb = (statSync(a).size + statSync(b).size) / 1e6;
console.log(`inputs: ${a}, ${b} (${mb.toFixed(0)} MB together, ${readFileSync(a, 'utf8').split('\n').length - 1} stacks)`);
const contenders = [
  { name: 'inferno-diff-folded', cmd: [inferno, a, b] },
  { name: 'flamediff diff --format folded', cmd: [process.execPath, bin, 'diff', a, b, '--format', 'folded'] },
];
const runs = Number(values.runs);
const times = timeAlternating(contenders, runs, join(out, 'diff-out.folded'));
for (let i = 0; i < contenders.length; i++) {
  console.log(`${contenders[i].name.padEnd(32)} ${median(times[i]).toFixed(2)} s   runs: ${times[i].map((t) => t.toFixed(2)).join(' ')}`);
}
console.log(`ratio (flamediff time / inferno time): ${(median(times[1]) / median(times[0])).toFixed(2)}  (target ≤ 0.5)`);

// The reports a person reads, from the same inputs (no inferno counterpart; target ≤ 1.0 s each).
const reports = ['text', 'svg', 'html'].map((f) => ({ name: `flamediff diff --format ${f}`, cmd: [process.execPath, bin, 'diff', a, b, '--format', f] }));
const reportTimes = timeAlternating(reports, runs, join(out, 'diff-out.report'));
for (let i = 0; i < reports.length; i++) {
  console.log(`${reports[i].name.padEnd(32)} ${median(reportTimes[i]).toFixed(2)} s   runs: ${reportTimes[i].map((t) => t.toFixed(2)).join(' ')}   (target ≤ 1.0 s)`);
}
