import { describe, expect, it } from 'vitest';
import type { SideReplicates } from './replicates.js';
import { scaleFor } from './scale.js';
import { moderatedTests, nullFloors, overdispersedTests, quantityValues } from './testing.js';
import type { UnionRun } from './union.js';

/** One run without sample order, as the test sees it: samples and each quantity's count. */
function single(samples: number, counts: number[]): SideReplicates {
  const count = Float64Array.from(counts);
  const rep = { samples, bulk: samples, count, overlap: count, run: { sum: samples } as unknown as UnionRun };
  return { kind: 'single', reps: [rep], method: '1 run, no sample order' };
}

describe('single runs without order: the variance under "no change"', () => {
  it('an absence is not a precise zero: the empty side gets the variance of its share of the pooled count', () => {
    // A Go program run 1.5 s and then 4 s, unchanged: no garbage collection in the short run,
    // 16 samples of it in the long one.
    const before = single(143, [0]);
    const after = single(388, [16]);
    const share = scaleFor('share');
    const nul = nullFloors(1, before, after, share);
    const p = 16 / 531;
    expect(nul.before[0]).toBeCloseTo((p * (1 - p)) / 143, 10);
    expect(nul.after[0]).toBeCloseTo((p * (1 - p)) / 388, 10);
    // At its own count the before side had no variance at all (z = 4.1, p < 0.001): the test
    // fired. Under "no change" it is z = 2.5, p = 0.014 before any correction.
    const r = overdispersedTests(quantityValuesOf(before, after), before, after, 1, share).results[0];
    expect(r.p).toBeGreaterThan(0.01);
    expect(r.p).toBeLessThan(0.05);
  });

  it('a large new tower stays far beyond noise', () => {
    const before = single(81, [2]);
    const after = single(599, [360]);
    const r = overdispersedTests(quantityValuesOf(before, after), before, after, 2, scaleFor('share')).results[0];
    expect(r.p).toBeLessThan(1e-6);
  });
});

function quantityValuesOf(b: SideReplicates, a: SideReplicates) {
  return quantityValues(1, b, a, scaleFor('share'));
}

describe('a small program: the variance prior over a few quantities', () => {
  // Shares per run (%) of a blind five-function C program, three runs a side of ~2,500 samples;
  // one leaf (the first) did 27% more work. Every function varies near the multinomial.
  const runs: [number[], number[]][] = [
    [[9.51, 9.36, 9.08], [10.5, 12.17, 11.59]],
    [[24.05, 22.84, 23.82], [23.78, 23.72, 22.71]],
    [[49.72, 51.03, 49.45], [48.46, 49.54, 49.23]],
    [[16.56, 16.46, 17.44], [16.72, 14.38, 16.15]],
    [[99.88, 99.76, 99.8], [99.61, 99.85, 99.84]],
  ];
  const values = (rows: [number[], number[]][]) => {
    const floor = (xs: number[]) => {
      const p = xs.reduce((a, b) => a + b, 0) / xs.length / 100;
      return (p * (1 - p)) / 2500;
    };
    return {
      before: rows.map(([b]) => Float64Array.from(b, (x) => x / 100)),
      after: rows.map(([, a]) => Float64Array.from(a, (x) => x / 100)),
      floorBefore: Float64Array.from(rows, ([b]) => floor(b)),
      floorAfter: Float64Array.from(rows, ([, a]) => floor(a)),
      sharedBefore: new Float64Array(rows.length),
      sharedAfter: new Float64Array(rows.length),
    };
  };
  const keys = runs.map((_, i) => `q${i}`);

  it('agreeing variances lend each other degrees of freedom, up to what the others hold', () => {
    const alone = moderatedTests(values(runs), keys);
    const shared = moderatedTests(values(runs), keys, undefined, undefined, { priorFromFew: true });
    expect(alone.prior.d0).toBe(0);
    expect(shared.prior.d0).toBeGreaterThan(0);
    expect(shared.prior.d0).toBeLessThanOrEqual(4 * 4);
    expect(alone.results[0].p).toBeGreaterThan(0.005);
    expect(shared.results[0].p).toBeLessThan(alone.results[0].p / 5);
  });

  it('disagreeing variances keep their own: the fit gives the prior little weight', () => {
    // The same frames, three of them now swinging by several points between runs.
    const noisy = runs.map(([b, a], i): [number[], number[]] => (i >= 2 ? [b.map((x, k) => x + 6 * (k - 1)), a.map((x, k) => x - 6 * (k - 1))] : [b, a]));
    const shared = moderatedTests(values(noisy), keys, undefined, undefined, { priorFromFew: true });
    expect(shared.prior.d0).toBeLessThan(4);
  });
});
