import { selfMeans, type DiffResult, type FunctionStat } from '../diff/diff.js';
import { childLists, sumByName } from '../diff/union.js';
import { isWaitingFrame } from '../rules/pathologies.js';
import type { Finding } from './finding.js';
import type { RenameCandidate } from './renames.js';
import { isContainer } from './towers.js';

type ChildLists = ReturnType<typeof childLists>;

/**
 * Code moved between a function and a callee: a compiler that stops inlining a helper makes a
 * new frame appear under its caller with time the caller's own frame lost; one that starts
 * inlining makes a callee vanish into its caller's own time. Read as towers, the first is a
 * "new" regression the size of the whole helper: a blind C case, where a checksum grew enough
 * that gcc stopped inlining it, reported `checksum16` new at +62.4 pp, while its caller
 * `process_packet` had lost 53 pp of its own time and the function as a whole grew +8.3 pp
 * (the +3.7 pp of samples the capture measured). The change is the caller's, whole.
 *
 * A new tower or function (no sample at its call site before) under caller P whose function's
 * own time fell by about as much (half to twice its growth), or a vanished one whose caller's
 * own time grew by about as much, is P's function: its finding, the net over all its call
 * sites, says so; when that is not significant the move is listed as one (no cost changed).
 * Not when P as a whole changed by more than the code that moved (a Go logger made unbuffered
 * grew +69.8 pp, and the buffered writer's 3.1 pp that vanished from under it is incidental),
 * nor through unsymbolised frames. Nor for waiting code: a wait that vanished into its caller's
 * own time is a thread that stopped blocking and works (`waitingSwapped`).
 */
const OUTLINED_SHARE = 0.5;

export interface Outlined {
  /** The callers' function findings (or moves), labelled. */
  readonly findings: Finding[];
  readonly rest: RenameCandidate[];
}

export function pairOutlined(
  diff: DiffResult,
  candidates: readonly RenameCandidate[],
  functionFinding: (stat: FunctionStat) => Finding,
): Outlined {
  const { tree } = diff;
  // Own-time changes are a pass over every node: made only once a new or vanished piece of code
  // is met (most diffs have none).
  let ownChange: Float64Array | undefined;
  const own = () => (ownChange ??= ownTimeChanges(diff));
  let childList: ChildLists | undefined;
  const lists = () => (childList ??= childLists(tree.parent));
  const stats = new Map(diff.functions.map((f) => [f.nameId, f]));
  const done = new Set<number>();
  const reported = new Set<number>();
  const used = new Set<RenameCandidate>();
  const findings: Finding[] = [];
  for (const c of candidates) {
    const busy = waitingSwapped(diff, lists, c);
    if (busy) {
      used.add(c);
      findings.push(busy);
      continue;
    }
    const moved = movedThrough(diff, lists, c, own);
    if (moved === undefined) continue;
    const fn = tree.frame[moved.caller];
    const stat = stats.get(fn);
    // A function that changed by more than the code that moved changed for another reason (its
    // own growth, found on its own); the move beside it is incidental and the findings stand.
    if (stat?.significant && Math.abs(stat.delta) > Math.abs(c.finding.delta)) continue;
    used.add(c);
    if (done.has(fn)) continue;
    done.add(fn);
    if (stat?.significant) reported.add(fn);
    findings.push(stat?.significant ? labelled(functionFinding(stat), moved, c) : asMove(diff, c, moved));
  }
  // A caller's own function finding, if another stage made one, is the one made here.
  return { findings, rest: candidates.filter((c) => !used.has(c) && !(c.nameId !== undefined && reported.has(c.nameId))) };
}

/**
 * Whether the code at `site` is waiting: a waiting frame (the idle rules) at the site or below
 * it on the chain that carries its time. Why: waiting is not inlined. A worker that blocked in
 * `Queue.get → Condition.wait` and now polls `get_nowait` with a sleep spends the polling in its
 * own frame (py-spy `--idle` samples it either way); the wait vanished as the worker's own time
 * grew by as much, which is what a callee inlined into its caller looks like, and a blind case's
 * busy-polling (+21 pp of the worker's own time) was listed as a move that changed no cost.
 */
