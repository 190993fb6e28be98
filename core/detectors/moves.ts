import { MIN_SAMPLES, type DiffResult, type FunctionStat } from '../diff/diff.js';
import { childLists, topmostOccurrence } from '../diff/union.js';
import { VANISHED } from './finding.js';
import { inWorker, isContainer, type Tower } from './towers.js';

/**
 * Stage "moved code": a tower on a path new to its side, whose base function lost, under
 * other callers, much of what it gained under this one. The union tree is keyed by call path, so code that runs under a new
 * path is a new subtree there and a shrinking one where it was, although what it costs may
 * not have changed at all. JITs and interpreters do this between runs of the same program: V8
 * inlines a function into its caller in one run and not in the next, or leaves the outer loop
 * in the interpreter (an unnamed trampoline frame) for half a run instead of compiling it, so
 * the whole pipeline below sits under another parent. Measured on a Node capture whose change
 * was +14.6 pp in one stage function: the moved pipeline came out as a +47 pp tower at the
 * trampoline, and the stage that grew was never named.
 *
 * Such a tower is judged by its function instead: the function's change over all its call
 * sites (a move nets out there), and the cause is looked for in the function's callees merged
 * over those call sites (the callee half of a sandwich view), where moved code is again the
 * same code. A move that changed nothing in the function is not a finding at all.
 */
export interface MovedCause {
  /** The tower's function, whose call sites moved. */
  readonly func: FunctionStat;
  /** The cause found among its merged callees (or the function itself), with its test. */
  readonly cause: FunctionStat;
  /** Frame names from the function down through the cause and the chain carrying most below it. */
  readonly frames: readonly string[];
  readonly causeIndex: number;
  readonly sign: 1 | -1;
}

export interface MoveOptions {
  /** A tower is moved code when its function's other call sites lost at least this fraction of its gain. Default 0.25. */
  readonly moved?: number;
  /** Descend into a merged callee carrying at least this fraction of the change. Default 0.8. */
  readonly dominant?: number;
}

/**
 * A move is balanced: what changed at the other call sites is at most 1 / MOVE_EXPLAINS times
 * the tower's own change. Why: a Go logger that stopped buffering its writes lost a 3 pp path
 * through the buffered writer and grew a 62 pp path of direct writes to the same syscall stub.
 * The vanished 3 pp took the new path for where it went, and the regression was dropped as the
 * other end of a move: what left explains 5% of what arrived, the rest is a change of its own.
 */
const MOVE_EXPLAINS = 0.5;

/**
 * Towers split into those that stay towers, the moved ones (judged by function), and those
 * that are only moved code: a move that changed no cost, or the place moved code left.
 *
 * A tower in one of a pool's threads whose code did not move between them stays a tower only
 * when its function changed significantly the same way: per worker, small counts swing with
 * which worker ran what (a blind pool's random-number helper, 14, 14 and 9 samples a run under
 * worker 1 before and 7, 6 and 4 after, the other workers' with it on net, was a "significant"
 * −2.0 pp improvement, q = 0.025, of code that did not change).
 */
export function separateMoves(
  diff: DiffResult,
  towers: readonly Tower[],
  options: MoveOptions = {},
): { towers: Tower[]; moved: MovedCause[]; dropped: Tower[]; moves: Move[] } {
  const movedFraction = options.moved ?? 0.25;
  const dominant = options.dominant ?? 0.8;
  const { tree } = diff;
  const topmost = topmostOccurrence(tree);
  const byName = new Map(diff.functions.map((f) => [f.nameId, f]));
  const rest: Tower[] = [];
  const moved: MovedCause[] = [];
  const dropped: Tower[] = [];
  const departures: Departure[] = [];
  const moves: Move[] = [];
  // The tree's child lists, made once and only when a tower needs them (a pool's).
  let childListsOnce: ReturnType<typeof childLists> | undefined;
  const lists = () => (childListsOnce ??= childLists(tree.parent));
  for (const t of towers) {
    const stat = byName.get(tree.frame[t.base]);
    const isNew = arrived(diff, t);
    const judged = !isContainer(tree, t.base) && topmost[t.base] === 1 && stat !== undefined;
    const pool = judged && !isNew ? samePathInThreads(diff, lists(), t) : [];
    const betweenThreads = pool.length > 0 ? movedBetweenThreads(diff, t, pool, movedFraction) : [];
    if (pool.length > 0 && betweenThreads.length === 0 && !(stat?.significant && Math.sign(stat.delta) === t.sign)) continue;
    const away = !judged ? [] : isNew ? departuresOf(diff, topmost, t) : betweenThreads;
    const awayDelta = away.reduce((a, n) => a - t.sign * delta(diff, n), 0);
    if (!stat || awayDelta < movedFraction * t.sign * delta(diff, t.base) || awayDelta * MOVE_EXPLAINS > t.sign * delta(diff, t.base)) {
      rest.push(t);
      continue;
    }
    departures.push(...away.map((site) => ({ site, sign: t.sign })));
    moves.push({ tower: t, from: away, via: [], ...(isNew ? {} : { betweenThreads: true }) });
    if (!(stat.significant && Math.sign(stat.delta) === t.sign)) {
      dropped.push(t);
      continue;
    }
    // One finding per function: a function whose code moved in several places is one change.
    const cause = causeAmongCallees(diff, topmost, byName, stat, t.sign, dominant);
    if (!moved.some((m) => m.cause.nameId === cause.cause.nameId)) moved.push(cause);
  }
  const keep: Tower[] = [];
  for (const t of rest) {
    const d = leftBehind(diff, t, departures);
    if (d === undefined) {
      keep.push(t);
      continue;
    }
    dropped.push(t);
    // The frames that lost the moved code on its way out belong to the move too.
    const move = moves.find((m) => m.from.includes(d.site));
    if (move) (move.via as number[]).push(...t.path.filter((n) => !move.from.includes(n)));
  }
  return { towers: keep, moved, dropped, moves };
}

