import { ProfileBuilder } from '../model/builder.js';
import { childIndex } from '../model/children.js';
import type { Profile } from '../model/types.js';
import { utf8OrderFor } from '../text/compare.js';
import { inertText } from '../text/inert.js';
import { MAX_INTEGER_BYTES, writeInteger } from '../text/digits.js';
import { Utf8Arena } from '../text/utf8-arena.js';

/**
 * Folded output (`frame;frame;... COUNT`, lines in UTF-8 byte order, as inferno and FlameGraph
 * write them).
 *
 * Why a tree walk and not "build every line, then sort": when sibling frames have distinct
 * names without `;`, every line below child X starts with `X;`, so emitting each node's items
 * (a child's own line, key `X`; its subtree, key `X;`) in sorted order yields globally sorted
 * output while sorting only small sibling groups. Profiles whose frame names repeat (frames
 * that differ only in kind or module) are first merged by name.
 */
export function* foldedText(profiles: readonly Profile[]): Generator<string> {
  const decoder = new TextDecoder();
  for (const bytes of walkSorted(foldable(profiles))) yield decoder.decode(bytes);
}

/**
 * A frame name as a folded line can hold it: `;` separates frames and a newline ends the line,
 * so a name holding them would forge frames or lines when read back. `;` becomes `:` (as
 * FlameGraph's stackcollapse scripts do) and control and bidi characters are shown as escapes
 * (`\x0a`), so what flamediff writes always reads back as the same stacks.
 */
export function foldedName(name: string): string {
  return inertText(name).replace(/;/g, ':');
}

/**
 * The profiles as one profile in which no two siblings share a name and every name is safe in
 * folded text. One profile whose frames share names only across different callers (the same
 * `runtime.*` function in several Go binaries, each under its own process root) is used as it
 * is: rebuilding it merged by name cost a third of collapsing a large perf capture.
 */
function foldable(profiles: readonly Profile[]): Profile {
  const unsafe = (p: Profile) => p.frames.some((f) => foldedName(f.name) !== f.name);
  if (profiles.length === 1 && !unsafe(profiles[0])) return namesAreDistinct(profiles[0]) ? profiles[0] : mergeSiblings(profiles[0]);
  return mergeByName(profiles, foldedName);
}

/** Each frame's name as a small integer (equal names, equal ids). */
function nameIds(p: Profile): { nameOf: Int32Array; count: number } {
  const ids = new Map<string, number>();
  const nameOf = Int32Array.from(p.frames, (f) => {
    let id = ids.get(f.name);
    if (id === undefined) ids.set(f.name, (id = ids.size));
    return id;
  });
  return { nameOf, count: ids.size };
}

/**
 * The profile with siblings of one name merged (their weights summed, their callees merged in
 * turn), and everything else kept as it is. Only the subtrees under such siblings are looked
 * at node by node: a large perf capture of a Go build has three such pairs in 700 k nodes
 * (`Syscall6` from two binaries under one caller), and rebuilding the whole tree by name for
 * them cost a tenth of collapsing it.
 */
export function mergeSiblings(p: Profile): Profile {
  const n = p.stackFrame.length;
  const { nameOf, count } = nameIds(p);
  // Children grouped by parent (in index order); a sibling whose name an earlier sibling has
  // marks both, and their subtrees are merged.
  const order = childIndex(p.stackParent).kids;
  const lastParent = new Int32Array(count).fill(-1);
  const lastChild = new Int32Array(count);
  const affected = new Uint8Array(n);
  let any = false;
  for (let k = 0; k < order.length; k++) {
    const child = order[k];
    const name = nameOf[p.stackFrame[child]];
    const parent = p.stackParent[child];
    if (lastParent[name] === parent) {
      affected[child] = 1;
      affected[lastChild[name]] = 1;
      any = true;
    }
    lastParent[name] = parent;
    lastChild[name] = child;
  }
  if (!any) return p;
  // Parents precede children: each node in a merged subtree maps to the first node of its name
  // under its parent's image.
  const canon = new Int32Array(n);
  const firstOf = new Map<string, number>();
  for (let i = 1; i < n; i++) {
    const parent = p.stackParent[i];
    if (affected[parent]) affected[i] = 1;
    if (!affected[i]) {
      canon[i] = i;
      continue;
    }
    const key = `${canon[parent]}:${nameOf[p.stackFrame[i]]}`;
    const first = firstOf.get(key);
    if (first === undefined) firstOf.set(key, i);
    canon[i] = first ?? i;
  }
  // The nodes that remain, renumbered in order (a parent still precedes its children).
  const index = new Int32Array(n).fill(-1);
  index[0] = 0;
  let kept = 1;
  for (let i = 1; i < n; i++) if (canon[i] === i) index[i] = kept++;
  const stackFrame = new Int32Array(kept);
  const stackParent = new Int32Array(kept);
  const stackSelf = new Float64Array(kept);
  stackFrame[0] = -1;
  stackParent[0] = -1;
  for (let i = 1; i < n; i++) {
    const to = index[canon[i]];
    stackSelf[to] += p.stackSelf[i];
    if (canon[i] !== i) continue;
    stackFrame[to] = p.stackFrame[i];
    stackParent[to] = index[canon[p.stackParent[i]]];
  }
  return { ...p, stackFrame, stackParent, stackSelf, timeline: undefined };
}

