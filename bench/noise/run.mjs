#!/usr/bin/env node
// False alarms on pools of unchanged runs (fixtures/calibrated/*/pool*), measured the way
// test/calibrated.test.ts measures them, in one table: every ordered 1v1 pair, 100 random 3v3
// splits (the same xorshift seed as the test), and contiguous 3v3 splits. For trying an engine
// change on all pools at once (`npm run build` first); the test holds the targets.
//   node bench/noise/run.mjs
import { readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadProfile } from '../../dist/cli/load.js';
import { detectFindings } from '../../dist/core/detectors/findings.js';
import { diffProfiles } from '../../dist/core/diff/diff.js';
import { normalizeProfile, presetFor } from '../../dist/core/normalize/normalize.js';
import { benchArgs } from '../support.mjs';

benchArgs(import.meta.url, {});

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIR = join(ROOT, 'fixtures', 'calibrated');
const POOLS = [
  ['perf', 'pool', true],
  ['perf', 'pool', false],
  ['py-spy', 'pool', true],
  ['py-spy', 'pool', false],
  ['py-spy', 'pool-raw', false],
  ['py-spy', 'pool-raw-lead', false],
];

async function runs(dir) {
  const files = readdirSync(dir).filter((f) => /\.(gz|json|folded)$/.test(f)).sort();
  return Promise.all(
    files.map(async (f) => {
      const raw = await loadProfile(join(dir, f), { parse: { timeline: true }, threads: 1 });
      return normalizeProfile(raw, { preset: presetFor(raw) }).profile;
    }),
  );
}
function* splits(n, k, count, seed = 7) {
  let x = seed;
  const r = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
  for (let s = 0; s < count; s++) {
    const idx = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    yield [idx.slice(0, k), idx.slice(k, 2 * k)];
  }
}
const alarm = (b, a) => detectFindings(diffProfiles(b, a)).length > 0;

const only = process.argv[2];
for (const [profiler, name, ordered] of POOLS) {
  const dir = join(DIR, profiler, name);
  if (!existsSync(dir) || (only && !`${profiler}/${name}`.includes(only))) continue;
  let pool = await runs(dir);
  if (!ordered) pool = pool.map((p) => ({ ...p, timeline: undefined }));
  const hasOrder = pool.some((p) => p.timeline);
  let a1 = 0, n1 = 0;
  for (let i = 0; i < pool.length; i++)
    for (let j = 0; j < pool.length; j++) if (i !== j) { n1++; if (alarm([pool[i]], [pool[j]])) a1++; }
  let a3 = 0;
  for (const [b, a] of splits(pool.length, 3, 100)) if (alarm(b.map((i) => pool[i]), a.map((i) => pool[i]))) a3++;
  let ac = 0, nc = 0;
  for (let s = 0; s + 6 <= pool.length; s++) { nc++; if (alarm(pool.slice(s, s + 3), pool.slice(s + 3, s + 6))) ac++; }
  console.log(`${(profiler + '/' + name + (hasOrder ? '' : ' (no order)')).padEnd(32)} 1v1 ${String(a1).padStart(3)}/${n1}   3v3 ${String(a3).padStart(3)}/100   contiguous ${ac}/${nc}`);
}
