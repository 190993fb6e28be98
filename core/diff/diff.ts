import { isWaitingFrame } from '../rules/pathologies.js';
import { collectorBursts } from './bursts.js';
import type { Profile } from '../model/types.js';
import type { VariancePrior } from '../stats/moderated.js';
import { benjaminiHochbergDistinct, type TestResult } from '../stats/tests.js';
import { asSamples, codeIdentity, recursionCells, recursionHeads, threadPoolCells, pooledSelfSamples, samplesPerRun, samplesPerRunTest, samplesPerWeight, sampleCount, type Bulk } from './composition.js';
import { chooseReference, type BulkContext } from './reference.js';
import { branchNoise, leaveFamilyOutPhis, withoutWaiting, type BranchNoise } from './overdispersion.js';
import { descendFromWhole } from './descent.js';
import { bulkScratch, indexQuantities, sideReplicates, type Quantities, type SideReplicates } from './replicates.js';
import { scaleFor, type Normalization } from './scale.js';
import { hypothesisKeys, moderatedTests, overdispersedTests, quantityValues } from './testing.js';
import { buildUnion, sumByName, topmostOccurrence, type UnionRun, type UnionTree, type Weights } from './union.js';

export type { Normalization } from './scale.js';

/** Options of the diff engine; every field maps onto a `flamediff diff` flag. */
export interface DiffOptions {
  /** `--normalize-by`, default `bulk`. */
  readonly normalization?: Normalization;
  /** `--alpha`: a finding needs q ≤ alpha. Default 0.05. */
  readonly alpha?: number;
  /**
   * `--min-delta` (in percentage points on the command line, a fraction here): a finding also
   * needs |Δ| ≥ this fraction of the before side's total (the larger side's for absolute and
   * rate values). Default 0.005 (0.5 pp).
   */
  readonly minDelta?: number;
  /**
   * Test a single run in this many time blocks (0: samples ÷ 30, between 4 and 20). Off by
   * default: blocks measure a run's phases, not run-to-run noise (see `sideReplicates`).
   */
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
  /** Every run is evented: `samples` is its time at 1 ms per sample (composition.ts). */
  readonly evented?: boolean;
  /** What a sample is, when every run says the same and it is not a sample (`contentions`). */
  readonly noun?: string;
  /**
   * Every run samples running code in time (samples or a time unit, no other noun): only then
   * can one part of a run crowd another out of a run of fixed length. Instructions counted by
   * callgrind do not crowd.
   */
  readonly timed?: boolean;
}

/**
 * How the sides compare as wholes, with `bulk` normalisation: the unchanged bulk both sides
 * were measured against, and the change of the whole relative to it.
 */
export interface Composition {
  /** Shares of each side's samples that are the unchanged bulk. */
  readonly bulkShareBefore: number;
  readonly bulkShareAfter: number;
  /** Cells (self weights of call paths) in the bulk. */
  readonly bulkCells: number;
  /** Rounds of bulk estimation (findings are taken out of the bulk and it is estimated again). */
  readonly rounds: number;
  /**
   * Which reference the bulk came from: what most call paths agree with (`vote`, absent), or
   * the same samples per run on both sides, when fewer things changed against it (`same-work`).
   */
  readonly reference?: 'same-work';
  /** The whole profile: cost per unit of unchanged work, before (≈ 1) and after, tested. */
  readonly whole: Tested;
  /** Mean samples per run on each side. */
  readonly samplesPerRunBefore: number;
  readonly samplesPerRunAfter: number;
  /** The runs' log samples per run compared (`samplesPerRunTest`), with two runs a side or more. */
  readonly samplesPerRunTest?: TestResult;
  /**
   * Of the bulk's samples, the share in waiting frames (idle rules; the larger of the two
   * sides'), when any: a reference that is mostly waiting measures work against wall time.
   */
  readonly bulkWaitingShare?: number;
}

