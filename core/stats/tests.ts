import { studentTQuantile, studentTTwoSided } from './distributions.js';

/** The outcome of comparing one quantity between the two sides. */
export interface TestResult {
  /** after − before (of the per-replicate means). */
  readonly delta: number;
  /** Standard error of `delta`. */
  readonly se: number;
  /** Welch–Satterthwaite degrees of freedom. */
  readonly df: number;
  /** Two-sided p-value. */
  readonly p: number;
  /** 95% confidence interval of `delta`. */
  readonly ciLow: number;
  readonly ciHigh: number;
  /**
   * Minimum detectable effect: the smallest |delta| this test would detect with 80% power at
   * α = 0.05, given the observed variance.
   */
  readonly mde: number;
}

function meanVar(xs: ArrayLike<number>): [mean: number, variance: number] {
  let m = 0;
  for (let i = 0; i < xs.length; i++) m += xs[i];
  m /= xs.length;
  let v = 0;
  for (let i = 0; i < xs.length; i++) v += (xs[i] - m) ** 2;
  return [m, xs.length > 1 ? v / (xs.length - 1) : 0];
}

/**
 * Welch's unequal-variance t-test of mean(ys) − mean(xs). Each side's replicate variance is
 * floored at `floorX` / `floorY` (the sampling variance of one replicate), so replicates that
 * agree by chance cannot make a difference look infinitely certain.
 */
export function welch(xs: ArrayLike<number>, ys: ArrayLike<number>, floorX = 0, floorY = 0): TestResult {
  const [mx, vx0] = meanVar(xs);
  const [my, vy0] = meanVar(ys);
  const vx = Math.max(vx0, floorX);
  const vy = Math.max(vy0, floorY);
  const nx = xs.length;
  const ny = ys.length;
  const a = vx / nx;
  const b = vy / ny;
  const se = Math.sqrt(a + b);
  const delta = my - mx;
  const dfDen = (nx > 1 ? (a * a) / (nx - 1) : 0) + (ny > 1 ? (b * b) / (ny - 1) : 0);
  // No replicate-estimated variance on either side (single replicates, known variance): normal.
  const df = dfDen > 0 ? Math.max(1, (a + b) ** 2 / dfDen) : Infinity;
  if (se === 0) {
    const p = delta === 0 ? 1 : 0;
    return { delta, se, df, p, ciLow: delta, ciHigh: delta, mde: 0 };
  }
  const t = delta / se;
  const p = Math.min(1, studentTTwoSided(t, df));
  const tc = studentTQuantile(0.975, df);
  const tp = studentTQuantile(0.8, df);
  return { delta, se, df, p, ciLow: delta - tc * se, ciHigh: delta + tc * se, mde: (tc + tp) * se };
}

/**
 * Benjamini–Hochberg q-values: the smallest false discovery rate at which each test would be
 * declared significant. Controls the expected share of false findings among the reported ones.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const q = new Array<number>(m);
  let running = 1;
  for (let k = m - 1; k >= 0; k--) {
    const [p, i] = order[k];
    running = Math.min(running, (p * m) / (k + 1));
    q[i] = running;
  }
  return q;
}

/**
 * Benjamini–Hochberg over distinct hypotheses: quantities with the same `key` (a node and the
 * function it alone holds, a parent and its only child) are one hypothesis, tested once and
 * counted once in m, so repeating a quantity under several names cannot raise the q-values of
 * everything else. Each quantity gets its key's q-value; the smallest p of a key stands for it.
 */
export function benjaminiHochbergDistinct(pValues: readonly number[], keys: readonly string[]): number[] {
  const index = new Map<string, number>();
  const ps: number[] = [];
  const of = keys.map((k, i) => {
    let j = index.get(k);
    if (j === undefined) {
      j = ps.length;
      index.set(k, j);
      ps.push(pValues[i]);
    } else {
      ps[j] = Math.min(ps[j], pValues[i]);
    }
    return j;
  });
  const q = benjaminiHochberg(ps);
  return of.map((j) => q[j]);
}

