import type { TestResult } from '../stats/tests.js';
import { WHOLE_PROGRAM } from '../diff/composition.js';
import { childLists, sumByName, type UnionTree } from '../diff/union.js';

/** What tower selection reads of a diff: the tree, the side means and the node tests. */
export interface TowerInput {
  readonly tree: UnionTree;
  readonly beforeTotal: Float64Array;
  readonly afterTotal: Float64Array;
  readonly nodes: ReadonlyMap<number, TestResult & { readonly significant: boolean }>;
}

/**
 * A cause: the subtree at `base` changed, and everything beneath it is part of that change.
 * `path` runs from `attach` (where the changed part attaches to code that did not change) down
 * to `base` (where the change stops being one child's: it splits among callees, or is the
 * frame's own time).
 */
export interface Tower {
  readonly attach: number;
  readonly base: number;
  readonly path: readonly number[];
  readonly sign: 1 | -1;
}

export interface TowerOptions {
  /**
   * Descend from a node into its child when the child carries at least this fraction of the
   * node's change (the rest of the node did not change in any way that matters). Default 0.8.
   */
  readonly dominant?: number;
  /**
   * A node is a coherent change when the opposite-direction changes beneath it are at most
   * this fraction of its net change; otherwise its net is the leftover of several changes and
   * those are looked for below. Default 0.25.
   */
  readonly coherence?: number;
  /** The changed part attaches where a frame's ratio to its parent grew by this factor. Default 1.5. */
  readonly growth?: number;
}

/**
 * Code new under its caller is new work, not moved code, when the other side had less than this
 * fraction of its weight under any caller (and it is at least this fraction of its name on its
 * own side).
 */
const MOVED_PART = 0.5;

/** A frame holding at least this fraction of its caller on both sides is as good as its only child. */
const ONLY_CHILD = 0.9;

/**
 * The part of a frame's change one callee must carry for the change to be followed down into it
 * (`TowerOptions.dominant`'s default; function findings go down their chains by it too).
 */
export const DOMINANT = 0.8;

/** Whether node n holds at least `WHOLE_PROGRAM` of both sides (`main`, a run loop), by its totals. */
export function wholeProgram(d: { readonly beforeTotal: Float64Array; readonly afterTotal: Float64Array }, n: number): boolean {
  const share = (total: Float64Array) => (total[0] > 0 ? total[n] / total[0] : 0);
  return Math.min(share(d.beforeTotal), share(d.afterTotal)) >= WHOLE_PROGRAM;
}

/** Frames that are never a cause: thread and process roots (and the virtual root). */
export function isContainer(tree: UnionTree, n: number): boolean {
  if (n <= 0) return true;
  const kind = tree.kinds[tree.frame[n]];
  return kind === 'thread' || kind === 'process';
}

/**
 * The thread or process a node runs in (the node itself when it is one; 0 when it is in none)
 * and the node's call path below it, as frame ids from the top: what a pool's workers share.
 */
export function inWorker(tree: UnionTree, n: number): { readonly home: number; readonly path: number[] } {
  const path: number[] = [];
  let home = n;
  for (; home > 0 && !isContainer(tree, home); home = tree.parent[home]) path.unshift(tree.frame[home]);
  return { home: Math.max(home, 0), path };
}

/**
 * Towers, found top-down as causes: from the roots, the highest node whose change is
 * significant and coherent is followed down while one child carries the change; where it
 * splits (or is the frame's own time) is the base, reported once with everything beneath it.
 * Siblings met on the way down are searched the same way, so opposite or unrelated changes
 * elsewhere are found too. The towers returned are disjoint subtrees, in tree order.
 */
