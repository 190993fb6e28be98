import { nanosPerUnit } from '../model/types.js';
import { welch, type TestResult } from '../stats/tests.js';
import { childLists, type UnionRun, type UnionTree, type Weights } from './union.js';

/**
 * Composition: profiles are compositional. A share is a part of a whole, so when one subtree
 * grows every other frame's share falls, although its own cost did not change. Comparing
 * shares therefore reports unchanged code as "improvements" (dilution).
 *
 * The remedy is the one RNA-seq tools use to compare libraries of different sizes (DESeq2's
 * median of ratios, edgeR's trimmed mean of M-values): estimate how the *unchanged bulk* of the
 * profile scaled between the sides, and measure every frame against that bulk instead of
 * against the total. Code that did not change then keeps its value, and the Δs of disjoint
 * subtrees add up to the change of the whole.
 *
 * The bulk is a set of *cells*: the self weights of call paths, which partition the samples,
 * coarsened until each carries information (`cellsOf`). A cell belongs to the bulk when it has
 * samples on both sides and its log-ratio after/before agrees with the factor that the most
 * cells agree with (`mostAgreedFactor`), within three of its standard errors (Poisson, inflated
 * by the profile's overdispersion). Cells the caller excludes (the subtrees of findings, on
 * later rounds) never belong to it.
 */
export interface Bulk {
  /** 1 when node n's self cell is in the bulk. */
  readonly inBulk: Uint8Array;
  /** Share of the before side's samples in the bulk (pooled over runs). */
  readonly shareBefore: number;
  /** Share of the after side's samples in the bulk. */
  readonly shareAfter: number;
  /** Cells in the bulk. */
  readonly cells: number;
  /**
   * Share of each side held by cells with samples on both sides (the code both sides ran,
   * which could agree or disagree with the bulk); the rest is new or vanished code.
   */
  readonly sharedBefore: number;
  readonly sharedAfter: number;
}

/** The smallest share of either side the bulk may hold before it is not trusted as a reference. */
export const MIN_BULK_SHARE = 0.1;
/** Cells further than this many standard errors from the bulk's log-ratio are not bulk. */
const BULK_Z = 3;
/**
 * A cell votes on the bulk's factor only with at least this many samples on each side (the
 * n·p ≥ 10 rule the tests use). A cell with 2 samples before and 169 after agrees with any
 * factor from a fifth to five times, so it says nothing about what did not change; yet each
 * such cell counted as one vote, and a new kernel syscall tower's dozens of small paths outvoted
 * the three unchanged functions of a C program (bulk 2.2% of a side, so shares were compared).
 * Cells that do not vote still join the bulk when they agree with its factor.
 */
const MIN_VOTE_SAMPLES = 10;
/** Call paths with fewer samples than this (both sides pooled) join their caller's cell. */
export const MIN_CELL_SAMPLES = 20;

/** Samples per unit of weight of a run (1 for sample counts; 1/period for time weights). */
export function samplesPerWeight(run: UnionRun): number {
  const n = sampleCount(run);
  return run.sum > 0 ? n / run.sum : 0;
}

/**
 * Weight converted to samples. Weights in seconds (py-spy speedscope: 0.01 each) sum with
 * rounding error, so 20 samples can come out as 19.999999999999996 and fall on the wrong side of
 * a threshold the same counts read from a server meet: a value this close to a whole number is
 * that number.
 */
export function asSamples(weight: number, perWeight: number): number {
  const x = weight * perWeight;
  const r = Math.round(x);
  return Math.abs(x - r) <= 1e-9 * Math.max(1, Math.abs(x)) ? r : x;
}

/**
 * Samples in a run: the timeline's length, the count the format reported, or the weight; for
 * an evented profile, its time at {@link EVENTED_SECONDS_PER_SAMPLE}.
 */
export function sampleCount(run: UnionRun): number {
  return eventedSamples(run) ?? run.timeline?.stack.length ?? run.profile.meta.sampleCount ?? run.sum;
}

/**
 * The sides' samples per run compared across runs: a Welch test of the runs' log sample counts
 * (after − before; exp(Δ) − 1 is the change), when each side has two runs or more (one run has
 * no spread to test against). Why: a verdict of no change relative to the unchanged code says
 * nothing about the whole, and runs that all took about 11% more samples, within 1% of each
 * other, are a measured change of the whole that a newcomer's `compare` reported only as
 * "samples per run +10.8%" under "No significant change".
 */
export function samplesPerRunTest(runsB: readonly UnionRun[], runsA: readonly UnionRun[]): TestResult | undefined {
  if (runsB.length < 2 || runsA.length < 2) return undefined;
  const log = (r: UnionRun) => Math.log(Math.max(sampleCount(r), 1));
  return welch(runsB.map(log), runsA.map(log));
}

