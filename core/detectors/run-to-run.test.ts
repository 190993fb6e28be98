import { describe, expect, it } from 'vitest';
import type { DiffResult } from '../diff/diff.js';
import { runToRunChance } from '../stats/run-spread.js';
import type { Finding } from './finding.js';
import { findingRatio, withRunToRun } from './run-to-run.js';

const diffOf = (runsBefore: number, runsAfter: number, normalization: DiffResult['normalization'] = 'bulk', samplesPerRun = 1000) =>
  ({
    normalization,
    before: { runs: runsBefore, samples: samplesPerRun * runsBefore },
    after: { runs: runsAfter, samples: samplesPerRun * runsAfter },
    beforeTotal: Float64Array.of(1),
    afterTotal: Float64Array.of(1),
  }) as unknown as DiffResult;
const finding = (before: number, after: number, kind: Finding['kind'] = 'tower'): Finding =>
  ({ kind, direction: after > before ? 'regression' : 'improvement', frames: ['main', 'f'], before, after, delta: after - before }) as unknown as Finding;

describe('run-to-run chance of one-run findings', () => {
  it('is 1 at no change, falls as the factor grows, the same either way, and 0 past every pair measured', () => {
    expect(runToRunChance(1)).toBe(1);
    const xs = [1.05, 1.2, 1.5, 2, 3, 5].map(runToRunChance);
    for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeLessThan(xs[i - 1]);
    expect(runToRunChance(1 / 1.5)).toBeCloseTo(runToRunChance(1.5), 12);
    expect(runToRunChance(100)).toBe(0);
    expect(runToRunChance(Infinity)).toBe(0);
    expect(runToRunChance(0)).toBe(0);
  });

  it('is given only where a side has one run, and not to renamed code', () => {
    const list = [finding(0.3, 0.6), finding(0.2, 0.2, 'renamed')];
    expect(withRunToRun(diffOf(3, 3), list).map((f) => f.runToRun)).toEqual([undefined, undefined]);
    const one = withRunToRun(diffOf(1, 3), list);
    expect(one[0].runToRun).toBeCloseTo(runToRunChance(2), 12);
    expect(one[1].runToRun).toBeUndefined();
  });

  it('is not given where a run holds fewer samples of the finding than the measured pairs did: that could be run-to-run', () => {
    // 30% and 40% of 100 samples a run: 30 and 40, under the measured 50 on both sides.
    const [few] = withRunToRun(diffOf(1, 1, 'bulk', 100), [finding(0.3, 0.4)]);
    expect(few.runToRun).toBeUndefined();
    expect(few.runToRunUnmeasured).toBe(true);
    // One side at 50 or more is enough: 3 samples that became 60 are not a small function's noise.
    const [grown] = withRunToRun(diffOf(1, 1, 'bulk', 100), [finding(0.03, 0.6)]);
    expect(grown.runToRun).toBeCloseTo(runToRunChance(20), 12);
    expect(grown.runToRunUnmeasured).toBeUndefined();
  });

  it('compares shares as odds: a large frame that moved a little changed its odds as much as a small one that moved more', () => {
    const big = findingRatio(diffOf(1, 1, 'share'), finding(0.703, 0.753));
    const small = findingRatio(diffOf(1, 1, 'share'), finding(0.1, 0.125));
    expect(big).toBeCloseTo(1.29, 2);
    expect(small).toBeCloseTo(1.286, 2);
    // Bulk values are cost against the unchanged code already: their plain ratio.
    expect(findingRatio(diffOf(1, 1), finding(0.703, 0.906))).toBeCloseTo(1.289, 3);
  });

  it('gives no chance to code one run lacks: the pairs measured are of functions both runs hold', () => {
    const [n, v] = withRunToRun(diffOf(1, 1), [finding(0, 0.1, 'new'), finding(0.1, 0, 'vanished')]);
    expect(n.runToRun).toBeUndefined();
    expect(v.runToRun).toBeUndefined();
  });
});
