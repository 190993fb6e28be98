import type { Profile } from '../model/types.js';

/**
 * Outlier runs. With three runs a side, one run unlike its side's others (recorded while the
 * machine was slowed, or with a JIT that compiled differently) widens the run-to-run variance
 * of every frame it holds, and a real change can then fail its test: a blind Node parser's
 * `skipWs` took 38.4/37.7/37.5% of the before runs and 65.8/51.5/48.7% of the after runs (the
 * first after run waited two minutes for a busy machine and ran at 60% of the others' speed), and
 * "no significant change" said nothing about why. The tests stay as they are (dropping a run
 * that disagrees would make false alarms of real variability); the report names the run.
 */

/** Each run's share of self weight by frame name. */
function shares(p: Profile): Map<string, number> {
  const out = new Map<string, number>();
  let total = 0;
  for (let n = 1; n < p.stackFrame.length; n++) {
    const w = p.stackSelf[n];
    if (!(w > 0)) continue;
    const name = p.frames[p.stackFrame[n]].name;
    out.set(name, (out.get(name) ?? 0) + w);
    total += w;
  }
  if (total > 0) for (const [k, v] of out) out.set(k, v / total);
  return out;
}

/**
 * A side's median run: the median share of each name. With three runs, the median is the two
 * that agree, so one run unlike them is far from it and they are not.
 */
function medianShares(runs: readonly Map<string, number>[]): Map<string, number> {
  const names = new Set<string>();
  for (const r of runs) for (const k of r.keys()) names.add(k);
  const out = new Map<string, number>();
  for (const k of names) {
    const v = runs.map((r) => r.get(k) ?? 0).sort((a, b) => a - b);
    out.set(k, v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2);
  }
  return out;
}

/** Total variation distance between a run's shares and the median run's (which has every name). */
function distance(run: ReadonlyMap<string, number>, median: ReadonlyMap<string, number>): number {
  let d = 0;
  for (const [k, m] of median) d += Math.abs((run.get(k) ?? 0) - m);
  return d / 2;
}

/** A run is an outlier when it is this many times as far from its side as the typical run. */
const OUTLIER_TIMES = 3;
/** …and at least this far (a share of its samples elsewhere): tiny distances are sampling noise. */
const OUTLIER_MIN = 0.05;

export interface OutlierRun {
  readonly side: 'before' | 'after';
  readonly index: number;
  readonly source: string;
  readonly distance: number;
  readonly typical: number;
}

/**
 * Runs (of sides with three or more) at least {@link OUTLIER_MIN} of their samples away from
 * their side's median run, and {@link OUTLIER_TIMES} times as far as any other run of the side:
 * one run unlike the others that agree, not a side whose runs all differ (a GIL-bound thread's
 * share wanders in every run; that is the program's variance, and the tests measure it).
 * Profiles as compared (normalised).
 */
export function outlierRuns(before: readonly Profile[], after: readonly Profile[]): OutlierRun[] {
  const out: OutlierRun[] = [];
  for (const [side, runs] of [['before', before], ['after', after]] as const) {
    if (runs.length < 3) continue;
    const s = runs.map(shares);
    const median = medianShares(s);
    const d = s.map((r) => distance(r, median));
    runs.forEach((p, index) => {
      const typical = Math.max(...d.filter((_, j) => j !== index));
      if (d[index] >= OUTLIER_MIN && d[index] >= OUTLIER_TIMES * typical) out.push({ side, index, source: p.meta.source ?? `${side} run ${index + 1}`, distance: d[index], typical });
    });
  }
  return out;
}

/** The warning for outlier runs, or undefined. */
export function outlierRunWarning(before: readonly Profile[], after: readonly Profile[]): string | undefined {
  const found = outlierRuns(before, after);
  if (found.length === 0) return undefined;
  const pct = (x: number) => `${(100 * x).toFixed(x < 0.1 ? 1 : 0)}%`;
  const list = found.map((o) => `${o.source} (${pct(o.distance)} of its samples elsewhere than its side's median run, the others at most ${pct(o.typical)})`).join('; ');
  return `${found.length === 1 ? 'one run differs' : `${found.length} runs differ`} from the other runs of ${found.length === 1 ? 'its side' : 'their sides'} far more than runs usually do: ${list}; such a run widens every test it is in, so a real change can go unseen: check how it was recorded, or record more runs`;
}
