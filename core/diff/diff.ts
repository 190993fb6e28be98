import type { Profile } from '../model/types.js';
import { fitVariancePrior, moderatedTest, type VariancePrior } from '../stats/moderated.js';
import { benjaminiHochberg, welch, type TestResult } from '../stats/tests.js';
import { buildUnion, topmostOccurrence, type UnionRun, type UnionTree } from './union.js';

/**
 * How the two sides are put on one scale before comparing:
 * - `share` (default): each node's fraction of its side's total. Robust to runs of different
 *   length or load, and what a flame graph's widths show.
 * - `absolute`: raw weights (mean per run). Use when both sides ran the same fixed work.
 * - `rate`: CPU seconds per wall-clock second (weight ÷ (rate × duration)), so profiles taken
 *   at different sampling rates or for different durations compare correctly.
 */
export type Normalization = 'share' | 'absolute' | 'rate';

/** Options of the diff engine; every field maps onto a `flamediff diff` flag. */
export interface DiffOptions {
  /** `--normalize-by`, default `share`. */
  readonly normalization?: Normalization;
  /** `--alpha`: a finding needs q ≤ alpha. Default 0.05. */
  readonly alpha?: number;
  /**
   * `--min-delta` (in percentage points on the command line, a fraction here): a finding also
   * needs |Δ| ≥ this fraction of the larger side's total. Default 0.005 (0.5 pp).
   */
  readonly minDelta?: number;
  /** Blocks per run for the single-run test (default: samples ÷ 30, between 4 and 20). */
  readonly blocks?: number;
}

/** A tested quantity (a tree node or a function): its values, test and verdict. */
export interface Tested extends TestResult {
  readonly before: number;
  readonly after: number;
  readonly q: number;
  readonly significant: boolean;
}

/** A function (frame name) across all its call sites, recursion counted once per stack. */
export interface FunctionStat extends Tested {
  readonly name: string;
  readonly nameId: number;
}

/** Per side: what was compared. */
export interface SideSummary {
  readonly runs: number;
  readonly samples: number;
  readonly weight: number;
  readonly sources: readonly string[];
  readonly method: string;
}

/** The diff as data: renderers and detectors read it, nothing here draws. */
export interface DiffResult {
  readonly tree: UnionTree;
  readonly normalization: Normalization;
  readonly unitLabel: string;
  readonly alpha: number;
  readonly minDelta: number;
  /** Scale the floor is relative to: 1 for share, the larger side's mean total otherwise. */
  readonly scale: number;
  /** Normalised inclusive value per node, mean over the side's runs. */
  readonly beforeTotal: Float64Array;
  readonly afterTotal: Float64Array;
  /** Normalised self value per node. */
  readonly beforeSelf: Float64Array;
  readonly afterSelf: Float64Array;
  /** Test results of the tested nodes (those that could reach the floor). */
  readonly nodes: ReadonlyMap<number, Tested>;
  readonly functions: readonly FunctionStat[];
  readonly before: SideSummary;
  readonly after: SideSummary;
  /** The overdispersion factor assumed for single runs without sample order, when used. */
  readonly overdispersion?: number;
  /** The empirical-Bayes variance prior of the moderated t-test, when used. */
  readonly variancePrior?: VariancePrior;
  /** Smallest |Δ| (same units) the data could detect, median over tested nodes. */
  readonly typicalMde: number;
}

const SHARE_UNIT = 'share of samples';
/** Fewer distinct tested quantities than this: no variance moderation (plain pooled t). */
const MIN_PRIOR_QUANTITIES = 10;
/** Fewest samples per run (on the larger side) for a quantity to be tested at all. */
const MIN_SAMPLES = 10;
/** The most degrees of freedom the variance prior may add. */
const MAX_PRIOR_DF = 20;

function cpuSeconds(run: UnionRun, weight: number): number {
  const p = run.profile;
  if (p.unit === 'nanoseconds') return weight / 1e9;
  if (p.unit === 'microseconds') return weight / 1e6;
  if (p.unit === 'milliseconds') return weight / 1e3;
  if (p.unit === 'seconds') return weight;
  if (p.meta.sampleRate) return weight / p.meta.sampleRate;
  throw new Error(
    `${p.meta.source ?? 'input'}: --normalize-by rate needs time-valued weights or a known sampling rate; this profile has ${p.unit} without a rate`,
  );
}

function duration(run: UnionRun): number {
  const d = run.profile.meta.durationSeconds;
  if (!d || !(d > 0)) {
    throw new Error(`${run.profile.meta.source ?? 'input'}: --normalize-by rate needs the recording's duration, which this input does not say`);
  }
  return d;
}