/**
 * The same lines as {@link foldedText}, as UTF-8 bytes in pieces of about `pieceBytes`: frame
 * names are encoded once and each line is assembled by copying bytes, which is several times
 * cheaper than building and re-encoding a string per line on large outputs. With `recycle`, a
 * piece is valid only until the next one is asked for (see {@link LineBuffer}).
 */
export function* foldedBytes(profiles: readonly Profile[], pieceBytes = 1 << 20, recycle = false): Generator<Uint8Array> {
  yield* walkSorted(foldable(profiles), pieceBytes, recycle);
}

/** Folded text of profiles as one string (tests, small outputs). */
export function foldedString(...profiles: Profile[]): string {
  return [...foldedText(profiles)].join('');
}

/** Formats a weight the way collapsers print counts: integers without a fraction. */
export function formatWeight(w: number): string {
  return Number.isInteger(w) && Math.abs(w) < 1e21 ? w.toFixed(0) : String(w);
}

function namesAreDistinct(p: Profile): boolean {
  const seen = new Set<string>();
  for (const f of p.frames) {
    if (seen.has(f.name)) return false;
    seen.add(f.name);
  }
  return true;
}

/** The profile itself when there is one (its metadata kept), else their merge by name. */
export function singleProfile(profiles: readonly Profile[]): Profile {
  return profiles.length === 1 ? profiles[0] : mergeByName(profiles);
}

/** One prefix tree keyed by frame *name* (optionally mapped) over all profiles, weights summed. */
export function mergeByName(profiles: readonly Profile[], mapName: (name: string) => string = (n) => n): Profile {
  const b = new ProfileBuilder(profiles[0]?.unit ?? 'samples');
  for (const p of profiles) {
    const ids = p.frames.map((f) => b.internFrame({ name: mapName(f.name), kind: 'unknown' }));
    const map = new Int32Array(p.stackFrame.length);
    for (let n = 1; n < map.length; n++) {
      map[n] = b.child(map[p.stackParent[n]], ids[p.stackFrame[n]]);
      if (p.stackSelf[n] !== 0) b.addSelf(map[n], p.stackSelf[n]);
    }
  }
  return b.build({ sourceFormat: 'merged' });
}

/** The sorted walk: every node with self weight prints `root;...;n WEIGHT`, in UTF-8 byte order (see above). */
function* walkSorted(p: Profile, pieceBytes = 1 << 20, recycle = false): Generator<Uint8Array> {
  const { frames, stackFrame, stackParent } = p;
  const n = stackFrame.length;
  const names = frames.map((f) => f.name);
  const nameBytes = new Utf8Arena(names);
  // Children lists (CSR), parents before children so one pass suffices.
  const { start: count, kids: children } = childIndex(stackParent);
  // Subtrees that print nothing are skipped: own[n] = n prints, below[n] = a descendant prints.
  const own = new Uint8Array(n);
  const below = new Uint8Array(n);
  for (let i = 1; i < n; i++) own[i] = p.stackSelf[i] !== 0 ? 1 : 0;
  for (let i = n - 1; i > 0; i--) if (own[i] || below[i]) below[stackParent[i]] = 1;

  const cmp = utf8OrderFor(names);
  // Items of a node: 2*child (its own line) and 2*child+1 (its subtree).
  const itemsOf = (node: number): number[] => {
    const items: number[] = [];
    for (let k = count[node]; k < count[node + 1]; k++) {
      const c = children[k];
      if (own[c]) items.push(2 * c);
      if (below[c]) items.push(2 * c + 1);
    }
    if (items.length > 1) {
      const key = (it: number) => (it & 1 ? `${names[stackFrame[it >> 1]]};` : names[stackFrame[it >> 1]]);
      items.sort((a, b) => cmp(key(a), key(b)));
    }
    return items;
  };

  // The current prefix ("root;...;parent;") is in `out`; prefixLen[d] is its length at depth d.
  const out = new LineBuffer(pieceBytes, recycle);
  const prefixLen: number[] = [0];
  const stackItems: number[][] = [itemsOf(0)];
  const stackPos: number[] = [0];
  while (stackItems.length > 0) {
    const top = stackItems.length - 1;
    const items = stackItems[top];
    const i = stackPos[top]++;
    if (i >= items.length) {
      stackItems.pop();
      stackPos.pop();
      prefixLen.pop();
      continue;
    }
    const it = items[i];
    const c = it >> 1;
    const name = stackFrame[c];
    if ((it & 1) === 0) {
      out.weightsLine(prefixLen[top], nameBytes, name, p.stackSelf[c]);
      if (out.ready.length > 0) yield* out.take();
    } else {
      prefixLen.push(out.enter(prefixLen[top], nameBytes, name));
      stackItems.push(itemsOf(c));
      stackPos.push(0);
    }
  }
  yield* out.finish();
}

