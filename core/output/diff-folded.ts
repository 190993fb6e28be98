import type { Profile } from '../model/types.js';
import { utf8OrderFor } from '../text/compare.js';
import { Utf8Arena } from '../text/utf8-arena.js';
import { foldedName, LineBuffer } from './folded.js';

/**
 * Differential folded lines, `stack BEFORE AFTER`, the format of FlameGraph's difffolded.pl
 * that `inferno-flamegraph` and `flamegraph.pl` draw. Weights are the raw self weights summed
 * over each side's runs (normalise when drawing, e.g. `difffolded -n`). Lines come out in UTF-8
 * byte order (deterministic), the order `collapse` writes. With `recycle`, a piece is valid only
 * until the next one is asked for (see `LineBuffer`).
 *
 * Why a merged walk and no union tree: the profiles' trees are walked side by side, siblings of
 * the same name met together, in output order. Building the union first (a lookup per node of
 * every run) and then walking it cost twice as long on a large Go build's two sides.
 */
export function* diffFoldedBytes(before: readonly Profile[], after: readonly Profile[], pieceBytes = 1 << 20, recycle = false): Generator<Uint8Array> {
  const profiles = [...before, ...after];
  const names = rankNames(profiles);
  const space = nodeSpace(profiles, before.length, names.nameOf);
  if (names.rankName.length * space.shift > Number.MAX_SAFE_INTEGER) throw new Error(`diff --format folded: ${space.shift} nodes with ${names.rankName.length / 2} names are more than its item keys hold`);
  yield* mergedWalk(space, names, pieceBytes, recycle);
}

/** Every distinct folded name, and two ranks per name in output order (its line, its subtree). */
interface RankedNames {
  /** Per profile, each frame's name id. */
  readonly nameOf: Int32Array[];
  /** Each name's UTF-8 bytes, by name id. */
  readonly bytes: Utf8Arena;
  /** Rank of `name` (the node's own line) and of `name;` (its subtree), per name id. */
  readonly ownRank: Int32Array;
  readonly subRank: Int32Array;
  /** Per rank: its name id, and whether it is a subtree. */
  readonly rankName: Int32Array;
  readonly rankIsSub: Uint8Array;
}

/**
 * Stage 1: names ranked once. A sibling list is sorted by `name` (a line) and `name;` (the
 * lines below it) in UTF-8 byte order; ranking those 2·N strings once turns every sort of the
 * walk into a sort of numbers.
 */
export function rankNames(profiles: readonly Profile[]): RankedNames {
  const ids = new Map<string, number>();
  const list: string[] = [];
  const nameOf = profiles.map((p) =>
    Int32Array.from(p.frames, (f) => {
      const name = foldedName(f.name);
      let id = ids.get(name);
      if (id === undefined) {
        id = list.length;
        ids.set(name, id);
        list.push(name);
      }
      return id;
    }),
  );
  const cmp = utf8OrderFor(list);
  // Entry 2i is name i's line, 2i + 1 its subtree (`name;`); no name holds `;`, so all differ.
  const key = (e: number) => (e & 1 ? `${list[e >> 1]};` : list[e >> 1]);
  const keys = Array.from({ length: 2 * list.length }, (_, e) => key(e));
  const order = Array.from({ length: keys.length }, (_, e) => e).sort((a, b) => cmp(keys[a], keys[b]));
  const ownRank = new Int32Array(list.length);
  const subRank = new Int32Array(list.length);
  const rankName = new Int32Array(order.length);
  const rankIsSub = new Uint8Array(order.length);
  order.forEach((e, r) => {
    (e & 1 ? subRank : ownRank)[e >> 1] = r;
    rankName[r] = e >> 1;
    rankIsSub[r] = e & 1;
  });
  return { nameOf, bytes: new Utf8Arena(list), ownRank, subRank, rankName, rankIsSub };
}