/** The diff as data: renderers and detectors read it, nothing here draws. */
export interface DiffResult {
  readonly tree: UnionTree;
  readonly normalization: Normalization;
  /** Set when `bulk` was asked for but could not be used, and why (then shares were compared). */
  readonly normalizationFallback?: string;
  /**
   * With shares compared as a fallback: nodes whose share fell significantly but which did not
   * change against the code beside the regressions (the dilution of what grew; reference.ts).
   */
  readonly diluted?: readonly number[];
  readonly unitLabel: string;
  readonly alpha: number;
  readonly minDelta: number;
  /** What the floor is a fraction of: 1 for shares, the larger side's whole otherwise. */
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
  /** The overdispersion factor assumed for single runs, when used. */
  readonly overdispersion?: number;
  /**
   * Significant frames tested against a lower overdispersion than the profile's, measured
   * without the branch ratios their own change moved (`leaveFamilyOutPhis`), by name.
   */
  readonly overdispersionWithout?: readonly { readonly name: string; readonly phi: number }[];
  /** The empirical-Bayes variance prior of the moderated t-test, when used. */
  readonly variancePrior?: VariancePrior;
  /** Smallest |Δ| (same units) the data could detect, median over tested nodes. */
  readonly typicalMde: number;
  /** With `bulk` normalisation: the bulk and the change of the whole. */
  readonly composition?: Composition;
  /** Distinct hypotheses Benjamini–Hochberg counted. */
  readonly hypotheses: number;
}

/** The comparison's defaults, written once: the CLI's help and flags read them from here. */
export const DEFAULT_DIFF_OPTIONS = {
  normalization: 'bulk' as Normalization,
  /** Benjamini–Hochberg q threshold. */
  alpha: 0.05,
  /** Smallest |Δ| reported, as a fraction of the larger side's whole (0.005 = 0.5 pp). */
  minDelta: 0.005,
} as const;

/** Fewest samples per run (on the larger side) for a quantity to be tested at all. */
export const MIN_SAMPLES = 10;

/**
 * A node's test, for drawing: its own, or for a recursive call (not a hypothesis of its own)
 * the test of its first call, whose time holds it. Without this a recursion that grew is drawn
 * red at its first call and grey ("not significant") at every depth below it.
 */
export function nodeTest(diff: DiffResult, n: number): Tested | undefined {
  const k = testedNodeOf(diff)[n];
  return k < 0 ? undefined : diff.nodes.get(k);
}

/**
 * Per node, the node whose test `nodeTest` gives (itself, or its recursion's first call), or
 * −1: once per diff, so a drawing that asks for every node of a million-node tree looks up
 * only the tested ones.
 */
function testedNodeOf(diff: DiffResult): Int32Array {
  let index = testedCache.get(diff);
  if (!index) {
    const heads = recursionHeads(diff.tree);
    index = new Int32Array(heads.length).fill(-1);
    for (const n of diff.nodes.keys()) index[n] = n;
    for (let n = 1; n < index.length; n++) if (index[n] < 0 && index[heads[n]] === heads[n]) index[n] = heads[n];
    testedCache.set(diff, index);
  }
  return index;
}

const testedCache = new WeakMap<DiffResult, Int32Array>();

/** Compares the runs of two sides. Inputs should be normalised first (`normalizeProfile`). */
export function diffProfiles(before: readonly Profile[], after: readonly Profile[], options: DiffOptions = {}): DiffResult {
  requireBothSides(before, after);
  return diffUnion(buildUnion(before, after), options);
}

/** Throws unless each side has a profile: a comparison needs both. */
export function requireBothSides(before: readonly unknown[], after: readonly unknown[]): void {
  if (before.length === 0 || after.length === 0) throw new Error('diff needs at least one profile on each side');
}

/**
 * Compares the runs of a union tree (`buildUnion`). Why apart from `diffProfiles`: a caller
 * that builds the union and lets go of the profiles (`compareSides`) does not hold their node
 * arrays through the analysis.
 */
