/**
 * An open-addressing hash table from (parent node, frame) to child node.
 *
 * Why not a `Map`: the lookup runs once per frame of every sample (tens of millions of times
 * on a large perf capture). One Int32Array and an integer hash avoid boxing a composite key.
 * Why one array of (parent, frame, child) triples rather than three arrays: a large tree's
 * table does not fit in the cache, and a probe then costs a memory access per array touched;
 * with the triple side by side it costs one (measured: building a 706 k-node tree from a
 * 98 MB folded file spent a third of its time in these probes).
 */
export class ChildTable {
  /** Slot i is entries[3i..3i+2]: parent (-1 when empty), frame, child. */
  private entries: Int32Array;
  private mask: number;
  private size = 0;

  constructor(initialCapacity = 1 << 12) {
    let cap = 16;
    while (cap < initialCapacity * 2) cap <<= 1;
    this.entries = ChildTable.empty(cap);
    this.mask = cap - 1;
  }

  private static empty(cap: number): Int32Array {
    const e = new Int32Array(cap * 3);
    for (let i = 0; i < e.length; i += 3) e[i] = -1;
    return e;
  }

  private static slot(parent: number, frame: number, mask: number): number {
    let h = Math.imul(parent, 0x9e3779b1) ^ Math.imul(frame + 0x7f4a7c15, 0x85ebca77);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    return h & mask;
  }

  /** The child of `parent` for `frame`, or -1. */
  get(parent: number, frame: number): number {
    const mask = this.mask;
    const e = this.entries;
    for (let i = ChildTable.slot(parent, frame, mask); ; i = (i + 1) & mask) {
      const at = i * 3;
      const p = e[at];
      if (p === -1) return -1;
      if (p === parent && e[at + 1] === frame) return e[at + 2];
    }
  }

  /** Records a new child; the caller has checked that it is absent. */
  set(parent: number, frame: number, child: number): void {
    if ((this.size + 1) * 2 > this.mask + 1) this.grow();
    ChildTable.insert(this.entries, this.mask, parent, frame, child);
    this.size++;
  }

  private static insert(e: Int32Array, mask: number, parent: number, frame: number, child: number): void {
    let i = ChildTable.slot(parent, frame, mask);
    while (e[i * 3] !== -1) i = (i + 1) & mask;
    const at = i * 3;
    e[at] = parent;
    e[at + 1] = frame;
    e[at + 2] = child;
  }

  private grow(): void {
    const old = this.entries;
    const cap = (this.mask + 1) * 2;
    const e = ChildTable.empty(cap);
    const mask = cap - 1;
    for (let at = 0; at < old.length; at += 3) {
      if (old[at] !== -1) ChildTable.insert(e, mask, old[at], old[at + 1], old[at + 2]);
    }
    this.entries = e;
    this.mask = mask;
  }
}
