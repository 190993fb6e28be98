import { describe, expect, it } from 'vitest';
import type { SideReplicates } from './replicates.js';
import { scaleFor } from './scale.js';
import { nullFloors, overdispersedTests, quantityValues } from './testing.js';
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