/** A tower of moved code and the call sites it came from (or, for an improvement, went to). */
export interface Move {
  readonly tower: Tower;
  readonly from: readonly number[];
  /** Frames above a departure site whose change was only the moved code leaving (themselves only, not their subtrees). */
  readonly via: readonly number[];
  /**
   * The same code moved between the threads (or processes) beside each other that run it: a
   * pool's work landing on other workers. Not listed as a move: which worker ran what is chance,
   * and the flame graph shows it; listing it put "job → parse_record ⇒ job → parse_record" in
   * the report, two identical paths under threads it did not name.
   */
  readonly betweenThreads?: boolean;
}


/** A call site moved code left, and the direction of the tower it went to. */
interface Departure {
  readonly site: number;
  readonly sign: 1 | -1;
}

/**
 * The departure site an opposite tower is the place of, if any: its base lies within the site
 * (the site or below it), or the site lies below its base and carries most of its change.
 */
function leftBehind(diff: DiffResult, t: Tower, departures: readonly Departure[]): Departure | undefined {
  const { parent } = diff.tree;
  const isAncestor = (a: number, n: number) => {
    for (let m = n; m > 0; m = parent[m]) if (m === a) return true;
    return false;
  };
  return departures.find(
    (d) =>
      d.sign === -t.sign &&
      (isAncestor(d.site, t.base) || (isAncestor(t.base, d.site) && t.sign * delta(diff, d.site) >= 0.5 * t.sign * delta(diff, t.base))),
  );
}

const delta = (diff: DiffResult, n: number) => diff.afterTotal[n] - diff.beforeTotal[n];

/**
 * Whether the tower's code is on a path new to its side (or, for an improvement, on a path it
 * left): code that moved arrives somewhere it was not. A call site that existed on both sides
 * and grew while another shrank is two changes (in fixed-length runs, one took the other's
 * time), not a move. Existed: at least {@link MIN_SAMPLES} samples a run there, as many as a
 * quantity needs to be tested at all, not only a tenth of what it became. A blind Go mutex
 * profile's audit lock went from 37 waits a run (4% of them) to 98%: a twentyfold growth of a
 * path every run had, read as the waits moving there from the other locks, "not a change".
 */
function arrived(diff: DiffResult, t: Tower): boolean {
  const [from, to, side] = t.sign > 0 ? [diff.beforeTotal, diff.afterTotal, diff.before] : [diff.afterTotal, diff.beforeTotal, diff.after];
  const samplesPerRun = from[0] > 0 ? (from[t.base] / from[0]) * (side.samples / Math.max(1, side.runs)) : 0;
  return from[t.base] <= VANISHED * to[t.base] && samplesPerRun < MIN_SAMPLES;
}

/**
 * The same call path as the tower's, under each thread (or process) beside the one it runs in.
 * Why: a pool's workers are one piece of code run by interchangeable threads, and which of them
 * a run's work lands on is chance, and so is which of them the profiler could name (py-spy reads
 * a thread's name late or not at all, and a nameless thread joins the named worker whose code
 * it shares). A tower in one of them is judged with the others (`movedBetweenThreads`, and the
 * pool's rule in `separateMoves`).
 */
function samePathInThreads(diff: DiffResult, { start, kids }: ReturnType<typeof childLists>, t: Tower): number[] {
  const { tree } = diff;
  const { home, path } = inWorker(tree, t.base);
  if (home <= 0) return [];
  const childWith = (n: number, frame: number) => {
    for (let k = start[n]; k < start[n + 1]; k++) if (tree.frame[kids[k]] === frame) return kids[k];
    return -1;
  };
  const out: number[] = [];
  const up = tree.parent[home];
  for (let k = start[up]; k < start[up + 1]; k++) {
    const sibling = kids[k];
    if (sibling === home || !isContainer(tree, sibling)) continue;
    let at = sibling;
    for (const frame of path) if ((at = childWith(at, frame)) === -1) break;
    if (at !== -1) out.push(at);
  }
  return out;
}

