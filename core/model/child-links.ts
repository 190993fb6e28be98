import { ChildTable } from './child-table.js';

/** More children than this and a node's children are also kept in a hash table. */
const HUB_CHILDREN = 16;

/**
 * Each node's children as a list of siblings (newest first), and in a hash table only for the
 * few nodes with many children: how a tree builder finds the child of a node for a frame.
 *
 * Why not one hash table for all: entering every new node into a table twice the tree's size
 * is a random memory access per node, and another per node each time the table doubles. On a
 * large Go build's folded profile (706 k nodes) those inserts were 40% of the reader's time, and
 * the table 24-48 bytes a node. Most nodes have one to three children, and new nodes are
 * appended in order: a list costs 9 bytes a node and stays in cache.
 */
export class ChildLinks {
  /** Per node: its newest child (0 = none; the root is no one's child). */
  private first: Int32Array;
  /** Per node: its next older sibling (0 = none). */
  private next: Int32Array;
  /** Per node: its number of children, saturating at 255. */
  private count: Uint8Array;
  private hubs = new ChildTable(64);

  constructor(capacity: number) {
    this.first = new Int32Array(capacity);
    this.next = new Int32Array(capacity);
    this.count = new Uint8Array(capacity);
  }

  /**
   * The child of `parent` whose frame (in `frameOf`) is `frame`, or -1. A child found down a
   * list moves to its front: samples repeat the hot paths, so the next lookup is one step.
   */
  get(parent: number, frame: number, frameOf: Int32Array): number {
    if (this.count[parent] > HUB_CHILDREN) return this.hubs.get(parent, frame);
    let prev = 0;
    for (let c = this.first[parent]; c !== 0; prev = c, c = this.next[c]) {
      if (frameOf[c] !== frame) continue;
      if (prev !== 0) {
        this.next[prev] = this.next[c];
        this.next[c] = this.first[parent];
        this.first[parent] = c;
      }
      return c;
    }
    return -1;
  }

  /** Records `child` (absent so far) as `parent`'s child for `frame`. */
  add(parent: number, frame: number, child: number, frameOf: Int32Array): void {
    if (child >= this.first.length) this.grow(child + 1);
    this.next[child] = this.first[parent];
    this.first[parent] = child;
    const k = this.count[parent];
    if (k < 255) this.count[parent] = k + 1;
    if (k + 1 === HUB_CHILDREN + 1) {
      for (let c = child; c !== 0; c = this.next[c]) this.hubs.set(parent, frameOf[c], c);
    } else if (k + 1 > HUB_CHILDREN + 1) {
      this.hubs.set(parent, frame, child);
    }
  }

  /** Forgets every link and lets go of the arrays (the tree they index is built). */
  clear(): void {
    this.first = new Int32Array(16);
    this.next = new Int32Array(16);
    this.count = new Uint8Array(16);
    this.hubs = new ChildTable(64);
  }

  private grow(atLeast: number): void {
    let n = this.first.length * 2;
    while (n < atLeast) n *= 2;
    const widen = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.first = widen(this.first, (m) => new Int32Array(m));
    this.next = widen(this.next, (m) => new Int32Array(m));
    this.count = widen(this.count, (m) => new Uint8Array(m));
  }
}
