import { selfMeans, type DiffResult, type FunctionStat } from '../diff/diff.js';
import { childLists, topmostOccurrence } from '../diff/union.js';
import { VANISHED } from './finding.js';
import { DOMINANT, wholeProgram, type Tower } from './towers.js';
import { isRuntimeGate } from './runtime-frames.js';

/**
 * Functions: a frame name whose inclusive value changed across all its call sites. A shared
 * helper made slower shows up as one small change under each caller, often none significant
 * alone; the function's total is the test with the power to see it.
 */

/** Names that are never a function finding: unknown frames, threads and processes, a runtime's gates. */
function skipped(diff: DiffResult, f: FunctionStat): boolean {
  const kind = diff.tree.kinds[f.nameId];
  return f.name === '[unknown]' || kind === 'thread' || kind === 'process' || isRuntimeGate(f.name);
}

/** The frame names on each tower's way from the root down to its base. */
function namesAbove(diff: DiffResult, t: Tower): Set<number> {
  const out = new Set<number>();
  for (let m = t.base; m > 0; m = diff.tree.parent[m]) out.add(diff.tree.frame[m]);
  return out;
}

const delta = (diff: DiffResult, n: number) => diff.afterTotal[n] - diff.beforeTotal[n];

/**
 * Stage "function spread": one function's change seen from several callers. Two shapes:
 * - two or more towers of its direction each reach it (the function is on their path);
 * - a tower whose base splits its change among callees, where one function below carries most
 *   of it (≥ `dominant`) from two or more call sites: the split was that function's.
 * Those towers are replaced by the function (when its own test is significant and, in the
 * first shape, the towers run from it to their bases through the same frames: towers that
 * part ways below it are causes of their own). Returns the spread functions and the towers left.
 */
export function spreadFunctions(diff: DiffResult, towers: readonly Tower[], dominant = 0.8): { spread: FunctionStat[]; towers: Tower[] } {
  const byName = new Map(diff.functions.filter((f) => f.significant && !skipped(diff, f)).map((f) => [f.nameId, f]));
  const holdersOf = new Map<number, Tower[]>();
  const hold = (f: number, t: Tower) => {
    const list = holdersOf.get(f);
    if (list) list.push(t);
    else holdersOf.set(f, [t]);
  };
  // The frame names on each tower's path, once: asked for every significant function, a scan
  // of the path each time was quadratic on deep stacks (a hostile 100,000-frame stack: 20 s).
  const onPath = new Map(towers.map((t) => [t, new Set(t.path.map((n) => diff.tree.frame[n]))]));
  for (const t of towers) {
    for (const f of onPath.get(t)!) hold(f, t);
    // A function new to the side did not get slower (appearedIn): the carrier is the largest one
    // that was there before, usually the code that started to call it. And a tower of new code
    // has no carrier: its time is in what it calls, which did not change.
    const carrier = appearedIn(diff, diff.tree.frame[t.base], t.sign) ? undefined : carryingFunction(diff, t, dominant, (f) => !appearedIn(diff, f, t.sign));
    if (carrier !== undefined && !onPath.get(t)!.has(carrier) && !partsWays(diff, t, carrier)) hold(carrier, t);
  }
  let left = [...towers];
  const spread: FunctionStat[] = [];
  const ordered = [...byName.values()].sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.nameId - b.nameId);
  for (const f of ordered) {
    const sign = Math.sign(f.delta);
    const holders = (holdersOf.get(f.nameId) ?? []).filter((t) => t.sign === sign && left.includes(t));
    const viaSplit = holders.some((t) => !onPath.get(t)!.has(f.nameId));
    if (holders.length < 2 && !viaSplit) continue;
    if (holders.length === 0) continue;
    const carried = holders.reduce((a, t) => a + sign * delta(diff, t.base), 0);
    if (carried < 0.5 * Math.abs(f.delta)) continue;
    if (!viaSplit && holders.some((t) => sign * delta(diff, t.base) >= Math.abs(f.delta))) continue;
    // Towers that only pass through the function on their way to different bases (every
    // syscall passes through do_syscall_64) are separate causes below a dispatcher.
    if (!viaSplit && !sameBelow(diff, holders, f.nameId)) continue;
    const callee = slowerCallee(diff, f, byName);
    if (callee !== undefined) {
      // Its towers are the callee's (taken later in this loop: its change is smaller).
      for (const t of holders) if (!(holdersOf.get(callee) ?? []).includes(t)) hold(callee, t);
      continue;
    }
    left = left.filter((t) => !holders.includes(t));
    spread.push(f);
  }
  return { spread, towers: left };
}