export function diffUnion(tree: UnionTree, options: DiffOptions = {}): DiffResult {
  const runsB = tree.runs.filter((r) => r.side === 'before');
  const runsA = tree.runs.filter((r) => r.side === 'after');
  const mode = options.normalization ?? DEFAULT_DIFF_OPTIONS.normalization;
  const noise = branchNoiseOf(tree, runsB, runsA);
  const branchPhi = noise.phi;
  if (mode !== 'bulk') return analyse(tree, runsB, runsA, mode, options, undefined, noise);

  // Composition: the bulk is estimated, the diff made against it, its findings taken out of
  // the bulk, and again, until the findings no longer change the bulk.
  const size = tree.frame.length;
  const ctx: BulkContext = {
    tree,
    runsB,
    runsA,
    analyse: (scale, composition) => analyse(tree, runsB, runsA, scale, options, composition, noise),
    selfB: pooledSelfSamples(size, runsB),
    selfA: pooledSelfSamples(size, runsA),
    // How much noisier than Poisson the pooled counts are: how far a cell may stray and agree.
    phi: branchPhi(),
    identity: codeIdentity(tree.frame, tree.parent),
    recursion: threadPoolCells(tree, recursionCells(tree)),
  };
  return chooseReference(ctx);
}

/**
 * The branch-ratio noise of a union's runs, estimated once (it depends on the pooled counts
 * only): φ for the whole profile, and per tested quantity φ without the ratios that quantity
 * could move (`leaveFamilyOutPhis`).
 */
interface BranchNoiseOf {
  readonly phi: () => number;
  /** Per quantity of `q` (nodes, then functions), its φ. */
  readonly phis: (q: Quantities) => Float64Array;
}

function branchNoiseOf(tree: UnionTree, runsB: readonly UnionRun[], runsA: readonly UnionRun[]): BranchNoiseOf {
  let noise: BranchNoise | undefined;
  const estimate = () => {
    const waiting = waitingNodes(tree);
    return (noise ??= branchNoise(tree, withoutWaiting(tree, pooledTotals(tree, runsB), waiting), withoutWaiting(tree, pooledTotals(tree, runsA), waiting)));
  };
  const present = (n: number) => runsB.some((r) => r.total[n] > 0) && runsA.some((r) => r.total[n] > 0);
  // Per name, its only topmost call (0: none, or several), once per tree: only a function
  // called from one place is given its own φ (`leaveFamilyOutPhis`).
  let only: Int32Array | undefined;
  const onlyCalls = () => {
    if (only) return only;
    const topmost = topmostOccurrence(tree);
    only = new Int32Array(tree.names.length);
    for (let n = 1; n < tree.frame.length; n++) if (topmost[n]) only[tree.frame[n]] = only[tree.frame[n]] === 0 ? n : -1;
    for (let f = 0; f < only.length; f++) if (only[f] < 0) only[f] = 0;
    return only;
  };
  // Quantity k's node: a node is itself; a function its one topmost call, if it has one.
  const phis = (q: Quantities) => leaveFamilyOutPhis(estimate(), tree, present, [...q.nodes, ...q.funcs.map((f) => onlyCalls()[f])]);
  return { phi: () => estimate().phi, phis };
}

