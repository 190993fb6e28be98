/**
 * Flame-graph layout: a tree in, rectangles out. Pure data, shared by the SVG writer and the
 * canvas viewer so both draw exactly the same picture.
 *
 * Children are ordered by name (bytewise), as flamegraph.pl and inferno order merged frames, so
 * the same input always gives the same picture. Frames narrower than `minWidth` are not drawn
 * one by one: a node's narrow children are merged into one rectangle ("…N frames") after its
 * wide children when together they are wide enough, otherwise left out (their weight still
 * counts in the parent's width).
 */

/** The tree to lay out: parents precede children; node 0 is the root. */
export interface LayoutTree {
  readonly size: number;
  parent(node: number): number;
  name(node: number): string;
  /** Width of the node (its inclusive value); 0 hides it. */
  value(node: number): number;
}

/** One rectangle. `x` and `width` are fractions of the root's value; `depth` 0 is the root's children. */
export interface Rect {
  /** The tree node, or -1 for a merged group of narrow frames. */
  readonly node: number;
  readonly x: number;
  readonly width: number;
  readonly depth: number;
  /** For merged groups: how many frames were merged, and their parent node. */
  readonly merged?: number;
  readonly parent?: number;
}

export interface LayoutOptions {
  /** Smallest width drawn, as a fraction of the total (default 0.0001 = 0.01%, inferno's default). */
  readonly minWidth?: number;
  /**
   * Deepest level drawn (default {@link MAX_DRAWN_DEPTH}). A runaway recursion can be a million
   * frames deep: drawn whole, one stack took 2.3 GB and a 236 MB SVG nobody can read.
   */
  readonly maxDepth?: number;
}

/** Levels drawn at most by default: deeper than any real stack a person reads in a picture. */
export const MAX_DRAWN_DEPTH = 1024;

export interface Layout {
  readonly rects: readonly Rect[];
  readonly maxDepth: number;
  readonly total: number;
  /** Frames below the depth bound that were not drawn (0 when nothing was cut). */
  readonly cutFrames: number;
}

export function layoutFlame(tree: LayoutTree, options: LayoutOptions = {}): Layout {
  const minWidth = options.minWidth ?? 0.0001;
  const depthBound = options.maxDepth ?? MAX_DRAWN_DEPTH;
  const n = tree.size;
  const total = tree.value(0);
  const rects: Rect[] = [];
  if (!(total > 0)) return { rects, maxDepth: 0, total: 0, cutFrames: 0 };
  // Children lists in flat typed arrays (a million nodes must not mean a million arrays).
  const start = new Int32Array(n + 1);
  const values = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    values[i] = tree.value(i);
    if (values[i] > 0) start[tree.parent(i) + 1]++;
  }
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const flat = new Int32Array(start[n]);
  const fill = start.slice(0, n);
  for (let i = 1; i < n; i++) if (values[i] > 0) flat[fill[tree.parent(i)]++] = i;
  const byName = (a: number, b: number) => {
    const x = tree.name(a);
    const y = tree.name(b);
    return x < y ? -1 : x > y ? 1 : a - b;
  };
  let maxDepth = 0;
  let cutFrames = 0;
  // Explicit stack: (node, x offset, depth, width). Children wider together than their parent
  // (values that are not additive, such as max(before, after)) are scaled down to fit it.
  const stack: [number, number, number, number][] = [[0, 0, -1, 1]];
  while (stack.length > 0) {
    const [node, x, depth, nodeWidth] = stack.pop()!;
    if (depth + 1 >= depthBound) {
      cutFrames += countBelow(node);
      continue;
    }
    // Wide children in name order, then the narrow ones merged into one group at the end. Only
    // the wide are sorted: a node can have thousands of children too narrow to draw, and
    // sorting them by name was most of the layout's time on a large Go build.
    let sum = 0;
    for (let i = start[node]; i < start[node + 1]; i++) sum += values[flat[i]] / total;
    const k = sum > nodeWidth ? nodeWidth / sum : 1;
    const wide: number[] = [];
    let narrowCount = 0;
    let narrowValue = 0;
    for (let i = start[node]; i < start[node + 1]; i++) {
      const c = flat[i];
      if ((k * values[c]) / total >= minWidth) wide.push(c);
      else {
        narrowCount++;
        narrowValue += values[c];
      }
    }
    // Summed as values, not widths: in whatever order the children come, whole sample counts add exactly.
    const narrowWidth = (k * narrowValue) / total;
    wide.sort(byName);
    let cx = x;
    const push: [number, number, number, number][] = [];
    for (const c of wide) {
      const w = (k * values[c]) / total;
      rects.push({ node: c, x: cx, width: w, depth: depth + 1 });
      maxDepth = Math.max(maxDepth, depth + 1);
      push.push([c, cx, depth + 1, w]);
      cx += w;
    }
    if (narrowCount > 0 && narrowWidth >= minWidth) {
      rects.push({ node: -1, x: cx, width: narrowWidth, depth: depth + 1, merged: narrowCount, parent: node });
      maxDepth = Math.max(maxDepth, depth + 1);
    }
    for (let i = push.length - 1; i >= 0; i--) stack.push(push[i]);
  }
  return { rects, maxDepth, total, cutFrames };

  /** Frames with weight beneath a node (iteratively: the subtree can be a million deep). */
  function countBelow(node: number): number {
    let count = 0;
    const todo = [node];
    while (todo.length > 0) {
      const m = todo.pop()!;
      for (let k = start[m]; k < start[m + 1]; k++) {
        count++;
        todo.push(flat[k]);
      }
    }
    return count;
  }
}