/**
 * Where a pool tower's change went to (or came from): the threads beside it whose same path
 * changed the other way, when on net over all of them that is at least `movedFraction` of the
 * tower's change; none otherwise (they moved with it: a pool slowed as one, one worker by chance
 * the other way). A Python service whose `checksum` got 50% slower, recorded nine times a side,
 * had `ThreadPoolExecutor-0_0` fall from 71% to 52% of a run and `-0_1` rise from 7% to 33%, and
 * its unchanged `parse_record` under worker 0 was a "significant" −14.1 pp improvement. Such a
 * tower is code that moved between threads, judged by its function.
 */
function movedBetweenThreads(diff: DiffResult, t: Tower, pool: readonly number[], movedFraction: number): number[] {
  let net = 0;
  for (const n of pool) net += t.sign * delta(diff, n);
  return -net >= movedFraction * t.sign * delta(diff, t.base) ? pool.filter((n) => t.sign * delta(diff, n) < 0) : [];
}

/**
 * The tower's function's other (topmost) call sites that changed the opposite way and are
 * where the code went from: those that vanished (or, for an improvement, appeared), or lie
 * inside a significant change of that direction (the site itself or a caller on its path). A
 * sibling call site that dipped by noise is not where the code went. Why not significance
 * alone: a JIT's tier-up happens once per run, so a path that exists only until it does is one
 * burst in time blocks, and a 33% subtree that vanished was not significant on its own.
 */
function departuresOf(diff: DiffResult, topmost: Uint8Array, t: Tower): number[] {
  const { tree } = diff;
  const f = tree.frame[t.base];
  const changedOnPath = (n: number) => {
    for (let m = n; m > 0; m = tree.parent[m]) {
      const s = diff.nodes.get(m);
      if (s?.significant && Math.sign(s.delta) === -t.sign) return true;
    }
    return false;
  };
  const [from, to] = t.sign > 0 ? [diff.beforeTotal, diff.afterTotal] : [diff.afterTotal, diff.beforeTotal];
  const gone = (n: number) => to[n] <= VANISHED * from[n];
  const out: number[] = [];
  for (let n = 1; n < tree.frame.length; n++) {
    if (n === t.base || tree.frame[n] !== f || !topmost[n]) continue;
    if (t.sign * delta(diff, n) < 0 && (gone(n) || changedOnPath(n))) out.push(n);
  }
  return out;
}

/**
 * The function's callees merged over all its (topmost) call sites, keyed by their path below
 * it, each with its change; then from the function down while one merged callee carries the
 * change and is itself a significant function change in its direction, and below that the
 * chain carrying over half of it (for the reader's eye, as towers have).
 */
function causeAmongCallees(
  diff: DiffResult,
  topmost: Uint8Array,
  byName: ReadonlyMap<number, FunctionStat>,
  func: FunctionStat,
  sign: 1 | -1,
  dominant: number,
): MovedCause {
  const merged = mergedCallees(diff, topmost, func.nameId);
  const names = [func.name];
  let cause = func;
  let causeIndex = 0;
  let cur = merged.root;
  for (let settled = false; ; ) {
    const best = heaviestChild(merged, cur, sign);
    if (best === undefined) break;
    const stat = byName.get(merged.frame[best]);
    const d = sign * merged.delta[best];
    if (!settled && d >= dominant * sign * merged.delta[cur] && stat && stat.significant && Math.sign(stat.delta) === sign) {
      cause = stat;
      causeIndex = names.length;
    } else if (d < 0.5 * sign * merged.delta[cur]) break;
    else settled = true;
    names.push(diff.tree.names[merged.frame[best]]);
    cur = best;
  }
  return { func, cause, frames: names, causeIndex, sign };
}

interface MergedCallees {
  readonly root: number;
  readonly frame: number[];
  readonly delta: number[];
  readonly children: number[][];
}

/** The callee tree of one function, its call sites merged (node 0 is the function). */
function mergedCallees(diff: DiffResult, topmost: Uint8Array, f: number): MergedCallees {
  const { tree } = diff;
  const { start, kids } = childLists(tree.parent);
  const out: MergedCallees = { root: 0, frame: [f], delta: [0], children: [[]] };
  const child = (m: number, frame: number) => {
    let c = out.children[m].find((x) => out.frame[x] === frame);
    if (c === undefined) {
      c = out.frame.length;
      out.frame.push(frame);
      out.delta.push(0);
      out.children.push([]);
      out.children[m].push(c);
    }
    return c;
  };
  const stack: [number, number][] = [];
  for (let n = 1; n < tree.frame.length; n++) {
    if (tree.frame[n] !== f || !topmost[n]) continue;
    out.delta[0] += delta(diff, n);
    for (let k = start[n]; k < start[n + 1]; k++) stack.push([kids[k], 0]);
  }
  while (stack.length > 0) {
    const [n, m] = stack.pop()!;
    const c = child(m, tree.frame[n]);
    out.delta[c] += delta(diff, n);
    for (let k = start[n]; k < start[n + 1]; k++) stack.push([kids[k], c]);
  }
  return out;
}

function heaviestChild(m: MergedCallees, n: number, sign: number): number | undefined {
  let best: number | undefined;
  for (const c of m.children[n]) if (best === undefined || sign * m.delta[c] > sign * m.delta[best] || (sign * m.delta[c] === sign * m.delta[best] && m.frame[c] < m.frame[best])) best = c;
  return best;
}
