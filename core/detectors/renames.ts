import type { DiffResult } from '../diff/diff.js';
import { childLists } from '../diff/union.js';
import { isWaiting } from '../rules/pathologies.js';
import { normalCdf } from '../stats/distributions.js';
import { VANISHED, type Finding } from './finding.js';
import { isContainer } from './towers.js';

/**
 * Renames and moves. When a function is renamed (or moved to another caller), its old name
 * vanishes and its new name appears with the same cost: two findings of opposite direction,
 * neither a change of cost. Left alone, the new name would rank as a regression, above real
 * ones. A pair is one `renamed` finding when
 * - one side vanished (after ≤ 10% of before) and the other is new (before ≤ 10% of after);
 * - their costs match: the net change is within a quarter of either, or within two standard
 *   errors of zero;
 * - they are the same code: the same name under another caller (a move), or, for a rename, two
 *   names each found on one side of the whole profile only, under the same caller, whose callees
 *   are similar by name or whose time goes the same way (callees and own time by weight).
 *   Functions compare their callers' names instead.
 */
export interface RenameCandidate {
  readonly finding: Finding;
  /** The tower's attach node, for towers. */
  readonly node?: number;
  /** The function's name id, for function findings. */
  readonly nameId?: number;
  /** Standard error of the finding's Δ. */
  readonly se: number;
}

const COST_MATCH = 0.25;
const SIMILAR = 0.5;

/** A frame's name without its `(file)` or `(module)` suffix. */
export function bareName(name: string): string {
  return name.replace(/ \([^()]*\)$/, '');
}

function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / (a.size + b.size - both);
}

/**
 * Σ min / Σ max of two weightings of names: how much of two frames' time goes the same way. Why
 * beside the plain overlap of callee names: a callee sampled once, or a timer interrupt that can
 * land in any code, counts as much as the callee that holds the time when names are only
 * counted. A blind C++ case's renamed `checksum_block` (all its own time, with an interrupt and
 * a reschedule sampled under it) and `digest_block` (its own time, an interrupt and a
 * `vector::operator[]` seen in 0.06% of samples) shared one callee name in three, and the rename
 * ranked as the #1 regression.
 */
function weightedJaccard(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let low = 0;
  let high = 0;
  for (const [k, x] of a) {
    const y = b.get(k) ?? 0;
    low += Math.min(x, y);
    high += Math.max(x, y);
  }
  for (const [k, y] of b) if (!a.has(k)) high += y;
  return high > 0 ? low / high : 1;
}

/** Per frame name: 1 when no call path holds it on one of the two sides. */
function oneSidedFrames(diff: DiffResult): Uint8Array {
  const { tree } = diff;
  const seen = new Uint8Array(tree.names.length);
  for (let n = 1; n < tree.frame.length; n++) seen[tree.frame[n]] |= (diff.beforeTotal[n] > 0 ? 1 : 0) | (diff.afterTotal[n] > 0 ? 2 : 0);
  return seen.map((s) => (s === 1 || s === 2 ? 1 : 0));
}

