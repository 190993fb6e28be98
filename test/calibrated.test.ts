import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadProfile } from '../cli/load.js';
import { detectFindings, type Finding } from '../core/detectors/findings.js';
import { diffProfiles } from '../core/diff/diff.js';
import { driftWarning } from '../core/diff/drift.js';
import type { Profile } from '../core/model/types.js';
import { normalizeProfile, presetFor } from '../core/normalize/normalize.js';
import { ROOT } from './support/cli.js';

/**
 * Verdict quality on calibrated workloads (fixtures/calibrated/): ten functions at ~10% each,
 * one of them made 1, 2 or 4 percentage points heavier, a helper made heavier across its three
 * callers, opposite changes together, a sampling-rate mismatch, and pools of 12 unchanged runs.
 * Default settings throughout; no per-case tuning.
 */
const DIR = join(ROOT, 'fixtures', 'calibrated');
const cache = new Map<string, Profile>();

async function load(file: string): Promise<Profile> {
  let p = cache.get(file);
  if (!p) {
    const raw = await loadProfile(file, { parse: { timeline: true }, threads: 1 });
    p = normalizeProfile(raw, { preset: presetFor(raw) }).profile;
    cache.set(file, p);
  }
  return p;
}
async function runs(dir: string): Promise<Profile[]> {
  const files = readdirSync(dir).filter((f) => /\.(gz|json|folded)$/.test(f)).sort();
  return Promise.all(files.map((f) => load(join(dir, f))));
}
const findings = (b: Profile[], a: Profile[]): Finding[] => detectFindings(diffProfiles(b, a));
const regressions = (f: Finding[]) => f.filter((x) => x.direction === 'regression');
const blames = (f: Finding, name: string) => f.frames.some((fr) => fr === name || fr.startsWith(`${name} (`));
const leafIs = (f: Finding, name: string) => blames({ ...f, frames: [f.frames[f.frames.length - 1]] }, name);

const have = (...parts: string[]) => existsSync(join(DIR, ...parts));
const summary: string[] = [];