/**
 * Whether a function is new to the side the tower grew on (or gone from it, for an
 * improvement): it kept at most `VANISHED` of its cost on the other side.
 *
 * Why: a function that was not called before did not get slower; code above it started to
 * call it, and that code is the cause. Where a tower's change splits over several call sites
 * of one function, the split is the function's (a shared helper made slower), except when the
 * function is new: then the sites are the new calls. Blind Go case: `renderKey` switched from a
 * `strings.Builder` to `+` in a loop; its growth (7% → 33% of the samples) reached the new
 * `runtime.concatstrings` through `concatstring2`, `3` and `5`, and the #1 finding was the
 * runtime function alone, with no frame of the program that changed.
 */
function appearedIn(diff: DiffResult, f: number, sign: number): boolean {
  const { start, nodes } = nodesByNameOf(diff);
  let before = 0;
  let after = 0;
  for (let k = start[f]; k < start[f + 1]; k++) {
    before += diff.beforeTotal[nodes[k]];
    after += diff.afterTotal[nodes[k]];
  }
  const [from, to] = sign > 0 ? [before, after] : [after, before];
  return to > 0 && from <= VANISHED * to;
}

/**
 * The callee whose change is (80%+) the function's change, when that callee grew where the
 * function's own time did not: then the callee is the function that changed (it is taken
 * later, in the order of the loop, with the function's towers). A function called more often grows in
 * its own time as much as in its callees; one that merely calls a function that got slower does
 * not. Measured on a recursive C parser whose `skip_blank` got twice as slow at every depth:
 * the towers all passed through `parse_unary` (a frame the faster version never pushed over
 * `skip_blank`), so `parse_unary` (own time +10%) was reported instead of `skip_blank`
 * (+75%). Without own time on either side the two cannot be told apart, and the caller stays
 * the finding, as before.
 */
function slowerCallee(diff: DiffResult, f: FunctionStat, byName: ReadonlyMap<number, FunctionStat>): number | undefined {
  const own = ownTime(diff, f.nameId);
  if (!(own.before > 0 && own.after > 0)) return undefined;
  const topmost = topmostOccurrence(diff.tree);
  const sign = Math.sign(f.delta);
  for (const g of byName.values()) {
    if (g.nameId === f.nameId || Math.sign(g.delta) !== sign || !(g.before > 0) || !(g.after > 0)) continue;
    if (logChange(own.before, own.after) >= 0.5 * logChange(g.before, g.after)) continue;
    if (sign * changeWithin(diff, topmost, g.nameId, f.nameId) >= 0.8 * Math.abs(f.delta)) return g.nameId;
  }
  return undefined;
}

/**
 * Whether a function merely holds changes of some of its callees: its own time did not change
 * like its total did, and callees holding most of its weight (on the smaller side) did not
 * change significantly. The same rule as a tower's (`towers.ts`, a frame most of whose callees
 * did not change is not the cause), for a function over all its call sites. Blind case: a C
 * program whose frameless `score_row` sat directly under `main` (its caller skipped by the
 * unwinder) grew +1.8 pp beside its caller's +1.1 pp; `main` (+3.7 pp over both, its own time
 * unchanged, 60% of it in callees that did not change) was the #1 regression.
 */
