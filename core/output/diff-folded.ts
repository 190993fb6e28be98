import { childIndex } from '../model/children.js';
import type { Profile } from '../model/types.js';
import { utf8OrderFor } from '../text/compare.js';
import { foldedName, formatWeight, LineBuffer } from './folded.js';

/**
 * Differential folded lines, `stack BEFORE AFTER`, the format of FlameGraph's difffolded.pl
 * that `inferno-flamegraph` and `flamegraph.pl` draw. Weights are the raw self weights summed
 * over each side's runs (normalise when drawing, e.g. `difffolded -n`). Lines come out in UTF-8
 * byte order (deterministic), the order `collapse` writes.
 *
 * Why a merged walk and no union tree: the profiles' trees are walked side by side, siblings of
 * the same name met together, in output order. Building the union first (a lookup per node of
 * every run) and then walking it cost twice as long on a large Go build's two sides.
 */
export function* diffFoldedBytes(before: readonly Profile[], after: readonly Profile[], pieceBytes = 1 << 20): Generator<Uint8Array> {
  const profiles = [...before, ...after];
  const names = rankNames(profiles);
  const space = nodeSpace(profiles, before.length, names.nameOf);
  yield* mergedWalk(space, names, pieceBytes);
}

/** Every distinct folded name, and two ranks per name in output order (its line, its subtree). */
interface RankedNames {
  /** Per profile, each frame's name id. */
  readonly nameOf: Int32Array[];
  readonly bytes: Uint8Array[];
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
  const encoder = new TextEncoder();
  return { nameOf, bytes: list.map((s) => encoder.encode(s)), ownRank, subRank, rankName, rankIsSub };
}

/** All profiles' nodes in one numbering: profile j's node n is offset[j] + n. */
interface NodeSpace {
  readonly roots: number[];
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
  const name = new Int32Array(total);
  const self = new Float64Array(total);
  const side = new Uint8Array(total);
  const below = new Uint8Array(total);
  const start = new Int32Array(total + 1);
  const kids = new Int32Array(total);
  const roots: number[] = [];
  let offset = 0;
  let kidsUsed = 0;
  profiles.forEach((p, j) => {
    const n = p.stackFrame.length;
    const index = childIndex(p.stackParent);
    roots.push(offset);
    name[offset] = -1;
    for (let i = 0; i < n; i++) {
      if (i > 0) name[offset + i] = nameOf[j][p.stackFrame[i]];
      self[offset + i] = p.stackSelf[i];
      side[offset + i] = j < split ? 0 : 1;
      start[offset + i] = kidsUsed + index.start[i];
    }
    for (let k = 0; k < index.kids.length; k++) kids[kidsUsed + k] = offset + index.kids[k];
    for (let i = n - 1; i > 0; i--) if (self[offset + i] !== 0 || below[offset + i]) below[offset + p.stackParent[i]] = 1;
    kidsUsed += index.kids.length;
    offset += n;
  });
  start[total] = kidsUsed;
  return { roots, name, self, side, below, start, kids };
}

/** An item key: rank × 2³² + node, so a numeric sort orders by rank, then by run and node. */
const SHIFT = 2 ** 32;

/** The sorted items below a group of same-path nodes: each child's line and its subtree. */
function itemsOf(space: NodeSpace, names: RankedNames, members: readonly number[]): Float64Array {
  const { start, kids, name, self, below } = space;
  let count = 0;
  for (const m of members) {
    for (let k = start[m]; k < start[m + 1]; k++) {
      const c = kids[k];
      if (self[c] !== 0) count++;
      if (below[c]) count++;
    }
  }
  const items = new Float64Array(count);
  let i = 0;
  for (const m of members) {
    for (let k = start[m]; k < start[m + 1]; k++) {
      const c = kids[k];
      if (self[c] !== 0) items[i++] = names.ownRank[name[c]] * SHIFT + c;
      if (below[c]) items[i++] = names.subRank[name[c]] * SHIFT + c;
    }
  }
  return items.length > 1 ? items.sort() : items;
}

/**
 * Stage 3: the walk. Items of equal rank are the same name met in several runs (or twice in
 * one): a line sums their weights per side; a subtree continues with all of them together.
 */
function* mergedWalk(space: NodeSpace, names: RankedNames, pieceBytes: number): Generator<Uint8Array> {
  const out = new LineBuffer(pieceBytes);
  const stackItems: Float64Array[] = [itemsOf(space, names, space.roots)];
  const stackPos: number[] = [0];
  const prefixLen: number[] = [0];
  while (stackItems.length > 0) {
    const top = stackItems.length - 1;
    const items = stackItems[top];
    let i = stackPos[top];
    if (i >= items.length) {
      stackItems.pop();
      stackPos.pop();
      prefixLen.pop();
      continue;
    }
    const rank = Math.floor(items[i] / SHIFT);
    let end = i + 1;
    while (end < items.length && Math.floor(items[end] / SHIFT) === rank) end++;
    stackPos[top] = end;
    const nameBytes = names.bytes[names.rankName[rank]];
    if (!names.rankIsSub[rank]) {
      const w = [0, 0];
      for (; i < end; i++) {
        const node = items[i] % SHIFT;
        w[space.side[node]] += space.self[node];
      }
      out.line(prefixLen[top], nameBytes, `${formatWeight(w[0])} ${formatWeight(w[1])}`);
    } else {
      const members: number[] = [];
      for (; i < end; i++) members.push(items[i] % SHIFT);
      prefixLen.push(out.enter(prefixLen[top], nameBytes));
      stackItems.push(itemsOf(space, names, members));
      stackPos.push(0);
    }
    if (out.ready.length > 0) yield* out.take();
  }
  yield* out.finish();
}
