import { asSamples, samplesPerWeight, sampleCount } from './composition.js';
import type { UnionRun, UnionTree, Weights } from './union.js';

/**
 * The quantities a diff tests: union nodes, then functions (a frame name across its call
 * sites, recursion counted once per stack: the topmost occurrence on each path). Index k < nodes
 * .length is node nodes[k]; the rest are functions.
 */
export interface Quantities {
  readonly nodes: readonly number[];
  readonly funcs: readonly number[];
}

/**
 * One replicate of one side (a run, or a time block of a run) as sample counts: what the test
 * needs to put each quantity on the comparison's scale and to know its sampling noise.
 */
export interface Replicate {
  /** Samples in the replicate. */
  readonly samples: number;
  /** Samples in the bulk's cells (see composition.ts); equal to `samples` without a bulk. */
  readonly bulk: number;
  /** Samples of each quantity. */
  readonly count: Float64Array;
  /** Samples of each quantity that lie in bulk cells (the overlap of quantity and bulk). */
  readonly overlap: Float64Array;
  /** The run it belongs to, for absolute and rate values. */
  readonly run: UnionRun;
  /**
   * Set for a time block: the bulk is the run's, in proportion (`bulk` = samples × the run's
   * bulk fraction), not the block's own bulk samples; `runSamples` is the run's sample count,
   * for the noise of that fraction, which is shared by every block of the run.
   */
  readonly runBulk?: { readonly fraction: number; readonly runSamples: number };
}

/** How a side's replicates were formed. */
export type ReplicateKind = 'runs' | 'blocks' | 'single';

export interface SideReplicates {
  readonly kind: ReplicateKind;
  readonly reps: readonly Replicate[];
  /** A human description ("3 runs", "1 run in 12 time blocks", "1 run"). */
  readonly method: string;
}

/** Index tables shared by every replicate of a diff. */
export interface QuantityIndex {
  readonly K: number;
  /** The tested nodes; quantity k < nodes.length is node nodes[k]. */
  readonly nodes: readonly number[];
  /** Quantity index of each name (-1 when untested). */
  readonly ofName: Int32Array;
  readonly topmost: Uint8Array;
}

export function indexQuantities(tree: UnionTree, q: Quantities, topmost: Uint8Array): QuantityIndex {
  const ofName = new Int32Array(tree.names.length).fill(-1);
  q.funcs.forEach((f, i) => (ofName[f] = q.nodes.length + i));
  return { K: q.nodes.length + q.funcs.length, nodes: q.nodes, ofName, topmost };
}

/**
 * Quantity index of each node (-1 when untested), for a walk that meets nodes one by one (time
 * blocks). Made where needed, not kept in the index: a runs' replicate reads the tested nodes
 * directly, and a node-sized index held through every analysis was 44 MB of the peak of a
 * diff of 2 M unique stacks a side.
 */
function nodeIndex(tree: UnionTree, idx: QuantityIndex): Int32Array {
  const ofNode = new Int32Array(tree.frame.length).fill(-1);
  idx.nodes.forEach((n, i) => (ofNode[n] = i));
  return ofNode;
}

/**
 * A node-sized array for `runReplicate`'s bulk sums of these runs: 32-bit integers when every
 * run's weights are whole samples in them (`inWholeSamples`), which sum exactly there.
 */
export function bulkScratch(size: number, runs: readonly UnionRun[]): Weights {
  return runs.every(inWholeSamples) ? new Uint32Array(size) : new Float64Array(size);
}

/** Whether a run's weights are samples, one each, held in 32-bit integers (`compactWeights`). */
function inWholeSamples(run: UnionRun): boolean {
  return run.self instanceof Uint32Array && samplesPerWeight(run) === 1;
}

/**
 * A run as one replicate: inclusive samples of each quantity and of its bulk part. `scratch`
 * (node-sized, any content) holds the bulk's inclusive samples while they are summed: one
 * array for every run of an analysis, not one each (72 MB a run at 2 M unique stacks a side).
 */
export function runReplicate(tree: UnionTree, run: UnionRun, idx: QuantityIndex, inBulk?: Uint8Array, scratch?: Weights): Replicate {
  const size = tree.frame.length;
  const f = samplesPerWeight(run);
  // Inclusive bulk samples per node: the bulk self cells summed up the tree.
  // A 32-bit scratch only holds whole samples (`bulkScratch`): a run that is not in them gets doubles.
  const fits = scratch && scratch.length === size && (scratch instanceof Float64Array || inWholeSamples(run));
  const bulkTotal = inBulk ? (fits ? scratch : new Float64Array(size)) : undefined;
  if (inBulk && bulkTotal) {
    bulkTotal[0] = 0;
    for (let n = 1; n < size; n++) bulkTotal[n] = inBulk[n] ? asSamples(run.self[n], f) : 0;
    for (let n = size - 1; n > 0; n--) bulkTotal[tree.parent[n]] += bulkTotal[n];
  }
  const count = new Float64Array(idx.K);
  const overlap = new Float64Array(idx.K);
  for (let n = 1; n < size; n++) {
    if (!idx.topmost[n]) continue;
    const j = idx.ofName[tree.frame[n]];
    if (j < 0) continue;
    const t = asSamples(run.total[n], f);
    count[j] += t;
    overlap[j] += bulkTotal ? bulkTotal[n] : t;
  }
  const samples = asSamples(run.sum, f);
  const bulk = bulkTotal ? bulkTotal[0] : samples;
  idx.nodes.forEach((n, k) => {
    // The root is the whole run.
    const t = n === 0 ? samples : asSamples(run.total[n], f);
    count[k] = t;
    overlap[k] = n === 0 ? bulk : bulkTotal ? bulkTotal[n] : t;
  });
  return { samples, bulk, count, overlap, run };
}