function waits(diff: DiffResult, lists: () => ChildLists, site: number): boolean {
  const { tree } = diff;
  const { start, kids } = lists();
  const weight = (n: number) => Math.max(diff.beforeTotal[n], diff.afterTotal[n]);
  for (let n = site; n > 0; ) {
    if (isWaitingFrame(tree.names[tree.frame[n]])) return true;
    let next = -1;
    for (let k = start[n]; k < start[n + 1]; k++) if (next < 0 || weight(kids[k]) > weight(next)) next = kids[k];
    if (next < 0 || weight(next) < 0.5 * weight(n)) return false;
    n = next;
  }
  return false;
}

/**
 * Waiting that became its caller's own work: a significant tower of waiting code gone from its
 * side (no sample after) under a caller whose own time grew by about as much (half to twice),
 * as one regression of the caller's own time, in place of the wait; and the mirror, work that
 * became waiting (a new waiting tower under a caller whose own time fell by as much), as one
 * improvement. Why: with py-spy `--idle` a thread is sampled whether it runs or waits, so a
 * worker that stopped blocking in `Queue.get → Condition.wait` and polls `get_nowait` with a
 * `sleep` keeps its share, and the polling is its own time (C calls have no frame): a blind
 * case's worker went 0.1% → 21.4% of its own time while the wait went 21.1% → 0, and with the
 * wait read as less waiting (no saving) the report had no regression at all. With the
 * thread's total fixed, the wait's test is the own time's: its p, q and interval are the
 * finding's.
 */
function waitingSwapped(diff: DiffResult, lists: () => ChildLists, c: RenameCandidate): Finding | undefined {
  const { tree } = diff;
  const f = c.finding;
  const site = c.node;
  if (!f.significant || f.kind !== 'tower' || f.direction === 'neutral' || site === undefined || site <= 0) return undefined;
  // +1: the wait is gone and the caller works; −1: the wait is new and the caller works less.
  const sign = f.direction === 'improvement' ? 1 : -1;
  if ((sign > 0 ? diff.afterTotal[site] : diff.beforeTotal[site]) !== 0 || !waits(diff, lists, site)) return undefined;
  const caller = tree.parent[site];
  if (caller <= 0 || isContainer(tree, caller)) return undefined;
  const self = selfMeans(diff);
  const ownBefore = self.before(caller);
  const ownAfter = self.after(caller);
  const own = ownAfter - ownBefore;
  const waited = Math.abs(f.delta);
  if (!(sign * own >= OUTLINED_SHARE * waited && sign * own <= waited / OUTLINED_SHARE) || sign * own < diff.minDelta * diff.scale) return undefined;
  const at = f.frames.lastIndexOf(tree.names[tree.frame[site]]);
  const callerFrames = at > 0 ? f.frames.slice(0, at) : [tree.names[tree.frame[caller]]];
  const wait = f.frames.slice(Math.max(0, at));
  // The wait's interval, about the own time's change: the thread's total is fixed.
  const half = (f.ciHigh - f.ciLow) / 2;
  const wait0 = f.frames[f.frames.length - 1];
  return {
    ...f,
    kind: 'replaced',
    direction: sign > 0 ? 'regression' : 'improvement',
    // The code now running in place of what it replaced: the caller's own code, or the wait.
    frames: sign > 0 ? callerFrames : [...callerFrames, ...wait],
    // What it replaced, for a regression; an improvement's frames show the wait below it.
    previous: sign > 0 ? wait : undefined,
    waitingDelta: f.delta,
    ownTime: true,
    node: caller,
    causeNode: caller,
    causeIndex: callerFrames.length - 1,
    before: ownBefore,
    after: ownAfter,
    delta: own,
    ciLow: own - half,
    ciHigh: own + half,
    category: undefined,
    explanation:
      sign > 0
        ? `it waited in ${wait0} before and runs its own code now: the thread stopped blocking and works (or polls) for that time`
        : `it ran its own code before and waits in ${wait0} now: the thread blocks for that time instead of working`,
    hint: undefined,
  };
}