export function holdsOthersChanges(
  diff: DiffResult,
  f: FunctionStat,
  stats: ReadonlyMap<number, FunctionStat> = new Map(diff.functions.map((g) => [g.nameId, g])),
): boolean {
  const sign = Math.sign(f.delta);
  const own = ownTime(diff, f.nameId);
  if (logChange(own.before, own.after) >= 0.5 * logChange(f.before, f.after)) return false;
  const side = sign > 0 ? diff.beforeTotal : diff.afterTotal;
  const whole = sign > 0 ? f.before : f.after;
  const { tree } = diff;
  const { start, kids } = childListsOf(diff);
  const topmost = topmostOccurrence(tree);
  let still = 0;
  // Every callee, summed by name over the function's call sites, on each side.
  const calleeBefore = new Map<number, number>();
  const calleeAfter = new Map<number, number>();
  // The function's nodes from the per-name index (in node order, as a scan meets them).
  const byName = nodesByNameOf(diff);
  for (let i = byName.start[f.nameId]; i < byName.start[f.nameId + 1]; i++) {
    const n = byName.nodes[i];
    if (!topmost[n]) continue;
    for (let k = start[n]; k < start[n + 1]; k++) {
      const c = kids[k];
      const name = tree.frame[c];
      const g = stats.get(name);
      if (name === f.nameId) continue;
      if (!(g && g.significant && Math.sign(g.delta) === sign)) still += side[c];
      calleeBefore.set(name, (calleeBefore.get(name) ?? 0) + diff.beforeTotal[c]);
      calleeAfter.set(name, (calleeAfter.get(name) ?? 0) + diff.afterTotal[c]);
    }
  }
  // A callee it hardly called before (a tenth or less of its larger side) that carries half its
  // change is a call the function's own code added: the function is where the code changed (a
  // Node renderInvoiceLine that now calls JSON.stringify, through V8's C entry).
  for (const [name, b] of calleeBefore) {
    const a = calleeAfter.get(name) ?? 0;
    const [small, large] = sign > 0 ? [b, a] : [a, b];
    if (small <= 0.1 * large && sign * (a - b) >= 0.5 * Math.abs(f.delta)) return false;
  }
  return still > 0.5 * whole;
}

/** How far a value moved, as |log(after / before)|: 0 when it stayed 0, infinite from or to 0. */
function logChange(before: number, after: number): number {
  return before > 0 && after > 0 ? Math.abs(Math.log(after / before)) : before === after ? 0 : Infinity;
}

/**
 * A function's own (self) time on each side, over all its nodes (from the per-name index, in
 * node order: a scan of the whole tree per significant function cost 0.1 s on a large diff).
 */
function ownTime(diff: DiffResult, f: number): { before: number; after: number } {
  let before = 0;
  let after = 0;
  const { start, nodes } = nodesByNameOf(diff);
  const self = selfMeans(diff);
  for (let i = start[f]; i < start[f + 1]; i++) {
    const n = nodes[i];
    before += self.before(n);
    after += self.after(n);
  }
  return { before, after };
}

/** Whether the towers continue from the function down to their bases through the same frames. */
function sameBelow(diff: DiffResult, towers: readonly Tower[], f: number): boolean {
  const below = (t: Tower) => {
    const frames = t.path.map((n) => diff.tree.frame[n]);
    return frames.slice(frames.lastIndexOf(f) + 1).join(',');
  };
  const first = below(towers[0]);
  return towers.every((t) => below(t) === first);
}

/**
 * Whether a function's change parts ways below it within a tower: at its call sites the change
 * goes on into different callees (a dispatcher: `do_syscall_64` → `ksys_read` at one site,
 * `ksys_write` at the other), rather than into its own time or the same callee at each (a
 * helper made slower). A dispatcher that carries a split change is not where it was split:
 * a program that switched to 64-byte reads and writes was reported as `do_syscall_64` alone.
 */
