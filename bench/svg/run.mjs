#!/usr/bin/env node
// Benchmark: `flamediff svg` against `inferno-flamegraph` on the same folded input (the collapse
// benchmark's capture, collapsed: bench/out/diff-a.folded, 155k stacks), alternating runs.
//   node bench/svg/run.mjs [--runs N]      (run bench/collapse/run.mjs and bench/diff/run.mjs first)
import { spawnSync } from 'node:child_process';
import { existsSync, openSync, closeSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'bench', 'out');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const input = join(out, 'diff-a.folded');
if (!existsSync(input)) {
  console.error('bench: bench/out/diff-a.folded missing; run bench/collapse/run.mjs then bench/diff/run.mjs');
  process.exit(2);
}
const tool = (name) => {
  const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (r.status === 0) return r.stdout.trim();
  const p = join(homedir(), '.cargo', 'bin', name);
  return existsSync(p) ? p : (console.error(`bench: ${name} not found`), process.exit(2));
};
const contenders = [
  { name: 'inferno-flamegraph', cmd: [tool('inferno-flamegraph'), input] },
  { name: 'flamediff svg', cmd: [process.execPath, join(root, 'bin', 'flamediff.js'), 'svg', input] },
];
console.log(`input: ${input} (${(statSync(input).size / 1e6).toFixed(0)} MB)`);
const times = contenders.map(() => []);
for (let r = 0; r < Number(values.runs); r++) {
  for (let i = 0; i < contenders.length; i++) {
    const c = contenders[(i + r) % contenders.length];
    const fd = openSync(join(out, 'svg-out.svg'), 'w');
    const t0 = process.hrtime.bigint();
    const res = spawnSync(c.cmd[0], c.cmd.slice(1), { stdio: ['ignore', fd, 'pipe'] });
    const secs = Number(process.hrtime.bigint() - t0) / 1e9;
    closeSync(fd);
    if (res.status !== 0) throw new Error(`${c.name} failed: ${res.stderr}`);
    times[contenders.indexOf(c)].push(secs);
  }
}
const median = (x) => [...x].sort((a, b) => a - b)[Math.floor(x.length / 2)];
contenders.forEach((c, i) => console.log(`${c.name.padEnd(20)} ${median(times[i]).toFixed(2)} s   runs: ${times[i].map((t) => t.toFixed(2)).join(' ')}`));
console.log(`ratio (flamediff time / inferno time): ${(median(times[1]) / median(times[0])).toFixed(2)}  (target ≤ 1)`);