/**
 * Whether the runs' samples per run moved beyond their spread (`samplesPerRunTest` at p ≤ 0.01),
 * one level for the two that ask: a no-change verdict then says so, however small the change (a
 * newcomer's C program whose every run took 10.8% more samples, runs within 1%, read as "No
 * significant change"; report.ts), and a vote that contradicts it gives way (reference.ts).
 */
export function runsMoved(test: TestResult | undefined): boolean {
  return test !== undefined && test.p <= 0.01;
}

/**
 * The time an evented profile's samples are counted at. Its intervals are not samples:
 * pyinstrument samples every millisecond and writes each call's time as one interval, so
 * three 4-second runs were 64 "samples" and no frame met the tests' sample floors (a +10 pp
 * regression went unseen). Counted at 1 ms (pyinstrument's and V8's interval), a count sets
 * the floor of the noise model and the sample rules; what runs really vary by is measured
 * between runs, and for one run from the branch ratios' overdispersion.
 */
export const EVENTED_SECONDS_PER_SAMPLE = 0.001;

/** An evented run's time in samples; undefined for other runs (and evented ones not in time). */
function eventedSamples(run: UnionRun): number | undefined {
  const nanos = run.profile.meta.evented ? nanosPerUnit(run.profile.unit) : undefined;
  return nanos === undefined ? undefined : Math.round((run.sum * nanos * 1e-9) / EVENTED_SECONDS_PER_SAMPLE);
}

/** Mean samples per run of a side. */
export function samplesPerRun(runs: readonly UnionRun[]): number {
  return runs.reduce((a, r) => a + sampleCount(r), 0) / runs.length;
}

/** Self weight of every node pooled over the runs, in samples. */
export function pooledSelfSamples(size: number, runs: readonly UnionRun[]): Weights {
  // One run whose weights are its sample counts: its self weights are the pooled samples, and
  // are returned as they are (callers only read them), not copied: a node-sized array a side,
  // 60 MB each at 2 M unique stacks a side (bench/memory).
  if (runs.length === 1 && countsAsIs(runs[0])) return runs[0].self;
  const out = new Float64Array(size);
  for (const r of runs) {
    const f = samplesPerWeight(r);
    for (let n = 1; n < size; n++) out[n] += asSamples(r.self[n], f);
  }
  return out;
}

/** Whether a run's self weights are already what `asSamples` makes of them (sample counts). */
function countsAsIs(run: UnionRun): boolean {
  if (samplesPerWeight(run) !== 1 || run.self[0] !== 0) return false;
  const self = run.self;
  for (let n = 1; n < self.length; n++) if (asSamples(self[n], 1) !== self[n]) return false;
  return true;
}

/**
 * The log-factor that the most cells agree with: each cell agrees with the interval of width
 * `width(i)` around its own log-ratio; the point covered by the most intervals wins (a sweep
 * over sorted endpoints), ties going to the one covered by the most precision.
 *
 * Event 2i opens cell i's interval and 2i + 1 closes it; they are swept in `sweepOrder`.
 */
export function mostAgreedFactor(logRatio: ArrayLike<number>, variance: ArrayLike<number>, width: (i: number) => number): number {
  const { position, order } = sweepOrder(logRatio, width);
  const events = order.length;
  let count = 0;
  let mass = 0;
  let best = -1;
  let bestMass = -1;
  let at = logRatio.length > 0 ? logRatio[0] : 0;
  for (let k = 0; k < events; k++) {
    const e = order[k];
    const kind = e & 1 ? -1 : 1;
    const w = 1 / variance[e >> 1];
    count += kind;
    mass += kind * w;
    if (kind === 1 && (count > best || (count === best && mass > bestMass * (1 + 1e-12)))) {
      best = count;
      bestMass = mass;
      // The middle of the stretch this count holds, up to the next event.
      const next = k + 1 < events ? position[k + 1] : position[k];
      at = (position[k] + next) / 2;
    }
  }
  return at;
}

/**
 * The intervals' endpoints in sweep order: by position, an opening before a closing at the
 * same position (touching intervals overlap), then by event number; `position[k]` is the k-th
 * event's. Why not `order.sort(comparator)`: V8 sorts a typed array with a comparator through a
 * copy of it on the JS heap and a second for the merge, 16 bytes an event; a diff of 2 M unique
 * stacks a side has millions of cells, and that copy was the diff's peak (~1,045 MB, 160 MB of
 * it the sort). The positions are sorted natively in place and each event is put at its
 * position's first rank (binary search), openings first, in event order: the same order.
 */
export function sweepOrder(logRatio: ArrayLike<number>, width: (i: number) => number): { position: Float64Array; order: Uint32Array } {
  const events = 2 * logRatio.length;
  const at = (e: number) => (e & 1 ? logRatio[e >> 1] + width(e >> 1) : logRatio[e >> 1] - width(e >> 1));
  const position = new Float64Array(events);
  for (let e = 0; e < events; e++) position[e] = at(e);
  position.sort();
  const order = new Uint32Array(events);
  const taken = new Uint32Array(events);
  const place = (e: number) => {
    const p = at(e);
    let lo = 0;
    let hi = events;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (position[mid] < p) lo = mid + 1;
      else hi = mid;
    }
    order[lo + taken[lo]++] = e;
  };
  for (let e = 0; e < events; e += 2) place(e);
  for (let e = 1; e < events; e += 2) place(e);
  return { position, order };
}

