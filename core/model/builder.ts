import { ChildLinks } from './child-links.js';
import type { Frame, Profile, ProfileMeta, Timeline, WeightUnit } from './types.js';

/** Key under which a frame is interned: every field that makes two frames different. */
function frameKey(f: Frame): string {
  return `${f.kind}\u0000${f.module ?? ''}\u0000${f.file ?? ''}\u0000${f.line ?? ''}\u0000${f.name}`;
}

/**
 * Builds a {@link Profile}. Separate from the profile so a finished profile can never be
 * mutated through its builder (speedscope's builder-is-the-profile design leaks exactly that).
 */
export class ProfileBuilder {
  private readonly frames: Frame[] = [];
  private readonly frameIds = new Map<string, number>();
  private readonly plainIds = new Map<string, Map<string, number>>();
  private readonly children: ChildLinks;
  private stackFrame: Int32Array;
  private stackParent: Int32Array;
  private stackSelf: Float64Array;
  private nodes = 1;
  private built = false;
  private tlStack: Int32Array | undefined;
  private tlWeight: Float64Array | undefined;
  private tlTime: Float64Array | undefined;
  private tlCount = 0;

  /**
   * @param expectedNodes stack nodes the profile will have, when known (a profile rebuilt from
   *   another: normalised, merged, sliced); sizes the tables once instead of growing them.
   */
  constructor(
    private readonly unit: WeightUnit,
    expectedNodes = 1024,
  ) {
    const cap = Math.max(16, expectedNodes + 1);
    this.children = new ChildLinks(cap);
    this.stackFrame = new Int32Array(cap);
    this.stackParent = new Int32Array(cap);
    this.stackSelf = new Float64Array(cap);
    this.stackFrame[0] = -1;
    this.stackParent[0] = -1;
  }

  /** Interns a frame and returns its index; equal frames get the same index. */
  internFrame(frame: Frame): number {
    // Most frames are a name and a kind: keyed by the name itself in a map per kind, so that
    // a million distinct names are not each copied into a composite key string as well.
    const plain = frame.module === undefined && frame.file === undefined && frame.line === undefined;
    let byName: Map<string, number> | undefined;
    if (plain) {
      byName = this.plainIds.get(frame.kind);
      if (!byName) this.plainIds.set(frame.kind, (byName = new Map()));
    }
    const key = plain ? frame.name : frameKey(frame);
    const ids = byName ?? this.frameIds;
    let id = ids.get(key);
    if (id === undefined) {
      id = this.frames.length;
      this.frames.push(Object.freeze(plain ? { name: frame.name, kind: frame.kind } : { ...frame }));
      ids.set(key, id);
    }
    return id;
  }

  /** The stack node for `frame` called from node `parent` (0 = root), created on first use. */
  child(parent: number, frame: number): number {
    let node = this.children.get(parent, frame, this.stackFrame);
    if (node === -1) {
      node = this.nodes++;
      if (node >= this.stackFrame.length) this.growStacks();
      this.stackFrame[node] = frame;
      this.stackParent[node] = parent;
      this.children.add(parent, frame, node, this.stackFrame);
    }
    return node;
  }

  /**
   * A new node for `frame` under `parent`, which must not have that child yet (the caller just
   * created `parent`, so it has no children at all): no lookup. Readers that walk a stack from
   * the root use this once the walk has left the known tree, where every further frame is new;
   * it halves the lookups of building a large tree.
   */
  newChild(parent: number, frame: number): number {
    const node = this.nodes++;
    if (node >= this.stackFrame.length) this.growStacks();
    this.stackFrame[node] = frame;
    this.stackParent[node] = parent;
    this.children.add(parent, frame, node, this.stackFrame);
    return node;
  }

  /** Nodes so far, the root included: a node index at or above an earlier count is new since. */
  get nodeCount(): number {
    return this.nodes;
  }

  /** Adds weight to samples ending at `node`. */
  addSelf(node: number, weight: number): void {
    this.stackSelf[node] += weight;
  }

  /** Adds one sample (self weight and, in order, a timeline entry, with its time in seconds when known). */
  addSample(node: number, weight: number, time?: number): void {
    this.stackSelf[node] += weight;
    if (this.tlStack === undefined || this.tlWeight === undefined) {
      this.tlStack = new Int32Array(1024);
      this.tlWeight = new Float64Array(1024);
    }
    if (this.tlCount === this.tlStack.length) {
      const s = new Int32Array(this.tlCount * 2);
      s.set(this.tlStack);
      const w = new Float64Array(this.tlCount * 2);
      w.set(this.tlWeight);
      this.tlStack = s;
      this.tlWeight = w;
      if (this.tlTime) {
        const t = new Float64Array(this.tlCount * 2);
        t.set(this.tlTime);
        this.tlTime = t;
      }
    }
    if (time !== undefined && this.tlTime === undefined) {
      this.tlTime = new Float64Array(this.tlStack.length).fill(NaN);
    }
    if (this.tlTime) this.tlTime[this.tlCount] = time ?? NaN;
    this.tlStack[this.tlCount] = node;
    this.tlWeight[this.tlCount++] = weight;
  }

  /** Adds a sample given its frame indices root first. Returns the leaf node. */
  addStack(framesRootFirst: ArrayLike<number>, weight: number): number {
    let node = 0;
    const known = this.nodes;
    for (let i = 0; i < framesRootFirst.length; i++) node = node >= known ? this.newChild(node, framesRootFirst[i]) : this.child(node, framesRootFirst[i]);
    this.stackSelf[node] += weight;
    return node;
  }

  private growStacks(): void {
    const n = this.stackFrame.length * 2;
    const f = new Int32Array(n);
    f.set(this.stackFrame);
    const p = new Int32Array(n);
    p.set(this.stackParent);
    const s = new Float64Array(n);
    s.set(this.stackSelf);
    this.stackFrame = f;
    this.stackParent = p;
    this.stackSelf = s;
  }

  /** Finishes the profile. The builder cannot be used afterwards. */
  build(meta: ProfileMeta): Profile {
    if (this.built) throw new Error('ProfileBuilder.build() called twice');
    this.built = true;
    const n = this.nodes;
    // The child links are not needed once built, and each growable table is let go as soon as
    // its exact-size copy is made: a build of 7 M nodes held them all (~210 MB) beside the copies.
    this.children.clear();
    const stackFrame = this.stackFrame.slice(0, n);
    this.stackFrame = new Int32Array(0);
    const stackParent = this.stackParent.slice(0, n);
    this.stackParent = new Int32Array(0);
    const stackSelf = this.stackSelf.slice(0, n);
    this.stackSelf = new Float64Array(0);
    const timeline: Timeline | undefined =
      this.tlStack && this.tlWeight
        ? { stack: this.tlStack.slice(0, this.tlCount), weight: this.tlWeight.slice(0, this.tlCount), ...(this.tlTime ? { time: this.tlTime.slice(0, this.tlCount) } : {}) }
        : undefined;
    return Object.freeze({
      frames: Object.freeze(this.frames.slice()),
      stackFrame,
      stackParent,
      stackSelf,
      unit: this.unit,
      meta: Object.freeze({ ...meta }),
      ...(timeline ? { timeline } : {}),
    });
  }
}
