import { ChildLinks } from '../model/child-links.js';
import { childIndex } from '../model/children.js';
import type { FrameKind, Profile } from '../model/types.js';

/**
 * What a run keeps of its profile once it is on the union tree: its unit and metadata, not its
 * call tree. Why: the union holds every weight the analysis reads, and a profile's node arrays
 * (16 bytes a node) would stay alive through the whole analysis for nothing: 300 MB of a diff of
 * 2 M unique stacks a side.
 */
export type RunHeader = Pick<Profile, 'unit' | 'meta'>;

/**
 * A run's weights per node: 32-bit integers where every weight is a whole number and the run's
 * total fits (a folded or pprof sample count), else doubles (`compactWeights`).
 */
export type Weights = Float64Array | Uint32Array;

/** One profile (run) of one side, mapped onto the union tree. */
export interface UnionRun {
  readonly side: 'before' | 'after';
  readonly profile: RunHeader;
  /** Self weight per union node. */
  readonly self: Weights;
  /** Total (inclusive) weight per union node. */
  readonly total: Weights;
  /** Sum of all weight in the run. */
  readonly sum: number;
  /** Samples in order, as union nodes (when the input kept its order). */
  readonly timeline?: { readonly stack: Int32Array; readonly weight: Float64Array; readonly time?: Float64Array };
}

/**
 * The union call tree of every run of both sides, keyed by frame *name* (after normalisation),
 * so a node exists when it exists on either side. Node 0 is the virtual root; parents precede
 * children. Runs are listed before-side first.
 */
export interface UnionTree {
  readonly names: readonly string[];
  readonly kinds: readonly FrameKind[];
  /** Name index per node (-1 for the root). */
  readonly frame: Int32Array;
  readonly parent: Int32Array;
  readonly runs: readonly UnionRun[];
}

export function buildUnion(before: readonly Profile[], after: readonly Profile[]): UnionTree {
  const names: string[] = [];
  const kinds: FrameKind[] = [];
  const nameIds = new Map<string, number>();
  const all = [...before, ...after];
  // Sized for the largest run: the union is at least that big, so nothing regrows early.
  const largest = Math.max(1024, ...all.map((p) => p.stackFrame.length));
  const children = new ChildLinks(largest * 2);
  // Growable typed arrays (copying a JS array of a million numbers into one costs ~80 ms).
  let frame = new Int32Array(largest * 2);
  let parent = new Int32Array(frame.length);
  frame[0] = -1;
  parent[0] = -1;
  let size = 1;
  const maps: Int32Array[] = [];
  for (const p of all) {
    const ids = p.frames.map((f) => {
      let id = nameIds.get(f.name);
      if (id === undefined) {
        id = names.length;
        names.push(f.name);
        kinds.push(f.kind);
        nameIds.set(f.name, id);
      }
      return id;
    });
    const map = new Int32Array(p.stackFrame.length);
    // A node under a union node this run created is new: its parent had no children before
    // (when the run's frames have distinct names, as they do after normalisation).
    const known = new Set(ids).size === ids.length ? size : Infinity;
    for (let n = 1; n < map.length; n++) {
      const up = map[p.stackParent[n]];
      const fid = ids[p.stackFrame[n]];
      let u = up >= known ? -1 : children.get(up, fid, frame);
      if (u === -1) {
        if (size === frame.length) {
          frame = grown(frame);
          parent = grown(parent);
        }
        u = size++;
        frame[u] = fid;
        parent[u] = up;
        children.add(up, fid, u, frame);
      }
      map[n] = u;
    }
    maps.push(map);
  }
  const frameArr = frame.slice(0, size);
  const parentArr = parent.slice(0, size);
  const runs: UnionRun[] = all.map((p, i) => {
    const map = maps[i];
    const self = wholeCounts(p.stackSelf) ? new Uint32Array(size) : new Float64Array(size);
    for (let n = 1; n < map.length; n++) self[map[n]] += p.stackSelf[n];
    // The run's map is not needed past here: let it go before the next run's arrays are made.
    maps[i] = EMPTY;
    const total = self.slice();
    for (let n = size - 1; n > 0; n--) total[parentArr[n]] += total[n];
    const timeline = p.timeline
      ? { stack: p.timeline.stack.map((s) => map[s]), weight: p.timeline.weight, ...(p.timeline.time ? { time: p.timeline.time } : {}) }
      : undefined;
    return { side: i < before.length ? 'before' : 'after', profile: { unit: p.unit, meta: p.meta }, self, total, sum: total[0], timeline };
  });
  return { names, kinds, frame: frameArr, parent: parentArr, runs };
}

