import type { DiffResult } from '../diff/diff.js';
import { unexplained } from '../rules/pathologies.js';
import { VANISHED, type Finding } from './finding.js';

/**
 * Crowding out. In runs of a fixed length on a busy CPU, the samples per run do not change:
 * time that a regression takes is time other code does not run. A server that spends a fifth
 * of its time parsing /proc serves fewer requests, so its request handling costs less per
 * second though not per request. Measured against the unchanged bulk, such code can still look
 * faster when the bulk itself mixes per-second and per-request work. An improvement is
 * labelled as possibly crowded out (not dropped: it may be real) when
 * - the sides' samples per run differ by at most {@link SAME_LENGTH} (fixed-length runs), and
 * - the regressions together grew by at least as much as it fell, and
 * - some of it still runs (code that ran less often in the same time still shows; code that is
 *   gone from the after side was removed or renamed, not crowded out: a blind Python helper
 *   renamed and made slower had its old name labelled "may simply have run less often"),
 * and nothing else explains it. A pathology's label on an improvement only says the work
 * shrank ("garbage-collection: less of this work than before"), so crowding out replaces it: a
 * blind Node case's digestRecord took 43 pp more of fixed-length runs, and beside four improvements
 * labelled crowded out, five more (the garbage collector, memory copies, page faults) read as if
 * that work had become cheaper.
 */
const SAME_LENGTH = 0.1;

export const CROWDED_OUT = {
  category: 'crowded-out',
  explanation:
    `the runs were about as long (samples per run within ${100 * SAME_LENGTH}%) and the regressions took at least this much time, so this code may simply have run less often in that time, not faster per call`,
  hint: 'check a throughput figure (requests or items per second) before counting this as an improvement',
} as const;

/**
 * Crowding in, the mirror: in runs of a fixed length, time an improvement frees is time other
 * code runs in. A server whose JSON encoder got twice as fast serves more requests in the same
 * thirty seconds, so its request parsing takes more samples, though not more per request. Found
 * by running every verdict case with its sides swapped: a metrics collector that stopped
 * running 40x as often (−44 pp) left its service's `lookup_user` +10.9 pp "slower". A
 * regression is labelled (not dropped: it may be real) when it ran before (new code is not
 * crowded in), nothing else explains it, the improvements fell by at least as much as it grew,
 * and they are most of what moved: at least twice all the regressions together, those crowded
 * out not counted (see `labelCrowding`).
 */
export const CROWDED_IN = {
  category: 'crowded-in',
  explanation:
    `the runs were about as long (samples per run within ${100 * SAME_LENGTH}%) and the improvements freed at least this much time, so this code may simply have run more often in that time, not slower per call`,
  hint: 'check a throughput figure (requests or items per second) before counting this as a regression',
} as const;

/** Labels crowding out and crowding in, for runs of a fixed length. */
export function labelCrowding(diff: DiffResult, findings: readonly Finding[]): Finding[] {
  // From the sides, not the bulk's reference: runs are as long when shares are compared too (a
  // blind Node edit distance memoised in fixed 4 s runs, where nothing was left unchanged to
  // measure against, had the per-item code that now ran 20 times as often read as slower).
  const perRun = (s: DiffResult['before']) => (s.runs > 0 ? s.samples / s.runs : 0);
  const before = perRun(diff.before);
  if (!diff.before.timed || !diff.after.timed || !(before > 0) || Math.abs(perRun(diff.after) / before - 1) > SAME_LENGTH) return [...findings];
  const moved = (list: readonly Finding[], direction: Finding['direction']) =>
    list.filter((f) => f.significant && f.direction === direction && f.category !== CROWDED_OUT.category).reduce((a, f) => a + Math.abs(f.delta), 0);
  const grown = moved(findings, 'regression');
  // Code that ran less often still runs.
  const out = findings.map((f) => (f.direction === 'improvement' && unexplained(f) && f.after > VANISHED * f.before && -f.delta <= grown ? { ...f, ...CROWDED_OUT } : f));
  // Code that ran more often ran before; and only beside improvements that are most of what
  // moved (twice the regressions, those crowded out not counted): a regression beside an
  // improvement of similar size may be the cause of it, and the culprit must not read "may
  // simply have run more often" (two opposite changes in a blind Python case, −23 and +17 pp).
  const shrunk = moved(out, 'improvement');
  if (!(shrunk >= 2 * grown)) return out;
  return out.map((f) => (f.direction === 'regression' && unexplained(f) && f.before > VANISHED * f.after && f.delta <= shrunk ? { ...f, ...CROWDED_IN } : f));
}