function partsWays(diff: DiffResult, t: Tower, f: number): boolean {
  const { tree } = diff;
  const { start, kids } = childListsOf(diff);
  const topmost = topmostOccurrence(tree);
  const inTower = subtreeMark(diff, t.base);
  const sites: { d: number; next: number }[] = [];
  for (let n = 1; n < tree.frame.length; n++) {
    if (tree.frame[n] !== f || !topmost[n] || !inTower[n]) continue;
    const d = t.sign * delta(diff, n);
    if (!(d > 0)) continue;
    let best = -1;
    for (let k = start[n]; k < start[n + 1]; k++) if (best === -1 || t.sign * delta(diff, kids[k]) > t.sign * delta(diff, best)) best = kids[k];
    // Where the site's change goes: the callee carrying most of it, or the frame's own time.
    sites.push({ d, next: best !== -1 && t.sign * delta(diff, best) >= 0.5 * d ? tree.frame[best] : -1 });
  }
  const total = sites.reduce((a, x) => a + x.d, 0);
  return new Set(sites.filter((x) => x.d >= 0.1 * total).map((x) => x.next)).size > 1;
}

/** Marks `top` and every node beneath it. */
function subtreeMark(diff: DiffResult, top: number): Uint8Array {
  const mark = new Uint8Array(diff.tree.frame.length);
  mark[top] = 1;
  for (let n = top + 1; n < mark.length; n++) if (mark[diff.tree.parent[n]]) mark[n] = 1;
  return mark;
}

/**
 * The function below a tower's base that carries at least `dominant` of its change from two
 * or more call sites (topmost occurrences within the subtree), if any; or, failing that, most
 * of it (over half) while nothing else in the tower changed significantly on its own.
 *
 * Why the second: a tower at the base of a whole program holds, beside the function that
 * changed, the small error of the bulk's factor spread over everything else. A blind Python
 * case's shared `format_field`, made 2.2x slower under eight report functions, carried 79.7%
 * of `main`'s +22.3 pp (the rest: +0.4 pp or so in each caller and in unchanged code, none
 * significant), and the report's one finding was `<module> → main`. Where the rest holds a
 * significant change of its own (a Node `enrichStep` whose growth went to a new sort and a new
 * buffer copy, both through V8's runtime-call stub), the stub is not the cause at two thirds.
 */
function carryingFunction(diff: DiffResult, t: Tower, dominant: number, eligible: (f: number) => boolean = () => true): number | undefined {
  const { tree } = diff;
  const { start, kids } = childListsOf(diff);
  const names = tree.names.length;
  const sum = new Float64Array(names);
  const sites = new Int32Array(names);
  const largestSite = new Float64Array(names);
  const baseFrame = tree.frame[t.base];
  // Depth-first below the base, with the frames on the current path to count recursion once
  // (typed arrays per name: a tower at `main` walks the whole tree).
  const onPath = new Int32Array(names);
  // Functions through which the base's own function recurses: each call of theirs holds the
  // base's nested calls, so they carry its change without having changed (a Python `evaluate`
  // recursing through its list comprehension: the comprehension "carried" 57% of it).
  const cycle = new Uint8Array(names);
  const path: number[] = [];
  const stack: number[] = []; // node, or ~node when leaving it
  for (let k = start[t.base]; k < start[t.base + 1]; k++) stack.push(kids[k]);
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item < 0) {
      onPath[tree.frame[~item]]--;
      path.pop();
      continue;
    }
    const f = tree.frame[item];
    if (f === baseFrame) for (const g of path) cycle[g] = 1;
    if (onPath[f] === 0 && f !== baseFrame) {
      sum[f] += t.sign * delta(diff, item);
      sites[f]++;
      largestSite[f] = Math.max(largestSite[f], t.sign * delta(diff, item));
    }
    onPath[f]++;
    path.push(f);
    stack.push(~item);
    for (let k = start[item]; k < start[item + 1]; k++) stack.push(kids[k]);
  }
  const change = t.sign * delta(diff, t.base);
  // Below a frame that is not the whole program, a function reached almost all through one of
  // its sites is what that frame calls more, not a split.
  const oneSite = (f: number) => largestSite[f] >= DOMINANT * sum[f] && !wholeProgram(diff, t.base);
  const carrying = (share: number) => {
    let best: number | undefined;
    for (let f = 0; f < names; f++) {
      if (sites[f] < 2 || sum[f] < share * change || cycle[f] || oneSite(f)) continue;
      if ((best === undefined || sum[f] > sum[best]) && eligible(f)) best = f;
    }
    return best;
  };
  const dominantOne = carrying(dominant);
  if (dominantOne !== undefined) return dominantOne;
  const most = carrying(0.5);
  return most !== undefined && !changedBeside(diff, t, most) ? most : undefined;
}

