/**
 * Reads JFR's encodings from a byte array: big-endian fixed-width numbers (the chunk header),
 * LEB128-style compressed integers (everything else since JDK 11: seven bits a byte, low bits
 * first, the ninth byte carrying eight), and strings with a one-byte encoding tag. Numbers are
 * JavaScript numbers: exact to 2^53, enough for JFR's counts, ids and tick values.
 */
export class JfrBytes {
  private readonly view: DataView;
  private readonly latin1 = new TextDecoder('latin1');
  private readonly utf8 = new TextDecoder('utf-8');
  pos: number;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    /** Reading past this offset is corrupt input (the end of the chunk or event). */
    public limit = bytes.length,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.pos = start;
  }

  private need(n: number): void {
    if (this.pos + n > this.limit) throw new JfrTruncated(this.pos);
  }

  u8(): number {
    this.need(1);
    return this.bytes[this.pos++];
  }

  u16(): number {
    this.need(2);
    const v = this.view.getUint16(this.pos);
    this.pos += 2;
    return v;
  }

  u32(): number {
    this.need(4);
    const v = this.view.getUint32(this.pos);
    this.pos += 4;
    return v;
  }

  i64(): number {
    this.need(8);
    const v = Number(this.view.getBigInt64(this.pos));
    this.pos += 8;
    return v;
  }

  f32(): number {
    this.need(4);
    const v = this.view.getFloat32(this.pos);
    this.pos += 4;
    return v;
  }

  f64(): number {
    this.need(8);
    const v = this.view.getFloat64(this.pos);
    this.pos += 8;
    return v;
  }

  /** A compressed integer (int, long, char, short and sizes all use it). */
  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.u8();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 128;
    }
    return value + this.u8() * scale;
  }

  /**
   * A string: tag 0 null, 1 empty, 2 a reference into the string constant pool (returned as
   * `{ pool: key }` for the caller to resolve), 3 UTF-8, 4 UTF-16 code units as varints, 5 Latin-1.
   */
  string(): string | null | { pool: number } {
    const at = this.pos;
    const tag = this.u8();
    switch (tag) {
      case 0:
        return null;
      case 1:
        return '';
      case 2:
        return { pool: this.varint() };
      case 3:
      case 5: {
        const n = this.varint();
        this.need(n);
        const s = (tag === 3 ? this.utf8 : this.latin1).decode(this.bytes.subarray(this.pos, this.pos + n));
        this.pos += n;
        return s;
      }
      case 4: {
        const n = this.varint();
        let s = '';
        for (let i = 0; i < n; i++) s += String.fromCharCode(this.varint());
        return s;
      }
      default:
        throw new JfrCorrupt(at, `a string encoding tag (0–5), found ${tag}`);
    }
  }
}

/** The data ended inside a value. */
export class JfrTruncated extends Error {
  constructor(readonly offset: number) {
    super(`truncated at byte ${offset}`);
  }
}

/** A value that cannot be what the format says is there. */
export class JfrCorrupt extends Error {
  constructor(
    readonly offset: number,
    readonly expected: string,
  ) {
    super(`expected ${expected} at byte ${offset}`);
  }
}