/** One full analysis on a given scale: means, quantities, replicates, tests and verdicts. */
function analyse(
  tree: UnionTree,
  runsB: readonly UnionRun[],
  runsA: readonly UnionRun[],
  mode: Normalization,
  options: DiffOptions,
  composition: { bulk: Bulk; round: number } | undefined,
  noise: BranchNoiseOf,
): DiffResult {
  const branchPhi = noise.phi;
  const alpha = options.alpha ?? DEFAULT_DIFF_OPTIONS.alpha;
  const minDelta = options.minDelta ?? DEFAULT_DIFF_OPTIONS.minDelta;
  const inBulk = composition?.bulk.inBulk;
  const scaleOf = scaleFor(mode, composition?.bulk.shareBefore);

  // Stage 1: side means of every node on the comparison's scale (what the graph shows).
  const bulkWeight = inBulk && bulkWeights(tree, [...runsB, ...runsA], inBulk);
  const multiplier = runMultiplier(mode, composition?.bulk, bulkWeight);
  const beforeTotal = sideMeans(tree, runsB, multiplier, (r) => r.total);
  const afterTotal = sideMeans(tree, runsA, multiplier, (r) => r.total);
  // The floor is a fraction of the larger side's whole: symmetric, so that swapping the sides
  // mirrors every verdict (with bulk values, the after side's whole is above 1 when it grew).
  const scale = mode === 'share' ? 1 : Math.max(beforeTotal[0], afterTotal[0]);
  const floorAbs = minDelta * scale;

  // Stage 2: what is tested. Only quantities that could reach the floor (the rest cannot be
  // findings) with enough samples for the tests' normal approximations (n·p ≥ 10 per run on
  // the larger side: below that, one burst of consecutive samples decides the verdict).
  const topmost = topmostOccurrence(tree);
  const q = selectQuantities(tree, runsB, runsA, beforeTotal, afterTotal, scale, floorAbs, topmost);
  const withRoot: Quantities = { nodes: [...q.quantities.nodes, 0], funcs: q.quantities.funcs };
  const idx = indexQuantities(tree, withRoot, topmost);

  // Stage 3: replicates of each side, and every quantity's values in them.
  // One array for the bulk's inclusive samples of every run, each run's summed in turn: in
  // 32-bit integers where the runs' weights are sample counts in them (`compactWeights`).
  const scratch = inBulk ? bulkScratch(tree.frame.length, [...runsB, ...runsA]) : undefined;
  const repB = sideReplicates(tree, runsB, idx, inBulk, options.blocks, scratch);
  const repA = sideReplicates(tree, runsA, idx, inBulk, options.blocks, scratch);
  const values = quantityValues(idx.K, repB, repA, scaleOf);
  const keys = hypothesisKeys(values);

  // Stage 4: the tests. Replicates on both sides: moderated t. A side without: overdispersed.
  let phi: number | undefined;
  let phis: Float64Array | undefined;
  let tests;
  const few = { priorFromFew: !referenceNoiseShared(composition?.bulk) };
  if (repB.kind === 'runs' && repA.kind === 'runs') {
    tests = moderatedTests(values, keys, undefined, undefined, few);
  } else if (repB.kind !== 'single' && repA.kind !== 'single') {
    // A single run in time blocks: the blocks measure the noise within the run, not between
    // runs (memory layout, hash seeds, background load differ per process), which the branch
    // ratios of the two runs do see. Its noise is the larger of the two.
    phi = branchPhi();
    tests = moderatedTests(values, keys, { before: repB.kind === 'blocks' ? phi : 1, after: repA.kind === 'blocks' ? phi : 1 }, { before: repB.kind === 'blocks', after: repA.kind === 'blocks' }, few);
  } else {
    phi = branchPhi();
    // The collector's noise, where a run kept its order, is its own bursts (bursts.ts).
    const burst = (runs: readonly UnionRun[], rep: SideReplicates) => (rep.kind === 'single' ? collectorBursts(tree, runs[0], withRoot, idx) : undefined);
    phis = noise.phis(withRoot);
    tests = overdispersedTests(values, repB, repA, phis, scaleOf, { before: burst(runsB, repB), after: burst(runsA, repA) });
  }

  // Stage 5: q-values over distinct hypotheses (the root, the whole, is not one of them).
  const nNodes = q.quantities.nodes.length;
  const rootIndex = nNodes;
  const testedIdx = tests.results.map((_, k) => k).filter((k) => k !== rootIndex);
  const qs = benjaminiHochbergDistinct(testedIdx.map((k) => tests.results[k].p), testedIdx.map((k) => keys[k]));
  let qOf: Float64Array = new Float64Array(tests.results.length).fill(1);
  testedIdx.forEach((k, i) => (qOf[k] = qs[i]));
  // Stage 5b: a whole that changed with no node significant is descended into (descent.ts).
  const passes = (k: number, delta: number) => k !== rootIndex && qOf[k] <= alpha && Math.abs(delta) >= floorAbs;
  const anyNode = q.quantities.nodes.some((n, i) => passes(i, afterTotal[n] - beforeTotal[n]));
  if (mode === 'bulk' && !anyNode) qOf = descendFromWhole(tree, withRoot.nodes, tests.results.map((r) => r.p), qOf, rootIndex, alpha);
  const verdict = (k: number, b: number, a: number): Tested => {
    const r = tests.results[k];
    const delta = a - b;
    // Report Δ of the side means (what the graph shows); the interval keeps its width around it.
    return {
      ...r,
      delta,
      ciLow: delta - (r.delta - r.ciLow),
      ciHigh: delta + (r.ciHigh - r.delta),
      before: b,
      after: a,
      q: qOf[k],
      significant: passes(k, delta),
    };
  };
  const nodeStats = new Map<number, Tested>();
  q.quantities.nodes.forEach((n, i) => nodeStats.set(n, verdict(i, beforeTotal[n], afterTotal[n])));
  const functions: FunctionStat[] = q.quantities.funcs.map((f, i) => ({
    ...verdict(nNodes + 1 + i, q.funcBefore[f], q.funcAfter[f]),
    name: tree.names[f],
    nameId: f,
  }));
  const mdes = [...nodeStats.values()].map((t) => t.mde).sort((a, b) => a - b);
  const summary = (runs: readonly UnionRun[], rep: SideReplicates): SideSummary => ({
    runs: runs.length,
    samples: runs.reduce((a, r) => a + sampleCount(r), 0),
    weight: runs.reduce((a, r) => a + r.sum, 0),
    sources: runs.map((r) => r.profile.meta.source ?? '?'),
    method: rep.method,
    ...(runs.every((r) => r.profile.meta.evented) ? { evented: true } : {}),
    ...sharedNoun(runs),
    ...(runs.every((r) => TIME_UNITS.has(r.profile.unit) && r.profile.meta.sampleNoun === undefined) ? { timed: true } : {}),
  });
  return selfMeansOnRead({
    tree,
    normalization: mode,
    unitLabel: mode === 'share' ? 'share of samples' : mode === 'bulk' ? 'cost relative to unchanged code, as a share of the before total' : mode === 'rate' ? 'CPU seconds per second' : runsB[0].profile.unit,
    alpha,
    minDelta,
    scale,
    beforeTotal,
    afterTotal,
    // Made on first read (`selfMeansOnRead`).
    beforeSelf: undefined as unknown as Float64Array,
    afterSelf: undefined as unknown as Float64Array,
    nodes: nodeStats,
    functions,
    before: summary(runsB, repB),
    after: summary(runsA, repA),
    overdispersion: phi,
    ...ownOverdispersion(phis, phi, (k) => (k < nNodes ? tree.names[tree.frame[q.quantities.nodes[k]]] : tree.names[q.quantities.funcs[k - nNodes - 1]]), (k) =>
      k < nNodes ? nodeStats.get(q.quantities.nodes[k])!.significant : k > nNodes && functions[k - nNodes - 1].significant,
    ),
    variancePrior: tests.prior,
    typicalMde: mdes.length > 0 ? mdes[Math.floor(mdes.length / 2)] : 0,
    hypotheses: new Set(testedIdx.map((k) => keys[k])).size,
    composition: composition && {
      bulkShareBefore: composition.bulk.shareBefore,
      bulkShareAfter: composition.bulk.shareAfter,
      bulkCells: composition.bulk.cells,
      rounds: composition.round,
      whole: verdict(rootIndex, beforeTotal[0], afterTotal[0]),
      samplesPerRunBefore: samplesPerRun(runsB),
      samplesPerRunAfter: samplesPerRun(runsA),
      ...(runsB.length > 1 && runsA.length > 1 ? { samplesPerRunTest: samplesPerRunTest(runsB, runsA) } : {}),
      ...waitingInBulk(tree, runsB, runsA, composition.bulk.inBulk, bulkWeight!),
    },
  }, runsB, runsA, multiplier);
}

