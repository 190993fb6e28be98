import type { UnionTree } from '../diff/union.js';

/** One run's samples over time: weight per time bin, in all and under each focus node. */
export interface ActivityRun {
  readonly side: 'before' | 'after';
  /** Seconds from the run's first sample to its last. */
  readonly span: number;
  /** Weight per bin. */
  readonly total: readonly number[];
  /** Per focus node (same order as {@link Activity.focus}): weight per bin under that node. */
  readonly focus: readonly (readonly number[])[];
}

/**
 * Samples over time for the runs that kept sample times (perf, V8, Chrome, JFR, speedscope
 * evented): what the viewer's activity strip draws, so a reader sees *when* the changed code
 * ran (all along, or from a moment on, as after a deploy inside one capture). Binned here, so
 * the page carries a few hundred numbers per run, not every sample.
 */
export interface Activity {
  readonly bins: number;
  /** Union nodes followed over time: the findings' nodes, best first. */
  readonly focus: readonly number[];
  readonly runs: readonly ActivityRun[];
}

/** Findings followed over time at most (each adds `bins` numbers per run). */
export const MAX_FOCUS = 8;

/**
 * Bins of every timed run of the tree; undefined when no run kept sample times. Without a
 * `bins`, about eight samples per bin of the shortest run (10 to 120 bins): fewer samples per
 * bin draw counting noise, not activity.
 */
export function activityOf(tree: UnionTree, focusNodes: readonly number[], bins?: number): Activity | undefined {
  const timed = tree.runs.filter((r) => r.timeline?.time);
  if (timed.length === 0) return undefined;
  bins ??= Math.max(10, Math.min(120, Math.floor(Math.min(...timed.map((r) => r.timeline!.stack.length)) / 8)));
  const focus = [...new Set(focusNodes.filter((n) => n > 0 && n < tree.parent.length))].slice(0, MAX_FOCUS);
  const under = focusMasks(tree.parent, focus);
  const runs: ActivityRun[] = [];
  for (const run of tree.runs) {
    const tl = run.timeline;
    if (!tl?.time) continue;
    const binned = binRun(tl.stack, tl.weight, tl.time, under, focus.length, bins);
    if (binned) runs.push({ side: run.side, ...binned });
  }
  return runs.length > 0 ? { bins, focus, runs } : undefined;
}

/** Per union node, a bit per focus node it is under (or is); parents precede children. */
export function focusMasks(parent: Int32Array, focus: readonly number[]): Int32Array {
  const mask = new Int32Array(parent.length);
  const bit = new Map(focus.map((n, k) => [n, 1 << k]));
  for (let n = 1; n < parent.length; n++) mask[n] = (parent[n] > 0 ? mask[parent[n]] : 0) | (bit.get(n) ?? 0);
  return mask;
}

function binRun(stack: Int32Array, weight: Float64Array, time: Float64Array, under: Int32Array, k: number, bins: number): Omit<ActivityRun, 'side'> | undefined {
  let first = Infinity;
  let last = -Infinity;
  for (const t of time) {
    if (t < first) first = t;
    if (t > last) last = t;
  }
  if (!Number.isFinite(first)) return undefined;
  const span = last - first;
  const total = new Array<number>(bins).fill(0);
  const focus = Array.from({ length: k }, () => new Array<number>(bins).fill(0));
  for (let i = 0; i < stack.length; i++) {
    const t = time[i];
    if (!Number.isFinite(t)) continue;
    const b = span > 0 ? Math.min(bins - 1, Math.floor(((t - first) / span) * bins)) : 0;
    total[b] += weight[i];
    const m = under[stack[i]];
    if (m === 0) continue;
    for (let j = 0; j < k; j++) if (m & (1 << j)) focus[j][b] += weight[i];
  }
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return { span: round(span), total: total.map(round), focus: focus.map((f) => f.map(round)) };
}
