/**
 * The profile model: a small, immutable description of where a program spent its time.
 *
 * Why this shape: frames are interned once (a profile of millions of samples has a few
 * thousand distinct frames), stacks form a prefix tree so memory grows with the number of
 * *unique* stacks and not with the number of samples, and weights carry an explicit unit so
 * a diff never silently compares samples with nanoseconds.
 */

/** What kind of code a frame is; used for colouring and normalisation presets. */
export type FrameKind =
  | 'kernel'
  | 'native'
  | 'python'
  | 'jit'
  | 'inlined'
  | 'process'
  | 'thread'
  | 'unknown';

/** One interned frame. `name` is the display name, exactly as a folded line would show it. */
export interface Frame {
  readonly name: string;
  readonly kind: FrameKind;
  readonly file?: string;
  readonly line?: number;
  readonly module?: string;
}

/** The unit of every weight in a profile. */
export type WeightUnit =
  | 'samples'
  | 'nanoseconds'
  | 'microseconds'
  | 'milliseconds'
  | 'seconds'
  | 'bytes'
  | 'events'
  | 'none';

/** What is known about how a profile was taken; every field but `sourceFormat` is optional. */
export interface ProfileMeta {
  /** Registry id of the format it was read from (`perf-script`, `folded`, `speedscope`). */
  readonly sourceFormat: string;
  /** Where it came from (a file name, `-` for stdin); used in messages. */
  readonly source?: string;
  /** The profiler that produced it, when the format says so (`perf`, `py-spy`). */
  readonly profiler?: string;
  /** Sampled event (perf: `cycles`, `cpu-clock`, ...). */
  readonly event?: string;
  /** Samples per second, when known. */
  readonly sampleRate?: number;
  /** Event period, when every sample has the same one. */
  readonly samplePeriod?: number;
  /** Wall-clock span covered by the samples, in seconds. */
  readonly durationSeconds?: number;
  /** Start of the recording, seconds on the clock named by `startClock`. */
  readonly startTime?: number;
  /**
   * What `startTime` counts from: `perf` (perf's sample clock, seconds since boot on one
   * machine) or `epoch` (Unix time). Start times compare only on the same clock.
   */
  readonly startClock?: 'perf' | 'epoch';
  /** Number of samples (events) read, before aggregation. */
  readonly sampleCount?: number;
  /**
   * The weights are measured intervals between open and close events (speedscope's evented
   * profiles: pyinstrument, tracers), not samples: an interval may stand for one sample or for
   * thousands aggregated, so the statistics count time instead (core/diff/composition.ts).
   */
  readonly evented?: boolean;
  /**
   * What one sample is, when the profile's events are not samples of running code: Go's
   * mutex and block profiles count `contentions` (plural; reports say "3,063 contentions").
   */
  readonly sampleNoun?: string;
  /** A human name (speedscope profile name, ...). */
  readonly name?: string;
  /**
   * The profiler left out every call path under this fraction of the run's total, its time kept
   * in its caller's (pyinstrument's JSON: 0.01). A path near it is on one run and not another
   * by chance, not because code moved (core/normalize/pruned.ts).
   */
  readonly prunedBelow?: number;
  /** Profiler flags that change what is sampled (py-spy --gil/--idle, perf -g/--call-graph). */
  readonly settings?: string;
}

/**
 * An immutable profile.
 *
 * The stack table is in topological order: node 0 is the virtual root (frame -1, parent -1)
 * and every node's parent has a smaller index. `stackSelf[i]` is the weight of samples whose
 * leaf is node i. The typed arrays are private copies; treat them as read-only.
 */
export interface Profile {
  readonly frames: readonly Frame[];
  readonly stackFrame: Int32Array;
  readonly stackParent: Int32Array;
  readonly stackSelf: Float64Array;
  readonly unit: WeightUnit;
  readonly meta: ProfileMeta;
  /**
   * The samples in recording order (leaf stack node and weight of each), when the format has
   * an order and the reader was asked to keep it (`timeline: true`). The statistics use it to
   * measure how correlated consecutive samples are; memory grows with the sample count, so
   * `collapse` does not ask for it.
   */
  readonly timeline?: Timeline;
}

/** Samples in recording order. */
export interface Timeline {
  readonly stack: Int32Array;
  readonly weight: Float64Array;
  /**
   * Each sample's time in seconds, on the format's own clock (perf: since boot; V8: since the
   * profile started; JFR: Unix time), when the format records it: what `FILE@10s..20s` slices.
   * NaN for a sample without one.
   */
  readonly time?: Float64Array;
}

/** Number of stack nodes including the virtual root. */
export function stackCount(p: Profile): number {
  return p.stackFrame.length;
}

/** Sum of all self weights: the profile's total weight. */
export function totalWeight(p: Profile): number {
  let t = 0;
  const s = p.stackSelf;
  for (let i = 0; i < s.length; i++) t += s[i];
  return t;
}

/** Inclusive (total) weight of every stack node, computed bottom-up over the topological order. */
export function stackTotals(p: Profile): Float64Array {
  const total = Float64Array.from(p.stackSelf);
  for (let i = total.length - 1; i > 0; i--) total[p.stackParent[i]] += total[i];
  return total;
}

/** Frame indices of a stack node, root first. */
export function stackPath(p: Profile, node: number): number[] {
  const out: number[] = [];
  for (let n = node; n > 0; n = p.stackParent[n]) out.push(p.stackFrame[n]);
  return out.reverse();
}

const NANOS_PER: Partial<Record<WeightUnit, number>> = { nanoseconds: 1, microseconds: 1e3, milliseconds: 1e6, seconds: 1e9 };

/**
 * Nanoseconds of one sample, when the profile says: the period of a time-weighted profile
 * (perf `cpu-clock` weights each sample by its period), or 1e9 / the sampling rate. Exporters
 * need it to turn time back into sample counts, which is what Pyroscope's folded `/ingest`
 * and the legacy server's pprof reader take.
 */
export function nanosPerSample(p: Profile): number | undefined {
  const per = NANOS_PER[p.unit];
  if (per !== undefined && p.meta.samplePeriod && p.meta.samplePeriod > 0) return p.meta.samplePeriod * per;
  if (p.meta.sampleRate && p.meta.sampleRate > 0) return 1e9 / p.meta.sampleRate;
  return undefined;
}

/** Nanoseconds per unit of weight, for time units; undefined for counts and bytes. */
export function nanosPerUnit(unit: WeightUnit): number | undefined {
  return NANOS_PER[unit];
}

/**
 * The profile with every weight as a sample count (time divided by the sample period, rounded),
 * or undefined when a time-weighted profile has no known period. Sample profiles are returned
 * as they are.
 */
export function asSampleCounts(p: Profile): Profile | undefined {
  if (p.unit === 'samples') return p;
  const per = NANOS_PER[p.unit];
  const period = nanosPerSample(p);
  if (per === undefined || period === undefined) return undefined;
  const self = p.stackSelf.map((w) => Math.round((w * per) / period));
  return { ...p, unit: 'samples', stackSelf: self, timeline: undefined, meta: { ...p.meta, sampleRate: 1e9 / period, samplePeriod: undefined } };
}
