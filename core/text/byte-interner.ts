/** The FNV-1a offset basis, where a hash starts; each byte then `Math.imul(h ^ byte, 0x01000193)`. */
export const HASH_SEED = 0x811c9dc5;

/**
 * Interns byte strings: the same bytes always get the same small integer id. Keys live in one
 * arena and the hash table in typed arrays, so a lookup costs a hash and a 4-byte-wide compare
 * and allocates nothing; used where a parser meets the same names millions of times.
 */
export class ByteInterner {
  // The arrays grow by replacement, so they are set in the constructor, not where declared: a
  // field stored once is compiled in as a constant, and its first replacement mid-input threw
  // away the optimised code of the reader using it.
  private off: Int32Array;
  private len: Int32Array;
  private count = 0;
  private arena: Uint8Array;
  private arenaView: DataView;
  private used = 0;
  /**
   * Slot i is table[2i] (the entry, -1 when empty) and table[2i + 1] (its hash), side by side:
   * a probe of a table larger than the cache then costs one memory access, not two.
   */
  private table: Int32Array;

  constructor() {
    this.off = new Int32Array(256);
    this.len = new Int32Array(256);
    this.arena = new Uint8Array(1 << 16);
    this.arenaView = new DataView(this.arena.buffer);
    this.table = new Int32Array(2 << 10).fill(-1);
  }

  get size(): number {
    return this.count;
  }

  /** Byte length of entry `e`'s key. */
  keyLength(e: number): number {
    return this.len[e];
  }

  /**
   * FNV-1a over the bytes, then the length mixed in: a reader can hash while it scans for a
   * name's end (from `HASH_SEED`, FNV-1a per byte, then `hashEnd`) and get the same value.
   */
  static hash(buf: Uint8Array, start: number, end: number): number {
    let h = HASH_SEED;
    for (let i = start; i < end; i++) h = Math.imul(h ^ buf[i], 0x01000193);
    return ByteInterner.hashEnd(h, end - start);
  }

  static hashEnd(h: number, length: number): number {
    return Math.imul(h ^ length, 0x01000193) | 0;
  }

  /** Whether entry `e`'s key equals view[start, end). */
  matches(e: number, view: DataView, start: number, end: number): boolean {
    const n = this.len[e];
    if (n !== end - start) return false;
    const a = this.arenaView;
    const o = this.off[e];
    let i = 0;
    for (; i + 4 <= n; i += 4) if (a.getInt32(o + i, true) !== view.getInt32(start + i, true)) return false;
    for (; i < n; i++) if (a.getUint8(o + i) !== view.getUint8(start + i)) return false;
    return true;
  }

  /** The id of buf[start, end) (`view` is a DataView over `buf`), or -1 when absent. */
  find(h: number, view: DataView, start: number, end: number): number {
    const t = this.table;
    const mask = (t.length >> 1) - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const e = t[2 * i];
      if (e === -1) return -1;
      if (t[2 * i + 1] === h && this.matches(e, view, start, end)) return e;
    }
  }

  /** Adds buf[start, end), which must be absent; returns its id (ids count up from 0). */
  add(h: number, buf: Uint8Array, start: number, end: number): number {
    const e = this.count++;
    if (e >= this.off.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.off = grow(this.off);
      this.len = grow(this.len);
    }
    const n = end - start;
    if (this.used + n > this.arena.length) {
      let size = this.arena.length * 2;
      while (size < this.used + n) size *= 2;
      const b = new Uint8Array(size);
      b.set(this.arena.subarray(0, this.used));
      this.arena = b;
      this.arenaView = new DataView(b.buffer);
    }
    this.arena.set(buf.subarray(start, end), this.used);
    this.off[e] = this.used;
    this.len[e] = n;
    this.used += n;
    if ((this.count + 1) * 2 > this.table.length >> 1) {
      const old = this.table;
      this.table = new Int32Array(old.length * 2).fill(-1);
      for (let i = 0; i < old.length; i += 2) if (old[i] !== -1) this.insert(old[i + 1], old[i]);
    }
    this.insert(h, e);
    return e;
  }

  /**
   * Forgets every key and lets go of the tables (the interner can be used again, empty). A
   * reader calls it once its input has ended, so that the tables are garbage before the
   * profile's arrays are copied out (on 2 M unique stacks, ~85 MB beside the copies).
   */
  clear(): void {
    this.off = new Int32Array(256);
    this.len = new Int32Array(256);
    this.count = 0;
    this.arena = new Uint8Array(1 << 16);
    this.arenaView = new DataView(this.arena.buffer);
    this.used = 0;
    this.table = new Int32Array(2 << 10).fill(-1);
  }

  private insert(h: number, e: number): void {
    const t = this.table;
    const mask = (t.length >> 1) - 1;
    let i = h & mask;
    while (t[2 * i] !== -1) i = (i + 1) & mask;
    t[2 * i] = e;
    t[2 * i + 1] = h;
  }
}

/** Joins collected chunks into one array (formats that must see the whole input: JSON, protobuf). */
export function concatChunks(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