/** Own time (self) change of each function, summed over its nodes, in the diff's units. */
function ownTimeChanges(diff: DiffResult): Float64Array {
  const self = selfMeans(diff);
  return sumByName(diff.tree, (n) => self.after(n) - self.before(n));
}

/**
 * The caller a finding's code moved out of (a new tower or function) or into (a vanished one),
 * if it did: the tower's attach, or the new or vanished function's heaviest call site, and
 * that node's caller.
 */
function movedThrough(diff: DiffResult, lists: () => ChildLists, c: RenameCandidate, ownChange: () => Float64Array): { caller: number; into: boolean } | undefined {
  const { tree } = diff;
  const f = c.finding;
  if (!f.significant) return undefined;
  const site = f.kind === 'tower' ? c.node : f.kind === 'new' || f.kind === 'vanished' ? f.causeNode : undefined;
  if (site === undefined || site <= 0) return undefined;
  const caller = tree.parent[site];
  if (isContainer(tree, caller) || tree.frame[caller] === tree.frame[site] || isAddressBucket(tree.names[tree.frame[caller]])) return undefined;
  const appeared = f.direction === 'regression' && diff.beforeTotal[site] === 0;
  const vanished = f.direction === 'improvement' && diff.afterTotal[site] === 0;
  if ((!appeared && !vanished) || waits(diff, lists, site)) return undefined;
  // The caller's own time changed the other way by about as much (half to twice) as the code
  // that appeared or vanished: that code is where its own time went or came from.
  const moved = (appeared ? -1 : 1) * ownChange()[tree.frame[caller]];
  const matches = moved >= OUTLINED_SHARE * Math.abs(f.delta) && moved <= Math.abs(f.delta) / OUTLINED_SHARE;
  return matches ? { caller, into: vanished } : undefined;
}

/**
 * An unsymbolised frame's name after normalisation (`0x… (libz.so)`, `[libc.so.6]`) stands for
 * every address of its module, not for one function: its "own time" is many functions'.
 */
function isAddressBucket(name: string): boolean {
  return /^0x…/.test(name) || /^\[[^\]]*\]$/.test(name);
}

function labelled(finding: Finding, moved: { into: boolean }, c: RenameCandidate): Finding {
  const callee = c.finding.frames[c.finding.causeIndex ?? c.finding.frames.length - 1];
  const frames = finding.frames.length > 1 || moved.into ? finding.frames : [...finding.frames, ...c.finding.frames.slice(1)];
  return {
    ...finding,
    frames,
    category: moved.into ? 'inlined' : 'outlined',
    explanation: moved.into
      ? `${callee} vanished into this function's own time: it is inlined now (or its code was merged in); the change is the function's, whole`
      : `its own time moved into a new callee, ${callee}: the compiler no longer inlines it (or the code was split out); the change is the function's, whole`,
    hint: undefined,
  };
}

/** Code moved between a function and its callee with no significant change of the function: a move. */
function asMove(diff: DiffResult, c: RenameCandidate, moved: { caller: number; into: boolean }): Finding {
  const f = c.finding;
  const callerFrames = [diff.tree.names[diff.tree.frame[moved.caller]]];
  return {
    ...f,
    kind: 'renamed',
    direction: 'neutral',
    frames: moved.into ? callerFrames : f.frames,
    previous: moved.into ? f.frames : callerFrames,
    movedNodes: [c.node ?? f.causeNode ?? moved.caller],
    category: undefined,
    explanation: undefined,
    hint: undefined,
  };
}