function sampleCount(run: UnionRun): number {
  return run.timeline?.stack.length ?? run.profile.meta.sampleCount ?? run.sum;
}

/** Converts a run's raw weight of one quantity into the normalised unit. */
function normaliser(mode: Normalization, run: UnionRun): (w: number) => number {
  if (mode === 'share') return (w) => (run.sum > 0 ? w / run.sum : 0);
  if (mode === 'absolute') return (w) => w;
  const d = duration(run);
  return (w) => cpuSeconds(run, w) / d;
}

interface Replicates {
  /** values[k][i]: replicate i of quantity k. */
  values: Float64Array[];
  /** floor[k]: sampling variance of one replicate of quantity k (before overdispersion). */
  floor: Float64Array;
  /** The side needs an overdispersion factor on `floor` (single run, no sample order). */
  needsPhi: boolean;
  method: string;
}

/**
 * Replicates of every tested quantity on one side: the runs when there are several; time
 * blocks of the one run when it kept its sample order (batch means: consecutive samples are
 * correlated, so the spread between blocks, not a binomial formula, says how noisy a share
 * is); else the one run, with a binomial variance to be inflated by an overdispersion factor.
 */
function replicates(
  tree: UnionTree,
  runs: readonly UnionRun[],
  mode: Normalization,
  nodes: readonly number[],
  funcs: readonly number[],
  topmost: Uint8Array,
  blocksOpt: number | undefined,
): Replicates {
  const K = nodes.length + funcs.length;
  const fIndex = new Int32Array(tree.names.length).fill(-1);
  funcs.forEach((f, i) => (fIndex[f] = i));
  // Raw weight of each quantity in each run.
  const runWeight = (run: UnionRun): Float64Array => {
    const w = new Float64Array(K);
    nodes.forEach((n, i) => (w[i] = run.total[n]));
    for (let n = 1; n < tree.frame.length; n++) {
      if (!topmost[n]) continue;
      const fi = fIndex[tree.frame[n]];
      if (fi >= 0) w[nodes.length + fi] += run.total[n];
    }
    return w;
  };
  const shareFloor = (share: number, n: number) => (n > 0 ? (share * (1 - share)) / n : 0);

  if (runs.length >= 2) {
    const values = Array.from({ length: K }, () => new Float64Array(runs.length));
    const floor = new Float64Array(K);
    runs.forEach((run, r) => {
      const w = runWeight(run);
      const norm = normaliser(mode, run);
      const scale = norm(run.sum);
      const n = sampleCount(run);
      for (let k = 0; k < K; k++) {
        values[k][r] = norm(w[k]);
        const share = run.sum > 0 ? w[k] / run.sum : 0;
        floor[k] += (shareFloor(share, n) * scale * scale) / runs.length;
      }
    });
    return { values, floor, needsPhi: false, method: `${runs.length} runs` };
  }

  const run = runs[0];
  const norm = normaliser(mode, run);
  const scale = norm(run.sum);
  const tl = run.timeline;
  const nSamples = sampleCount(run);
  const B = tl ? blocksOpt ?? Math.max(4, Math.min(20, Math.floor(tl.stack.length / 30))) : 0;
  if (tl && tl.stack.length >= B * 5 && B >= 2) {
    const nodeIndex = new Int32Array(tree.frame.length).fill(-1);
    nodes.forEach((n, i) => (nodeIndex[n] = i));
    const sums = new Float64Array(B);
    const counts = Array.from({ length: B }, () => new Float64Array(K));
    const lastSeen = new Int32Array(funcs.length).fill(-1);
    const len = tl.stack.length;
    for (let i = 0; i < len; i++) {
      const b = Math.floor((i * B) / len);
      const w = tl.weight[i];
      sums[b] += w;
      const row = counts[b];
      for (let n = tl.stack[i]; n > 0; n = tree.parent[n]) {
        const t = nodeIndex[n];
        if (t >= 0) row[t] += w;
        const fi = fIndex[tree.frame[n]];
        if (fi >= 0 && lastSeen[fi] !== i) {
          lastSeen[fi] = i;
          row[nodes.length + fi] += w;
        }
      }
    }
    const values = Array.from({ length: K }, () => new Float64Array(B));
    const floor = new Float64Array(K);
    for (let b = 0; b < B; b++) {
      for (let k = 0; k < K; k++) {
        const share = sums[b] > 0 ? counts[b][k] / sums[b] : 0;
        values[k][b] = share * scale;
        floor[k] += (shareFloor(share, len / B) * scale * scale) / B;
      }
    }
    return { values, floor, needsPhi: false, method: `1 run in ${B} time blocks` };
  }
  const w = runWeight(run);
  const values = Array.from({ length: K }, (_, k) => Float64Array.of(norm(w[k])));
  const floor = new Float64Array(K);
  for (let k = 0; k < K; k++) {
    const share = run.sum > 0 ? w[k] / run.sum : 0;
    floor[k] = shareFloor(share, nSamples) * scale * scale;
  }
  return { values, floor, needsPhi: true, method: '1 run, no sample order' };
}

