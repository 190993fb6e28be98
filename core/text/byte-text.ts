const ENCODER = new TextEncoder();

/**
 * Text written as UTF-8 bytes into fixed-size pieces, for outputs of many small parts (a flame
 * graph's tens of thousands of rectangles). Why not strings: each rectangle's template string
 * is a rope of some fifty parts, and joining fifty thousand of them into one string, flattened
 * to bytes at the end, was a third of `flamediff svg`'s drawing time; bytes are written once,
 * where they end up.
 */
export class ByteText {
  private out: Uint8Array;
  private used = 0;
  private readonly pieces: Uint8Array[] = [];

  constructor(private readonly pieceBytes = 1 << 16) {
    this.out = new Uint8Array(pieceBytes);
  }

  /**
   * Any text. Copied as ASCII until a character that is not (then the text is encoded whole, over
   * what was copied): one pass over the common case, where testing first and copying after was two.
   */
  text(s: string): void {
    this.room(s.length);
    const out = this.out;
    let u = this.used;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c > 0x7f) {
        this.bytes(ENCODER.encode(s));
        return;
      }
      out[u++] = c;
    }
    this.used = u;
  }

  /** Bytes already encoded (a name encoded once, written many times). */
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.out.set(b, this.used);
    this.used += b.length;
  }

  /** The pieces written, in order; the writer is spent. */
  finish(): Uint8Array[] {
    if (this.used > 0) this.pieces.push(this.out.subarray(0, this.used));
    this.used = 0;
    this.out = new Uint8Array(0);
    return this.pieces;
  }

  private room(n: number): void {
    if (this.used + n <= this.out.length) return;
    if (this.used > 0) this.pieces.push(this.out.subarray(0, this.used));
    this.out = new Uint8Array(Math.max(this.pieceBytes, n));
    this.used = 0;
  }
}

/** Text encoded once, for writing many times. */
export const utf8 = (s: string): Uint8Array => ENCODER.encode(s);

/** Pieces as one string (for callers and tests that want text). */
export function piecesToString(pieces: readonly Uint8Array[]): string {
  const decoder = new TextDecoder();
  let out = '';
  for (const p of pieces) out += decoder.decode(p, { stream: true });
  return out + decoder.decode();
}