/**
 * Whether a run's self weights are whole numbers whose sum fits 32 bits, so that they, and every
 * node's total, are summed exactly in 32-bit integers on the union. Why: a run's self and total
 * weights are two node-sized arrays that live through the whole analysis; on 2 M unique stacks a
 * side (about 9 M union nodes, sample counts) doubles made them 290 MB of a peak issue 16 asks to
 * keep under 1 GB, and every value read is the same. Decided on the profile's own weights, so
 * the union's are summed straight into their array (summed in doubles and copied, each run had
 * held a third node-sized array while the union was built beside both profiles).
 */
function wholeCounts(self: ArrayLike<number>): boolean {
  let sum = 0;
  for (let n = 0; n < self.length; n++) {
    const w = self[n];
    if (!(w >= 0) || w !== Math.floor(w)) return false;
    sum += w;
  }
  return sum <= 0xffffffff;
}

const EMPTY = new Int32Array(0);

/** Per parent array (a union tree's): its child lists and topmost occurrences, computed once. */
const childCache = new WeakMap<Int32Array, { start: Int32Array; kids: Int32Array }>();
const topmostCache = new WeakMap<Int32Array, Uint8Array>();

function grown(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * Every node's children as flat arrays (`childIndex`), computed once per union tree: several
 * stages ask, and callers only read them.
 */
export function childLists(parent: Int32Array): { readonly start: Int32Array; readonly kids: Int32Array } {
  let lists = childCache.get(parent);
  if (!lists) childCache.set(parent, (lists = childIndex(parent)));
  return lists;
}

/**
 * A per-node value summed per frame name (0 for names no node adds to). The stages that judge
 * functions (a name across its call sites) all start from such a sum.
 */
export function sumByName(tree: UnionTree, value: (n: number) => number): Float64Array {
  const out = new Float64Array(tree.names.length);
  for (let n = 1; n < tree.frame.length; n++) out[tree.frame[n]] += value(n);
  return out;
}

/**
 * For each node, whether it is the topmost occurrence of its name on its path. Summing the
 * totals of topmost occurrences gives a function's inclusive weight with recursion counted once
 * per stack. Computed once per tree; callers only read it.
 */
export function topmostOccurrence(tree: UnionTree): Uint8Array {
  let top = topmostCache.get(tree.parent);
  if (!top) topmostCache.set(tree.parent, (top = buildTopmost(tree)));
  return top;
}

/** A depth-first walk with a per-name count of the ancestors on the path (typed stacks). */
function buildTopmost(tree: UnionTree): Uint8Array {
  const n = tree.frame.length;
  const top = new Uint8Array(n);
  const onPath = new Int32Array(tree.names.length);
  const { start: childStart, kids } = childLists(tree.parent);
  // Each node is pushed once to enter and once to leave (encoded as ~node).
  const stack = new Int32Array(2 * n + 1);
  let sp = 0;
  stack[sp++] = 0;
  while (sp > 0) {
    const item = stack[--sp];
    if (item < 0) {
      const f = tree.frame[~item];
      if (f >= 0) onPath[f]--;
      continue;
    }
    const f = tree.frame[item];
    if (f >= 0) {
      top[item] = onPath[f] === 0 ? 1 : 0;
      onPath[f]++;
    }
    stack[sp++] = ~item;
    for (let k = childStart[item]; k < childStart[item + 1]; k++) stack[sp++] = kids[k];
  }
  return top;
}
