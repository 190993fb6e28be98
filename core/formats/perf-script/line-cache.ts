import { ByteInterner } from '../../text/byte-interner.js';

/** What one stack line turns into. */
export interface LineFrames {
  /** Frame ids in the order they are appended to the leaf-first stack buffer. */
  readonly frames: Int32Array;
  /** The line's function matched `skipAfter`. */
  readonly skip: boolean;
}

/**
 * Distinct stack lines, keyed by their exact bytes (a {@link ByteInterner}), with what each
 * parses to. A perf capture repeats a few tens of thousands of distinct lines millions of
 * times, so nearly every line is a lookup; each entry also remembers the lines that followed it
 * (its callers) the last two times, which is usually the next line, so most lines are found
 * without hashing at all.
 */
export class LineCache {
  private readonly keys = new ByteInterner();
  /** Most recent successor entry, or -1. */
  succ = new Int32Array(1024).fill(-1);
  /** The successor before that, or -1. */
  succ2 = new Int32Array(1024).fill(-1);
  readonly values: (LineFrames | null)[] = [];
  readonly lines: string[] = [];
  /** The first line of the previous sample: the guess for the next sample's leaf. */
  lastLeaf = -1;

  get size(): number {
    return this.keys.size;
  }

  keyLength(e: number): number {
    return this.keys.keyLength(e);
  }

  matches(e: number, view: DataView, start: number, end: number): boolean {
    return this.keys.matches(e, view, start, end);
  }

  /** Hash of buf[start, end): its length and up to 32 bytes at each end (collisions only cost a probe). */
  static hash(buf: Uint8Array, start: number, end: number): number {
    let h = Math.imul(0x811c9dc5 ^ (end - start), 0x01000193);
    const headEnd = Math.min(end, start + 32);
    for (let i = start; i < headEnd; i++) h = Math.imul(h ^ buf[i], 0x01000193);
    for (let i = Math.max(headEnd, end - 32); i < end; i++) h = Math.imul(h ^ buf[i], 0x01000193);
    return h | 0;
  }

  /** The entry for view[start, end) with hash `h`, or -1. */
  find(h: number, view: DataView, start: number, end: number): number {
    return this.keys.find(h, view, start, end);
  }

  /** Adds buf[start, end) (absent) with its parse result; returns the new entry. */
  add(h: number, buf: Uint8Array, start: number, end: number, value: LineFrames | null, line: string): number {
    const e = this.keys.add(h, buf, start, end);
    if (e >= this.succ.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2).fill(-1);
        b.set(a);
        return b;
      };
      this.succ = grow(this.succ);
      this.succ2 = grow(this.succ2);
    }
    this.values.push(value);
    this.lines.push(line);
    return e;
  }
}
