#!/usr/bin/env node
// How much a function's share varies between runs of the same work: on every side of three or
// more runs among the verdict cases (bench/verdicts/cases/), each function holding 5% to 90% of
// its side and 50 samples a run, the spread of its inclusive share across the runs beyond what
// sampling alone gives (binomial), as a fraction of the share. The figure the one-run warning
// quotes (cli/commands/diff.ts: "in one function in ten ... 13% of its share or more") is this
// script's 90th percentile at stop 40. Needs `npm run build` first; about a minute.
//   node bench/spread/run.mjs [--cases DIR]
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asSampleCounts } from '../../dist/core/model/types.js';
import { benchArgs } from '../support.mjs';
import { loadSides } from '../verdicts/naive.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = benchArgs(import.meta.url, { cases: { type: 'string', default: join(root, 'bench', 'verdicts', 'cases') } });
const files = (d) => (existsSync(d) ? readdirSync(d).filter((f) => !f.endsWith('.syms.json') && !f.startsWith('.')).map((f) => join(d, f)).sort() : []);

/** Per run: each function's inclusive samples (a sample counts once per function on its stack) and the run's total. */
function inclusive(profile) {
  const p = asSampleCounts(profile) ?? profile;
  const inc = new Map();
  let total = 0;
  for (let s = 1; s < p.stackFrame.length; s++) {
    const w = p.stackSelf[s];
    if (!w) continue;
    total += w;
    const seen = new Set();
    for (let m = s; m > 0; m = p.stackParent[m]) seen.add(p.frames[p.stackFrame[m]].name);
    for (const f of seen) inc.set(f, (inc.get(f) ?? 0) + w);
  }
  return { inc, total };
}

const spreads = [];
const ratios = [];
/** Per pair of runs of one side and function: |log odds ratio| of its share between the two runs. */
const pairs = [];

/**
 * What two runs of the same work differ by, sampling included: for every pair of a side's runs
 * and every function holding 1% to 95% of both with 50 samples in each, the log odds ratio of
 * its share. The one-run check of a finding (core/stats/run-spread.ts) is this tail.
 */
function pairDifferences(per) {
  for (let i = 0; i < per.length; i++) {
    for (let j = i + 1; j < per.length; j++) {
      const a = per[i], b = per[j];
      for (const [f, ca] of a.inc) {
        const cb = b.inc.get(f) ?? 0;
        const pa = ca / a.total, pb = cb / b.total;
        if (ca < 50 || cb < 50 || pa < 0.01 || pb < 0.01 || pa > 0.95 || pb > 0.95) continue;
        pairs.push(Math.abs(Math.log(pa / (1 - pa)) - Math.log(pb / (1 - pb))));
      }
    }
  }
}
let sides = 0;
for (const id of readdirSync(values.cases).sort()) {
  const dir = join(values.cases, id);
  if (!existsSync(join(dir, 'expected.json'))) continue;
  const B = files(join(dir, 'before'));
  const A = files(join(dir, 'after'));
  if (B.length < 3 && A.length < 3) continue;
  let loaded;
  try {
    loaded = await loadSides(B, A);
  } catch {
    continue;
  }
  for (const runs of [loaded.before, loaded.after]) {
    if (runs.length < 3) continue;
    sides++;
    const per = runs.map(inclusive);
    pairDifferences(per);
    const meanTotal = per.reduce((a, r) => a + r.total, 0) / per.length;
    for (const f of new Set(per.flatMap((r) => [...r.inc.keys()]))) {
      const shares = per.map((r) => (r.inc.get(f) ?? 0) / r.total);
      const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
      if (mean < 0.05 || mean > 0.9 || mean * meanTotal < 50) continue;
      const variance = shares.reduce((a, s) => a + (s - mean) ** 2, 0) / (shares.length - 1);
      const binomial = per.reduce((a, r) => a + (mean * (1 - mean)) / r.total, 0) / per.length;
      spreads.push(Math.sqrt(Math.max(0, variance - binomial)) / mean);
      ratios.push(variance / binomial);
    }
  }
}
const quantile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const ps = [0.25, 0.5, 0.75, 0.9, 0.95];
console.log(`${sides} sides of three or more runs, ${spreads.length} functions (5% to 90% of their side, 50 samples a run)`);
console.log(`spread between runs beyond sampling, as a fraction of the share: ${ps.map((p) => `${100 * p}th ${(100 * quantile(spreads, p)).toFixed(1)}%`).join(', ')}`);
console.log(`variance over the binomial's: ${ps.map((p) => `${100 * p}th ${quantile(ratios, p).toFixed(2)}`).join(', ')}`);
// The tail at every 0.05 of log odds, as core/stats/run-spread.ts holds it (points past the last pair left out).
const xs = Array.from({ length: 60 }, (_, i) => Math.round(5 * (i + 1)) / 100);
const tail = (x) => pairs.filter((d) => d >= x).length / pairs.length;
console.log(`two runs of the same work, ${pairs.length} function pairs (1% to 95% of both runs, 50 samples in each): share of pairs whose odds differ by at least`);
console.log([0.1, 0.2, 0.3, 0.5, 0.7, 1].map((x) => `×${Math.exp(x).toFixed(2)} ${(100 * tail(x)).toFixed(1)}%`).join(', '));
const rows = xs.filter((x) => tail(x) > 0).map((x) => `[${x}, ${tail(x).toPrecision(3)}]`);
console.log(`table (log odds, share of pairs): ${rows.join(', ')}`);
