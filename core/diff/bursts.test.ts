import { describe, expect, it } from 'vitest';
import { detectFindings } from '../detectors/findings.js';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { successiveDispersion } from './bursts.js';
import { diffProfiles } from './diff.js';

describe('successiveDispersion', () => {
  const samples = Array.from({ length: 20 }, () => 200);
  it('is about 1 for counts that vary as sampling does', () => {
    // 10% of 200 samples a block: binomial variance 18; consecutive blocks 6 apart, half of 36 is 18.
    const counts = Array.from({ length: 20 }, (_, b) => 20 + (b % 2 === 0 ? 3 : -3));
    expect(successiveDispersion(counts, samples)).toBeCloseTo(1, 5);
  });
  it('is large for a collector that runs in bursts: most blocks none, some many', () => {
    const counts = Array.from({ length: 20 }, (_, b) => (b % 4 === 0 ? 80 : 0));
    expect(successiveDispersion(counts, samples)).toBeGreaterThan(20);
  });
  it('does not count a steady trend as noise', () => {
    // The collector's share grows smoothly with the heap: 10 → 29 samples a block.
    const trend = Array.from({ length: 20 }, (_, b) => 10 + b);
    expect(successiveDispersion(trend, samples)).toBeLessThan(0.1);
  });
  it('is 0 when there is nothing to measure', () => {
    expect(successiveDispersion([0, 0, 0], [100, 100, 100])).toBe(0);
    expect(successiveDispersion([5], [100])).toBe(0);
  });
});

describe('a one-run diff with sample order', () => {
  /** One run whose samples come in the order given: `[stack, times]` pieces, one sample each. */
  const run = (pieces: readonly [string[], number][]): Profile => {
    const b = new ProfileBuilder('samples');
    for (const [stack, times] of pieces) {
      const ids = stack.map((name) => b.internFrame({ name, kind: name.startsWith('(') ? 'unknown' : 'jit' }));
      for (let i = 0; i < times; i++) {
        let node = 0;
        for (const id of ids) node = b.child(node, id);
        b.addSample(node, 1);
      }
    }
    return b.build({ sourceFormat: 'v8-cpuprofile' });
  };
  /** 40 slices of twelve steady steps, the collector running in every fourth for `gc` samples at once. */
  const work: [string[], number][] = Array.from({ length: 12 }, (_, j) => [['main', `step${j}`], 3 + (j % 4)] as [string[], number]);
  const program = (gc: number) =>
    run(Array.from({ length: 40 }, (_, i) => [...work, ...(i % 4 === 0 ? [[['(garbage collector)'], gc] as [string[], number]] : [])]).flat());
  it('tests the collector against its own bursts, not the code’s noise', () => {
    // 400 collector samples in ten bursts before, 560 after: +6.3 pp that the code's branch
    // ratios (φ 1.26) call certain (p ≈ 3e-5); against its bursts, p ≈ 0.55.
    const diff = diffProfiles([program(40)], [program(56)]);
    const gc = diff.functions.find((f) => f.name === '(garbage collector)');
    expect(gc).toBeDefined();
    expect(gc!.significant).toBe(false);
    expect(detectFindings(diff)).toEqual([]);
  });
});