/** Pairs renamed or moved code; returns the merged findings and the candidates left alone. */
export function pairRenames(diff: DiffResult, candidates: readonly RenameCandidate[]): { renamed: Finding[]; rest: RenameCandidate[] } {
  const { tree } = diff;
  const { start, kids } = childLists(tree.parent);
  // Callees by name, with the function's own name taken out: a nested function is named after
  // its parent (Python's `quote_field.<locals>.<genexpr>`), so a renamed function's callees are
  // renamed with it and would otherwise never look the same.
  // Its own file too: code moved to another file takes its nested functions, and its calls
  // into the rest of that file, along (`normalize.<locals>.<listcomp> (utils.py)` becomes
  // `… (text.py)` when `normalize` moves from utils.py to text.py).
  // For a function known only by its place (the same name at another line: an anonymous
  // function moved by an edit above it), a callee found on one side of the whole profile only is
  // any such callee: `(anonymous) (report.js:38) → normalizeKey` became `(anonymous)
  // (report.js:46) → canonicalSkuKey` in a blind Node case, one refactor renaming both, and
  // those names can only be compared by their places. Named code keeps its callees' names: a
  // listener that waited in `Event.wait` and now polls `Queue.get_nowait` is not renamed code.
  const oneSided = oneSidedFrames(diff);
  /** Each callee of `n` (in child order) as the name the comparison reads. */
  const calleeKeys = (n: number, shifted: boolean): string[] => {
    const full = tree.names[tree.frame[n]];
    const own = bareName(full);
    const file = full.slice(own.length);
    const out: string[] = [];
    for (let k = start[n]; k < start[n + 1]; k++) {
      if (shifted && oneSided[tree.frame[kids[k]]]) {
        out.push('\u0002');
        continue;
      }
      let name = tree.names[tree.frame[kids[k]]];
      if (file.length > 0 && name.endsWith(file)) name = `${name.slice(0, name.length - file.length)}\u0001`;
      out.push(own.length > 0 ? name.split(own).join('\u0000') : name);
    }
    return out;
  };
  const childNames = (n: number, shifted = false) => new Set(calleeKeys(n, shifted));
  // What the code does with its time: each callee's weight and the frame's own, as fractions of
  // the frame (both sides' means summed: a vanished or new frame has one side only).
  const timeShape = (n: number, shifted = false) => {
    const weight = (m: number) => diff.beforeTotal[m] + diff.afterTotal[m];
    const whole = weight(n);
    const out = new Map<string, number>();
    let callees = 0;
    calleeKeys(n, shifted).forEach((key, i) => {
      const w = weight(kids[start[n] + i]);
      out.set(key, (out.get(key) ?? 0) + w / whole);
      callees += w;
    });
    out.set('\u0003own', Math.max(0, whole - callees) / whole);
    return out;
  };
  const renamedEverywhere = (v: number, a: number) => oneSided[tree.frame[v]] === 1 && oneSided[tree.frame[a]] === 1;
  const callers = (nameId: number) => {
    const out = new Set<number>();
    for (let n = 1; n < tree.frame.length; n++) if (tree.frame[n] === nameId && tree.parent[n] > 0) out.add(tree.frame[tree.parent[n]]);
    return out;
  };
  const vanished = candidates.filter((c) => c.finding.direction === 'improvement' && c.finding.after <= VANISHED * c.finding.before);
  const appeared = candidates.filter((c) => c.finding.direction === 'regression' && c.finding.before <= VANISHED * c.finding.after);
  const sameCode = (v: RenameCandidate, a: RenameCandidate): boolean => {
    if (v.node !== undefined && a.node !== undefined) {
      if (tree.frame[v.node] === tree.frame[a.node]) return tree.parent[v.node] !== tree.parent[a.node];
      const shifted = bareName(tree.names[tree.frame[v.node]]) === bareName(tree.names[tree.frame[a.node]]);
      if (tree.parent[v.node] !== tree.parent[a.node]) return false;
      // A rename is of names each on one side of the whole profile (the old gone everywhere, the
      // new nowhere before): in a blind C case a shared mutex moved `record_item` below another
      // frame, and glibc's `pthread_mutex_unlock`, new beside where it had been at about its cost
      // (10.9 against 10.8 pp), all its own time like it, paired with it as a rename while
      // `record_item` still ran.
      if (!renamedEverywhere(v.node, a.node)) return false;
      return jaccard(childNames(v.node, shifted), childNames(a.node, shifted)) >= SIMILAR || weightedJaccard(timeShape(v.node, shifted), timeShape(a.node, shifted)) >= SIMILAR;
    }
    if (v.nameId !== undefined && a.nameId !== undefined) return jaccard(callers(v.nameId), callers(a.nameId)) >= SIMILAR;
    return false;
  };
  const mismatch = (v: RenameCandidate, a: RenameCandidate) => Math.abs(v.finding.delta + a.finding.delta);
  const costsMatch = (v: RenameCandidate, a: RenameCandidate) =>
    mismatch(v, a) <= Math.max(COST_MATCH * Math.max(Math.abs(v.finding.delta), Math.abs(a.finding.delta)), 2 * Math.hypot(v.se, a.se));

  const pairs: [RenameCandidate, RenameCandidate][] = [];
  for (const v of vanished) for (const a of appeared) if (costsMatch(v, a) && sameCode(v, a)) pairs.push([v, a]);
  // Closest costs first; each finding joins one pair at most.
  pairs.sort((x, y) => mismatch(...x) - mismatch(...y));
  const used = new Set<RenameCandidate>();
  const renamed: Finding[] = [];
  for (const [v, a] of pairs) {
    if (used.has(v) || used.has(a)) continue;
    used.add(v);
    used.add(a);
    const net = a.finding.after - v.finding.before;
    renamed.push({
      ...a.finding,
      kind: 'renamed',
      direction: 'neutral',
      frames: a.finding.frames,
      previous: v.finding.frames,
      movedNodes: [a.node, v.node].filter((n): n is number => n !== undefined),
      before: v.finding.before,
      after: a.finding.after,
      delta: net,
      pValue: Math.max(v.finding.pValue, a.finding.pValue),
      qValue: Math.max(v.finding.qValue, a.finding.qValue),
      ciLow: net - 1.96 * Math.hypot(v.se, a.se),
      ciHigh: net + 1.96 * Math.hypot(v.se, a.se),
      category: undefined,
      explanation: undefined,
      hint: undefined,
    });
  }
  return { renamed, rest: candidates.filter((c) => !used.has(c)) };
}