/** All profiles' nodes in one numbering: profile j's node n is offset[j] + n. */
interface NodeSpace {
  readonly roots: number[];
  /** What an item key multiplies its rank by (`keyShift`). */
  readonly shift: number;
  readonly name: Int32Array;
  readonly self: Float64Array;
  readonly side: Uint8Array;
  /** A node has a descendant with weight (its subtree prints a line). */
  readonly below: Uint8Array;
  readonly start: Int32Array;
  readonly kids: Int32Array;
}

/** Stage 2: one node space over every run, children as flat lists (profiles before `split` are the before side). */
export function nodeSpace(profiles: readonly Profile[], split: number, nameOf: readonly Int32Array[]): NodeSpace {
  const total = profiles.reduce((a, p) => a + p.stackFrame.length, 0);
  const space: NodeSpace = {
    roots: [],
    shift: keyShift(total),
    name: new Int32Array(total),
    self: new Float64Array(total),
    side: new Uint8Array(total),
    below: new Uint8Array(total),
    start: new Int32Array(total + 1),
    kids: new Int32Array(total),
  };
  let offset = 0;
  let kidsUsed = 0;
  for (let j = 0; j < profiles.length; j++) {
    space.roots.push(offset);
    kidsUsed = addRun(space, profiles[j], nameOf[j], j < split ? 0 : 1, offset, kidsUsed);
    offset += profiles[j].stackFrame.length;
  }
  space.start[total] = kidsUsed;
  return space;
}

/**
 * One run's nodes into the space at `offset`, its child lists (each node's children in index
 * order, as `childIndex` gives them) from `kidsUsed`; returns the child lists' new end. A
 * function of its own with the arrays as locals: written as a callback over variables of the
 * caller, every access went through the closure, ~100 ms on a large Go build's two sides.
 */
function addRun(space: NodeSpace, p: Profile, names: Int32Array, sideOf: number, offset: number, kidsUsed: number): number {
  const { stackFrame, stackParent, stackSelf } = p;
  const { name, self, side, below, start, kids } = space;
  const n = stackFrame.length;
  const first = new Int32Array(n + 1);
  for (let i = 1; i < n; i++) first[stackParent[i] + 1]++;
  for (let i = 0; i < n; i++) first[i + 1] += first[i];
  for (let i = 0; i < n; i++) start[offset + i] = kidsUsed + first[i];
  for (let i = 1; i < n; i++) kids[kidsUsed + first[stackParent[i]]++] = offset + i;
  name[offset] = -1;
  for (let i = 1; i < n; i++) name[offset + i] = names[stackFrame[i]];
  self.set(stackSelf, offset);
  side.fill(sideOf, offset, offset + n);
  for (let i = n - 1; i > 0; i--) if (self[offset + i] !== 0 || below[offset + i]) below[offset + stackParent[i]] = 1;
  return kidsUsed + Math.max(n - 1, 0);
}

/**
 * An item key is rank × shift + node, so a numeric sort orders by rank, then by run and node;
 * the shift is the smallest power of two above every node id, so that the key stays an exact
 * double (below 2⁵³). Why not a fixed 2³²: 2 M unique stacks a side have 2 M names, 4 M
 * ranks, and rank × 2³² passed 2⁵³: keys rounded, nodes were misread, and the walk's prefix
 * grew until a typed array of 8 GB was refused.
 */
export function keyShift(nodes: number): number {
  let shift = 1;
  while (shift < nodes) shift *= 2;
  return shift;
}

/** The node of an item key (a subtraction: `%` on doubles is a call into C). */
function nodeOf(key: number, shift: number): number {
  return key - Math.floor(key / shift) * shift;
}

/** Groups this small are sorted in place by insertion (most have one to three items). */
const INSERTION_SORT_MAX = 32;

/**
 * The walk's items, every open level's side by side in one array: a level's items sit above
 * its parent's and are dropped when it closes. A group's members are read from where their
 * items lie. Why: a typed array and a member list allocated per group (about a million groups
 * on a large Go build's two sides) were half the walk's time.
 */
class ItemStack {
  items = new Float64Array(1 << 12);
  used = 0;

