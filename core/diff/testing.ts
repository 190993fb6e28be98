import { fitVariancePrior, moderatedTest, type VariancePrior } from '../stats/moderated.js';
import { welch, type TestResult } from '../stats/tests.js';
import type { SideReplicates } from './replicates.js';
import type { Scale } from './scale.js';

/**
 * Fewer distinct tested quantities than this: the variance prior is fitted only when the
 * caller says their variances are separate evidence (`priorFromFew`), else a plain pooled t.
 */
const MIN_PRIOR_QUANTITIES = 10;
/** The most degrees of freedom the variance prior may add. */
const MAX_PRIOR_DF = 20;

/** Per quantity: its replicate values on each side and the mean sampling variance of one. */
export interface QuantityValues {
  readonly before: Float64Array[];
  readonly after: Float64Array[];
  readonly floorBefore: Float64Array;
  readonly floorAfter: Float64Array;
  /** Variance of each side's mean that its replicates share (time blocks of one run: its bulk). */
  readonly sharedBefore: Float64Array;
  readonly sharedAfter: Float64Array;
}

/** Values and sampling variances of every quantity in every replicate. */
export function quantityValues(K: number, repB: SideReplicates, repA: SideReplicates, scale: Scale): QuantityValues {
  const side = (s: SideReplicates) => {
    const values = Array.from({ length: K }, () => new Float64Array(s.reps.length));
    const floor = new Float64Array(K);
    const shared = new Float64Array(K);
    s.reps.forEach((rep, i) => {
      for (let k = 0; k < K; k++) {
        values[k][i] = scale.value(rep, k);
        floor[k] += scale.variance(rep, k) / s.reps.length;
        shared[k] += scale.sharedVariance(rep, k) / s.reps.length;
      }
    });
    return { values, floor, shared };
  };
  const b = side(repB);
  const a = side(repA);
  return { before: b.values, after: a.values, floorBefore: b.floor, floorAfter: a.floor, sharedBefore: b.shared, sharedAfter: a.shared };
}

/** A key per quantity: equal keys are the same hypothesis (identical values on both sides). */
export function hypothesisKeys(v: QuantityValues): string[] {
  return v.before.map((b, k) => `${Array.from(b).join(',')}|${Array.from(v.after[k]).join(',')}`);
}

export interface Tests {
  readonly results: TestResult[];
  readonly prior?: VariancePrior;
}

const mean = (xs: Float64Array) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * Both sides have replicates (runs or time blocks): limma's moderated t-test. Each quantity's
 * pooled replicate variance, relative to its own sampling variance, is shrunk toward a
 * scaled-χ² prior fitted across the distinct quantities; with 3 runs a side a lone variance
 * has 4 degrees of freedom and is itself very noisy. The posterior is limma's (Smyth 2004).
 */
export function moderatedTests(
  v: QuantityValues,
  keys: readonly string[],
  blockFloor?: { before: number; after: number },
  inBlocks: { before: boolean; after: boolean } = { before: false, after: false },
  options: { readonly priorFromFew?: boolean } = {},
): Tests {
  const floorScale = blockFloor ?? { before: 1, after: 1 };
  const K = v.before.length;
  const stats = [];
  for (let k = 0; k < K; k++) {
    const b = v.before[k];
    const a = v.after[k];
    const mB = mean(b);
    const mA = mean(a);
    const ss = (inBlocks.before ? successiveSquares(b) : squaresAbout(b, mB)) + (inBlocks.after ? successiveSquares(a) : squaresAbout(a, mA));
    const d = b.length + a.length - 2;
    // The sampling variance of one replicate: the shape of this quantity's noise.
    const shape = (v.floorBefore[k] + v.floorAfter[k]) / 2;
    stats.push({ mB, mA, nB: b.length, nA: a.length, s2: d > 0 ? ss / d : 0, d, shape });
  }
  const seen = new Set<string>();
  const rel: number[] = [];
  const dfs: number[] = [];
  for (let k = 0; k < K; k++) {
    if (seen.has(keys[k]) || !(stats[k].s2 > 0) || !(stats[k].shape > 0)) continue;
    seen.add(keys[k]);
    rel.push(stats[k].s2 / stats[k].shape);
    dfs.push(stats[k].d);
  }
  const fitted = rel.length >= MIN_PRIOR_QUANTITIES || options.priorFromFew ? fitVariancePrior(rel, dfs) : { d0: 0, s02: 0 };
  const prior = { d0: Math.min(fitted.d0, MAX_PRIOR_DF, priorInformation(dfs)), s02: fitted.s02 };
  const sampler = blockFloor ? 1 : samplerScale(prior);
  const results = stats.map((x, k) => {
    // The sampling variance of each side's mean is a floor under the test's variance; for a
    // single run cut into time blocks it is inflated by the overdispersion between runs.
    const floor = sampler * ((floorScale.before * v.floorBefore[k]) / x.nB + (floorScale.after * v.floorAfter[k]) / x.nA);
    return moderatedTest(x.mB, x.mA, x.nB, x.nA, x.s2, x.d, x.shape, prior, floor, v.sharedBefore[k] + v.sharedAfter[k]);
  });
  return { results, prior };
}

/**
 * The most degrees of freedom a prior fitted on quantities with these degrees of freedom can
 * carry about any one of them: what the others hold (all but the largest). It binds only on
 * small programs (`priorFromFew`); with six or more quantities of 4 degrees of freedom the
 * 20-degree cap is lower.
 */
function priorInformation(dfs: readonly number[]): number {
  let sum = 0;
  let largest = 0;
  for (const d of dfs) {
    sum += d;
    largest = Math.max(largest, d);
  }
  return sum - largest;
}

