import { amended, type DiffResult, type Tested } from '../diff/diff.js';
import { detectFindings, type DetectOptions, type Finding } from './findings.js';

/** The largest q a change may have to be named as nearest to significance. */
export const NEAREST_MAX_Q = 0.25;
/** How many such changes a report names, at most. */
export const NEAREST_COUNT = 3;

/**
 * When nothing is significant: the changes nearest to it, found by the same detectors with the
 * bar at q ≤ {@link NEAREST_MAX_Q} (the floor on |Δ| unchanged), returned as findings that are
 * not significant. They are not a verdict; they say what more runs would decide.
 *
 * Why: one run a side of a Java pipeline whose validation stage grew from nothing to 17% of the
 * samples (438 of them, φ 4.5) gave q = 0.073, and the report said only "No significant change",
 * while a naive z-test, ignoring the noise between runs, named the stage. Both are wrong in their
 * own way: the change is real but these runs cannot prove it. Saying which change came nearest,
 * with its q, lets a reader decide to record more runs instead of reading "nothing to see".
 */
export function nearestChanges(diff: DiffResult, options: DetectOptions = {}): Finding[] {
  const floor = diff.minDelta * diff.scale;
  const loose = <T extends Tested>(t: T): T => ({ ...t, significant: t.q <= NEAREST_MAX_Q && Math.abs(t.delta) >= floor });
  const relaxed = amended(diff, {
    alpha: NEAREST_MAX_Q,
    nodes: new Map([...diff.nodes].map(([n, t]) => [n, loose(t)])),
    functions: diff.functions.map(loose),
  });
  return detectFindings(relaxed, options)
    .filter((f) => f.direction !== 'neutral' && f.qValue > diff.alpha)
    .slice(0, NEAREST_COUNT)
    .map((f) => ({ ...f, significant: false }));
}
