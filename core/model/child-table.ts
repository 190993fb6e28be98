/**
 * An open-addressing hash table from (parent node, frame) to child node.
 *
 * Why not a `Map`: the lookup runs once per frame of every sample (tens of millions of times
 * on a large perf capture). Two Int32Arrays and an integer hash avoid boxing a composite key.
 */
export class ChildTable {
  private keysParent: Int32Array;
  private keysFrame: Int32Array;
  private values: Int32Array;
  private mask: number;
  private size = 0;

  constructor(initialCapacity = 1 << 12) {
    let cap = 16;
    while (cap < initialCapacity * 2) cap <<= 1;
    this.keysParent = new Int32Array(cap).fill(-1);
    this.keysFrame = new Int32Array(cap);
    this.values = new Int32Array(cap);
    this.mask = cap - 1;
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
    let i = ChildTable.slot(parent, frame, mask);
    const kp = this.keysParent;
    for (;;) {
      const p = kp[i];
      if (p === -1) return -1;
      if (p === parent && this.keysFrame[i] === frame) return this.values[i];
      i = (i + 1) & mask;
    }
  }

  /** Records a new child; the caller has checked that it is absent. */
  set(parent: number, frame: number, child: number): void {
    if ((this.size + 1) * 2 > this.keysParent.length) this.grow();
    this.insert(parent, frame, child);
    this.size++;
  }

  private insert(parent: number, frame: number, child: number): void {
    const mask = this.mask;
    let i = ChildTable.slot(parent, frame, mask);
    while (this.keysParent[i] !== -1) i = (i + 1) & mask;
    this.keysParent[i] = parent;
    this.keysFrame[i] = frame;
    this.values[i] = child;
  }

  private grow(): void {
    const oldP = this.keysParent;
    const oldF = this.keysFrame;
    const oldV = this.values;
    const cap = oldP.length * 2;
    this.keysParent = new Int32Array(cap).fill(-1);
    this.keysFrame = new Int32Array(cap);
    this.values = new Int32Array(cap);
    this.mask = cap - 1;
    for (let i = 0; i < oldP.length; i++) {
      if (oldP[i] !== -1) this.insert(oldP[i], oldF[i], oldV[i]);
    }
  }
}
