/**
 * The partial last line of a chunk, carried over to the next one: streaming line readers (perf
 * script, folded) get chunks that split lines anywhere. One chunk call costs one tuple, so the
 * per-line loops stay free of it.
 */
export class LineCarry {
  private rest: Uint8Array | undefined;

  /**
   * Completes the carried line with the start of `chunk`. Returns that whole line (undefined when
   * nothing was carried) and the offset where the chunk's own lines begin. A chunk without a
   * newline is carried whole: the offset is then its length.
   */
  take(chunk: Uint8Array): [line: Uint8Array | undefined, pos: number] {
    if (this.rest === undefined) return [undefined, 0];
    const nl = chunk.indexOf(10);
    if (nl === -1) {
      this.rest = concat(this.rest, chunk);
      return [undefined, chunk.length];
    }
    const line = concat(this.rest, chunk.subarray(0, nl));
    this.rest = undefined;
    return [line, nl + 1];
  }

  /** Keeps chunk[pos..] (a line without its newline yet) for the next chunk. */
  keep(chunk: Uint8Array, pos: number): void {
    if (pos < chunk.length) this.rest = Uint8Array.prototype.slice.call(chunk, pos);
  }

  /** At the end of input: the last line when it had no newline, else undefined. */
  last(): Uint8Array | undefined {
    const r = this.rest;
    this.rest = undefined;
    return r !== undefined && r.length > 0 ? r : undefined;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