/**
 * Whether the tower holds a significant change of its direction outside function `f`: a tested
 * node below the base that is neither within one of f's call sites nor on the way to one.
 */
function changedBeside(diff: DiffResult, t: Tower, f: number): boolean {
  const { frame, parent } = diff.tree;
  const inTower = subtreeMark(diff, t.base);
  // 1: within a call of f; 2: on the way from the base to one.
  const mark = new Uint8Array(frame.length);
  for (let n = t.base + 1; n < frame.length; n++) {
    if (!inTower[n]) continue;
    if (frame[n] === f || mark[parent[n]] === 1) mark[n] = 1;
  }
  for (let n = frame.length - 1; n > t.base; n--) {
    if (mark[n] !== 0 && parent[n] > t.base && mark[parent[n]] === 0) mark[parent[n]] = 2;
  }
  for (const [n, s] of diff.nodes) {
    if (n !== t.base && inTower[n] && mark[n] === 0 && s.significant && Math.sign(s.delta) === t.sign) return true;
  }
  return false;
}

/** Each name's nodes, in node order: those of name f are nodes[start[f] .. start[f + 1]). */
const byNameCache = new WeakMap<DiffResult, { start: Int32Array; nodes: Int32Array }>();
function nodesByNameOf(diff: DiffResult): { start: Int32Array; nodes: Int32Array } {
  let c = byNameCache.get(diff);
  if (!c) {
    const { frame, names } = diff.tree;
    const start = new Int32Array(names.length + 1);
    for (let n = 1; n < frame.length; n++) start[frame[n] + 1]++;
    for (let f = 0; f < names.length; f++) start[f + 1] += start[f];
    const nodes = new Int32Array(Math.max(0, frame.length - 1));
    const fill = start.slice(0, names.length);
    for (let n = 1; n < frame.length; n++) nodes[fill[frame[n]]++] = n;
    c = { start, nodes };
    byNameCache.set(diff, c);
  }
  return c;
}

const childListCache = new WeakMap<DiffResult, ReturnType<typeof childLists>>();
function childListsOf(diff: DiffResult): ReturnType<typeof childLists> {
  let c = childListCache.get(diff);
  if (!c) {
    c = childLists(diff.tree.parent);
    childListCache.set(diff, c);
  }
  return c;
}

/**
 * Stage "functions not explained by towers": a significant function counts as explained when
 * at least half its change lies inside towers of its direction (its occurrences inside them)
 * or beneath it (towers below its occurrences: an ancestor's change is its tower's). One
 * cause, one finding. Callers that only gained or lost moved code are not findings either.
 * The remaining functions are grouped: a function whose change lies (80%+)
 * inside a larger function's subtrees is part of that function's chain, callers first.
 */
