import type { DiffResult, FunctionStat } from '../diff/diff.js';
import { sumByName } from '../diff/union.js';
import type { Finding } from './finding.js';
import type { RenameCandidate } from './renames.js';
import { isContainer } from './towers.js';

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
 * nor through unsymbolised frames.
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
  const stats = new Map(diff.functions.map((f) => [f.nameId, f]));
  const done = new Set<number>();
  const reported = new Set<number>();
  const used = new Set<RenameCandidate>();
  const findings: Finding[] = [];
  for (const c of candidates) {
    const moved = movedThrough(diff, c, own);
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

/** Own time (self) change of each function, summed over its nodes, in the diff's units. */
function ownTimeChanges(diff: DiffResult): Float64Array {
  const { afterSelf, beforeSelf } = diff;
  return sumByName(diff.tree, (n) => afterSelf[n] - beforeSelf[n]);
}

/**
 * The caller a finding's code moved out of (a new tower or function) or into (a vanished one),
 * if it did: the tower's attach, or the new or vanished function's heaviest call site, and
 * that node's caller.
 */
function movedThrough(diff: DiffResult, c: RenameCandidate, ownChange: () => Float64Array): { caller: number; into: boolean } | undefined {
  const { tree } = diff;
  const f = c.finding;
  if (!f.significant) return undefined;
  const site = f.kind === 'tower' ? c.node : f.kind === 'new' || f.kind === 'vanished' ? f.causeNode : undefined;
  if (site === undefined || site <= 0) return undefined;
  const caller = tree.parent[site];
  if (isContainer(tree, caller) || tree.frame[caller] === tree.frame[site] || isAddressBucket(tree.names[tree.frame[caller]])) return undefined;
  const appeared = f.direction === 'regression' && diff.beforeTotal[site] === 0;
  const vanished = f.direction === 'improvement' && diff.afterTotal[site] === 0;
  if (!appeared && !vanished) return undefined;
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