/**
 * Cells at the resolution the data supports: a call path with fewer than `min` samples (both
 * sides together) is merged into its caller's cell, bottom-up, so that every cell that votes
 * carries information and a thousand one-sample paths cannot outvote the code that matters.
 * Top-level paths always keep their own cell. `owner[n]` is the node whose cell holds n's self
 * samples (-1 for excluded nodes); `b` and `a` are each cell's samples, indexed by owner.
 */
export function cellsOf(
  parent: Int32Array,
  selfB: Weights,
  selfA: Weights,
  excluded: Uint8Array | undefined,
  min: number,
  recursion?: Int32Array,
) {
  const size = parent.length;
  const b = new Float64Array(size);
  const a = new Float64Array(size);
  const merged = new Uint8Array(size);
  // Until the last pass, a merged node's `owner` is where its samples go: its caller, or for a
  // recursive call its first call (one array, not two: 4 bytes a node at the peak of a diff).
  const owner = new Int32Array(size).fill(-1);
  for (let n = size - 1; n > 0; n--) {
    if (excluded?.[n]) continue;
    b[n] += selfB[n];
    a[n] += selfA[n];
    // A kept recursive call's first call is kept too: exclusion takes whole subtrees.
    const head = recursion ? recursion[n] : n;
    const p = head !== n ? head : parent[n];
    if (p > 0 && (p === head || b[n] + a[n] < min)) {
      b[p] += b[n];
      a[p] += a[n];
      merged[n] = 1;
      owner[n] = p;
    }
  }
  // Callers come first, so the node a merged one goes into has its owner already.
  for (let n = 1; n < size; n++) if (!excluded?.[n]) owner[n] = merged[n] ? owner[owner[n]] : n;
  return { owner, b, a, merged };
}

/**
 * Per node, the first call of its function on its path: itself, or for a recursive call (its
 * frame already on its path) the highest node of that frame above it.
 *
 * Why, for cells: a recursive function is one piece of code, but every depth of its recursion
 * is another call path and so another cell. A blind C index whose recursive `tree_insert` got
 * 2.25x slower (52% → 69% of samples, one run a side) recursed forty deep: forty cells agreed
 * on its growth, outvoted the ten cells of the rest of the program, and the rest was reported
 * as seven improvements while the regression was not found.
 */
export function recursionHeads(tree: UnionTree): Int32Array {
  return headsOf(tree, () => findPreviousCalls(tree));
}

/** The tree's heads, made once from its previous calls (given by a caller that has them already). */
function headsOf(tree: UnionTree, previous: () => Int32Array): Int32Array {
  let heads = headsCache.get(tree);
  if (!heads) headsCache.set(tree, (heads = headsFrom(previous())));
  return heads;
}

const headsCache = new WeakMap<UnionTree, Int32Array>();

/** The heads (`recursionHeads`) from each node's previous call of its function. */
function headsFrom(previous: Int32Array): Int32Array {
  const head = new Int32Array(previous.length);
  // A node's previous call lies above it, so its head is already known.
  for (let n = 1; n < head.length; n++) head[n] = previous[n] > 0 ? head[previous[n]] : n;
  return head;
}

/**
 * Per node, the nearest node above it of the same function (0: none). Not kept: only the heads
 * and the recursion cells are made from it, each once per tree, and kept it was 4 bytes a node
 * alive through the whole analysis.
 */
function findPreviousCalls(tree: UnionTree): Int32Array {
  // Depth first, with each function's latest call on the current path: one visit per node, not
  // a walk up from each (union trees of deep stacks hold a million nodes).
  const { frame, parent } = tree;
  const { start, kids } = childLists(parent);
  const size = frame.length;
  const previous = new Int32Array(size);
  const latest = new Int32Array(tree.names.length);
  // Entries n ≥ 0 enter node n; ~n leaves it.
  const work = new Int32Array(2 * size);
  let top = 0;
  for (let k = start[1] - 1; k >= start[0]; k--) work[top++] = kids[k];
  while (top > 0) {
    const e = work[--top];
    if (e < 0) {
      const n = ~e;
      latest[frame[n]] = previous[n];
      continue;
    }
    previous[e] = latest[frame[e]];
    latest[frame[e]] = e;
    work[top++] = ~e;
    for (let k = start[e + 1] - 1; k >= start[e]; k--) work[top++] = kids[k];
  }
  return previous;
}