export function selectTowers(d: TowerInput, options: TowerOptions = {}): Tower[] {
  const dominant = options.dominant ?? DOMINANT;
  const coherence = options.coherence ?? 0.25;
  const growth = options.growth ?? 1.5;
  const { tree } = d;
  const { start, kids } = childLists(tree.parent);
  const delta = (n: number) => d.afterTotal[n] - d.beforeTotal[n];
  const signs = significantSigns(d);
  const significant = (n: number, s: number) => signs[n] === s;
  const opposite = oppositeMass(d, signs);
  const coherent = (n: number, s: 1 | -1) => significant(n, s) && opposite(n, s) <= coherence * s * delta(n);

  /**
   * The child carrying the most of m's change in direction s, when it carries the dominant part
   * of m's change and of what m's children changed together. The second because m's own time
   * can fall as its callees grow: a blind Java `parseLine` rewritten to call `toLowerCase`,
   * `URLDecoder.decode`, `parseInt` and `parseLong` (all new) lost 17 pp of its own time, so
   * `toLowerCase` alone (+14.7 pp) was 91% of its net +16.2 pp, and the one change read as three
   * towers under it. Siblings' changes are netted, so their noise does not stop the way down.
   */
  const carrier = (m: number, s: 1 | -1): number => {
    let best = -1;
    let children = 0;
    for (let k = start[m]; k < start[m + 1]; k++) {
      const c = kids[k];
      children += s * delta(c);
      if (best === -1 || s * delta(c) > s * delta(best)) best = c;
    }
    if (best === -1) return -1;
    const carried = s * delta(best);
    if (!(carried >= dominant * s * delta(m) && carried >= dominant * children)) return -1;
    return grewBeside(m, best, s) ? -1 : best;
  };

  /**
   * Whether another callee of m changed the same way as its dominant one, significantly and as
   * other code (its frame is not met below the dominant callee), while the callees that did not
   * change hold under half of m (as `holdsSeveralCauses` asks), and m is a part of the program,
   * not the whole of it (a `main` is not called more often; against a reference that moved
   * everything, its callees all move, and the split made it one tower). Then m's change is split
   * among its callees, however unevenly: m was called more often, or its own code changed, and
   * the way down stops at m.
   *
   * Why: a blind py-spy case (`--gil`, three runs a side) called `compress_snapshot` twelve
   * times as often; its callees `dumps` (+16.8 pp) and `encode_rows` (+3.3 pp) both grew, the
   * first carried 84% of the change, so the way down followed it into `JSONEncoder.encode` and
   * `encode_rows` was a second tower: two findings, neither naming the function that changed.
   * Other code only: a Rust sort whose comparator began to allocate reaches the comparator
   * both directly and through its recursive `quicksort` (which carries 90% of the change); the
   * comparator beside it is the same code met at two depths, one function's change, and the way
   * goes on down (to the function finding that names it).
   */
  const grewBeside = (m: number, best: number, s: 1 | -1): boolean => {
    if (wholeProgram(d, m)) return false;
    let below: Set<number> | undefined;
    let beside = false;
    for (let k = start[m]; k < start[m + 1] && !beside; k++) {
      const c = kids[k];
      if (c === best || !coherent(c, s)) continue;
      below ??= framesBelow(best);
      beside = !below.has(tree.frame[c]);
    }
    return beside && !holdsSeveralCauses(m, s);
  };

  /** The frames that occur in the subtree at n (n included), walked once. */
  const framesBelow = (n: number): Set<number> => {
    const frames = new Set<number>();
    const stack = [n];
    while (stack.length > 0) {
      const x = stack.pop()!;
      frames.add(tree.frame[x]);
      for (let k = start[x]; k < start[x + 1]; k++) stack.push(kids[k]);
    }
    return frames;
  };

  /**
   * Code with no sample on the other side (new, for a regression; gone, for an improvement),
   * anywhere in the program, is the change as a whole: below its topmost frame the way down only finds its heaviest part,
   * which the finding names below it anyway. A C start-up parser rewritten around `sscanf`:
   * `parse_line → sscanf` was new, the tower went down into `__vfscanf_internal` (98% of it),
   * and the rest of the new call (`_IO_strfile_read`, +0.8 pp) was a tower of its own beside it,
   * while the vanished helper it replaced under the same caller was a −1.0 pp "improvement".
   * Not when what carries it below was there before: a new trampoline around code that moved
   * is a move, judged by what changed inside it (moves.ts).
   *
   * New work need not be new to the program: a blind C logger's `emit_line` began calling
   * `write` itself, 0 → 75 pp of the before total under it, where fwrite's flushes had spent
   * 2 pp in the same syscall. As a move it was followed down into the kernel to
   * `generic_perform_write` (43 pp) and the syscall's other parts (file times, checks,
   * `fdget_pos`, …) were six towers of their own. What the other side had of a name anywhere
   * cannot have moved here when it is less than half of this node.
   */
  // Each name's weight on a side, made on first need (once per side, whichever way it is read).
  const nameTotals = new Map<Float64Array, Float64Array>();
  const byName = (side: Float64Array): Float64Array => {
    let totals = nameTotals.get(side);
    if (!totals) nameTotals.set(side, (totals = sumByName(tree, (n) => side[n])));
    return totals;
  };
  const whollyOneSided = (m: number, s: 1 | -1): boolean => {
    const [other, here] = s > 0 ? [d.beforeTotal, d.afterTotal] : [d.afterTotal, d.beforeTotal];
    if (other[m] !== 0) return false;
    // New work, not only new to this caller: code that moved here from another caller is
    // judged by what changed inside it (moves.ts), so the way down goes on.
    const name = tree.frame[m];
    const elsewhere = byName(other)[name];
    if (elsewhere === 0) return true;
    // Some of it existed under other callers: new work when that could not have moved here (less
    // than MOVED_PART of this node), and this node is most of its name on its own side (not one
    // of several copies, such as one thread's, that all changed: those are one function's change).
    const sameSide = byName(here)[name];
    return elsewhere < MOVED_PART * here[m] && here[m] >= MOVED_PART * sameSide;
  };

  /**
   * From n down while one child carries the change and is a significant, coherent change
   * itself, or leads, through children that each carry it, to one that is: a frame whose own
   * test is noisier than its callee's does not stop the way down (a JIT moves time between a
   * function's frame and its caller's as it inlines, so a caller can vary more than the callee
   * that grew: a Node capture's tower stopped at an interpreter trampoline, two frames above
   * the function that grew, and its subtree, most of the program, left the bulk).
   */
  const descend = (n: number, s: 1 | -1): number[] => {
    const path = [n];
    for (let m = n; ; ) {
      const via: number[] = [];
      let next = carrier(m, s);
      if (whollyOneSided(m, s) && (next === -1 || whollyOneSided(next, s))) return path;
      while (next !== -1 && !coherent(next, s)) {
        via.push(next);
        next = carrier(next, s);
      }
      if (next === -1) return path;
      path.push(...via, next);
      m = next;
    }
  };

  /**
   * Growth split among a frame's callees makes the frame the cause when the frame grew as a
   * whole (called more often: every callee grows with it). When callees holding most of the
   * frame's weight (on the side before a regression, after an improvement) did not change, the
   * frame merely holds the callees that did, and each of those is a cause of its own, provided
   * at least one of them is significant on its own.
   *
   * A callee that changed the other way did not stay the same: it is part of the frame's
   * change, not of what held still. Blind Go case: `renderKey` switched from a
   * `strings.Builder` to `+` in a loop; its old callee `WriteString` (two thirds of it before)
   * vanished and the new `runtime.concatstring2/3/5` took its place, 7% → 33% of the samples.
   * The vanished callee counted as "did not grow", so `renderKey` was said to hold its callees'
   * changes, and the #1 finding was `runtime.concatstrings` alone, with no frame of the
   * program that changed. (Counting new callees as the frame's own change instead took a C
   * server's `handle` for the cause of two syscall towers its frameless helper added.)
   */
  const holdsSeveralCauses = (m: number, s: 1 | -1): boolean => {
    const side = s > 0 ? d.beforeTotal : d.afterTotal;
    let still = 0;
    let anyChanged = false;
    for (let k = start[m]; k < start[m + 1]; k++) {
      const c = kids[k];
      if (coherent(c, s)) anyChanged = true;
      else if (signs[c] === 0) still += side[c];
    }
    return anyChanged && still > 0.5 * side[m];
  };

  /**
   * Whether the one significant change below m (nothing else beneath m is) carries the
   * dominant part of m's change, and of what m's callees gained together, where the way down
   * from m found no child that does: the frames between moved by noise that nets out. Blind Go
   * case, one run a side: `extractID` began
   * compiling its regexp per call (+4.7 pp, significant) under `processLine`, whose other
   * callee `hashFields` drifted −3.3 pp, beside a `genLine` that drifted +3.3 pp; `main.main`
   * (+4.4 pp) was the tower, its chain below it the unchanged `genLine → fmt.Fprintf`.
   */
  const heldBelow = (m: number, s: 1 | -1): boolean => {
    if (carrier(m, s) !== -1) return false;
    // Of m's change and of what its callees gained together, as the way down asks of a child.
    let children = 0;
    for (let k = start[m]; k < start[m + 1]; k++) children += s * delta(kids[k]);
    const need = dominant * Math.max(s * delta(m), children);
    // The highest significant nodes below m: exactly one, and it carries that.
    const highest: number[] = [];
    const stack: number[] = [];
    for (let k = start[m]; k < start[m + 1]; k++) if (onWay[kids[k]]) stack.push(kids[k]);
    while (stack.length > 0 && highest.length < 2) {
      const c = stack.pop()!;
      if (signs[c] !== 0) {
        highest.push(c);
        continue;
      }
      for (let k = start[c]; k < start[c + 1]; k++) if (onWay[kids[k]]) stack.push(kids[k]);
    }
    return highest.length === 1 && coherent(highest[0], s) && s * delta(highest[0]) >= need;
  };

  const towers: Tower[] = [];
  // Depth-first with an explicit stack: union trees of recursive code are thousands deep.
  const work: number[] = [];
  // Only subtrees holding a significant node can hold a tower: the walk skips the rest.
  const onWay = significantAncestry(tree.parent, signs);
  const pushChildren = (n: number, skip = -1) => {
    for (let k = start[n + 1] - 1; k >= start[n]; k--) if (kids[k] !== skip && onWay[kids[k]]) work.push(kids[k]);
  };
  pushChildren(0);
  while (work.length > 0) {
    const n = work.pop()!;
    const sign = Math.sign(delta(n));
    const s = sign as 1 | -1;
    if (sign === 0 || !coherent(n, s)) {
      pushChildren(n);
      continue;
    }
    const path = descend(n, s);
    const base = path[path.length - 1];
    // Siblings passed on the way down hold changes of their own (or none).
    for (let i = 0; i + 1 < path.length; i++) pushChildren(path[i], path[i + 1]);
    if (isContainer(tree, base) || holdsSeveralCauses(base, s) || heldBelow(base, s)) {
      // A thread or process is never the cause: its callees are, each on its own. Nor is a
      // frame most of whose callees did not change: the change is in the ones that did. Nor
      // one whose whole change a single change deeper down carries.
      pushChildren(base);
      continue;
    }
    const from = attachIndex(d, path, s, growth, dominant);
    towers.push({ attach: path[from], base, path: path.slice(from), sign: s });
  }
  return towers.sort((a, b) => a.base - b.base);
}

