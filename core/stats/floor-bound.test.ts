import { describe, expect, it } from 'vitest';
import { normalCdf, studentTTwoSided } from './distributions.js';
import { floorBoundCritical, floorBoundP, floorBoundReference, floorBoundVariance, type FloorBoundReference } from './floor-bound.js';
import { moderatedTest } from './moderated.js';

const nodes = (r: ReturnType<typeof floorBoundReference>): FloorBoundReference => {
  if ('normalSd' in r || 'plainT' in r) throw new Error('expected an integral');
  return r;
};

describe('the posterior truncated at the sampling floor', () => {
  it('with the floor far below the posterior, it is the plain moderated t', () => {
    expect(floorBoundReference(1, 10, 1e-4)).toEqual({ plainT: true });
  });

  it('with the whole posterior below the floor, it is the normal at the floor', () => {
    expect(floorBoundReference(1e-4, 1000, 1)).toEqual({ normalSd: 1 });
    // With few degrees of freedom the variance above the floor keeps the inverse-χ²'s tail (a
    // Pareto with shape ν/2, mean ν/(ν−2) floors), so the test stays wider than that normal.
    const ref = nodes(floorBoundReference(1e-4, 10, 1));
    expect(floorBoundVariance(ref)).toBeCloseTo(10 / 8, 2);
    expect(floorBoundP(ref, 2.5)).toBeGreaterThan(2 * normalCdf(-2.5));
  });

  it('integrated over (almost) the whole χ², it reproduces Student t (the marginal it should be)', () => {
    // The floor at V/6: the truncation cuts χ²₁₀ at 60, beyond which it has ~4e-9 of its mass.
    const ref = nodes(floorBoundReference(1, 10, 1 / 6));
    for (const d of [0.5, 1.5, 2.5, 4]) expect(floorBoundP(ref, d)).toBeCloseTo(studentTTwoSided(d, 10), 4);
    expect(floorBoundCritical(ref, 0.05)).toBeCloseTo(2.228139, 3);
  });

  it('lies between the normal at the floor and the t, and moves monotonically with the floor', () => {
    const t = studentTTwoSided(3, 8);
    let previous = 0;
    for (const floor of [0.2, 0.5, 1, 2, 4]) {
      const ref = floorBoundReference(1, 8, floor);
      const p = 'normalSd' in ref ? 2 * normalCdf(-3 / ref.normalSd) : 'plainT' in ref ? t : floorBoundP(ref, 3);
      // A higher floor means a larger variance: a larger p-value.
      expect(p).toBeGreaterThanOrEqual(previous);
      expect(p).toBeGreaterThanOrEqual(2 * normalCdf(-3 / Math.sqrt(floor)) - 1e-12);
      previous = p;
    }
  });

  it('never has a variance below the floor', () => {
    const ref = nodes(floorBoundReference(0.5, 10, 1));
    expect(floorBoundVariance(ref)).toBeGreaterThan(1);
    expect(floorBoundCritical(ref, 0.05)).toBeGreaterThan(1.959964);
  });

  it('a moderated test whose posterior is below the floor is more certain than a t at the floor', () => {
    // Posterior variance of Δ: 0.5 (per replicate 0.75 with 3 + 3), the floor 1, 11 degrees of freedom.
    const r = moderatedTest(0, 4, 3, 3, 0.75, 4, 1, { d0: 7, s02: 0.75 }, 1);
    expect(r.p).toBeLessThan(studentTTwoSided(4, 11));
    expect(r.p).toBeGreaterThan(2 * normalCdf(-4));
    expect(r.ciHigh - r.delta).toBeCloseTo(r.delta - r.ciLow, 12);
  });
});
