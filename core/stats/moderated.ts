import { normalCdf, studentTQuantile, studentTTwoSided } from './distributions.js';
import { floorBoundCritical, floorBoundP, floorBoundReference, floorBoundVariance } from './floor-bound.js';
import type { TestResult } from './tests.js';

/** ψ(x), the digamma function (recurrence to x ≥ 6, then the asymptotic series). */
export function digamma(x: number): number {
  let r = 0;
  while (x < 6) {
    r -= 1 / x;
    x += 1;
  }
  const f = 1 / (x * x);
  return r + Math.log(x) - 0.5 / x - f * (1 / 12 - f * (1 / 120 - f * (1 / 252 - f * (1 / 240 - f / 132))));
}

/** ψ'(x), the trigamma function. */
export function trigamma(x: number): number {
  let r = 0;
  while (x < 6) {
    r += 1 / (x * x);
    x += 1;
  }
  const f = 1 / (x * x);
  return r + 1 / x + f / 2 + (f / x) * (1 / 6 - f * (1 / 30 - f * (1 / 42 - f / 30)));
}

/** Solves trigamma(y) = v for y > 0 (Newton's method as in limma's trigammaInverse). */
function trigammaInverse(v: number): number {
  if (v > 1e7) return 1 / Math.sqrt(v);
  if (v < 1e-6) return 1 / v;
  let y = 0.5 + 1 / v;
  for (let i = 0; i < 50; i++) {
    const tri = trigamma(y);
    const d = (tri * (1 - tri / v)) / polygamma2(y);
    y += d;
    if (!Number.isFinite(y) || y <= 0) return 1 / v;
    if (Math.abs(d / y) < 1e-8) break;
  }
  return y;
}

/** ψ''(x), for Newton steps. */
function polygamma2(x: number): number {
  let r = 0;
  while (x < 6) {
    r -= 2 / (x * x * x);
    x += 1;
  }
  const f = 1 / (x * x);
  return r - 1 / (x * x) - 1 / (x * x * x) - (f * f) * (1 / 2 - f * (1 / 6 - f / 6));
}

/** Normal quantiles for the interval (97.5%) and the 80% power of the minimum detectable effect. */
const Z975 = 1.959963984540054;
const Z80 = 0.8416212335729143;

/** The prior of the empirical-Bayes variance model: d0 degrees of freedom around s0². */
export interface VariancePrior {
  readonly d0: number;
  readonly s02: number;
}

/**
 * Fits the scaled-χ² prior of limma (Smyth 2004) to sample variances `s2` with `df` degrees of
 * freedom each, by moments of log s². d0 = ∞ means all variances look like one common value.
 */
export function fitVariancePrior(s2: readonly number[], df: readonly number[]): VariancePrior {
  const e: number[] = [];
  const tri: number[] = [];
  for (let i = 0; i < s2.length; i++) {
    if (!(s2[i] > 0) || !(df[i] > 0)) continue;
    e.push(Math.log(s2[i]) - digamma(df[i] / 2) + Math.log(df[i] / 2));
    tri.push(trigamma(df[i] / 2));
  }
  if (e.length < 3) return { d0: 0, s02: 0 };
  const mean = e.reduce((a, b) => a + b, 0) / e.length;
  const varE = e.reduce((a, b) => a + (b - mean) ** 2, 0) / (e.length - 1);
  const excess = varE - tri.reduce((a, b) => a + b, 0) / tri.length;
  if (excess <= 0) return { d0: Infinity, s02: Math.exp(mean) };
  const d0 = 2 * trigammaInverse(excess);
  return { d0, s02: Math.exp(mean + digamma(d0 / 2) - Math.log(d0 / 2)) };
}

/**
 * The moderated two-sample t-test for one quantity: the pooled within-side variance `s2` (on
 * `d` degrees of freedom) is shrunk toward the prior, the test gets d0 + d degrees of freedom.
 * `shape` rescales the prior to this quantity (variances are fitted on a relative scale).
 */
export function moderatedTest(
  meanBefore: number,
  meanAfter: number,
  nBefore: number,
  nAfter: number,
  s2: number,
  d: number,
  shape: number,
  prior: VariancePrior,
  floorVarOfDelta: number,
  sharedVarOfDelta = 0,
): TestResult {
  const delta = meanAfter - meanBefore;
  let post: number;
  let df: number;
  if (prior.d0 === Infinity) {
    post = prior.s02 * shape;
    df = 1e8;
  } else if (prior.d0 > 0) {
    // limma's posterior variance: the quantity's own variance and the prior, weighted by their
    // degrees of freedom, on d0 + d degrees of freedom, whichever of the two is larger.
    post = (prior.d0 * prior.s02 * shape + d * s2) / (prior.d0 + d);
    df = prior.d0 + d;
  } else {
    post = s2;
    df = Math.max(1, d);
  }
  // The posterior is truncated at the sampling floor (floor-bound.ts): where it lies far above,
  // this is limma's moderated t; far below, a normal at the floor; in between, the integral.
  // Variance every replicate of a side shares (a time block's run-level scale) adds to both.
  const ref = floorBoundReference(post * (1 / nBefore + 1 / nAfter) + sharedVarOfDelta, df, floorVarOfDelta + sharedVarOfDelta);
  if ('normalSd' in ref) {
    const se = ref.normalSd;
    const p = Math.min(1, 2 * normalCdf(-Math.abs(delta) / se));
    return { delta, se, df, p, ciLow: delta - Z975 * se, ciHigh: delta + Z975 * se, mde: (Z975 + Z80) * se };
  }
  if (!('plainT' in ref)) {
    const crit = floorBoundCritical(ref, 0.05);
    const se = Math.sqrt(floorBoundVariance(ref));
    return { delta, se, df, p: floorBoundP(ref, delta), ciLow: delta - crit, ciHigh: delta + crit, mde: crit + floorBoundCritical(ref, 0.4) };
  }
  const varDelta = Math.max(post * (1 / nBefore + 1 / nAfter), floorVarOfDelta) + sharedVarOfDelta;
  const se = Math.sqrt(varDelta);
  if (se === 0) return { delta, se, df, p: delta === 0 ? 1 : 0, ciLow: delta, ciHigh: delta, mde: 0 };
  const p = Math.min(1, studentTTwoSided(delta / se, df));
  const tc = studentTQuantile(0.975, df);
  const tp = studentTQuantile(0.8, df);
  return { delta, se, df, p, ciLow: delta - tc * se, ciHigh: delta + tc * se, mde: (tc + tp) * se };
}