/**
 * Per node, the cell a recursion makes of it: the first node of its function under the
 * outermost recursive call above it (itself when none). Recursive calls go to their first call
 * ({@link recursionHeads}), and so does every callee at every depth: `walk → score`,
 * `walk → walk → score` and forty deeper paths are one piece of code, `score` called from
 * `walk`.
 *
 * Why: heads alone keep the callees of a recursion a cell per depth. A blind Python tree walk
 * whose `score` (called at each of up to forty depths) got 2.2x slower: its per-depth cells,
 * few samples each and so agreeing with almost any factor, outvoted the handful of large
 * unchanged functions, the program's unchanged tree building read as a −16 pp improvement,
 * and the walk's own unchanged time as a fall that hid `score` behind a `walk` tower.
 */
export function recursionCells(tree: UnionTree): Int32Array {
  let cells = recursionCellsCache.get(tree);
  if (!cells) recursionCellsCache.set(tree, (cells = findRecursionCells(tree)));
  return cells;
}

const recursionCellsCache = new WeakMap<UnionTree, Int32Array>();

/**
 * The cells (`cells`, per node) with the threads beside each other taken as one: a node under a
 * thread (or process) frame goes to the cell of the same call path under the first thread
 * beside it, whatever the threads' names. Why: a pool's workers run one piece of code, and which
 * of them ran what in a run is chance, and so is which of them the profiler named (py-spy reads
 * a thread's name late or not at all, and a nameless worker joins a named one that shares its
 * code). Counted per thread, the same unchanged code was a cell per worker whose counts swung
 * run to run: a 5-vs-5 ThreadPoolExecutor service whose `checksum` got 50% slower took its
 * unchanged bulk to be 53% of a side before and 39% after (the reference's interval −5% to
 * +89%), and found nothing. Only identical paths join: a thread waiting where another waits
 * under another caller stays apart (a reporter thread that stopped waiting while the main
 * thread waited longer is two changes).
 */
export function threadPoolCells(tree: UnionTree, cells: Int32Array): Int32Array {
  const { frame, parent, kinds } = tree;
  const size = frame.length;
  const kindOf = (n: number) => (kinds[frame[n]] === 'thread' ? 1 : kinds[frame[n]] === 'process' ? 2 : 0);
  if (!hasSiblingContainers(tree, kindOf)) return cells;
  // Each node's canonical node: the first with its (canonical parent, frame), a thread or
  // process frame keyed by its kind instead of its name. Keyed as one number: nodes × (names + 2)
  // stays far below 2^53.
  const names = tree.names.length + 2;
  const canon = new Int32Array(size);
  const first = new Map<number, number>();
  for (let n = 1; n < size; n++) {
    const p = parent[n];
    const k = kindOf(n);
    const key = (p > 0 ? canon[p] : 0) * names + (k > 0 ? tree.names.length + k - 1 : frame[n]);
    const seen = first.get(key);
    if (seen === undefined) first.set(key, (canon[n] = n));
    else canon[n] = seen;
  }
  const out = new Int32Array(size);
  for (let n = 1; n < size; n++) out[n] = cells[canon[n]];
  return out;
}

/** Whether some node has two thread (or two process) frames among its children. */
function hasSiblingContainers(tree: UnionTree, kindOf: (n: number) => number): boolean {
  const seen = new Map<number, number>();
  for (let n = 1; n < tree.frame.length; n++) {
    const k = kindOf(n);
    if (k === 0) continue;
    const key = tree.parent[n] * 3 + k;
    if (seen.has(key)) return true;
    seen.set(key, n);
  }
  return false;
}

/**
 * Frames that stand for the interpreted function they run, not for code of their own: V8's
 * interpreter entry under perf (every interpreted JavaScript call is one, nested directly in
 * the caller's), CPython's evaluation loop. Their nesting is the program's calls, not a
 * recursion: taken as one, it made one cell of each function of a whole Node program.
 */
const INTERPRETER_ENTRY = /^(Builtins_InterpreterEntryTrampoline|Builtins_BaselineOutOfLinePrologue|_PyEval_EvalFrameDefault|_PyEval_EvalFrame|PyEval_EvalFrameEx)\b/;

function findRecursionCells(tree: UnionTree): Int32Array {
  const { frame, parent } = tree;
  const previous = findPreviousCalls(tree);
  const heads = headsOf(tree, () => previous);
  const size = frame.length;
  // The outermost recursion head at or above each node (0: none); a head is a node some
  // recursive call below it (a call of itself, directly or through other functions, at least
  // twice nested, not of an interpreter entry) goes back to.
  const isHead = new Uint8Array(size);
  const interp = tree.names.map((name) => INTERPRETER_ENTRY.test(name));
  const recursive = (n: number) => n > 0 && previous[n] > 0 && !interp[frame[n]];
  for (let n = 1; n < size; n++) if (recursive(n) && recursive(previous[n])) isHead[heads[n]] = 1;
  const outer = new Int32Array(size);
  for (let n = 1; n < size; n++) outer[n] = outer[parent[n]] || (isHead[n] ? n : 0);
  // Keyed by (head, function) as one number: nodes × names stays far below 2^53.
  const first = new Map<number, number>();
  const names = tree.names.length;
  const cell = new Int32Array(size);
  for (let n = 1; n < size; n++) {
    cell[n] = heads[n];
    const h = outer[n];
    if (h === 0 || h === n || heads[n] !== n) continue;
    const key = h * names + frame[n];
    const seen = first.get(key);
    if (seen === undefined) first.set(key, n);
    else cell[n] = seen;
  }
  return cell;
}

