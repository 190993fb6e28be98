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