/** `overdispersionWithout`: the significant quantities whose own φ was below the profile's, once per name. */
function ownOverdispersion(
  phis: Float64Array | undefined,
  phi: number | undefined,
  name: (k: number) => string,
  significant: (k: number) => boolean,
): { overdispersionWithout?: { name: string; phi: number }[] } {
  if (!phis || phi === undefined) return {};
  const seen = new Map<string, number>();
  for (let k = 0; k < phis.length; k++) {
    if (!(phis[k] < phi) || !significant(k)) continue;
    const n = name(k);
    seen.set(n, Math.min(seen.get(n) ?? Infinity, phis[k]));
  }
  return seen.size > 0 ? { overdispersionWithout: [...seen].map(([n, p]) => ({ name: n, phi: p })) } : {};
}

/**
 * Whether every value on this scale carries the reference's own run-to-run noise as much as its
 * own: a bulk that holds under half of a side. Why it matters: a small program (fewer than ten
 * distinct quantities) had no variance prior, so its frames were tested on their own 4 degrees
 * of freedom. A blind C case (five functions; one leaf 27% slower, 9.3% -> 11.4% of 2,500
 * samples a run, three runs a side, every function 0.5-1.6 times the multinomial between runs)
 * came out at q = 0.136, and a naive pooled z-test named it. Fitting the prior on the few
 * quantities there is (moments tell agreeing variances from disagreeing ones: a ring buffer's
 * frames at 1.4 and 32-44 times the multinomial get d0 = 1.7 and keep their own) named it and
 * two older misses. But measured against a bulk of 11% of a side (a JIT'd Java program whose
 * hot method grew 16-fold, recorded live), all five values moved with the bulk's 30 samples a
 * run, agreed at 4.2-4.5 times the multinomial as one noise counted five times, and the prior
 * made a -120 pp "improvement" of `Work.main` significant: that reference then won over the
 * shares, which name `Work.checksum`. So the few-quantity prior is fitted only where the
 * reference is most of both sides (or is the whole: shares, absolute, rate).
 * Measured: three cases named, none lost, noise pools and no-change cases unchanged; bursty
 * synthetic no-change splits of a four-function program flag 13/300 three-run splits (9/300
 * before), under BH's α = 5%.
 */