/**
 * What code each node's self samples are, for grouping cells: its function, in its activity
 * (the top-level frame: a thread or a process).
 *
 * Why not the call path: a JIT inlines a function on one side and not on the other (V8 inlined
 * `handleMessage` into its caller before a change and not after), so the same code's samples
 * sit under different paths; keyed by path, half the program had no counterpart and the cells
 * left voted for a factor that was only the move. Why not the function alone: threads that
 * share a primitive are not one activity (a reporter thread stops waiting in `Condition.wait`
 * while the main thread waits there longer). Measured on the verdict cases, against path cells:
 * one more case named (a Node JIT inlining flip), none lost; a function alone also named one
 * more (work spread over a pool's workers) but lost another (a thread that stopped waiting),
 * and so did a pool's numbered workers taken as one activity. Paths are grouped only where one
 * moved (`cellGroups`). Grouping every path by code (stop 21, 100 cases): a Rust capture whose
 * perf inline frames fall differently by run is then named, but a Node case is lost (its
 * `JSON.stringify` tower then outranks the function that calls it); not kept.
 */
export function codeIdentity(frame: Int32Array, parent: Int32Array): Int32Array {
  const size = frame.length;
  const identity = new Int32Array(size).fill(-1);
  const top = new Int32Array(size);
  let names = 0;
  for (let n = 1; n < size; n++) names = Math.max(names, frame[n] + 1);
  // Ids in order of first appearance. Most functions run under one top-level frame: per
  // function, the first top-level frame met and its id in typed arrays; the (top-level frame,
  // function) pairs after the first are found in a table of the node where each pair first
  // appears (open addressing over node indices, compared through `top` and `frame`). A map of
  // those pairs was ~450 MB of JS heap on 2 M generated unique stacks a side, whose stacks
  // start at any of 20 000 functions; the table is 4 bytes a slot (`ChildTable`, the model's
  // (int, int) → int table, keeps its keys beside each value: 12).
  const firstTop = new Int32Array(names).fill(-1);
  let later = 0;
  for (let n = 1; n < size; n++) {
    top[n] = parent[n] <= 0 ? n : top[parent[n]];
    const t = frame[top[n]];
    const f = frame[n];
    if (firstTop[f] === -1) firstTop[f] = t;
    else if (firstTop[f] !== t) later++;
  }
  const firstId = new Int32Array(names).fill(-1);
  const table = new Int32Array(tableSize(later)).fill(-1);
  const mask = table.length - 1;
  let ids = 0;
  for (let n = 1; n < size; n++) {
    const f = frame[n];
    if (firstId[f] === -1) {
      identity[n] = firstId[f] = ids++;
      continue;
    }
    const t = frame[top[n]];
    if (firstTop[f] === t) {
      identity[n] = firstId[f];
      continue;
    }
    for (let h = pairHash(t, f) & mask; ; h = (h + 1) & mask) {
      const m = table[h];
      if (m === -1) {
        table[h] = n;
        identity[n] = ids++;
        break;
      }
      if (frame[m] === f && frame[top[m]] === t) {
        identity[n] = identity[m];
        break;
      }
    }
  }
  return identity;
}

/** A power of two at least twice `entries` (and 16): the open-addressed table's load stays under a half. */
function tableSize(entries: number): number {
  let size = 16;
  while (size < 2 * entries) size *= 2;
  return size;
}

/** A hash of a (top-level frame, function) pair, mixed so that its low bits index a table. */
function pairHash(t: number, f: number): number {
  let h = Math.imul(t, 0x9e3779b1) ^ f;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 0;
}

/**
 * Cells grouped by the identity of their owner node, where a path moved: an identity's cells
 * are one group when one of them has samples on one side only (the code is there on both
 * sides, under another path on each), and stay one cell per path otherwise (a helper that grew
 * under one caller and not under another is two pieces of evidence, not one). Without an
 * identity, every cell is its own group.
 *
 * A group's samples are summed into its leader's (its first cell's) entries of `cell.b` and
 * `cell.a`, in place: a leader comes before its other cells, so each cell is read before any
 * sum lands on it, and the sums are the same additions in the same order as into new arrays
 * (two node-sized arrays fewer: 114 MB on 2 M unique stacks a side). Only leaders' entries
 * are read afterwards.
 */
