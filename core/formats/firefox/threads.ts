import type { FrameKind } from '../../model/types.js';

/**
 * One thread of a Firefox Profiler file, whichever layout it came in (Gecko's schema + data
 * rows, or the processed format's columns): frames by index, a stack table of (prefix, frame)
 * and the samples. What the two layout readers produce and the profile builder consumes.
 */
export interface FirefoxThread {
  readonly name: string;
  readonly frames: readonly { readonly name: string; readonly kind: FrameKind }[];
  /** Per stack index: its prefix stack (-1 for none) and its frame. */
  readonly stackPrefix: readonly number[];
  readonly stackFrame: readonly number[];
  /** Per sample: its stack (-1: no stack), time in ms on the file's clock, and weight. */
  readonly sampleStack: readonly number[];
  readonly sampleTime: readonly number[];
  readonly sampleWeight: readonly number[];
}

/** A shape error while walking the document: the JSON path and what was expected there. */
export class ShapeError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path}: expected ${expected}`);
  }
}

export function array(v: unknown, path: string, what = 'an array'): unknown[] {
  if (!Array.isArray(v)) throw new ShapeError(path, what);
  return v;
}

export function index(v: unknown, path: string, length: number): number {
  if (v === null || v === undefined) return -1;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < -1 || v >= length) throw new ShapeError(path, `an index below ${length}, or null`);
  return v;
}

/** `name (file:line)` for a JavaScript function, as DevTools and flamediff's V8 reader name them. */
export function jsName(name: string, file: string | undefined, line: number | undefined): string {
  if (!file) return name;
  return `${name} (${file}${line !== undefined && line >= 0 ? `:${line}` : ''})`;
}
