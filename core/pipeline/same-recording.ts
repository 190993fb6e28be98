import type { Profile } from '../model/types.js';

/**
 * Runs that are one recording read twice: the same samples at the same times. A directory that
 * holds both `run1.data` and the `run1.perf.txt` made from it would otherwise count every run
 * twice, and the statistics would take the copies for agreeing replicates (narrower intervals,
 * as if twice as many runs had been recorded). Two runs are the same recording when both kept
 * sample times and their sample counts, first and last times and total weights are equal;
 * different recordings never share a first sample time to the nanosecond.
 *
 * Returns, for each run that repeats an earlier one, its index and the earlier one's.
 */
export function repeatedRecordings(runs: readonly Profile[]): { index: number; sameAs: number }[] {
  const seen = new Map<string, number>();
  const out: { index: number; sameAs: number }[] = [];
  runs.forEach((p, index) => {
    const key = recordingKey(p);
    if (key === undefined) return;
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, index);
    else out.push({ index, sameAs: earlier });
  });
  return out;
}

function recordingKey(p: Profile): string | undefined {
  const tl = p.timeline;
  const n = tl?.stack.length ?? 0;
  if (!tl?.time || n === 0) return undefined;
  const first = tl.time[0];
  const last = tl.time[n - 1];
  if (!Number.isFinite(first) || !Number.isFinite(last)) return undefined;
  let weight = 0;
  for (let i = 0; i < n; i++) weight += tl.weight[i];
  return `${n}|${first}|${last}|${weight}`;
}