/** Blocks for a single ordered run: samples ÷ 30, between 4 and 20 (batch means). */
export function blockCount(samples: number, requested?: number): number {
  return requested || Math.max(4, Math.min(20, Math.floor(samples / 30)));
}

/**
 * A single run with sample order cut into consecutive time blocks (batch means): consecutive
 * samples are correlated, so the spread between blocks, not a binomial formula, measures how
 * noisy a value is. Returns undefined when the run is too short for blocks.
 */
export function blockReplicates(tree: UnionTree, run: UnionRun, idx: QuantityIndex, inBulk: Uint8Array | undefined, requested?: number): Replicate[] | undefined {
  const tl = run.timeline;
  if (!tl) return undefined;
  const len = tl.stack.length;
  const B = blockCount(len, requested);
  if (B < 2 || len < B * 5) return undefined;
  const weight = new Float64Array(B);
  const bulkWeight = new Float64Array(B);
  const count = Array.from({ length: B }, () => new Float64Array(idx.K));
  const overlap = Array.from({ length: B }, () => new Float64Array(idx.K));
  const lastSeen = new Int32Array(tree.names.length).fill(-1);
  const ofNode = nodeIndex(tree, idx);
  const root = ofNode[0];
  const samples = new Float64Array(B);
  for (let i = 0; i < len; i++) {
    const b = Math.floor((i * B) / len);
    const w = tl.weight[i];
    const leaf = tl.stack[i];
    const bulk = inBulk ? inBulk[leaf] === 1 : true;
    samples[b]++;
    weight[b] += w;
    if (bulk) bulkWeight[b] += w;
    const c = count[b];
    const o = overlap[b];
    for (let n = leaf; n > 0; n = tree.parent[n]) {
      const k = ofNode[n];
      if (k >= 0) {
        c[k] += w;
        if (bulk) o[k] += w;
      }
      const j = idx.ofName[tree.frame[n]];
      if (j >= 0 && lastSeen[tree.frame[n]] !== i) {
        lastSeen[tree.frame[n]] = i;
        c[j] += w;
        if (bulk) o[j] += w;
      }
    }
  }
  // The bulk is a property of the run (how its unchanged code compares with the other side's),
  // not of each block: a program's start-up is often most of its unchanged code and lies in
  // the first block, and a block's own bulk made every later block's values explode. Blocks
  // measure how the shares wander within the run; the run's bulk fraction scales them all.
  let runWeight = 0;
  let runBulkWeight = 0;
  for (let b = 0; b < B; b++) {
    runWeight += weight[b];
    runBulkWeight += bulkWeight[b];
  }
  const fraction = inBulk ? (runWeight > 0 ? runBulkWeight / runWeight : 0) : 1;
  const reps: Replicate[] = [];
  for (let b = 0; b < B; b++) {
    // Weights to samples: a block's samples over its weight.
    const f = weight[b] > 0 ? samples[b] / weight[b] : 0;
    if (root >= 0) {
      count[b][root] = weight[b];
      overlap[b][root] = bulkWeight[b];
    }
    const c = count[b].map((x) => asSamples(x, f));
    const o = overlap[b].map((x) => asSamples(x, f));
    if (root >= 0) c[root] = samples[b];
    reps.push({ samples: samples[b], bulk: samples[b] * fraction, count: c, overlap: o, run, runBulk: inBulk ? { fraction, runSamples: len } : undefined });
  }
  return reps;
}

/**
 * The replicates of one side: its runs when it has several; else the run alone, whose noise
 * then comes from the two sides' unchanged code (the overdispersed multinomial, see
 * overdispersion.ts). Time blocks of a run that kept its sample order only when `blocks` is
 * asked for.
 *
 * Why not time blocks by default: they measure how a value varies *within* the run, and a
 * program with phases (generate, parse, deduplicate, render, three passes) varies within a run
 * by its structure, which both runs share; what the test needs is how a whole run's value
 * varies from run to run, which with one run a side only the unchanged code of the two runs
 * shows. A blind Python case whose helper was renamed and made 1.8x slower (0 → 80 of 425
 * samples under the new name, one speedscope run a side) was "no significant change" in 14
 * blocks (their variance 7.9 times the multinomial; the branch ratios measured 1.2). Measured
 * without blocks on the 142 other cases: the same hits and the same verdicts on the no-change
 * cases, one significant finding fewer in all; on the noise pools, the same false alarms one
 * run against one (0 of 132 pairs each, perf and py-spy).
 */
export function sideReplicates(
  tree: UnionTree,
  runs: readonly UnionRun[],
  idx: QuantityIndex,
  inBulk: Uint8Array | undefined,
  blocks?: number,
  scratch?: Weights,
): SideReplicates {
  if (runs.length >= 2) {
    return { kind: 'runs', reps: runs.map((r) => runReplicate(tree, r, idx, inBulk, scratch)), method: `${runs.length} runs` };
  }
  const reps = blocks === undefined ? undefined : blockReplicates(tree, runs[0], idx, inBulk, blocks);
  if (reps) return { kind: 'blocks', reps, method: `1 run in ${reps.length} time blocks` };
  return { kind: 'single', reps: [runReplicate(tree, runs[0], idx, inBulk, scratch)], method: '1 run' };
}

export { sampleCount };
