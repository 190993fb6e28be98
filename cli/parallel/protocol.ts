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
}

/** What a file worker posts back: the profile, or its error as data. */
export type FileMessage =
  | { type: 'done'; profile: import('../../core/model/types.js').Profile; warnings: string[] }
  | {
      type: 'error';
      name: string;
      message: string;
      parse?: { source: string; detail: string; line?: number; offset?: number };
      warnings: string[];
    };
