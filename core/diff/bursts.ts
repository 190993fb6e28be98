import { isCollectorFrame } from '../rules/pathologies.js';
import { blockReplicates, type Quantities, type QuantityIndex } from './replicates.js';
import type { UnionRun, UnionTree } from './union.js';

/** Time blocks a run is cut into to see a quantity's bursts. */
const BURST_BLOCKS = 20;

/**
 * Per quantity, how much more than sampling the garbage collector's count wanders within one
 * run with sample order (0 for every other quantity, and for a run without order).
 *
 * Why: the collector runs in bursts set by the heap's history, not by the code path, so its
 * count varies between runs more than code does, and the overdispersion of a one-run side is
 * measured on code (its branch ratios). A blind Node control, the same program with other seeds
 * one run a side, had its `(garbage collector)` at 10.1% and 13.9% of samples: +3.8 pp at
 * q < 0.001 against φ 1.2, while within each run its count over 20 time blocks varied 9–11 times
 * what sampling gives (the code's frames 0.6–3.3). Successive differences of the blocks, not
 * their spread about the mean, so that a run whose collector works more as its heap grows is
 * not counted as noisy for that trend.
 */
export function collectorBursts(tree: UnionTree, run: UnionRun, quantities: Quantities, idx: QuantityIndex): Float64Array | undefined {
  const collector = collectorQuantities(tree, quantities);
  if (collector.length === 0 || !run.timeline) return undefined;
  const reps = blockReplicates(tree, run, idx, undefined, BURST_BLOCKS);
  if (!reps) return undefined;
  const out = new Float64Array(idx.K);
  for (const k of collector) out[k] = successiveDispersion(reps.map((r) => r.count[k]), reps.map((r) => r.samples));
  return out;
}

/** Indexes of the quantities that are garbage collection: nodes (root at the end), then functions. */
function collectorQuantities(tree: UnionTree, q: Quantities): number[] {
  const out: number[] = [];
  q.nodes.forEach((n, k) => {
    if (n > 0 && isCollectorFrame(tree.names[tree.frame[n]])) out.push(k);
  });
  q.funcs.forEach((f, i) => {
    if (isCollectorFrame(tree.names[f])) out.push(q.nodes.length + i);
  });
  return out;
}

/**
 * Half the mean squared difference of consecutive blocks' counts over the binomial variance of
 * a block's count (von Neumann's estimator of the variance, as a dispersion factor).
 */
export function successiveDispersion(counts: readonly number[], samples: readonly number[]): number {
  const B = counts.length;
  const total = samples.reduce((a, b) => a + b, 0);
  const hits = counts.reduce((a, b) => a + b, 0);
  if (B < 2 || total <= 0 || hits <= 0 || hits >= total) return 0;
  const p = hits / total;
  let sq = 0;
  for (let b = 1; b < B; b++) sq += (counts[b] - counts[b - 1]) ** 2;
  return sq / (2 * (B - 1)) / ((total / B) * p * (1 - p));
}