export function unexplainedFunctions(
  diff: DiffResult,
  towers: readonly Tower[],
  spread: readonly FunctionStat[],
  moved: readonly number[] = [],
): { head: FunctionStat; chain: FunctionStat[] }[] {
  const { tree } = diff;
  const size = tree.frame.length;
  const topmost = topmostOccurrence(tree);
  // Sign of the tower whose changed part (attach's subtree) holds each node; 0 outside.
  const inTower = new Int8Array(size);
  const attachSign = new Int8Array(size);
  for (const t of towers) attachSign[t.attach] = t.sign;
  for (let n = 1; n < size; n++) inTower[n] = attachSign[n] || inTower[tree.parent[n]];
  // Beneath a tower's base, every change is part of the tower's (its Δ is the subtree's net,
  // which the account adds up), in either direction: a callee the changed code stopped calling
  // is that change, not an improvement of its own (a Go `renderKey` that replaced
  // `strings.Builder` by `+` grew +43 pp, and its vanished `WriteString` was also reported, as a
  // −3.8 pp improvement). Between attach and base, siblings hold changes of their own.
  const underBase = new Uint8Array(size);
  for (const t of towers) underBase[t.base] = 1;
  for (let n = 1; n < size; n++) if (underBase[tree.parent[n]]) underBase[n] = 1;
  const inside = new Map<number, number>();
  for (let n = 1; n < size; n++) {
    if (!topmost[n] || inTower[n] === 0) continue;
    if (!underBase[n] && Math.sign(delta(diff, n)) !== inTower[n]) continue;
    inside.set(tree.frame[n], (inside.get(tree.frame[n]) ?? 0) + Math.abs(delta(diff, n)));
  }
  const beneath = new Map<string, number>();
  for (const t of towers) {
    for (const f of namesAbove(diff, t)) {
      const key = `${f}:${t.sign}`;
      beneath.set(key, (beneath.get(key) ?? 0) + Math.abs(delta(diff, t.base)));
    }
  }
  const spreadIds = new Set(spread.map((f) => f.nameId));
  const within = (inner: number, outer: number) => changeWithin(diff, topmost, inner, outer);
  const stats = new Map(diff.functions.map((g) => [g.nameId, g]));
  const candidates = diff.functions
    .filter((f) => f.significant && !skipped(diff, f) && !spreadIds.has(f.nameId))
    // A caller whose change lies mostly in a spread function below it, or a callee whose change
    // lies mostly inside the spread function, is that function's change.
    .filter(
      (g) =>
        !spread.some((f) => {
          const s = Math.sign(g.delta);
          if (Math.sign(f.delta) !== s) return false;
          return s * within(f.nameId, g.nameId) >= 0.5 * Math.abs(g.delta) || s * within(g.nameId, f.nameId) >= 0.5 * Math.abs(g.delta);
        }),
    )
    // A caller whose change is moved code arriving or leaving (its call sites moved: moves.ts)
    // is where the move happened, not a cost that changed.
    .filter((g) => !moved.some((m) => Math.sign(g.delta) * within(m, g.nameId) >= 0.5 * Math.abs(g.delta)))
    .filter((g) => !holdsOthersChanges(diff, g, stats))
    .filter((f) => {
      const sign = Math.sign(f.delta);
      const explained = (inside.get(f.nameId) ?? 0) + (beneath.get(`${f.nameId}:${sign}`) ?? 0);
      return explained < 0.5 * Math.abs(f.delta);
    })
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.nameId - b.nameId);
  const groups: { head: FunctionStat; chain: FunctionStat[] }[] = [];
  for (const f of candidates) {
    const sign = Math.sign(f.delta);
    // One cause, one finding, whichever of the two is met first: a callee whose change lies
    // inside the larger function, or a caller whose change is the larger function's inside it
    // (a Node `renderInvoiceLine` +30.7 pp, nearly all of it `JSON.stringify` +31.1 pp below it:
    // two findings, and an account that counted the same samples twice).
    const g = groups.find(
      (x) =>
        Math.sign(x.head.delta) === sign &&
        (sign * within(f.nameId, x.head.nameId) >= 0.8 * Math.abs(f.delta) || sign * within(x.head.nameId, f.nameId) >= 0.8 * Math.abs(f.delta)),
    );
    if (g) g.chain.push(f);
    else groups.push({ head: f, chain: [f] });
  }
  const depth = meanDepth(diff, topmost);
  for (const g of groups) g.chain.sort((a, b) => (depth.get(a.nameId) ?? 0) - (depth.get(b.nameId) ?? 0) || a.nameId - b.nameId);
  return groups;
}