function cellGroups(cell: ReturnType<typeof cellsOf>, identity: Int32Array | undefined) {
  const size = cell.owner.length;
  const isCell = (n: number) => !cell.merged[n] && cell.owner[n] === n;
  const oneSided = (n: number) => (cell.b[n] > 0) !== (cell.a[n] > 0);
  // By identity (ids count from 0, one per node at most): whether it moved, and its leader.
  // Sized by the identities (far fewer than nodes).
  let identities = 0;
  if (identity) for (let n = 1; n < size; n++) identities = Math.max(identities, identity[n] + 1);
  const moved = identity ? new Uint8Array(identities) : undefined;
  if (identity && moved) for (let n = 1; n < size; n++) if (isCell(n) && oneSided(n)) moved[identity[n]] = 1;
  const leaderOfIdentity = identity ? new Int32Array(identities).fill(-1) : undefined;
  const leaderOf = new Int32Array(size).fill(-1);
  const leaders: number[] = [];
  const { b, a } = cell;
  for (let n = 1; n < size; n++) {
    if (!isCell(n)) continue;
    let leader = n;
    if (identity && moved && leaderOfIdentity && moved[identity[n]]) {
      const known = leaderOfIdentity[identity[n]];
      if (known < 0) leaderOfIdentity[identity[n]] = n;
      else leader = known;
    }
    leaderOf[n] = leader;
    if (leader === n) {
      leaders.push(n);
      continue;
    }
    b[leader] += b[n];
    a[leader] += a[n];
  }
  return { leaders, leaderOf, b, a };
}

/**
 * Estimates the bulk from pooled self samples of the two sides. `excluded[n]` = 1 keeps node
 * n out (the caller passes the subtrees of what it found to have changed). `hypothesis`, when
 * given, is the log-factor to start from instead of the cells' vote (reference.ts tries the one at
 * which both sides did the same work). Returns undefined when no cell has samples on both sides.
 */
export function estimateBulk(
  parent: Int32Array,
  selfB: Weights,
  selfA: Weights,
  excluded: Uint8Array | undefined,
  overdispersion: number,
  identity?: Int32Array,
  recursion?: Int32Array,
  hypothesis?: number,
): Bulk | undefined {
  const size = selfB.length;
  const totalB = sideTotal(selfB);
  const totalA = sideTotal(selfA);
  const groups = wholeCells(parent, selfB, selfA, excluded, identity, recursion);
  // Per cell with samples on both sides (typed arrays: millions of cells on large profiles).
  const room = groups.leaders.length;
  const cells = new Int32Array(room);
  const groupOf = new Int32Array(room);
  const logRatio = new Float64Array(room);
  const variance = new Float64Array(room);
  const votes = new Uint8Array(room);
  let m = 0;
  let sharedB = 0;
  let sharedA = 0;
  for (let g = 0; g < room; g++) {
    const b = groups.b[g];
    const a = groups.a[g];
    if (!(b > 0 && a > 0)) continue;
    sharedB += b;
    sharedA += a;
    cells[m] = groups.leaders[g];
    groupOf[m] = g;
    logRatio[m] = Math.log(a / totalA) - Math.log(b / totalB);
    // Poisson variance of a log-ratio of counts; fractions of a sample count as one.
    variance[m] = 1 / Math.max(a, 1) + 1 / Math.max(b, 1);
    votes[m++] = Math.min(a, b) >= MIN_VOTE_SAMPLES ? 1 : 0;
  }
  if (m === 0) return undefined;
  // "Most of the code did not change": the bulk is the largest set of cells that agree on one
  // scale factor, each judged against its own noise (its log-ratio's standard error times the
  // profile's overdispersion). A noisy cell agrees with every factor and so decides nothing;
  // precise cells decide. Counting cells, not samples, keeps one heavy function that changed
  // from outvoting fifty that did not; counting agreement, not a median, keeps two groups of
  // unchanged code that scale differently (per request and per second) from being averaged
  // into a factor that fits neither.
  const width = (i: number) => BULK_Z * Math.sqrt(overdispersion * variance[i]);
  // Cells that vote: enough samples on both sides to tell a change from none (else every cell).
  const voting = votes.subarray(0, m).includes(1) ? votes : new Uint8Array(m).fill(1);
  const voters = new Int32Array(m);
  let v = 0;
  for (let i = 0; i < m; i++) if (voting[i]) voters[v++] = i;
  const winner = hypothesis ?? mostAgreedFactor(pick(logRatio, voters, v), pick(variance, voters, v), (j) => width(voters[j]));
  const centre0 = hypothesis ?? spanningFactor({ parent, selfB, selfA, logRatio, variance, voting, m, cells, width }, winner);
  // Refined as the precision-weighted mean of the voting cells that agree with it.
  let num = 0;
  let den = 0;
  for (let i = 0; i < m; i++) {
    if (!(Math.abs(logRatio[i] - centre0) <= width(i)) || !voting[i]) continue;
    num += logRatio[i] / variance[i];
    den += 1 / variance[i];
  }
  const centre = den > 0 ? num / den : centre0;
  // A cell that does not vote joins the bulk only as close to its factor as a voting cell
  // could be: its own interval is so wide that it agrees with almost anything.
  const voterWidth = BULK_Z * Math.sqrt(overdispersion * (2 / MIN_VOTE_SAMPLES));
  const bulkGroup = new Uint8Array(room);
  let count = 0;
  for (let i = 0; i < m; i++) {
    const z = Math.abs(logRatio[i] - centre) / (voting[i] ? width(i) : Math.min(width(i), voterWidth));
    if (z > 1) continue;
    bulkGroup[groupOf[i]] = 1;
    count++;
  }
  const inBulk = new Uint8Array(size);
  let inB = 0;
  let inA = 0;
  for (let n = 1; n < size; n++) {
    const g = groups.groupAt[n];
    if (g < 0 || !bulkGroup[g]) continue;
    inBulk[n] = 1;
    inB += selfB[n];
    inA += selfA[n];
  }
  return {
    inBulk,
    shareBefore: totalB > 0 ? inB / totalB : 0,
    shareAfter: totalA > 0 ? inA / totalA : 0,
    cells: count,
    sharedBefore: totalB > 0 ? sharedB / totalB : 0,
    sharedAfter: totalA > 0 ? sharedA / totalA : 0,
  };
}

