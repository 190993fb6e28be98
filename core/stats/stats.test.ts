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

describe('moderated t-test', () => {
  it('digamma and trigamma match known values', async () => {
    const { digamma, trigamma } = await import('./moderated.js');
    expect(digamma(1)).toBeCloseTo(-0.5772156649, 9);
    expect(digamma(0.5)).toBeCloseTo(-1.9635100260, 9);
    expect(trigamma(1)).toBeCloseTo(Math.PI ** 2 / 6, 9);
    expect(trigamma(0.5)).toBeCloseTo(Math.PI ** 2 / 2, 9);
  });

  it('fits the prior of variances drawn from a scaled chi-square', async () => {
    const { fitVariancePrior } = await import('./moderated.js');
    // Variances with 4 df each around s0² = 2 with a prior of d0 = 10: simulate deterministically.
    let x = 12345;
    const rnd = () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const normal = () => Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
    const chi2 = (k: number) => Array.from({ length: k }, normal).reduce((a, z) => a + z * z, 0);
    const s2: number[] = [];
    for (let i = 0; i < 4000; i++) {
      const sigma2 = (10 * 2) / chi2(10); // inverse scaled chi-square prior
      s2.push((sigma2 * chi2(4)) / 4);
    }
    const prior = fitVariancePrior(s2, s2.map(() => 4));
    expect(prior.d0).toBeGreaterThan(6);
    expect(prior.d0).toBeLessThan(16);
    expect(prior.s02).toBeGreaterThan(1.6);
    expect(prior.s02).toBeLessThan(2.5);
  });
});