function referenceNoiseShared(bulk: Bulk | undefined): boolean {
  return bulk !== undefined && Math.min(bulk.shareBefore, bulk.shareAfter) < 0.5;
}

/**
 * `bulkWaitingShare` when the bulk holds waiting frames. Why: a blind asyncio consumer that
 * began to spin, recorded with py-spy `--idle`: the loop's `EpollSelector.select` was 96% of
 * the before side and voted as the unchanged code, and the headline read "after costs +136.1%
 * per unit of unchanged work", a unit of waiting.
 */
function waitingInBulk(tree: UnionTree, runsB: readonly UnionRun[], runsA: readonly UnionRun[], inBulk: Uint8Array, bulkWeight: ReadonlyMap<UnionRun, number>): { bulkWaitingShare?: number } {
  const waiting = waitingNodes(tree);
  if (!waiting) return {};
  const side = (runs: readonly UnionRun[]) => {
    let held = 0;
    let all = 0;
    for (const r of runs) {
      all += bulkWeight.get(r)!;
      for (const n of waiting) if (inBulk[n]) held += r.self[n];
    }
    return all > 0 ? held / all : 0;
  };
  const share = Math.max(side(runsB), side(runsA));
  return share > 0 ? { bulkWaitingShare: share } : {};
}

/** Nodes at or below a waiting frame, in node order, once per tree; undefined when the tree has none. */
function waitingNodes(tree: UnionTree): Int32Array | undefined {
  if (waitingCache.has(tree)) return waitingCache.get(tree);
  const named = tree.names.map(isWaitingFrame);
  let nodes: Int32Array | undefined;
  if (named.includes(true)) {
    const marks = new Uint8Array(tree.frame.length);
    let count = 0;
    for (let n = 1; n < marks.length; n++) if ((marks[n] = named[tree.frame[n]] || marks[tree.parent[n]] ? 1 : 0)) count++;
    nodes = new Int32Array(count);
    for (let n = 1, k = 0; n < marks.length; n++) if (marks[n]) nodes[k++] = n;
  }
  waitingCache.set(tree, nodes);
  return nodes;
}