/**
 * Folded lines assembled as bytes: the current prefix (`a;b;`) and pieces of output.
 *
 * With `recycle`, the memory of pieces taken is filled again once the next full piece is due,
 * so a writer must be done with the pieces it took before it asks for more (writeOutput is: it
 * waits until each piece is written). Otherwise every piece is a new megabyte, and V8 frees
 * them only once ~64 MB of them have piled up: a quarter of a large collapse's peak memory.
 */
export class LineBuffer {
  private prefix = new Uint8Array(4096);
  private out: Uint8Array;
  private used = 0;
  /** Full pieces not yet taken. */
  ready: Uint8Array[] = [];
  /** With `recycle`: the pieces taken, whose memory is used again. */
  private lent: Uint8Array[] = [];

  constructor(
    private readonly pieceBytes: number,
    private readonly recycle = false,
  ) {
    this.out = new Uint8Array(pieceBytes);
  }

  /** Writes `prefix[0, prefixLen) name suffix\n`, the name being string `name` of `names`. */
  line(prefixLen: number, names: Utf8Arena, name: number, suffix: string): void {
    const out = this.head(prefixLen, names, name, suffix.length + 2);
    for (let k = 0; k < suffix.length; k++) out[this.used++] = suffix.charCodeAt(k);
    out[this.used++] = 0x0a;
  }

  /**
   * Writes `prefix[0, prefixLen) name W\n`, or `… name W1 W2\n` with `w2`, the weights as
   * {@link formatWeight} prints them; integers are written as digits straight into the piece.
   */
  weightsLine(prefixLen: number, names: Utf8Arena, name: number, w1: number, w2?: number): void {
    const two = w2 !== undefined;
    if (!Number.isSafeInteger(w1) || (two && !Number.isSafeInteger(w2))) {
      this.line(prefixLen, names, name, two ? `${formatWeight(w1)} ${formatWeight(w2)}` : formatWeight(w1));
      return;
    }
    const out = this.head(prefixLen, names, name, 2 * (MAX_INTEGER_BYTES + 1) + 1);
    this.used = writeInteger(out, this.used, w1);
    if (two) {
      out[this.used++] = 0x20;
      this.used = writeInteger(out, this.used, w2);
    }
    out[this.used++] = 0x0a;
  }

  /** Writes a line's `prefix[0, prefixLen) name ` into a piece with room for `rest` more bytes; returns the piece. */
  private head(prefixLen: number, names: Utf8Arena, name: number, rest: number): Uint8Array {
    const from = names.start[name];
    const to = names.start[name + 1];
    const out = this.room(prefixLen + (to - from) + rest);
    out.set(this.prefix.subarray(0, prefixLen), this.used);
    this.used += prefixLen;
    this.used = copyBytes(names.bytes, from, to, out, this.used);
    out[this.used++] = 0x20;
    return out;
  }

  /** The piece being filled, with room for `need` more bytes (a full piece is set aside first). */
  private room(need: number): Uint8Array {
    if (this.used + need > this.out.length) {
      if (this.used > 0) this.ready.push(this.out.subarray(0, this.used));
      const spare = this.lent.pop();
      this.out = spare !== undefined && spare.length >= need ? spare : new Uint8Array(Math.max(this.pieceBytes, need));
      this.used = 0;
    }
    return this.out;
  }

  /** Extends the prefix at `prefixLen` by `name;` (string `name` of `names`); returns the new prefix length. */
  enter(prefixLen: number, names: Utf8Arena, name: number): number {
    const from = names.start[name];
    const to = names.start[name + 1];
    const next = prefixLen + (to - from) + 1;
    if (next > this.prefix.length) {
      const bigger = new Uint8Array(Math.max(this.prefix.length * 2, next));
      bigger.set(this.prefix);
      this.prefix = bigger;
    }
    copyBytes(names.bytes, from, to, this.prefix, prefixLen);
    this.prefix[next - 1] = 0x3b;
    return next;
  }

  /** The full pieces, handed over. */
  take(): Uint8Array[] {
    const ready = this.ready;
    this.ready = [];
    if (this.recycle) for (const piece of ready) this.lent.push(new Uint8Array(piece.buffer, piece.byteOffset, this.pieceBytes));
    return ready;
  }

  /** Every piece left, the one being filled last: the output's end. */
  finish(): Uint8Array[] {
    const rest = this.take();
    if (this.used > 0) rest.push(this.out.subarray(0, this.used));
    return rest;
  }
}

/**
 * Copies src[from, to) into dst at `at` and returns the end. Names are short (tens of bytes):
 * a loop is cheaper than the subarray view `set` would need for each.
 */
function copyBytes(src: Uint8Array, from: number, to: number, dst: Uint8Array, at: number): number {
  for (let i = from; i < to; i++) dst[at++] = src[i];
  return at;
}