/**
 * Per node, the direction of its significant change (1 or −1; 0 when it is not significant or
 * not tested). An array rather than a look-up in the tests per node: the walks below visit
 * every node of union trees of a million nodes, of which a few thousand are tested.
 */
function significantSigns(d: TowerInput): Int8Array {
  const signs = new Int8Array(d.tree.frame.length);
  for (const [n, t] of d.nodes) if (t.significant) signs[n] = Math.sign(t.delta);
  return signs;
}

/** Significant nodes and their callers up to the root: where the way down can find a tower. */
function significantAncestry(parent: Int32Array, signs: Int8Array): Uint8Array {
  const marked = new Uint8Array(signs.length);
  for (let n = signs.length - 1; n > 0; n--) {
    if (signs[n] === 0) continue;
    for (let m = n; m > 0 && !marked[m]; m = parent[m]) marked[m] = 1;
  }
  return marked;
}

/**
 * Per node and direction: the change in the other direction beneath it, summed over the
 * highest significant nodes of that direction (what the node's net change nets away).
 */
function oppositeMass(d: TowerInput, signs: Int8Array): (n: number, s: 1 | -1) => number {
  const size = d.tree.frame.length;
  const { parent } = d.tree;
  const up = new Float64Array(size); // opposite mass for a regression (improvements below)
  const down = new Float64Array(size); // for an improvement (regressions below)
  // From each significant node up to the next one of its direction: a walk per significant node,
  // not a pass over a union of a million nodes (a few thousand are tested). In node order from
  // the last, as a bottom-up pass would meet them.
  for (let n = size - 1; n > 0; n--) {
    const sign = signs[n];
    if (sign === 0) continue;
    const mass = sign === -1 ? up : down;
    const dn = sign * (d.afterTotal[n] - d.beforeTotal[n]);
    for (let m = parent[n]; m >= 0; m = parent[m]) {
      mass[m] += dn;
      if (signs[m] === sign) break;
    }
  }
  return (n, s) => (s > 0 ? up[n] : down[n]);
}

