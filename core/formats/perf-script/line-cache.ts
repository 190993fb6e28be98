/** What one stack line turns into. */
export interface LineFrames {
  /** Frame ids in the order they are appended to the leaf-first stack buffer. */
  readonly frames: Int32Array;
  /** The line's function matched `skipAfter`. */
  readonly skip: boolean;
}

/**
 * Distinct stack lines, keyed by their exact bytes, with what each parses to.
 *
 * Why this layout: a perf capture repeats a few tens of thousands of distinct lines millions of
 * times, so nearly every line is a lookup. Keys live in one byte arena and entry fields in
 * typed arrays, so a lookup touches a hash slot and the arena rather than chasing
 * object → DataView → buffer pointers; each entry also remembers the lines that followed it
 * (its callers) the last two times, which is usually the next line.
 */
export class LineCache {
  private off = new Int32Array(1024);
  private len = new Int32Array(1024);
  /** Most recent successor entry, or -1. */
  succ = new Int32Array(1024).fill(-1);
  /** The successor before that, or -1. */
  succ2 = new Int32Array(1024).fill(-1);
  readonly values: (LineFrames | null)[] = [];
  readonly lines: string[] = [];
  private count = 0;
  private arena = new Uint8Array(1 << 16);
  private arenaView = new DataView(this.arena.buffer);
  private used = 0;
  private slots = new Int32Array(1 << 12).fill(-1);
  private hashes = new Int32Array(1 << 12);
  /** The first line of the previous sample: the guess for the next sample's leaf. */
  lastLeaf = -1;

  get size(): number {
    return this.count;
  }

  /** Byte length of entry `e`'s key. */
  keyLength(e: number): number {
    return this.len[e];
  }

  /** Whether entry `e`'s key equals view[start, end); compares four bytes at a time. */
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
    const mask = this.slots.length - 1;
    let i = h & mask;
    for (;;) {
      const e = this.slots[i];
      if (e === -1) return -1;
      if (this.hashes[i] === h && this.matches(e, view, start, end)) return e;
      i = (i + 1) & mask;
    }
  }

  /** Adds buf[start, end) (absent) with its parse result; returns the new entry. */
  add(h: number, buf: Uint8Array, start: number, end: number, value: LineFrames | null, line: string): number {
    const e = this.count++;
    if (e >= this.off.length) this.growEntries();
    const n = end - start;
    if (this.used + n > this.arena.length) this.growArena(n);
    this.arena.set(buf.subarray(start, end), this.used);
    this.off[e] = this.used;
    this.len[e] = n;
    this.used += n;
    this.values.push(value);
    this.lines.push(line);
    if ((this.count + 1) * 2 > this.slots.length) this.rehash();
    this.insert(h, e);
    return e;
  }

  private insert(h: number, e: number): void {
    const mask = this.slots.length - 1;
    let i = h & mask;
    while (this.slots[i] !== -1) i = (i + 1) & mask;
    this.slots[i] = e;
    this.hashes[i] = h;
  }

  private rehash(): void {
    const oldSlots = this.slots;
    const oldHashes = this.hashes;
    this.slots = new Int32Array(oldSlots.length * 2).fill(-1);
    this.hashes = new Int32Array(oldSlots.length * 2);
    for (let i = 0; i < oldSlots.length; i++) if (oldSlots[i] !== -1) this.insert(oldHashes[i], oldSlots[i]);
  }

  private growEntries(): void {
    const n = this.off.length * 2;
    const grow = (a: Int32Array, fill: number) => {
      const b = new Int32Array(n).fill(fill);
      b.set(a);
      return b;
    };
    this.off = grow(this.off, 0);
    this.len = grow(this.len, 0);
    this.succ = grow(this.succ, -1);
    this.succ2 = grow(this.succ2, -1);
  }

  private growArena(need: number): void {
    let n = this.arena.length * 2;
    while (n < this.used + need) n *= 2;
    const b = new Uint8Array(n);
    b.set(this.arena.subarray(0, this.used));
    this.arena = b;
    this.arenaView = new DataView(b.buffer);
  }
}