/** A deterministic shuffle (xorshift32) for choosing splits of a pool. */
function* splits(n: number, k: number, count: number, seed = 7): Generator<[number[], number[]]> {
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

describe.skipIf(!have('perf', 'plus4'))('calibrated C workload (perf -F 999 -g)', () => {
  const side = (c: string, s: string) => runs(join(DIR, 'perf', c, s));

  /** In how many of the 3 run pairs (run i before vs run i after) work_0 is the #1 regression. */
  const singleRunHits = async (c: string) => {
    const [b, a] = [await side(c, 'before'), await side(c, 'after')];
    let found = 0;
    for (let i = 0; i < 3; i++) {
      const r = regressions(findings([b[i]], [a[i]]));
      if (r[0] && blames(r[0], 'work_0')) found++;
    }
    summary.push(`C ${c}, 1 run per side: work_0 is #1 in ${found}/3 run pairs`);
    return found;
  };

  it('+4 pp is the #1 regression with one run per side (every pair of runs)', async () => {
    expect(await singleRunHits('plus4')).toBe(3);
  });

  // Target not met (see the note): the +2 pp case measured +1.3 to +2.2 pp per run pair; one
  // pair is found, one misses at q = 0.057, one stays below reach. Single runs now carry the
  // noise between runs (overdispersion from branch ratios) as well as within, which took py-spy
  // single-run false alarms from 4.5% to 0; this pair is what that cost.
  it.fails('+2 pp is the #1 regression with one run per side (every pair of runs) [target not met]', async () => {
    expect(await singleRunHits('plus2')).toBe(3);
  });

  it('+1 pp is the #1 regression with three runs per side', async () => {
    const r = regressions(findings(await side('plus1', 'before'), await side('plus1', 'after')));
    summary.push(`C plus1, 3 runs per side: #1 regression ${r[0]?.frames.join(' → ') ?? 'none'}`);
    expect(r[0] && blames(r[0], 'work_0')).toBe(true);
  });

  it('a helper made heavier across its three callers is one function finding', async () => {
    const f = findings(await side('helper3', 'before'), await side('helper3', 'after'));
    const helper = f.find((x) => x.kind === 'function' && x.frames[0] === 'shared_helper');
    summary.push(`C helper3: ${f.map((x) => `${x.kind} ${x.direction} ${x.frames.join('→')}`).join('; ')}`);
    expect(helper?.direction).toBe('regression');
    // The callers themselves are not blamed.
    expect(regressions(f).filter((x) => ['work_7', 'work_8', 'work_9'].some((w) => leafIs(x, w)))).toEqual([]);
  });

  it('opposite changes are both reported, each in its direction', async () => {
    const f = findings(await side('opposite4', 'before'), await side('opposite4', 'after'));
    expect(f.some((x) => x.direction === 'regression' && blames(x, 'work_0'))).toBe(true);
    expect(f.some((x) => x.direction === 'improvement' && blames(x, 'work_1'))).toBe(true);
  });

  it('199 Hz against 997 Hz with no code change gives no significant finding', async () => {
    expect(findings(await side('rate', 'before'), await side('rate', 'after'))).toEqual([]);
  });
});

describe.skipIf(!have('py-spy', 'plus4'))('calibrated Python workload (py-spy -r 100)', () => {
  const side = (c: string, s: string) => runs(join(DIR, 'py-spy', c, s));

  // Target not met: +3.9 pp measured against py-spy's run-to-run spread of ~2 pp at ~400
  // samples per run gives t ≈ 2.4, not significant after multiple testing.
  it.fails('+4 pp is the #1 regression with three runs per side [target not met]', async () => {
    const r = regressions(findings(await side('plus4', 'before'), await side('plus4', 'after')));
    summary.push(`Python plus4, 3 runs per side: #1 regression ${r[0]?.frames.join(' → ') ?? 'none'}`);
    expect(r[0] && blames(r[0], 'work_0')).toBe(true);
  });

  it('below the noise (+1, +2 pp), no other function is blamed', async () => {
    for (const c of ['plus1', 'plus2']) {
      const f = findings(await side(c, 'before'), await side(c, 'after'));
      summary.push(`Python ${c}, 3 runs per side: ${f.length} significant (${f.map((x) => x.frames.at(-1)).join(', ')})`);
      expect(regressions(f).filter((x) => !blames(x, 'work_0'))).toEqual([]);
    }
  });
});

/** False alarms over every ordered pair of distinct runs, one run per side. */
function alarms1v1(pool: readonly Profile[]): { alarms: number; pairs: number } {
  let pairs = 0;
  let alarms = 0;
  for (let i = 0; i < pool.length; i++) {
    for (let j = 0; j < pool.length; j++) {
      if (i === j) continue;
      pairs++;
      if (findings([pool[i]], [pool[j]]).length > 0) alarms++;
    }
  }
  return { alarms, pairs };
}

/** False alarms over `n` random disjoint three-run splits. */
function alarms3v3(pool: readonly Profile[], n: number): number {
  let alarms = 0;
  for (const [b, a] of splits(pool.length, 3, n)) {
    if (findings(b.map((i) => pool[i]), a.map((i) => pool[i])).length > 0) alarms++;
  }
  return alarms;
}

for (const profiler of ['perf', 'py-spy']) {
  describe.skipIf(!have(profiler, 'pool'))(`noise pool (${profiler}, 12 unchanged runs)`, () => {
    let pool: Profile[];
    beforeAll(async () => {
      pool = await runs(join(DIR, profiler, 'pool'));
    });

    /** The 1v1 false-alarm rate, recorded in the summary. */
    const rate1 = (runsOf: Profile[], label: string) => {
      const { alarms, pairs } = alarms1v1(runsOf);
      summary.push(`${profiler} noise pool${label}: false alarms in ${alarms}/${pairs} 1v1 splits`);
      expect(pairs).toBeGreaterThanOrEqual(100);
      return alarms / pairs;
    };

    // The py-spy pool misses the target since the floor follows the sampler's measured noise
    // (core/diff/testing.ts, samplerScale): 2/100, the price of naming a +5.6 pp Go change.
    const meets3v3 = profiler !== 'py-spy';
    (meets3v3 ? it : it.fails)(`significant findings in at most 1% of 3-vs-3 splits${meets3v3 ? '' : ' [target not met: 2/100]'}`, () => {
      const n = 100;
      const alarms = alarms3v3(pool, n);
      summary.push(`${profiler} noise pool: false alarms in ${alarms}/${n} 3v3 splits`);
      expect(alarms / n).toBeLessThanOrEqual(0.01);
    }, 300_000);

    it('significant findings in at most 1% of 1-vs-1 splits', () => {
      expect(rate1(pool, '')).toBeLessThanOrEqual(0.01);
    }, 300_000);

    // The same runs without their sample order (as folded files or py-spy raw give them): the
    // single-run test then rests on the overdispersion from branch ratios alone.
    it('read without sample order: significant findings in at most 1% of 1-vs-1 splits', () => {
      const unordered = pool.map((p) => ({ ...p, timeline: undefined }));
      expect(rate1(unordered, ' without sample order')).toBeLessThanOrEqual(0.01);
    }, 300_000);

    // Runs recorded one after the other (the first three against the next three, as before
    // and after are when not interleaved): measured and reported, not tuned. The drift between
    // periods is real and no test on these runs separates it from a change; the report warns.
    it('contiguous 3-vs-3 splits are measured, and warned about when start times say so', () => {
      let alarms = 0;
      let splits = 0;
      for (let s = 0; s + 6 <= pool.length; s++) {
        splits++;
        if (findings(pool.slice(s, s + 3), pool.slice(s + 3, s + 6)).length > 0) alarms++;
      }
      summary.push(`${profiler} noise pool: false alarms in ${alarms}/${splits} contiguous 3v3 splits (first three against the next three)`);
      expect(splits).toBeGreaterThan(0);
      if (pool[0].meta.startClock) expect(driftWarning(pool.slice(0, 3), pool.slice(3, 6))).toMatch(/one after the other/);
    }, 300_000);
  });
}

// Pools of py-spy raw runs (folded with counts, no sample order) of unchanged threaded programs,
// both captured after the engine was designed: `pool-raw` by a helper working blind (a job
// scheduler with a thread pool), `pool-raw-lead` by the lead engineer (a thread pool and a
// waiting reporter thread). Targets: at most 1% of 1v1 and 3v3 splits flagged. Where a pool
// misses it, the test is an expected failure with the measured figure in its name, and
// core/stats/README.md says why (py-spy counts a varying number of samples of waiting threads,
// so the pool's work function swings twice its sampling noise).
const RAW_POOLS: readonly { dir: string; meets1v1: boolean; meets3v3: boolean; note: string }[] = [
  { dir: 'pool-raw', meets1v1: true, meets3v3: false, note: '6/100 3v3' },
  { dir: 'pool-raw-lead', meets1v1: false, meets3v3: false, note: '4/132 1v1, 9/100 3v3' },
];
for (const pool of RAW_POOLS) {
  describe.skipIf(!have('py-spy', pool.dir))(`noise pool (py-spy raw, --threads, 12 unchanged runs: ${pool.dir})`, () => {
    let runs12: Profile[];
    beforeAll(async () => {
      runs12 = await runs(join(DIR, 'py-spy', pool.dir));
    });
    const check = (met: boolean) => (met ? it : it.fails);

    check(pool.meets1v1)(`significant findings in at most 1% of 1-vs-1 splits${pool.meets1v1 ? '' : ` [target not met: ${pool.note}]`}`, () => {
      const { alarms, pairs } = alarms1v1(runs12);
      summary.push(`py-spy raw noise pool (${pool.dir}): false alarms in ${alarms}/${pairs} 1v1 splits`);
      expect(pairs).toBe(132);
      expect(alarms / pairs).toBeLessThanOrEqual(0.01);
    }, 300_000);

    check(pool.meets3v3)(`significant findings in at most 1% of 3-vs-3 splits${pool.meets3v3 ? '' : ` [target not met: ${pool.note}]`}`, () => {
      const n = 100;
      const alarms = alarms3v3(runs12, n);
      summary.push(`py-spy raw noise pool (${pool.dir}): false alarms in ${alarms}/${n} 3v3 splits`);
      expect(alarms / n).toBeLessThanOrEqual(0.01);
    }, 300_000);
  });
}

describe('calibrated summary', () => {
  it('prints the measured detection table', () => {
    console.log(`\n${summary.join('\n')}`);
  });
});