/**
 * Stage "replaced inside": code new to the side that lies (80%+) inside a larger function whose
 * cost fell is what that function now does instead (its net change holds it), and code gone
 * from the side inside a larger function whose cost grew is what it did before. A Rust filter
 * whose `contains` on a slice (inlined, its own time) became a `HashSet` lookup fell −43.6 pp,
 * and the lookup it now calls was also reported, as a new +23.8 pp regression. Code that both
 * sides ran is a change of its own: a Node `computeTax` made slower inside a `buildProfile`
 * made faster by a cache is two findings.
 */
export function replacedInside(diff: DiffResult, larger: readonly FunctionStat[]): { functions: (f: FunctionStat) => boolean; towers: (t: Tower) => boolean } {
  const topmost = topmostOccurrence(diff.tree);
  const opposite = (sign: number, size: number) => larger.filter((g) => Math.sign(g.delta) === -sign && Math.abs(g.delta) > size);
  const under = (n: number, f: number) => {
    for (let m = diff.tree.parent[n]; m > 0; m = diff.tree.parent[m]) if (diff.tree.frame[m] === f) return true;
    return false;
  };
  const appeared = (sign: number, before: number, after: number) => (sign > 0 ? before === 0 : after === 0);
  return {
    functions: (f) => {
      const sign = Math.sign(f.delta);
      if (!appeared(sign, f.before, f.after)) return false;
      return opposite(sign, Math.abs(f.delta)).some((g) => sign * changeWithin(diff, topmost, f.nameId, g.nameId) >= 0.8 * Math.abs(f.delta));
    },
    towers: (t) => {
      const stat = diff.nodes.get(t.base);
      if (!stat || !appeared(t.sign, stat.before, stat.after)) return false;
      return opposite(t.sign, Math.abs(stat.delta)).some((g) => under(t.base, g.nameId));
    },
  };
}

/** The change of `inner`'s topmost occurrences that lie under an `outer` frame. */
function changeWithin(diff: DiffResult, topmost: Uint8Array, inner: number, outer: number): number {
  const { tree } = diff;
  const { start, nodes } = nodesByNameOf(diff);
  let d = 0;
  for (let k = start[inner]; k < start[inner + 1]; k++) {
    const n = nodes[k];
    if (!topmost[n]) continue;
    let m = tree.parent[n];
    while (m > 0 && tree.frame[m] !== outer) m = tree.parent[m];
    if (m > 0) d += delta(diff, n);
  }
  return d;
}

function meanDepth(diff: DiffResult, topmost: Uint8Array): Map<number, number> {
  const { tree } = diff;
  const sum = new Float64Array(tree.names.length);
  const cnt = new Float64Array(tree.names.length);
  // Depths made here, not kept on the tree: this is their one reader (4 bytes a node).
  const depth = new Int32Array(tree.frame.length);
  for (let n = 1; n < tree.frame.length; n++) {
    depth[n] = depth[tree.parent[n]] + 1;
    if (!topmost[n]) continue;
    sum[tree.frame[n]] += depth[n];
    cnt[tree.frame[n]]++;
  }
  const out = new Map<number, number>();
  for (let f = 0; f < sum.length; f++) if (cnt[f] > 0) out.set(f, sum[f] / cnt[f]);
  return out;
}