/**
 * What the replaced and the replacing code cost, and the standard error of the difference:
 * waiting code (category `idle`) costs nothing when the other side is work.
 *
 * Why: with py-spy `--idle` every thread is sampled whether it runs or waits, so a thread's
 * share stays the same when it stops waiting and starts working. A blind case's listener thread
 * waited in `Event.wait` (49% of the samples) and then polled a queue with `get_nowait` (29%,
 * the rest in `Event.is_set` beside it): netted as costs, a wait replaced by a busy loop read as
 * a −20.3 pp improvement. Idle time is not CPU time; the poll is +28.9 pp of it.
 */
function replacementCosts(v: RenameCandidate, a: RenameCandidate): { before: number; after: number; se: number; waitingDelta?: number } {
  const idleV = isWaiting(v.finding);
  const idleA = isWaiting(a.finding);
  if (idleV && !idleA) return { before: 0, after: a.finding.after, se: a.se, waitingDelta: -v.finding.before };
  if (idleA && !idleV) return { before: v.finding.before, after: 0, se: v.se, waitingDelta: a.finding.after };
  return { before: v.finding.before, after: a.finding.after, se: Math.hypot(v.se, a.se) };
}

/**
 * Replacements. Code that vanished from under a caller while other code appeared under the same
 * caller, at a different cost, is one change: the caller now calls something else, and what it
 * costs is the difference. Left alone, the two are a regression and an improvement, and the
 * improvement is no improvement of anything the reader can keep. Blind C++ case: a report's
 * `std::sort` comparator changed from `ByPrice` to a case-insensitive `ByNameCI`; the template
 * instantiation `std::sort<…, ByPrice>` vanished (−33.4 pp) and `std::sort<…, ByNameCI>`
 * appeared (+138.0 pp) under `sort_report`, whose net (+104.6 pp) is the change.
 *
 * Paired: a tower gone from its caller (no sample after) and a new one (no sample before) with
 * the same caller node (not a thread or process
 * root: a thread that runs other code is not one code change), both significant, whose net is
 * significant itself (beyond two of its standard errors, and the smallest change reported);
 * a net within the noise is not paired (a rename, if the code is the same, else two findings).
 * The finding's q is the larger of the two towers' and the net's own two-sided p.
 */
export function pairReplacements(diff: DiffResult, candidates: readonly RenameCandidate[]): { replaced: Finding[]; rest: RenameCandidate[] } {
  const { tree } = diff;
  const tower = (c: RenameCandidate) => c.node !== undefined && c.finding.kind === 'tower' && c.finding.significant;
  // The code itself: where the tower attaches when that is new (or gone) as a whole, else its
  // cause (towers.ts stops at the topmost frame of new code), whose caller may lie below the
  // attachment: a caller that grew only by the new call (`parse_line → sscanf` attached at
  // `parse_config`, in place of `parse_line → read_uint`).
  const oneSided = (c: RenameCandidate, n: number) => (c.finding.direction === 'regression' ? diff.beforeTotal[n] : diff.afterTotal[n]) === 0;
  const code = (c: RenameCandidate) => (oneSided(c, c.node!) || c.finding.causeNode === undefined ? c.node! : c.finding.causeNode);
  const callerOf = (c: RenameCandidate) => tree.parent[code(c)];
  // Gone from the caller altogether: a function made 40 times faster by a cache still runs.
  const vanished = candidates.filter((c) => tower(c) && c.finding.direction === 'improvement' && oneSided(c, code(c)));
  const appeared = candidates.filter((c) => tower(c) && c.finding.direction === 'regression' && oneSided(c, code(c)));
  const floor = diff.minDelta * diff.scale;
  const used = new Set<RenameCandidate>();
  const replaced: Finding[] = [];
  for (const a of appeared) {
    const caller = callerOf(a);
    if (isContainer(tree, caller)) continue;
    // The largest vanished tower under the same caller, if more than one vanished.
    const v = vanished.filter((x) => !used.has(x) && callerOf(x) === caller).sort((x, y) => x.finding.delta - y.finding.delta)[0];
    if (!v) continue;
    const { before, after, se, waitingDelta } = replacementCosts(v, a);
    const net = after - before;
    if (!(Math.abs(net) >= Math.max(2 * se, floor))) continue;
    used.add(v);
    used.add(a);
    const p = 2 * (1 - normalCdf(Math.abs(net) / se));
    replaced.push({
      ...a.finding,
      kind: 'replaced',
      direction: net > 0 ? 'regression' : 'improvement',
      previous: v.finding.frames,
      ...(waitingDelta !== undefined ? { waitingDelta } : {}),
      before,
      after,
      delta: net,
      pValue: Math.max(v.finding.pValue, a.finding.pValue, p),
      qValue: Math.max(v.finding.qValue, a.finding.qValue, p),
      ciLow: net - 1.96 * se,
      ciHigh: net + 1.96 * se,
    });
  }
  return { replaced, rest: candidates.filter((c) => !used.has(c)) };
}