const waitingCache = new WeakMap<UnionTree, Int32Array | undefined>();

const TIME_UNITS: ReadonlySet<string> = new Set(['samples', 'nanoseconds', 'microseconds', 'milliseconds', 'seconds']);

/** A side's mean of every node on the comparison's scale: each run's values times its multiplier. */
function sideMeans(tree: UnionTree, runs: readonly UnionRun[], multiplier: (r: UnionRun) => number, pick: (r: UnionRun) => Weights): Float64Array {
  const out = new Float64Array(tree.frame.length);
  for (const r of runs) {
    const m = multiplier(r);
    const v = pick(r);
    for (let n = 0; n < out.length; n++) out[n] += (v[n] * m) / runs.length;
  }
  return out;
}

/**
 * The result with its self means made on first read, in place (each getter keeps its array
 * once made). Only the detectors and renderers of the result kept read them: made with the
 * totals, every round's result held two more node-sized arrays (a bulk diff holds two or three
 * results at once; 114 MB each at 2 M unique stacks a side). The getters are made here, not in
 * `analyse`, so that they hold only what the means need, not everything `analyse` computed.
 */
function selfMeansOnRead(result: DiffResult, runsB: readonly UnionRun[], runsA: readonly UnionRun[], multiplier: (r: UnionRun) => number): DiffResult {
  const made: { before?: Float64Array; after?: Float64Array } = {};
  Object.defineProperty(result, 'beforeSelf', { get: () => (made.before ??= sideMeans(result.tree, runsB, multiplier, (r) => r.self)), enumerable: true, configurable: true });
  Object.defineProperty(result, 'afterSelf', { get: () => (made.after ??= sideMeans(result.tree, runsA, multiplier, (r) => r.self)), enumerable: true, configurable: true });
  const side = (runs: readonly UnionRun[]) => ({ self: runs.map((r) => r.self), factor: runs.map(multiplier) });
  selfSources.set(result, { before: side(runsB), after: side(runsA), made });
  return result;
}

/** What a result's self means are made from: each run's self weights and its multiplier. */
interface SelfSource {
  readonly before: { readonly self: readonly Weights[]; readonly factor: readonly number[] };
  readonly after: { readonly self: readonly Weights[]; readonly factor: readonly number[] };
  readonly made: { readonly before?: Float64Array; readonly after?: Float64Array };
}

const selfSources = new WeakMap<DiffResult, SelfSource>();

/**
 * A copy of a result with some fields replaced, its self means still made on first read. Why
 * not `{ ...result, ...patch }`: spreading reads every getter, which makes the two node-sized
 * self arrays that `selfMeansOnRead` defers.
 */
export function amended(result: DiffResult, patch: Partial<DiffResult>): DiffResult {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(result)) as DiffResult;
  Object.assign(copy, patch);
  const src = selfSources.get(result);
  if (src) selfSources.set(copy, src);
  return copy;
}

/** Reads one node's self mean on each side (`selfMeans`). */
export interface SelfMeans {
  readonly before: (n: number) => number;
  readonly after: (n: number) => number;
}

/**
 * Node by node, a result's self means, without making the node-sized arrays when they are not
 * made yet (summed from the runs in `sideMeans`'s order, so the same bits). Why: the text, JSON
 * and Markdown reports read the own time of a few callers and one sum per function; the two
 * arrays cost 16 bytes a node (154 MB at 2 M unique stacks a side) for those reads. A copy of a
 * result made by spreading (`{ ...result }`, not `amended`) has made them already and reads them.
 */
export function selfMeans(diff: DiffResult): SelfMeans {
  const src = selfSources.get(diff);
  if (!src) return { before: (n) => diff.beforeSelf[n], after: (n) => diff.afterSelf[n] };
  const reader = (side: 'before' | 'after') => {
    const { self, factor } = src[side];
    return (n: number) => {
      const made = src.made[side];
      if (made) return made[n];
      let out = 0;
      for (let r = 0; r < self.length; r++) out += (self[r][n] * factor[r]) / self.length;
      return out;
    };
  };
  return { before: reader('before'), after: reader('after') };
}