const squaresAbout = (xs: Float64Array, m: number) => xs.reduce((x, y) => x + (y - m) ** 2, 0);

/**
 * Half the summed squares of successive differences (von Neumann): an estimate of (n − 1)σ², as
 * the squares about the mean are, for replicates in time order. Why for time blocks: a run is
 * not stationary. In a C program of three threads with fixed work, one thread finished early, so
 * its function was 10-20% of the first fifteen blocks and 0% of the last five; about their mean
 * the blocks varied six times the multinomial and a doubled function (+8 pp) was not significant.
 * A step or a slow drift moves one or a few successive differences, not every square about the
 * mean; for stationary blocks the two agree.
 */
function successiveSquares(xs: Float64Array): number {
  let ss = 0;
  for (let i = 1; i < xs.length; i++) ss += (xs[i] - xs[i - 1]) ** 2;
  return ss / 2;
}

/**
 * How noisy the sampler is relative to the multinomial, as the runs measure it: the variance
 * prior's scale where that is below 1, else 1. Runs on both sides only (time blocks keep the
 * multinomial floor inflated by φ).
 *
 * Why: the multinomial variance is a floor only for a sampler that draws at random times. A
 * regular clock (Go's SIGPROF, perf's frequency mode, py-spy's interval) samples
 * systematically, and its counts can vary less. On a Go capture with three runs a side the
 * frames varied at 0.65 of the multinomial; at the multinomial floor a +5.6 pp change (its runs
 * 5.0-6.9% before, 10.6-12.2% after) came out at q = 0.083, and a naive pooled z-test named it.
 * The price, measured: on the py-spy noise pool, whose ~10% work functions vary at 1.6-1.8 times
 * the multinomial over twelve runs but look quieter than that in some three-run splits, false
 * alarms went from 1 to 2 of 100 three-run splits (1 of 100 read without sample order).
 */
function samplerScale(prior: VariancePrior): number {
  return prior.d0 > 0 && prior.s02 > 0 ? Math.min(1, prior.s02) : 1;
}

/**
 * Fewer samples of a quantity than this on a side, and its own count no longer says how
 * variable it is (the n·p ≥ 10 rule of the normal approximation): its variance is then at
 * least what it would be under "no change" (`nullFloors`).
 */
const FEW_SAMPLES = 10;

/**
 * A side without replicates (one run): Welch's test with that side's
 * variance from the multinomial model inflated by φ; a side with replicates keeps its own.
 * Where a side holds few samples of the quantity, its variance is at least what it would be
 * under "no change" (`nullFloors`).
 */
export function overdispersedTests(
  v: QuantityValues,
  repB: SideReplicates,
  repA: SideReplicates,
  phi: number | Float64Array,
  scale: Scale,
  bursts: { readonly before?: Float64Array; readonly after?: Float64Array } = {},
): Tests {
  const nul = nullFloors(v.before.length, repB, repA, scale);
  const few = (s: SideReplicates, k: number) => s.reps.reduce((a, r) => a + r.count[k], 0) < FEW_SAMPLES;
  // A one-run side's noise is φ, or a quantity's own bursts within the run where larger (bursts.ts).
  const factor = (s: SideReplicates, burst: Float64Array | undefined, k: number) => (s.kind === 'single' ? Math.max(typeof phi === 'number' ? phi : phi[k], burst?.[k] ?? 0) : 1);
  const results: TestResult[] = [];
  for (let k = 0; k < v.before.length; k++) {
    const fB = (few(repB, k) ? Math.max(v.floorBefore[k], nul.before[k]) : v.floorBefore[k]) * factor(repB, bursts.before, k);
    const fA = (few(repA, k) ? Math.max(v.floorAfter[k], nul.after[k]) : v.floorAfter[k]) * factor(repA, bursts.after, k);
    results.push(welch(v.before[k], v.after[k], fB, fA));
  }
  return { results };
}

/**
 * The mean sampling variance of one replicate of each side if the quantity had not changed:
 * the counts both sides would hold at one common value (the total count kept), as a score test
 * takes them, rather than each side's own count.
 *
 * Why: an absence is not a precise zero. A side where a quantity has no sample gets a sampling
 * variance of 0 from its own count, so the whole test rests on the other side's few samples. A
 * Go program run for 1.5 s and then 4 s, unchanged, had no garbage collection in the short run
 * and 16 samples of it (4%) in the long one: at its own counts the difference was significant
 * (q = 0.02); under "no change" the short run would have held about 4 samples, and it is not.
 */
export function nullFloors(K: number, repB: SideReplicates, repA: SideReplicates, scale: Scale): { before: Float64Array; after: Float64Array } {
  const reps = [...repB.reps, ...repA.reps];
  const inverse = reps.map((r) => {
    const pc = scale.perCount(r);
    return pc > 0 ? 1 / pc : 0;
  });
  const sumInverse = inverse.reduce((a, b) => a + b, 0);
  const count = new Float64Array(K);
  const overlap = new Float64Array(K);
  for (const r of reps) {
    for (let k = 0; k < K; k++) {
      count[k] += r.count[k];
      overlap[k] += r.overlap[k];
    }
  }
  const side = (s: SideReplicates, offset: number) => {
    const out = new Float64Array(K);
    s.reps.forEach((r, i) => {
      const share = sumInverse > 0 ? inverse[offset + i] / sumInverse : 0;
      const c = count.map((x) => x * share);
      const o = c.map((x, k) => (count[k] > 0 ? (x * overlap[k]) / count[k] : 0));
      const expected = { ...r, count: c, overlap: o };
      for (let k = 0; k < K; k++) out[k] += scale.variance(expected, k) / s.reps.length;
    });
    return out;
  };
  return { before: side(repB, 0), after: side(repA, repB.reps.length) };
}
