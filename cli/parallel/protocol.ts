import type { Frame, ProfileMeta, Timeline, WeightUnit } from '../../core/model/types.js';
import type { PerfOptions } from '../../core/formats/perf-script/options.js';

/** What the main thread asks a perf-script worker to parse. */
export interface PieceRequest {
  readonly path: string;
  readonly start: number;
  readonly end: number;
  readonly options: PerfOptions;
}

/** A warning with the line number inside the piece (1-based). */
export interface PieceWarning {
  readonly line?: number;
  readonly message: string;
}

/** Messages a worker posts back. */
export type PieceMessage =
  | { type: 'progress'; bytes: number }
  | {
      type: 'done';
      frames: Frame[];
      stackFrame: Int32Array;
      stackParent: Int32Array;
      stackSelf: Float64Array;
      timeline?: Timeline;
      unit: WeightUnit;
      meta: ProfileMeta;
      lines: number;
      warnings: PieceWarning[];
    }
  | { type: 'error'; detail: string; line?: number; lines: number; warnings: PieceWarning[] };

/** What the main thread asks a file worker to read: one whole profile file. */
export interface FileRequest {
  readonly path: string;
  /** `LoadOptions` without its functions (they do not cross threads). */
  readonly options: { readonly format?: string; readonly parse?: import('../../core/formats/types.js').ParseOptions };
  /**
   * Also normalise the profile with this preset's built-in rules ('auto': the profile's own
   * preset), so that the sides' normalisation runs on both cores too.
   */
  readonly normalize?: string;
}

/**
 * A profile's frames packed for a thread boundary: the names end to end in one string with
 * their lengths, the kinds by index, and the few frames with more than a name and a kind as
 * they are. Cloning a few hundred thousand small objects cost more than parsing did.
 */
export interface PackedFrames {
  readonly names: string;
  readonly lengths: Int32Array;
  readonly kinds: readonly string[];
  readonly kindOf: Uint8Array;
  readonly rich: readonly [number, import('../../core/model/types.js').Frame][];
}

/** What a file worker posts back: the profile (frames packed), or its error as data. */
export type FileMessage =
  | {
      type: 'done';
      profile: Omit<import('../../core/model/types.js').Profile, 'frames'>;
      frames: PackedFrames;
      /** The profile normalised, when asked, with the preset used. */
      normalized?: { preset: string; profile: Omit<import('../../core/model/types.js').Profile, 'frames'>; frames: PackedFrames };
      warnings: string[];
    }
  | {
      type: 'error';
      name: string;
      message: string;
      parse?: { source: string; detail: string; line?: number; offset?: number };
      warnings: string[];
    };

/** Packs frames for `postMessage` (see `PackedFrames`). */
export function packFrames(frames: readonly import('../../core/model/types.js').Frame[]): PackedFrames {
  const kinds: string[] = [];
  const kindIndex = new Map<string, number>();
  const kindOf = new Uint8Array(frames.length);
  const lengths = new Int32Array(frames.length);
  const rich: [number, import('../../core/model/types.js').Frame][] = [];
  frames.forEach((f, i) => {
    let k = kindIndex.get(f.kind);
    if (k === undefined) kindIndex.set(f.kind, (k = kinds.push(f.kind) - 1));
    kindOf[i] = k;
    lengths[i] = f.name.length;
    if (f.file !== undefined || f.line !== undefined || f.module !== undefined) rich.push([i, f]);
  });
  return { names: frames.map((f) => f.name).join(''), lengths, kinds, kindOf, rich };
}

/** The frames `packFrames` packed, frozen as a builder makes them. */
export function unpackFrames(p: PackedFrames): import('../../core/model/types.js').Frame[] {
  const out: import('../../core/model/types.js').Frame[] = new Array(p.lengths.length);
  let at = 0;
  for (let i = 0; i < out.length; i++) {
    const name = p.names.slice(at, at + p.lengths[i]);
    at += p.lengths[i];
    out[i] = Object.freeze({ name, kind: p.kinds[p.kindOf[i]] as import('../../core/model/types.js').FrameKind });
  }
  for (const [i, f] of p.rich) out[i] = Object.freeze({ ...f });
  return out;
}