interface VoteCells {
  readonly parent: Int32Array;
  readonly selfB: Weights;
  readonly selfA: Weights;
  readonly logRatio: Float64Array;
  readonly variance: Float64Array;
  readonly voting: Uint8Array;
  readonly m: number;
  readonly cells: Int32Array;
  readonly width: (i: number) => number;
}

/**
 * The vote's factor, or its runner-up's when the winning cells lie in one call subtree that is
 * not the whole program and the runner-up's span it. Code that did not change is spread over
 * the program; the cells one change moves lie under the frame that changed. Blind C case, 5 s
 * runs: a dispatcher handled each message three times; its three callees agreed on one factor
 * and outvoted the two unchanged functions beside it, and the report was those two as
 * improvements (−35.5 pp, −10.0 pp) and no regression.
 */
function spanningFactor(v: VoteCells, winner: number): number {
  const agrees = (i: number, centre: number) => Math.abs(v.logRatio[i] - centre) <= v.width(i);
  const outside: number[] = [];
  for (let i = 0; i < v.m; i++) if (v.voting[i] && !agrees(i, winner)) outside.push(i);
  if (outside.length < 2) return winner;
  const at = Int32Array.from(outside);
  const second = mostAgreedFactor(pick(v.logRatio, at, at.length), pick(v.variance, at, at.length), (j) => v.width(at[j]));
  // The cells that tell the two factors apart: a cell agreeing with both (a small one) says
  // nothing about where either group lies.
  const won: number[] = [];
  const runner: number[] = [];
  for (let i = 0; i < v.m; i++) {
    if (!v.voting[i]) continue;
    const w = agrees(i, winner);
    const r = agrees(i, second);
    if (w && !r) won.push(v.cells[i]);
    else if (r && !w) runner.push(v.cells[i]);
  }
  if (won.length === 0 || runner.length < 2) return winner;
  const whole = (n: number) => holdsWholeProgram(v.parent, v.selfB, v.selfA, n);
  return !whole(commonCaller(v.parent, won)) && whole(commonCaller(v.parent, runner)) ? second : winner;
}

/** The lowest node above or at all of `nodes` (0, the root, when they share none). */
function commonCaller(parent: Int32Array, nodes: readonly number[]): number {
  const depth = (n: number) => {
    let d = 0;
    for (let x = n; x > 0; x = parent[x]) d++;
    return d;
  };
  let lca = nodes[0];
  let lcaDepth = depth(lca);
  for (const n of nodes.slice(1)) {
    let a = lca;
    let b = n;
    let da = lcaDepth;
    let db = depth(b);
    while (da > db) [a, da] = [parent[a], da - 1];
    while (db > da) [b, db] = [parent[b], db - 1];
    while (a !== b) [a, b, da] = [parent[a], parent[b], da - 1];
    [lca, lcaDepth] = [a, da];
    if (lca === 0) break;
  }
  return lca;
}

/**
 * A frame whose subtree holds at least this share of both sides is the whole program (`main`,
 * a run loop): below it, a subtree is one part of the program.
 */
export const WHOLE_PROGRAM = 0.5;

/**
 * Whether node n's subtree holds at least `WHOLE_PROGRAM` of both sides (the root always does),
 * summed over that subtree alone: sums kept for every node were two arrays of the tree's size
 * held for the whole diff.
 */
