import { normalCdf } from './distributions.js';

/**
 * The reference distribution of a difference whose variance is estimated, but known to be at
 * least a floor.
 *
 * Why: a sampled profile's run-to-run variance can never be below the sampling (multinomial)
 * variance, which is known exactly from the counts. limma's moderated t marginalises the
 * unknown variance over its posterior, a scaled inverse-χ² on ν degrees of freedom; when that
 * posterior sits below the floor, using the floor in a t on ν degrees of freedom (as if the
 * floor itself were uncertain) throws away what the counts say. The honest posterior is the
 * same one truncated to variances at or above the floor. Marginalising the normal over it gives
 * a p-value between the t (no truncation: the posterior is far above the floor) and the normal
 * at the floor (the posterior is far below it), continuously.
 *
 * The integral is over X ~ χ²_ν, the variance of the difference being V·ν/X, on the part where
 * that is at least the floor (X ≤ ν·V/floor), by Simpson's rule with the weights normalised
 * numerically (no χ² CDF needed).
 */
export interface FloorBoundReference {
  /** 1/sd of the difference at each node. */
  readonly inverseSd: Float64Array;
  /** Probability weight of each node (they sum to 1). */
  readonly weight: Float64Array;
}

/** Simpson intervals (even); the χ² density is smooth on the range used. */
const INTERVALS = 96;
/** The χ² density beyond this many standard deviations from its mean is ignored. */
const TAIL_SDS = 12;

/**
 * The truncated posterior as nodes and weights, or undefined when no integral is needed:
 * `{ normal: sd }` when the whole posterior is below the floor (the difference is normal with
 * the floor's sd), `{ t: true }` when none of it is (the plain moderated t applies).
 */
export function floorBoundReference(
  varianceOfDelta: number,
  df: number,
  floorVarOfDelta: number,
): FloorBoundReference | { normalSd: number } | { plainT: true } {
  if (!(floorVarOfDelta > 0)) return { plainT: true };
  if (!(varianceOfDelta > 0) || !Number.isFinite(df) || df > 1e6) {
    return varianceOfDelta >= floorVarOfDelta ? { plainT: true } : { normalSd: Math.sqrt(floorVarOfDelta) };
  }
  if (df < 2) return { plainT: true };
  const spread = TAIL_SDS * Math.sqrt(2 * df);
  const lo = Math.max(0, df - spread);
  const hi = df + spread;
  const xmax = (df * varianceOfDelta) / floorVarOfDelta;
  if (xmax >= hi) return { plainT: true };
  if (xmax <= lo) return { normalSd: Math.sqrt(floorVarOfDelta) };
  return simpsonNodes(varianceOfDelta, df, lo, xmax);
}

function simpsonNodes(v: number, df: number, lo: number, hi: number): FloorBoundReference {
  const n = INTERVALS;
  const h = (hi - lo) / n;
  const logDensity = new Float64Array(n + 1);
  const x = new Float64Array(n + 1);
  let top = -Infinity;
  for (let i = 0; i <= n; i++) {
    x[i] = lo + i * h;
    logDensity[i] = x[i] > 0 ? (df / 2 - 1) * Math.log(x[i]) - x[i] / 2 : df === 2 ? 0 : -Infinity;
    top = Math.max(top, logDensity[i]);
  }
  const weight = new Float64Array(n + 1);
  const inverseSd = new Float64Array(n + 1);
  let sum = 0;
  for (let i = 0; i <= n; i++) {
    const coef = i === 0 || i === n ? 1 : i % 2 === 1 ? 4 : 2;
    weight[i] = coef * Math.exp(logDensity[i] - top);
    sum += weight[i];
    inverseSd[i] = Math.sqrt(x[i] / (df * v));
  }
  for (let i = 0; i <= n; i++) weight[i] /= sum;
  return { inverseSd, weight };
}

/** Two-sided p-value of a difference `delta` under the reference. */
export function floorBoundP(ref: FloorBoundReference, delta: number): number {
  const d = Math.abs(delta);
  let p = 0;
  for (let i = 0; i < ref.weight.length; i++) p += ref.weight[i] * 2 * normalCdf(-d * ref.inverseSd[i]);
  return Math.min(1, p);
}

/** The |difference| whose two-sided p-value is `alpha` (Newton's method, bisection-guarded). */
export function floorBoundCritical(ref: FloorBoundReference, alpha: number): number {
  // Every node's sd is at least the floor's and at most the largest node's: bracket there.
  let maxInv = 0;
  let minInv = Infinity;
  for (let i = 0; i < ref.inverseSd.length; i++) {
    if (ref.weight[i] <= 0) continue;
    maxInv = Math.max(maxInv, ref.inverseSd[i]);
    minInv = Math.min(minInv, ref.inverseSd[i]);
  }
  const z = normalQuantileUpper(alpha / 2);
  let lo = z / maxInv;
  let hi = minInv > 0 ? z / minInv : lo * 1e3;
  let c = (lo + hi) / 2;
  for (let iter = 0; iter < 60 && hi - lo > 1e-12 * hi; iter++) {
    const f = floorBoundP(ref, c) - alpha;
    if (f > 0) lo = c;
    else hi = c;
    let slope = 0;
    for (let i = 0; i < ref.weight.length; i++) {
      const s = ref.inverseSd[i];
      slope -= ref.weight[i] * 2 * s * Math.exp(-0.5 * (c * s) ** 2) / Math.sqrt(2 * Math.PI);
    }
    const next = slope < 0 ? c - f / slope : NaN;
    c = next > lo && next < hi ? next : (lo + hi) / 2;
  }
  return c;
}

/** The mean variance of the difference under the reference (its standard error, squared). */
export function floorBoundVariance(ref: FloorBoundReference): number {
  let v = 0;
  for (let i = 0; i < ref.weight.length; i++) if (ref.inverseSd[i] > 0) v += ref.weight[i] / ref.inverseSd[i] ** 2;
  return v;
}

/** z with P(Z > z) = q, by bisection on Φ (called a handful of times per test). */
function normalQuantileUpper(q: number): number {
  let lo = 0;
  let hi = 40;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (1 - normalCdf(mid) > q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