  /**
   * Appends the sorted items below the members `keys[from, to)` (item keys, or node ids when
   * `bare`): each child's line and its subtree. Returns where they begin.
   */
  collect(space: NodeSpace, names: RankedNames, keys: Float64Array | readonly number[], from: number, to: number, bare: boolean): number {
    const { start, kids, name, self, below, shift } = space;
    let count = 0;
    for (let i = from; i < to; i++) {
      const m = bare ? keys[i] : nodeOf(keys[i], shift);
      for (let k = start[m]; k < start[m + 1]; k++) {
        const c = kids[k];
        if (self[c] !== 0) count++;
        if (below[c]) count++;
      }
    }
    // The keys may lie in this stack (below `used`, so a grown array holds them too).
    const own = keys === this.items;
    if (this.used + count > this.items.length) this.grow(this.used + count);
    const items = this.items;
    const src = own ? items : keys;
    const lo = this.used;
    let at = lo;
    for (let i = from; i < to; i++) {
      const m = bare ? src[i] : nodeOf(src[i], shift);
      for (let k = start[m]; k < start[m + 1]; k++) {
        const c = kids[k];
        if (self[c] !== 0) items[at++] = names.ownRank[name[c]] * shift + c;
        if (below[c]) items[at++] = names.subRank[name[c]] * shift + c;
      }
    }
    this.used = at;
    sortRange(items, lo, at);
    return lo;
  }

  private grow(atLeast: number): void {
    let n = this.items.length * 2;
    while (n < atLeast) n *= 2;
    const bigger = new Float64Array(n);
    bigger.set(this.items.subarray(0, this.used));
    this.items = bigger;
  }
}

/** Sorts a[lo, hi) ascending (the keys are distinct, so any sort gives the same order). */
function sortRange(a: Float64Array, lo: number, hi: number): void {
  if (hi - lo > INSERTION_SORT_MAX) {
    a.subarray(lo, hi).sort();
    return;
  }
  for (let i = lo + 1; i < hi; i++) {
    const x = a[i];
    let j = i - 1;
    while (j >= lo && a[j] > x) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = x;
  }
}

/**
 * Stage 3: the walk. Items of equal rank are the same name met in several runs (or twice in
 * one): a line sums their weights per side; a subtree continues with all of them together.
 */
function* mergedWalk(space: NodeSpace, names: RankedNames, pieceBytes: number, recycle: boolean): Generator<Uint8Array> {
  const out = new LineBuffer(pieceBytes, recycle);
  const stack = new ItemStack();
  const shift = space.shift;
  // Per open level: its items' end, the next item, and the prefix length.
  const levelEnd: number[] = [];
  const levelPos: number[] = [];
  const prefixLen: number[] = [0];
  levelPos.push(stack.collect(space, names, space.roots, 0, space.roots.length, true));
  levelEnd.push(stack.used);
  while (levelEnd.length > 0) {
    const top = levelEnd.length - 1;
    const end0 = levelEnd[top];
    let i = levelPos[top];
    if (i >= end0) {
      // The level closes and its items are dropped: they lie above its parent's.
      levelEnd.pop();
      levelPos.pop();
      prefixLen.pop();
      if (levelEnd.length > 0) stack.used = levelEnd[levelEnd.length - 1];
      continue;
    }
    const items = stack.items;
    const rank = Math.floor(items[i] / shift);
    let end = i + 1;
    while (end < end0 && Math.floor(items[end] / shift) === rank) end++;
    levelPos[top] = end;
    const name = names.rankName[rank];
    if (!names.rankIsSub[rank]) {
      let before = 0;
      let after = 0;
      for (; i < end; i++) {
        const node = items[i] - rank * shift;
        if (space.side[node] === 0) before += space.self[node];
        else after += space.self[node];
      }
      out.weightsLine(prefixLen[top], names.bytes, name, before, after);
    } else {
      prefixLen.push(out.enter(prefixLen[top], names.bytes, name));
      levelPos.push(stack.collect(space, names, items, i, end, false));
      levelEnd.push(stack.used);
    }
    if (out.ready.length > 0) yield* out.take();
  }
  yield* out.finish();
}
