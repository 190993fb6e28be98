import { describe, expect, it } from 'vitest';
import { classify, nextProbe } from './bisect.js';

describe('bisection', () => {
  it('tests the middle commit, stepping around skipped ones, and stops when good and bad meet', () => {
    expect(nextProbe(0, 8, new Set())).toBe(4);
    expect(nextProbe(0, 8, new Set([4]))).toBe(5);
    expect(nextProbe(0, 8, new Set([4, 5]))).toBe(3);
    expect(nextProbe(3, 4, new Set())).toBeUndefined();
    expect(nextProbe(3, 5, new Set([4]))).toBeUndefined();
  });

  it('a step is bad when the function is significantly slower, good when not half as much slower, else it needs runs', () => {
    const effect = 0.1;
    expect(classify({ delta: 0.09, ciHigh: 0.12, q: 0.001 }, effect, 0.01, false)).toEqual({ verdict: 'bad', certain: true });
    expect(classify({ delta: 0.01, ciHigh: 0.03, q: 0.5 }, effect, 0.01, false)).toEqual({ verdict: 'good', certain: true });
    expect(classify(undefined, effect, 0.01, false)).toEqual({ verdict: 'good', certain: true });
    expect(classify({ delta: 0.04, ciHigh: 0.09, q: 0.2 }, effect, 0.01, false).verdict).toBe('continue');
    expect(classify({ delta: 0.06, ciHigh: 0.09, q: 0.2 }, effect, 0.01, true)).toEqual({ verdict: 'bad', certain: false });
    // Significant but faster is not the regression being followed.
    expect(classify({ delta: -0.05, ciHigh: -0.02, q: 0.001 }, effect, 0.01, false).verdict).toBe('good');
  });
});