/** Compares the runs of two sides. Inputs should be normalised first (`normalizeProfile`). */
export function diffProfiles(before: readonly Profile[], after: readonly Profile[], options: DiffOptions = {}): DiffResult {
  if (before.length === 0 || after.length === 0) throw new Error('diff needs at least one profile on each side');
  const mode = options.normalization ?? 'share';
  const alpha = options.alpha ?? 0.05;
  const minDelta = options.minDelta ?? 0.005;
  const tree = buildUnion(before, after);
  const runsB = tree.runs.filter((r) => r.side === 'before');
  const runsA = tree.runs.filter((r) => r.side === 'after');
  const size = tree.frame.length;

  const mean = (runs: readonly UnionRun[], pick: (r: UnionRun) => Float64Array) => {
    const out = new Float64Array(size);
    for (const r of runs) {
      const norm = normaliser(mode, r);
      const v = pick(r);
      for (let n = 0; n < size; n++) out[n] += norm(v[n]) / runs.length;
    }
    return out;
  };
  const beforeTotal = mean(runsB, (r) => r.total);
  const afterTotal = mean(runsA, (r) => r.total);
  const beforeSelf = mean(runsB, (r) => r.self);
  const afterSelf = mean(runsA, (r) => r.self);
  const scale = mode === 'share' ? 1 : Math.max(beforeTotal[0], afterTotal[0]);

  // Only quantities that could reach the floor are tested (the rest cannot be findings), which
  // keeps both the work and the multiple-testing burden proportional to what matters.
  const floorAbs = minDelta * scale;
  // The tests' normal approximations need counts: a quantity is tested only when its larger
  // side averages at least MIN_SAMPLES samples per run (n·p ≥ 10, the usual rule of thumb).
  // Below that, one burst of consecutive samples (startup imports caught in some runs and not
  // in others) decides the verdict.
  const perRun = (runs: readonly UnionRun[]) => runs.reduce((a, r) => a + sampleCount(r), 0) / runs.length;
  const samplesB = perRun(runsB);
  const samplesA = perRun(runsA);
  const enough = (b: number, a: number) => Math.max((b / scale) * samplesB, (a / scale) * samplesA) >= MIN_SAMPLES;
  const nodes: number[] = [];
  for (let n = 1; n < size; n++) {
    if (Math.max(beforeTotal[n], afterTotal[n]) >= floorAbs && enough(beforeTotal[n], afterTotal[n])) nodes.push(n);
  }
  const topmost = topmostOccurrence(tree);
  const fb = new Float64Array(tree.names.length);
  const fa = new Float64Array(tree.names.length);
  for (let n = 1; n < size; n++) {
    if (!topmost[n]) continue;
    fb[tree.frame[n]] += beforeTotal[n];
    fa[tree.frame[n]] += afterTotal[n];
  }
  const funcs: number[] = [];
  for (let f = 0; f < tree.names.length; f++) if (Math.max(fb[f], fa[f]) >= floorAbs && enough(fb[f], fa[f])) funcs.push(f);

  const repB = replicates(tree, runsB, mode, nodes, funcs, topmost, options.blocks);
  const repA = replicates(tree, runsA, mode, nodes, funcs, topmost, options.blocks);
  const K = nodes.length + funcs.length;

  // Overdispersion for single runs without order: estimated from the bulk of the tested
  // quantities (most frames do not change), as a median of squared z-scores over its null
  // expectation (0.455 for χ²₁); conservative when much changed, never below 1.
  let phi: number | undefined;
  if (repB.needsPhi || repA.needsPhi) {
    const z2: number[] = [];
    for (let k = 0; k < K; k++) {
      const v = repB.floor[k] + repA.floor[k];
      if (v > 0) z2.push((repA.values[k][0] - repB.values[k][0]) ** 2 / v);
    }
    z2.sort((a, b) => a - b);
    phi = z2.length >= 8 ? Math.max(1, z2[Math.floor(z2.length / 2)] / 0.455) : 16;
  }
  const results: TestResult[] = [];
  let prior: VariancePrior | undefined;
  if (!repB.needsPhi && !repA.needsPhi) {
    // Both sides have replicates (runs or time blocks): a moderated t-test. Each quantity's
    // pooled replicate variance, relative to its binomial shape p(1 − p), is shrunk toward a
    // prior fitted across all tested quantities (limma's empirical Bayes): with 3 runs a side a
    // lone variance has 4 degrees of freedom and is itself very noisy.
    const stats = [];
    for (let k = 0; k < K; k++) {
      const b = repB.values[k];
      const a = repA.values[k];
      const mB = b.reduce((x, y) => x + y, 0) / b.length;
      const mA = a.reduce((x, y) => x + y, 0) / a.length;
      const ss = b.reduce((x, y) => x + (y - mB) ** 2, 0) + a.reduce((x, y) => x + (y - mA) ** 2, 0);
      const d = b.length + a.length - 2;
      const m = Math.min(1 - 1e-6, Math.max(1e-6, (mB + mA) / 2 / scale));
      const shape = m * (1 - m) * scale * scale;
      stats.push({ mB, mA, nB: b.length, nA: a.length, s2: d > 0 ? ss / d : 0, d, shape });
    }
    // Fit on distinct quantities only (a node and the function it alone contains, or a parent
    // with a single child, repeat the same values), with enough of them to say anything; and
    // cap the prior's weight so no quantity is treated as if its variance were known.
    const seen = new Set<string>();
    const rel: number[] = [];
    const dfs: number[] = [];
    for (let k = 0; k < K; k++) {
      const key = `${Array.from(repB.values[k]).join(',')}|${Array.from(repA.values[k]).join(',')}`;
      if (seen.has(key) || !(stats[k].s2 > 0)) continue;
      seen.add(key);
      rel.push(stats[k].s2 / stats[k].shape);
      dfs.push(stats[k].d);
    }
    const fitted = rel.length >= MIN_PRIOR_QUANTITIES ? fitVariancePrior(rel, dfs) : { d0: 0, s02: 0 };
    prior = { d0: Math.min(fitted.d0, MAX_PRIOR_DF), s02: fitted.s02 };
    for (let k = 0; k < K; k++) {
      const x = stats[k];
      const floor = repB.floor[k] / x.nB + repA.floor[k] / x.nA;
      results.push(moderatedTest(x.mB, x.mA, x.nB, x.nA, x.s2, x.d, x.shape, prior, floor));
    }
  } else {
    for (let k = 0; k < K; k++) {
      const fB = repB.floor[k] * (repB.needsPhi ? phi! : 1);
      const fA = repA.floor[k] * (repA.needsPhi ? phi! : 1);
      results.push(welch(repB.values[k], repA.values[k], fB, fA));
    }
  }
  const q = benjaminiHochberg(results.map((r) => r.p));
  const verdict = (k: number, b: number, a: number): Tested => {
    const r = results[k];
    const delta = a - b;
    // Report Δ of the side means (what the graph shows); the interval keeps its width around it.
    return {
      ...r,
      delta,
      ciLow: delta - (r.delta - r.ciLow),
      ciHigh: delta + (r.ciHigh - r.delta),
      before: b,
      after: a,
      q: q[k],
      significant: q[k] <= alpha && Math.abs(delta) >= floorAbs,
    };
  };
  const nodeStats = new Map<number, Tested>();
  nodes.forEach((n, i) => nodeStats.set(n, verdict(i, beforeTotal[n], afterTotal[n])));
  const functions: FunctionStat[] = funcs.map((f, i) => ({
    ...verdict(nodes.length + i, fb[f], fa[f]),
    name: tree.names[f],
    nameId: f,
  }));
  const mdes = [...nodeStats.values()].map((t) => t.mde).sort((a, b) => a - b);
  const summary = (runs: readonly UnionRun[], rep: Replicates): SideSummary => ({
    runs: runs.length,
    samples: runs.reduce((a, r) => a + sampleCount(r), 0),
    weight: runs.reduce((a, r) => a + r.sum, 0),
    sources: runs.map((r) => r.profile.meta.source ?? '?'),
    method: rep.method,
  });
  return {
    tree,
    normalization: mode,
    unitLabel: mode === 'share' ? SHARE_UNIT : mode === 'rate' ? 'CPU seconds per second' : runsB[0].profile.unit,
    alpha,
    minDelta,
    scale,
    beforeTotal,
    afterTotal,
    beforeSelf,
    afterSelf,
    nodes: nodeStats,
    functions,
    before: summary(runsB, repB),
    after: summary(runsA, repA),
    overdispersion: phi,
    variancePrior: prior,
    typicalMde: mdes.length > 0 ? mdes[Math.floor(mdes.length / 2)] : 0,
  };
}
