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
  /** Start of the recording, seconds (format-specific clock). */
  readonly startTime?: number;
  /** Number of samples (events) read, before aggregation. */
  readonly sampleCount?: number;
  /** A human name (speedscope profile name, ...). */
  readonly name?: string;
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