/**
 * Frames at least this share of the width set the height of a picture (60 px at 1,200), and
 * frames that changed significantly and are at least {@link CHANGED_MIN_SHARE} of it.
 */
export const HEIGHT_MIN_SHARE = 0.05;
/**
 * A change narrower than this (10 px at 1,000) does not set a picture's height: its badge and
 * its base are drawn, its thin tower is not. Why: a +0.5 pp change in a Python program's
 * start-up imports, significant and 0.5% wide, drew 40 levels of a sliver, and the verdict's
 * own frame (`job_worker`, +21 pp) sat below the first screen of the SVG.
 */
export const CHANGED_MIN_SHARE = 0.01;
/** Levels of thinner frames still drawn above the deepest frame that sets the height. */
export const THIN_LEVELS = 2;

/**
 * The deepest level a picture draws: the deepest frame that is at least {@link HEIGHT_MIN_SHARE}
 * of the width (`share`), or {@link CHANGED_MIN_SHARE} and changed (`changed`), plus
 * {@link THIN_LEVELS}; never deeper
 * than the deepest frame. Shared by the SVG and the viewer, so both are as tall as their story.
 *
 * Why: one import chain 77 frames deep and 2 samples wide made a diff SVG 1,440 px tall with the
 * story in its bottom 100 px; at a 1% threshold a newcomer's three-function Python program
 * still drew 48 levels for its start-up imports (1% of the samples, unchanged), 600 of the
 * first 900 px blank and the verdict below the fold.
 */
export function pictureDepth(rects: readonly Rect[], share: (r: Rect) => number, changed?: (r: Rect) => boolean): number {
  let deepestKept = 0;
  let deepest = 0;
  for (const r of rects) {
    deepest = Math.max(deepest, r.depth);
    const w = share(r);
    if (w >= HEIGHT_MIN_SHARE || (w >= CHANGED_MIN_SHARE && changed?.(r))) deepestKept = Math.max(deepestKept, r.depth);
  }
  return Math.min(deepest, deepestKept + THIN_LEVELS);
}

/**
 * A layout for a picture of fixed width, whose height is set by the frames that carry weight
 * or changed (`pictureDepth`); `cutFrames` says how many frames that left out (the
 * interactive viewer draws them all when zoomed).
 */
export function layoutForPicture(tree: LayoutTree, options: LayoutOptions = {}, changed?: (node: number) => boolean): Layout {
  const full = layoutFlame(tree, options);
  const bound = pictureDepth(full.rects, (r) => r.width, changed && ((r) => r.node > 0 && changed(r.node))) + 1;
  return bound > full.maxDepth ? full : layoutFlame(tree, { ...options, maxDepth: Math.min(bound, options.maxDepth ?? MAX_DRAWN_DEPTH) });
}
