import { describe, expect, it } from 'vitest';
import { normalCdf, studentTCdf, studentTQuantile } from './distributions.js';
import { benjaminiHochberg, welch } from './tests.js';

describe('distributions', () => {
  it.each([
    [0, 1, 0.5],
    [1.96, 1e9, 0.975002],
    [2.015048, 5, 0.95],
    [12.7062, 1, 0.975],
    [-2.776445, 4, 0.025],
  ])('t cdf(%f, df=%f) ≈ %f', (t, df, p) => expect(studentTCdf(t, df)).toBeCloseTo(p, 5));

  it('normal cdf and t quantile agree with tables', () => {
    expect(normalCdf(1.644854)).toBeCloseTo(0.95, 6);
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.228139, 5);
  });
});

describe('welch', () => {
  it('matches a textbook example', () => {
    // Two samples; R: t.test(y, x) gives t = 2.8, df ≈ 7.7, p ≈ 0.0243 (computed by hand below).
    const x = [19.1, 20.3, 18.9, 19.8, 20.1];
    const y = [21.0, 22.4, 19.9, 21.8, 22.6];
    const r = welch(x, y);
    const mx = x.reduce((a, b) => a + b) / 5;
    const my = y.reduce((a, b) => a + b) / 5;
    expect(r.delta).toBeCloseTo(my - mx, 12);
    const vx = x.reduce((a, b) => a + (b - mx) ** 2, 0) / 4;
    const vy = y.reduce((a, b) => a + (b - my) ** 2, 0) / 4;
    const se = Math.sqrt(vx / 5 + vy / 5);
    expect(r.se).toBeCloseTo(se, 12);
    const df = (vx / 5 + vy / 5) ** 2 / ((vx / 5) ** 2 / 4 + (vy / 5) ** 2 / 4);
    expect(r.df).toBeCloseTo(df, 10);
    expect(r.p).toBeCloseTo(2 * (1 - studentTCdf(r.delta / se, df)), 10);
    expect(r.ciLow).toBeLessThan(r.delta);
    expect(r.p).toBeLessThan(0.05);
  });

  it('uses the variance floor when replicates agree exactly', () => {
    const r = welch([0.1, 0.1, 0.1], [0.12, 0.12, 0.12], 1e-4, 1e-4);
    expect(r.se).toBeCloseTo(Math.sqrt(2e-4 / 3), 12);
    expect(r.p).toBeGreaterThan(0.01);
  });

  it('is symmetric: swapping the sides mirrors delta and keeps p', () => {
    const a = welch([1, 2, 3], [2, 4, 5]);
    const b = welch([2, 4, 5], [1, 2, 3]);
    expect(b.delta).toBeCloseTo(-a.delta, 12);
    expect(b.p).toBeCloseTo(a.p, 12);
  });
});

describe('benjamini-hochberg', () => {
  it('matches the step-up procedure', () => {
    // p = [0.01, 0.04, 0.03, 0.005] → sorted 0.005, 0.01, 0.03, 0.04 → q = 0.02, 0.02, 0.04, 0.04
    expect(benjaminiHochberg([0.01, 0.04, 0.03, 0.005]).map((q) => +q.toFixed(6))).toEqual([0.02, 0.04, 0.04, 0.02]);
  });
});
