import type { Profile } from '../model/types.js';

/**
 * Drift: a machine's speed wanders over minutes (frequency, caches, background load), and shifts
 * every frame a little. When before and after are interleaved (b a b a …) drift hits both sides
 * alike and the run-to-run variance includes it; when one side was recorded after the other, it
 * is a difference between the sides that no test on these runs can tell from a change. On the
 * calibrated perf pool a 10% frame moved by about 1.5 pp between the first and the next three
 * runs, as much as a real +1.5 pp change. The tool cannot undo that, so it says so.
 */
export interface RecordingOrder {
  /** Every run of one side started before every run of the other. */
  readonly sequential: boolean;
  /** Seconds from the last start of the earlier side to the first start of the later one. */
  readonly gapSeconds: number;
  /** Which side was recorded first. */
  readonly first: 'before' | 'after';
}

/**
 * The order the runs were recorded in, from their start times, when every run has one on the
 * same clock and both sides have two or more runs (one run a side is always one after the other).
 */
export function recordingOrder(before: readonly Profile[], after: readonly Profile[]): RecordingOrder | undefined {
  if (before.length < 2 || after.length < 2) return undefined;
  const all = [...before, ...after];
  const clock = all[0].meta.startClock;
  if (!clock || all.some((p) => p.meta.startClock !== clock || typeof p.meta.startTime !== 'number')) return undefined;
  const starts = (ps: readonly Profile[]) => ps.map((p) => p.meta.startTime!);
  const [b, a] = [starts(before), starts(after)];
  if (Math.max(...b) < Math.min(...a)) return { sequential: true, gapSeconds: Math.min(...a) - Math.max(...b), first: 'before' };
  if (Math.max(...a) < Math.min(...b)) return { sequential: true, gapSeconds: Math.min(...b) - Math.max(...a), first: 'after' };
  return { sequential: false, gapSeconds: 0, first: Math.min(...b) <= Math.min(...a) ? 'before' : 'after' };
}

/** The warning for sides recorded one after the other, or undefined. */
export function driftWarning(before: readonly Profile[], after: readonly Profile[]): string | undefined {
  const order = recordingOrder(before, after);
  if (!order?.sequential) return undefined;
  return `the sides were recorded one after the other (every ${order.first} run started before every ${order.first === 'before' ? 'after' : 'before'} run), not interleaved: the machine's slow drift between the two periods shifts frames by about as much as a 1–2 pp change, and no test on these runs can tell the two apart; record the sides alternately (flamediff compare does)`;
}
