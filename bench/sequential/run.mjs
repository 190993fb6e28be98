#!/usr/bin/env node
// Benchmark: the error rates of `compare --until decided`, measured by simulation on real runs.
// Each experiment splits the 12 runs of an unchanged noise pool (--pool, default
// fixtures/calibrated/perf/pool; also fixtures/calibrated/py-spy/pool) at random into 6 before
// and 6 after; under a change of +D pp, the after runs' samples
// under `work_0` are scaled so its share rises by D points. The sequential experiment looks
// after 3, 4, 5 and 6 pairs (α spent across the four looks, as compare does); the fixed-size
// experiments test 3 and 6 pairs once at α. Prints, per condition, the false-alarm or
// detection rate and the mean runs a side used. Needs `npm run build`.
//   node bench/sequential/run.mjs [--experiments N] [--seed S]
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = benchArgs(import.meta.url, { experiments: { type: 'string', default: '60' }, seed: { type: 'string', default: '7' }, pool: { type: 'string', default: 'fixtures/calibrated/perf/pool' } });
const { loadProfile } = await import(join(root, 'dist/cli/load.js'));
const { compareSides } = await import(join(root, 'dist/core/pipeline/compare.js'));
const { lookAlpha } = await import(join(root, 'dist/core/stats/sequential.js'));

const pool = join(root, values.pool);
const runs = [];
for (const f of readdirSync(pool).filter((f) => f.startsWith('run')).sort()) runs.push(await loadProfile(join(pool, f), { threads: 1, parse: { timeline: true }, warn: () => {} }));

/** The run with work_0's subtree scaled so that its share rises by `d` (a fraction). */
function inject(p, d) {
  if (d === 0) return p;
  const under = new Uint8Array(p.stackFrame.length);
  for (let n = 1; n < under.length; n++) under[n] = under[p.stackParent[n]] || (/^work_0\b/.test(p.frames[p.stackFrame[n]].name) ? 1 : 0);
  let total = 0;
  let inside = 0;
  for (let n = 0; n < under.length; n++) {
    total += p.stackSelf[n];
    if (under[n]) inside += p.stackSelf[n];
  }
  const s0 = inside / total;
  const s1 = s0 + d;
  const f = (s1 * (1 - s0)) / (s0 * (1 - s1));
  const self = p.stackSelf.map((w, n) => (under[n] ? w * f : w));
  const timeline = p.timeline ? { ...p.timeline, weight: p.timeline.weight.map((w, i) => (under[p.timeline.stack[i]] ? w * f : w)) } : undefined;
  return { ...p, stackSelf: self, ...(timeline ? { timeline } : {}) };
}

let state = Number(values.seed);
const random = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32);
function shuffle(a) {
  const b = [...a];
  for (let i = b.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [b[i], b[j]] = [b[j], b[i]];
  }
  return b;
}

const ALPHA = 0.05;
const MIN = 3;
const MAX = 6;
const found = (ctx, d) => ctx.findings.some((f) => f.significant && (d === 0 || (f.direction === 'regression' && f.frames.some((x) => /^work_0\b/.test(x)))));
const rows = [];
for (const d of [0, 0.01, 0.02, 0.04]) {
  const tally = { seq: 0, seqRuns: 0, fixed3: 0, fixed6: 0 };
  const n = Number(values.experiments);
  for (let e = 0; e < n; e++) {
    const order = shuffle(runs);
    const before = order.slice(0, MAX);
    const after = order.slice(MAX).map((p) => inject(p, d));
    const at = (k, alpha) => compareSides(before.slice(0, k), after.slice(0, k), { beforeLabel: 'b', afterLabel: 'a', alpha });
    let decided = false;
    for (let k = MIN; k <= MAX && !decided; k++) {
      const ctx = at(k, lookAlpha(k - MIN + 1, MAX - MIN + 1, ALPHA));
      if (found(ctx, d) || ctx.findings.some((f) => f.significant)) {
        decided = true;
        if (found(ctx, d)) tally.seq++;
        tally.seqRuns += k;
      }
    }
    if (!decided) tally.seqRuns += MAX;
    if (found(at(MIN, ALPHA), d)) tally.fixed3++;
    if (found(at(MAX, ALPHA), d)) tally.fixed6++;
  }
  const pct = (x) => `${((100 * x) / n).toFixed(0)}%`;
  rows.push(`| ${d === 0 ? 'no change' : `+${d * 100} pp`} | ${pct(tally.seq)} | ${(tally.seqRuns / n).toFixed(1)} | ${pct(tally.fixed3)} | ${pct(tally.fixed6)} |`);
  console.error(`bench: ${rows.at(-1)}`);
}
console.log(`${Number(values.experiments)} experiments a condition, α = ${ALPHA}, noise pool ${values.pool} (${runs.length} runs), sequential looks after ${MIN}..${MAX} pairs`);
console.log('| condition | sequential: alarms (no change) or detected | mean runs a side | fixed 3 runs | fixed 6 runs |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(r);