/**
 * Where the changed part attaches: the highest node of the path, contiguous with the base,
 * whose ratio to its parent grew (or, for an improvement, shrank) by the growth factor. Ratios
 * to the parent, not totals: a large tower makes every ancestor's total grow, but only the
 * frames that are mostly the change grow relative to their callers.
 */
function attachIndex(d: TowerInput, path: readonly number[], s: 1 | -1, growth: number, dominant: number): number {
  const ratio = (side: Float64Array, n: number) => {
    const p = d.tree.parent[n];
    const pv = p > 0 ? side[p] : side[0] > 0 ? side[0] : 1;
    return pv > 0 ? side[n] / pv : 0;
  };
  const grew = (n: number) => {
    if (isContainer(d.tree, n)) return false;
    const [from, to] = s > 0 ? [ratio(d.beforeTotal, n), ratio(d.afterTotal, n)] : [ratio(d.afterTotal, n), ratio(d.beforeTotal, n)];
    return from === 0 ? to > 0 : to / from >= growth;
  };
  // A frame that is (nearly) all of its caller on both sides says nothing either way: climb
  // through it, but keep it only if a frame above it grew. Nearly: a wrapper such as
  // `Table.select → _filter_rows` keeps a sliver of time of its own (0.96 of its caller).
  const onlyChild = (n: number) => ratio(d.beforeTotal, n) >= ONLY_CHILD && ratio(d.afterTotal, n) >= ONLY_CHILD;
  // Or all of its caller on the side without the change, and carrying most of what the caller
  // gained: the caller's own time grew a little beside it. A blind C reader that asked read()
  // for 64 bytes instead of 64 KiB: the syscall entry was all of libc's `read` before and 0.9
  // of it after (the wrapper's own time grew too), the climb stopped there, and the report's
  // tower began at `entry_SYSCALL_64 → do_syscall_64`, naming neither `read` nor its caller.
  const delta = (n: number) => s * (d.afterTotal[n] - d.beforeTotal[n]);
  const passedThrough = (n: number) => {
    const p = d.tree.parent[n];
    return p > 0 && ratio(s > 0 ? d.beforeTotal : d.afterTotal, n) >= ONLY_CHILD && delta(n) >= dominant * delta(p);
  };
  let best = path.length - 1;
  for (let i = path.length - 1; i > 0; i--) {
    const n = path[i - 1];
    if (grew(n)) best = i - 1;
    else if (!(onlyChild(n) || passedThrough(n)) || isContainer(d.tree, n)) break;
  }
  return best;
}
