import type { DiffResult } from '../diff/diff.js';
import { topmostOccurrence } from '../diff/union.js';
import { isContainer } from './towers.js';
import { ROOT_CALLER } from './finding.js';

/** A caller's part of a function finding's change. */
export interface CallerShare {
  /** The caller's frame name (`all` for a root call site). */
  readonly name: string;
  /** The change of the function's time under that caller, on the diff's scale. */
  readonly delta: number;
}

/** Callers carrying less than this part of a function's change in its direction are left out. */
const MIN_PART = 0.1;
/** Callers named at most. */
const MAX_CALLERS = 3;

/**
 * Which callers a function's change came through: the change of its topmost call sites summed
 * by the caller's name, those carrying at least a tenth of the change in its direction, largest
 * first; empty when the function has one caller (its chain already names it).
 *
 * Why: a function finding adds up every call site, so a shared helper called more often by one
 * caller (`parse_records → mix` +40 pp, `checksum → mix` +26 pp, `render → mix` unchanged) was
 * reported as "function mix +66 pp" with no word of which callers, and the reader blamed the
 * helper.
 */
export function callerShares(diff: DiffResult, nameId: number, sign: number): CallerShare[] {
  return sharesOf(changeByCaller(diff, nameId), sign);
}

/** `callerShares` from the change by caller (`changeByCaller`) a caller has made already. */
export function sharesOf(byCaller: ReadonlyMap<string, number>, sign: number): CallerShare[] {
  if (byCaller.size < 2) return [];
  const total = [...byCaller.values()].reduce((a, d) => a + Math.max(0, sign * d), 0);
  return [...byCaller]
    .filter(([, d]) => sign * d > 0 && sign * d >= MIN_PART * total)
    .sort((a, b) => sign * (b[1] - a[1]) || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_CALLERS)
    .map(([name, delta]) => ({ name, delta }));
}

/**
 * The change of a function's topmost call sites summed by its caller's name (`all` for a root
 * call site or one directly under a thread or process frame).
 */
export function changeByCaller(diff: DiffResult, nameId: number): Map<string, number> {
  const { tree } = diff;
  const topmost = topmostOccurrence(tree);
  const byCaller = new Map<string, number>();
  for (let n = 1; n < tree.frame.length; n++) {
    if (tree.frame[n] !== nameId || !topmost[n]) continue;
    const p = tree.parent[n];
    // A thread or process is not a caller: a pool's workers each running the function at the
    // top of their stacks are one call site (a newcomer's C pool read "called from: worker-3
    // +156 ms, worker-0 +146 ms, worker-1 +119 ms").
    const name = p > 0 && !isContainer(tree, p) ? tree.names[tree.frame[p]] : ROOT_CALLER;
    byCaller.set(name, (byCaller.get(name) ?? 0) + diff.afterTotal[n] - diff.beforeTotal[n]);
  }
  return byCaller;
}
