import type { DiffResult } from '../diff/diff.js';
import { MEASURED_MIN_SAMPLES, runToRunChance } from '../stats/run-spread.js';
import type { Finding } from './finding.js';

/**
 * Stage: with one run on a side, each finding's chance of being a difference between runs
 * rather than a change (`Finding.runToRun`). Why a stage of its own and not a test: the test
 * of a single run sees sampling noise only, and making it stricter by the measured spread lost
 * more real one-run regressions than it silenced false alarms (stop 40: a 5% floor, −8 hits,
 * +4 quiet controls); the report keeps the finding and says how often same-work runs differ
 * as much. Renamed code changed no cost and gets none; nor does code one side lacks (new or
 * vanished): the measured pairs are of functions both runs hold, and how often a frame is absent
 * from one run of the same work was not measured (a blind py-spy control's start-up imports,
 * 4.1% of one run and absent from the other, would have read "rare between runs").
 */
export function withRunToRun(diff: DiffResult, findings: readonly Finding[]): Finding[] {
  if (diff.before.runs > 1 && diff.after.runs > 1) return [...findings];
  return findings.map((f) => {
    if (f.kind === 'renamed' || !(f.before > 0 && f.after > 0)) return f;
    return measuredSize(diff, f) ? { ...f, runToRun: runToRunChance(findingRatio(diff, f)) } : { ...f, runToRunUnmeasured: true };
  });
}

/**
 * Whether a finding holds, in a run of one side at least, as many samples as the functions the
 * tail was measured on (`MEASURED_MIN_SAMPLES`): its fraction of its side's root times the
 * side's samples per run. Why: a blind Node case's start-up code took 24 samples in one run and
 * 2 in the other, and the report called a factor of 12.8 "rare between runs" from pairs of
 * functions of 50 samples or more, where a few samples more or less are not a factor of ten.
 * One side is enough: code that grew from 6 samples to 1,900 (a page-fault tower, a newcomer's
 * story) is not a small function's noise, and its factor's tail says so.
 */
function measuredSize(diff: DiffResult, f: Finding): boolean {
  const perRun = (value: number, root: number, side: DiffResult['before']) => (root > 0 ? (value / root) * (side.samples / Math.max(1, side.runs)) : 0);
  const b = perRun(f.before, diff.beforeTotal[0], diff.before);
  const a = perRun(f.after, diff.afterTotal[0], diff.after);
  return Math.max(b, a) >= MEASURED_MIN_SAMPLES;
}

/**
 * The factor a finding's odds changed by. Shares become odds (a frame at 70% that moved 5 pp
 * changed its odds ×1.29, as much as a 10% frame that moved to 12.5%); bulk values already are
 * cost against the unchanged code; absolute and rate values are compared as they are.
 */
export function findingRatio(diff: DiffResult, f: Finding): number {
  return changeRatio(diff, f.before, f.after);
}

/** The factor a value changed by on the diff's scale (`findingRatio`; for a node, its side means). */
export function changeRatio(diff: Pick<DiffResult, 'normalization'>, before: number, after: number): number {
  if (diff.normalization === 'share') {
    const odds = (s: number) => s / Math.max(1e-12, 1 - s);
    return odds(after) / odds(before);
  }
  return after / before;
}
