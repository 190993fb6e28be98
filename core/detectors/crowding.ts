import type { DiffResult } from '../diff/diff.js';
import { LESS_OF_THIS_WORK } from '../rules/pathologies.js';
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
    'the runs had the same length and the regressions took at least this much time, so this code may simply have run less often in that time, not faster per call',
  hint: 'check a throughput figure (requests or items per second) before counting this as an improvement',
} as const;

export function labelCrowdedOut(diff: DiffResult, findings: readonly Finding[]): Finding[] {
  const c = diff.composition;
  if (!c || !(c.samplesPerRunBefore > 0)) return [...findings];
  const sameLength = Math.abs(c.samplesPerRunAfter / c.samplesPerRunBefore - 1) <= SAME_LENGTH;
  const grown = findings.filter((f) => f.significant && f.direction === 'regression').reduce((a, f) => a + f.delta, 0);
  if (!sameLength || !(grown > 0)) return [...findings];
  const stillRuns = (f: Finding) => f.after > VANISHED * f.before;
  const unexplained = (f: Finding) => !f.category || f.explanation === LESS_OF_THIS_WORK;
  return findings.map((f) => (f.direction === 'improvement' && unexplained(f) && stillRuns(f) && -f.delta <= grown ? { ...f, ...CROWDED_OUT } : f));
}
