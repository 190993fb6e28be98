import { totalWeight, type Profile } from '../model/types.js';

/** Fewer samples than this on a side, and only a change of most of the program could show. */
export const FEW_SAMPLES = 30;

/**
 * A warning when a side holds almost no samples (profiles counted in samples,
 * `sidesAsSamples`): a command that ended before the profiler's first ticks, a benchmark that
 * exits at once. Why: "no significant change" is then no verdict, and a CI gate on it would pass
 * whatever the code did (a newcomer's `compare --before true --after true` read
 * "(2 runs, 1 sample) → (2 runs, 1 sample) … No significant change").
 */
export function fewSamplesWarning(before: readonly Profile[], after: readonly Profile[]): string | undefined {
  const count = (side: readonly Profile[]) => (side.every((p) => p.unit === 'samples') ? side.reduce((a, p) => a + totalWeight(p), 0) : undefined);
  const b = count(before);
  const a = count(after);
  if (b === undefined || a === undefined || Math.min(b, a) >= FEW_SAMPLES) return undefined;
  const n = (x: number) => `${Math.round(x)} sample${Math.round(x) === 1 ? '' : 's'}`;
  return `only ${n(b)} before and ${n(a)} after: too few to measure a change (under ${FEW_SAMPLES} on a side); profile longer runs or sample at a higher rate`;
}

/** Which side, if any, holds no samples at all in any of its profiles. */
export function emptySide(before: readonly Profile[], after: readonly Profile[]): 'before' | 'after' | undefined {
  const empty = (side: readonly Profile[]) => side.length > 0 && side.every((p) => !(totalWeight(p) > 0));
  return empty(before) ? 'before' : empty(after) ? 'after' : undefined;
}