function holdsWholeProgram(parent: Int32Array, selfB: Weights, selfA: Weights, n: number): boolean {
  if (n === 0) return true;
  const inside = subtreesOf({ parent }, [n]);
  let b = 0;
  let a = 0;
  for (let m = n; m < parent.length; m++) {
    if (!inside[m]) continue;
    b += selfB[m];
    a += selfA[m];
  }
  return b >= WHOLE_PROGRAM * sideTotal(selfB) && a >= WHOLE_PROGRAM * sideTotal(selfA);
}

/**
 * The cells and their groups, kept for the whole profile (nothing excluded): the vote's first
 * round and the same-work reference both start from them, and on 130 k unique stacks a side
 * they are a tenth of a second each time. Kept under the code identities (made once per
 * comparison, held by the reference's context only) where there are some, not under the self
 * weights that the diff keeps: 28 bytes a node that the findings and the renderers never read
 * then go with the context.
 */
function wholeCells(parent: Int32Array, selfB: Weights, selfA: Weights, excluded: Uint8Array | undefined, identity?: Int32Array, recursion?: Int32Array): CellGroups {
  const make = () => {
    const cell = cellsOf(parent, selfB, selfA, excluded, MIN_CELL_SAMPLES, recursion);
    return compactGroups(cell, cellGroups(cell, identity));
  };
  if (excluded) return make();
  const key = identity ?? selfB;
  const known = cellCache.get(key);
  if (known && known.selfB === selfB && known.selfA === selfA && known.parent === parent && known.identity === identity && known.recursion === recursion) return known.cells;
  const cells = make();
  cellCache.set(key, { selfB, selfA, parent, identity, recursion, cells });
  return cells;
}

const cellCache = new WeakMap<
  Int32Array | Weights,
  { selfB: Weights; selfA: Weights; parent: Int32Array; identity?: Int32Array; recursion?: Int32Array; cells: CellGroups }
>();

/** The cell groups in cell-sized arrays, and each node's group. */
interface CellGroups {
  /** Each group's leader (its first cell), in node order. */
  readonly leaders: Int32Array;
  /** Each group's pooled self samples, before and after. */
  readonly b: Float64Array;
  readonly a: Float64Array;
  /** Per node, the index of the group holding its self samples (-1 when excluded). */
  readonly groupAt: Int32Array;
}

/**
 * `cellsOf` and `cellGroups` kept in 4 bytes a node and 20 a group, not 25 bytes a node. Why: the
 * whole profile's groups are kept through every round of the bulk (`wholeCells`), and a profile
 * has far fewer cells than nodes (paths under 20 samples join their caller's): on 2 M unique
 * stacks a side, about 10 M nodes, the node-sized sums and marks were 240 MB of the peak.
 * `cell.owner` becomes `groupAt` in place.
 */
function compactGroups(cell: ReturnType<typeof cellsOf>, group: ReturnType<typeof cellGroups>): CellGroups {
  const leaders = Int32Array.from(group.leaders);
  const b = new Float64Array(leaders.length);
  const a = new Float64Array(leaders.length);
  for (let g = 0; g < leaders.length; g++) {
    b[g] = group.b[leaders[g]];
    a[g] = group.a[leaders[g]];
  }
  // A leader's entry of `leaderOf` becomes −2 − its group index, in place (leaders come before
  // their members, and −1 stays "not a cell"): no node-sized index of its own.
  const { leaderOf } = group;
  for (let g = 0; g < leaders.length; g++) leaderOf[leaders[g]] = -2 - g;
  const groupOf = (o: number) => {
    const l = leaderOf[o];
    return l <= -2 ? -2 - l : -2 - leaderOf[l];
  };
  const groupAt = cell.owner;
  for (let n = 1; n < groupAt.length; n++) {
    const o = groupAt[n];
    groupAt[n] = o < 0 ? -1 : groupOf(o);
  }
  return { leaders, b, a, groupAt };
}

/** A side's pooled self samples summed, once per array: every round of the bulk asks. */
function sideTotal(self: Weights): number {
  let total = totalCache.get(self);
  if (total === undefined) {
    total = 0;
    for (let n = 1; n < self.length; n++) total += self[n];
    totalCache.set(self, total);
  }
  return total;
}

const totalCache = new WeakMap<Weights, number>();

/** values[at[0]], …, values[at[count − 1]]. */
function pick(values: Float64Array, at: Int32Array, count: number): Float64Array {
  const out = new Float64Array(count);
  for (let j = 0; j < count; j++) out[j] = values[at[j]];
  return out;
}

/** Marks every node in the subtrees of `tops` (parents precede children in the tree). */
export function subtreesOf(tree: Pick<UnionTree, 'parent'>, tops: Iterable<number>): Uint8Array {
  const mark = new Uint8Array(tree.parent.length);
  for (const t of tops) mark[t] = 1;
  for (let n = 1; n < mark.length; n++) if (!mark[n] && mark[tree.parent[n]]) mark[n] = 1;
  return mark;
}