/**
 * Per run, its raw weight in the bulk's cells: summed once per analysis, where the run's
 * multiplier (read for the totals and again for the self means) and the bulk's waiting share
 * both need it.
 */
function bulkWeights(tree: UnionTree, runs: readonly UnionRun[], inBulk: Uint8Array): Map<UnionRun, number> {
  const out = new Map<UnionRun, number>();
  for (const r of runs) {
    let weight = 0;
    for (let n = 1; n < tree.frame.length; n++) if (inBulk[n]) weight += r.self[n];
    out.set(r, weight);
  }
  return out;
}

/** Per run, the factor from raw weight to the comparison's scale (every scale is linear). */
function runMultiplier(mode: Normalization, bulk: Bulk | undefined, bulkWeight: ReadonlyMap<UnionRun, number> | undefined): (r: UnionRun) => number {
  const scale = scaleFor(mode, bulk?.shareBefore);
  return (r) => {
    if (!(r.sum > 0)) return 0;
    if (mode === 'bulk' && bulk && bulkWeight) {
      const inBulk = bulkWeight.get(r)!;
      return inBulk > 0 ? bulk.shareBefore / inBulk : 0;
    }
    return scale.whole(r) / r.sum;
  };
}

/** What the runs' samples are, when every run says the same and it is not a sample. */
function sharedNoun(runs: readonly UnionRun[]): { noun?: string } {
  const noun = runs[0]?.profile.meta.sampleNoun;
  return noun !== undefined && runs.every((r) => r.profile.meta.sampleNoun === noun) ? { noun } : {};
}

/** Inclusive samples of every node pooled over a side's runs. */
function pooledTotals(tree: UnionTree, runs: readonly UnionRun[]): Float64Array {
  const out = new Float64Array(tree.frame.length);
  for (const r of runs) {
    const f = samplesPerWeight(r);
    for (let n = 0; n < out.length; n++) out[n] += asSamples(r.total[n], f);
  }
  return out;
}

interface Selected {
  readonly quantities: Quantities;
  readonly funcBefore: Float64Array;
  readonly funcAfter: Float64Array;
}

function selectQuantities(
  tree: UnionTree,
  runsB: readonly UnionRun[],
  runsA: readonly UnionRun[],
  beforeTotal: Float64Array,
  afterTotal: Float64Array,
  scale: number,
  floorAbs: number,
  topmost: Uint8Array,
): Selected {
  const size = tree.frame.length;
  const samplesB = samplesPerRun(runsB);
  const samplesA = samplesPerRun(runsA);
  // Values are on the scale; beforeTotal[0] and afterTotal[0] are each side's whole.
  const wholeB = beforeTotal[0] || scale;
  const wholeA = afterTotal[0] || scale;
  const enough = (b: number, a: number) => Math.max((b / wholeB) * samplesB, (a / wholeA) * samplesA) >= MIN_SAMPLES;
  // A recursive call (its frame already on its path) is not a hypothesis of its own: its time
  // is in its topmost occurrence's, which is tested. Why: a Python evaluator recursing ten
  // deep, one run a side, whose own time doubled (43% → 65% of samples): its nested calls were
  // 66 of 89 hypotheses, and Benjamini–Hochberg over all of them left it at q = 0.10.
  const nodes: number[] = [];
  for (let n = 1; n < size; n++) {
    if (topmost[n] && Math.max(beforeTotal[n], afterTotal[n]) >= floorAbs && enough(beforeTotal[n], afterTotal[n])) nodes.push(n);
  }
  const funcBefore = sumByName(tree, (n) => (topmost[n] ? beforeTotal[n] : 0));
  const funcAfter = sumByName(tree, (n) => (topmost[n] ? afterTotal[n] : 0));
  const funcs: number[] = [];
  for (let f = 0; f < tree.names.length; f++) {
    if (Math.max(funcBefore[f], funcAfter[f]) >= floorAbs && enough(funcBefore[f], funcAfter[f])) funcs.push(f);
  }
  return { quantities: { nodes, funcs }, funcBefore, funcAfter };
}
