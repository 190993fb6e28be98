import { effectPayers, type Payers } from './payers.js';
import type { DiffResult, FunctionStat, Tested } from '../diff/diff.js';
import { childLists, topmostOccurrence } from '../diff/union.js';
import { changeByCaller, sharesOf } from './callers.js';
import { isWaiting, PATHOLOGY_RULES, pathologyMatcher, type PathologyRule } from '../rules/pathologies.js';
import { labelCrowding } from './crowding.js';
import { driverFinder, type DriverFinder } from './drivers.js';
import { isDiluted, labelDilution } from './dilution.js';
import { ROOT_CALLER, type Finding } from './finding.js';
import { replacedInside, spreadFunctions, unexplainedFunctions } from './functions.js';
import { separateMoves, type Move, type MovedCause } from './moves.js';
import { joinThreadTwins } from './thread-twins.js';
import { joinMechanisms } from './mechanisms.js';
import { pairOutlined } from './outlined.js';
import { pairRenames, pairReplacements, type RenameCandidate } from './renames.js';
import { DOMINANT, isContainer, selectTowers, type Tower, type TowerOptions } from './towers.js';
import { INTERPRETER_FRAME, isRuntimeGate } from './runtime-frames.js';

export type { Finding } from './finding.js';

export interface DetectOptions extends TowerOptions {
  /** Extra pathology rules, tried before the built-in ones. */
  readonly rules?: readonly PathologyRule[];
  /** Also return findings that are not significant (for JSON consumers). Default false. */
  readonly includeInsignificant?: boolean;
}

/**
 * The verdict as findings, in stages: towers found top-down as causes (towers.ts); towers of
 * code that moved between callers judged by their function (moves.ts); functions whose change
 * spreads over call sites replace the towers that are its call sites, and functions no tower
 * explains are added (functions.ts); renamed code is paired (renames.ts), replaced code
 * too (one finding, the net), and so is new code inside a larger function whose cost fell (and
 * gone code inside one whose cost grew: functions.ts); code moved between a function and a
 * callee it stopped or started inlining is that function's change (outlined.ts), and moves are
 * listed as such; improvements that fixed-length runs may explain are labelled (crowding.ts);
 * then everything is ranked by the size of its change, then by confidence.
 */
export function detectFindings(diff: DiffResult, options: DetectOptions = {}): Finding[] {
  const rules = [...(options.rules ?? []), ...PATHOLOGY_RULES];
  const categorise = pathologyMatcher(rules);
  const { towers: placed, moved, dropped, moves: movedCode } = separateMoves(diff, selectTowers(diff, options));
  const { spread, towers } = spreadFunctions(diff, placed);
  const accounted = [...spread, ...moved.flatMap((m) => [m.func, m.cause])];
  const movedFunctions = [...moved.map((m) => m.func.nameId), ...dropped.map((t) => diff.tree.frame[t.base])];
  const found = unexplainedFunctions(diff, towers, accounted, movedFunctions);
  const inside = replacedInside(diff, [...spread, ...found.map((g) => g.head)]);
  const groups = found.filter((g) => !inside.functions(g.head));
  const lists = childLists(diff.tree.parent);
  const drive = driverFinder(diff, lists, rules);
  const candidates: RenameCandidate[] = [
    ...towers.filter((t) => !inside.towers(t)).map((t) => towerCandidate(diff, lists, t, categorise, drive)),
    ...moved.map((m) => movedCandidate(diff, m, categorise)),
    ...spread.filter((f) => !inside.functions(f)).map((f) => functionCandidate(diff, lists, f, [f], categorise)),
    ...groups.map((g) => functionCandidate(diff, lists, g.head, g.chain, categorise)),
  ];
  // Moved code that changed no cost pairs as a rename where the two sides match; it is never a
  // regression or an improvement itself.
  const moves = dropped.map((t) => towerCandidate(diff, lists, t, categorise));
  const { renamed, rest } = pairRenames(diff, [...candidates, ...moves]);
  const { replaced, rest: unpaired } = pairReplacements(diff, rest.filter((c) => !moves.includes(c)));
  const asFunction = (stat: FunctionStat) => functionCandidate(diff, lists, stat, [stat], categorise).finding;
  const { findings: outlined, rest: unmoved } = pairOutlined(diff, unpaired, asFunction);
  const kept = [...unmoved.map((c) => c.finding), ...replaced, ...outlined];
  // Every other move is listed as one (not a change of cost, whatever changed inside it is its
  // function's finding), so the drawings can show it as moved.
  const paired = new Set(renamed.flatMap((r) => [r.node, ...(r.movedNodes ?? [])]));
  const movedFindings = movedCode.filter((m) => !paired.has(m.tower.attach) && !m.betweenThreads).map((m) => moveFinding(diff, lists, m, categorise));
  const findings = labelDilution(diff, labelCrowding(diff, [...kept, ...renamed, ...movedFindings]));
  const effects = new Set(rules.filter((r) => r.effect).map((r) => r.category));
  const shown = joinMechanisms(diff, joinThreadTwins(diff, distinctFindings(findings).filter((x) => x.significant || options.includeInsignificant)), rules);
  return rankFindings(withCauses(withProgramCallers(diff, shown), rules), effects, effectPayers(diff, rules), namesItsPayer(diff, rules));
}

/**
 * A finding whose frames begin at an interpreter's own frame begins at the program's frame above
 * it: CPython under perf (3.13, `-X perf_jit`) put a blind case's `str +=` loop at
 * `_PyEval_EvalFrameDefault → PyUnicode_Concat`, under `py::render_row` two frames up, which the
 * report never named.
 */
function withProgramCallers(diff: DiffResult, findings: readonly Finding[]): Finding[] {
  const { tree } = diff;
  const name = (n: number) => tree.names[tree.frame[n]];
  return findings.map((f) => {
    if (f.node === undefined || !INTERPRETER_FRAME.test(f.frames[0] ?? '')) return f;
    let at = tree.parent[f.node];
    if (at <= 0 || name(at) !== f.frames[0]) return f;
    const above: string[] = [];
    while (at > 0 && INTERPRETER_FRAME.test(name(at)) && tree.parent[at] > 0 && !isContainer(tree, tree.parent[at])) {
      at = tree.parent[at];
      above.unshift(name(at));
    }
    if (above.length === 0 || INTERPRETER_FRAME.test(above[0])) return f;
    return { ...f, frames: [...above, ...f.frames], ...(f.causeIndex !== undefined ? { causeIndex: f.causeIndex + above.length } : {}) };
  });
}

/** One finding per cause: two stages reaching the same frames with the same figures say it once. */
function distinctFindings(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.kind}\u0000${f.direction}\u0000${f.frames.join('\u0000')}\u0000${f.delta}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type Categorise = ReturnType<typeof pathologyMatcher>;

function fields(stat: Tested, sign: number) {
  return {
    direction: sign > 0 ? ('regression' as const) : ('improvement' as const),
    before: stat.before,
    after: stat.after,
    delta: stat.delta,
    pValue: stat.p,
    qValue: stat.q,
    significant: stat.significant,
    ciLow: stat.ciLow,
    ciHigh: stat.ciHigh,
    mde: stat.mde,
  };
}

/**
 * A tower as a finding: its caller, the path from where it attaches to its cause, then the
 * chain below the cause that carries most (over half) of the change, for the reader's eye.
 */
type ChildLists = ReturnType<typeof childLists>;

function towerCandidate(diff: DiffResult, lists: ChildLists, t: Tower, categorise: Categorise, drive?: DriverFinder): RenameCandidate {
  const { tree } = diff;
  const stat = diff.nodes.get(t.base)!;
  const parent = tree.parent[t.attach];
  const above = [...(parent > 0 ? [parent] : []), ...t.path];
  const named = (nodes: readonly number[]) => nodes.map((n) => tree.names[tree.frame[n]]);
  const chain = heaviestChain(diff, lists, t.base, t.sign);
  const own = towerCategory(named([...above, ...chain]), parent > 0 ? 1 : 0, t.path.length, t.sign, categorise);
  const split = own || chain.length > 0 ? undefined : splitCategory(diff, lists, t.base, t.sign, categorise);
  // A split tower's pathology is named below it by its largest callee of that category.
  const carried = named([...above, ...(split ? [split.child, ...heaviestChain(diff, lists, split.child, t.sign)] : chain)]);
  const category = own ?? split?.found;
  // Below the cause: what drives it, where its pathology shows in shared machinery; else the chain carrying its change.
  const driver = drive?.(t.base, t.sign, category?.category);
  const finding: Finding = {
    kind: 'tower',
    ...fields(stat, t.sign),
    frames: driver ? named([...above, ...driver]) : carried,
    ...(driver ? { driven: true } : {}),
    node: t.attach,
    causeIndex: above.length - 1,
    causeNode: t.base,
    ...category,
  };
  return { finding, node: t.attach, se: stat.se };
}

/**
 * A tower's pathology, from its frames (the caller it attaches to, its path, the chain below
 * carrying its change), except when the named frame is the base and the change goes on below
 * it into code no rule names: the base then only dispatches the change (an event loop's
 * callback runner, where work splits among tasks). A blind asyncio pipeline whose `tokenize`
 * got 2x slower had its tower at `Handle._run` under `BaseEventLoop._run_once`, with
 * `tokenizer → tokenize` below, and was labelled "the event loop is spinning". A caller alone
 * still names a tower whose own frames no rule names: `runtime.gcDrain → scanObject →
 * tryDeferToSpanScan` is garbage collection. But the tower's own frames come first: a blind
 * asyncio loop's `_run_once → EpollSelector.select` (a wait that fell by 85 pp when a consumer
 * began to spin) took the caller's "event loop is spinning" label instead of its own, idle.
 */
function towerCategory(frames: readonly string[], context: number, pathLength: number, sign: 1 | -1, categorise: Categorise): ReturnType<Categorise> {
  const below = frames.slice(context + pathLength);
  const beforeBase = frames.slice(context, context + pathLength - 1);
  const base = frames.slice(context + pathLength - 1, context + pathLength);
  if (below.length > 0 && categorise(base, sign) && !categorise(below, sign) && !categorise(beforeBase, sign)) return undefined;
  return categorise(frames.slice(context), sign) ?? categorise(frames.slice(0, context), sign);
}

/**
 * The pathology of a tower whose change splits among its callees, none carrying over half of
 * it: the category whose callees carry over half of its change in its direction. Why: a blind
 * C pool whose workers took one shared mutex grew `tally → worker` +26.5 pp, 39% of it under
 * `pthread_mutex_lock`, 31% under `__lll_lock_wait` (the rest its work moved beneath it), and
 * no rule named the tower: the lock read as a plain tower beside its own wake side. `child` is
 * the largest of those callees.
 */
export function splitCategory(diff: Pick<DiffResult, 'tree' | 'beforeTotal' | 'afterTotal'>, { start, kids }: ChildLists, base: number, sign: 1 | -1, categorise: Categorise): { found: NonNullable<ReturnType<Categorise>>; child: number } | undefined {
  const { tree } = diff;
  const delta = (m: number) => sign * (diff.afterTotal[m] - diff.beforeTotal[m]);
  const byCategory = new Map<string, { carried: number; found: NonNullable<ReturnType<Categorise>>; child: number }>();
  for (let k = start[base]; k < start[base + 1]; k++) {
    const child = kids[k];
    const found = delta(child) > 0 ? categorise([tree.names[tree.frame[child]]], sign) : undefined;
    if (!found) continue;
    const seen = byCategory.get(found.category);
    const largest = seen === undefined || delta(child) > delta(seen.child) ? child : seen.child;
    byCategory.set(found.category, { carried: (seen?.carried ?? 0) + delta(child), found: seen?.found ?? found, child: largest });
  }
  for (const { carried, found, child } of byCategory.values()) if (carried > 0.5 * delta(base)) return { found, child };
  return undefined;
}

/**
 * A function finding: `chain` is the function and the ones it holds, callers first; `f` the
 * cause. When it holds none below it, the chain below its heaviest call site that carries over
 * half of the change is named below it, as a tower's is: a Node `search` (+41.9 pp) whose
 * change was 94% its callee `scoreItem`'s was reported with no word of `scoreItem`.
 */
function functionCandidate(diff: DiffResult, lists: ChildLists, head: FunctionStat, chain: readonly FunctionStat[], categorise: Categorise): RenameCandidate {
  const f = passedTo(head, chain);
  const kind = f.before === 0 ? 'new' : f.after === 0 ? 'vanished' : 'function';
  const sign = Math.sign(f.delta);
  const causeIndex = Math.max(0, chain.indexOf(f));
  const causeNode = heaviestSite(diff, f.nameId, sign);
  const below = causeIndex === chain.length - 1 && causeNode !== undefined ? heaviestChain(diff, lists, causeNode, sign).map((n) => diff.tree.names[diff.tree.frame[n]]) : [];
  // The callers of the chain's head (whose whole change may have come through one) and of its cause.
  const headCallers = changeByCaller(diff, chain[0].nameId);
  const callers = sharesOf(f === chain[0] ? headCallers : changeByCaller(diff, f.nameId), sign);
  const caller = onlyCaller(headCallers, chain[0].name, f.delta);
  const frames = [...(caller ? [caller] : []), ...chain.map((x) => x.name), ...below];
  const finding: Finding = {
    kind,
    ...fields(f, sign),
    frames,
    causeIndex: causeIndex + (caller ? 1 : 0),
    causeNode,
    ...(callers.length > 0 && !caller ? { callers } : {}),
    ...categorise(frames, sign),
  };
  return { finding, nameId: f.nameId, se: f.se };
}

/**
 * The caller a function's whole change came through, when one did (it carries at least
 * {@link DOMINANT} of the change, net of the other callers): the finding then names it above the
 * function, as a tower names where it attaches. Why: from samples alone, "the function got
 * slower" and "its caller calls it more" look the same, and the caller is as likely the code
 * that changed. A blind thread pool whose `score_document` re-checked 40% of its tokens was
 * "function token_weight +19.9 pp", its four workers' call sites summed, with the caller only in
 * a "called from" line the ranking and the PR comment's headline never read.
 */
function onlyCaller(byCaller: ReadonlyMap<string, number>, head: string, delta: number): string | undefined {
  let best: string | undefined;
  let bestDelta = 0;
  for (const [name, d] of byCaller) if (Math.sign(delta) * d > bestDelta) [best, bestDelta] = [name, Math.sign(delta) * d];
  return best === undefined || best === ROOT_CALLER || best === head || bestDelta < DOMINANT * Math.abs(delta) ? undefined : best;
}

/**
 * The function of a chain that its change stops in: the deepest below `head` that carries
 * nearly all of it (as a tower's walk goes down). A function that only passes a change on is not
 * its cause: a blind Node case's reducer made `main`'s own time grow, and the finding named
 * Node's module loader (`run (module_job) → evaluate`), two frames above it, as the cause.
 */
export function passedTo(head: FunctionStat, chain: readonly FunctionStat[]): FunctionStat {
  let cause = head;
  for (let i = chain.indexOf(head) + 1; i < chain.length; i++) {
    const c = chain[i];
    if (Math.sign(c.delta) === Math.sign(head.delta) && Math.abs(c.delta) >= DOMINANT * Math.abs(head.delta)) cause = c;
    else break;
  }
  return cause;
}

/** The call site (topmost occurrence) of a function that changed most in direction `sign`. */
function heaviestSite(diff: DiffResult, nameId: number, sign: number): number | undefined {
  const { tree } = diff;
  const topmost = topmostOf(diff);
  let best: number | undefined;
  let bestDelta = 0;
  for (let n = 1; n < tree.frame.length; n++) {
    if (tree.frame[n] !== nameId || !topmost[n]) continue;
    const d = sign * (diff.afterTotal[n] - diff.beforeTotal[n]);
    if (best === undefined || d > bestDelta) {
      best = n;
      bestDelta = d;
    }
  }
  return best;
}

const topmostOf = (diff: DiffResult): Uint8Array => topmostOccurrence(diff.tree);

/**
 * A move as a neutral finding: the code where it is now (the tower) and where it was (its
 * largest departure site), with the nodes of both, before at the old site and after at the new.
 */
function moveFinding(diff: DiffResult, lists: ChildLists, m: Move, categorise: Categorise): Finding {
  const { tree } = diff;
  const arrived = towerCandidate(diff, lists, m.tower, categorise).finding;
  const delta = (n: number) => Math.abs(diff.afterTotal[n] - diff.beforeTotal[n]);
  const site = [...m.from].sort((a, b) => delta(b) - delta(a) || a - b)[0];
  const pathTo = (n: number) => {
    const out: string[] = [];
    for (let k = n; k > 0 && out.length < 3; k = tree.parent[k]) out.unshift(tree.names[tree.frame[k]]);
    return out;
  };
  // A regression's tower is where the code went; an improvement's, where it came from.
  const went = m.tower.sign > 0;
  const before = went ? diff.beforeTotal[site] : diff.beforeTotal[m.tower.base];
  const after = went ? diff.afterTotal[m.tower.base] : diff.afterTotal[site];
  return {
    ...arrived,
    kind: 'renamed',
    direction: 'neutral',
    frames: went ? arrived.frames : pathTo(site),
    previous: went ? pathTo(site) : arrived.frames,
    movedNodes: [m.tower.attach, ...m.from],
    movedFrames: [...m.via],
    before,
    after,
    delta: after - before,
    category: undefined,
    explanation: undefined,
    hint: undefined,
  };
}

/** Moved code judged by its function: the cause among the function's merged callees. */
function movedCandidate(diff: DiffResult, m: MovedCause, categorise: Categorise): RenameCandidate {
  const frames = [...m.frames];
  const finding: Finding = { kind: 'function', ...fields(m.cause, m.sign), frames, causeIndex: m.causeIndex, causeNode: heaviestSite(diff, m.cause.nameId, m.sign), ...categorise(frames, m.sign) };
  return { finding, nameId: m.cause.nameId, se: m.cause.se };
}

/** Below `n`: the child carrying over half of the change, repeatedly. */
function heaviestChain(diff: DiffResult, { start, kids }: ChildLists, n: number, sign: number): number[] {
  const delta = (m: number) => sign * (diff.afterTotal[m] - diff.beforeTotal[m]);
  const out: number[] = [];
  const want = 0.5 * delta(n);
  for (let cur = n; ; ) {
    let best = -1;
    for (let k = start[cur]; k < start[cur + 1]; k++) if (delta(kids[k]) >= want && (best === -1 || delta(kids[k]) > delta(best))) best = kids[k];
    if (best === -1) return out;
    out.push(best);
    cur = best;
  }
}

/**
 * Findings of a category made by another's (`causedBy`) name the largest significant finding of
 * that category and direction as what made them, its frames down to the first that the causing
 * rule matches, or the one entering the kernel for it: page faults under the buffer's first
 * writer (`decode_batch`), caused by the `madvise` that gave its pages back, in the code that
 * calls it (`recycle_buffer`). Both keep their places by size; the cause is read in the finding
 * a person reads first.
 */
export function withCauses(findings: readonly Finding[], rules: readonly PathologyRule[]): Finding[] {
  const byCategory = new Map(rules.map((r) => [r.category, r] as const));
  return findings.map((f) => {
    const by = f.category ? byCategory.get(f.category)?.causedBy : undefined;
    const rule = by !== undefined ? byCategory.get(by) : undefined;
    if (!rule || notACost(f)) return f;
    const cause = findings
      .filter((g) => g.category === by && g.direction === f.direction && g.significant && !notACost(g))
      .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || (a.frames.join(';') < b.frames.join(';') ? -1 : 1))[0];
    if (!cause) return f;
    // Down to the call that does it: the first frame of the causing rule, or the frame that
    // enters the kernel for it (`__madvise`, above `entry_SYSCALL_64…`).
    const own = new RegExp(rule.match);
    const entry = new RegExp(byCategory.get('syscalls')?.match ?? '$^');
    const at = cause.frames.findIndex((name) => own.test(name) || entry.test(name));
    const end = at < 0 ? cause.frames.length : own.test(cause.frames[at]) ? at + 1 : at;
    return { ...f, causedBy: cause.frames.slice(0, Math.max(1, end)) };
  });
}

/**
 * Whether an effect's finding names the program code that pays for it: a frame of the program
 * (not a runtime's own, not a thread or process, not the effect's) above its first effect
 * frame. Such a finding is that code's change and ranks by its size. Why: a blind Go stage that
 * allocated a fresh buffer per record was `main.(*encoder).encodeRecord → runtime.makeslice →
 * runtime.mallocgc` (+17.8 pp), ranked behind a smaller copy tower as "garbage collection" paid
 * by other code, and the #1 missed the stage the finding itself named.
 */
function namesItsPayer(diff: DiffResult, rules: readonly PathologyRule[]): (f: Finding) => boolean {
  const effectRe = new Map(rules.filter((r) => r.effect).map((r) => [r.category, new RegExp(r.match)] as const));
  const container = new Set(diff.tree.names.filter((_, i) => diff.tree.kinds[i] === 'thread' || diff.tree.kinds[i] === 'process'));
  const program = (name: string) => !RUNTIME_FRAME.test(name) && !isRuntimeGate(name) && !container.has(name);
  return (f) => {
    const re = f.category ? effectRe.get(f.category) : undefined;
    if (!re) return false;
    const first = f.frames.findIndex((name) => re.test(name));
    return first > 0 && f.frames.slice(0, first).some(program);
  };
}

/** Frames of a runtime rather than the program: Go's runtime, V8's and CPython's machinery, unsymbolised code. */
const RUNTIME_FRAME = /^(runtime\.|v8::|Builtins_|Runtime_|Py|_Py|\[)/;

/**
 * Renamed code, diluted shares and waiting: listed after every change of cost, however large.
 * Waiting both ways (a rise stays with the regressions: a throttled worker's `Thread.join` in its
 * caller is the symptom, the sleep that throttles it the cause), so that a diff read backwards
 * reports the same findings in the same order.
 */
const notACost = (f: Finding) => f.kind === 'renamed' || isDiluted(f) || isWaiting(f);

/**
 * By the size of the change, then confidence, then frames; renamed code after the rest. A
 * finding in an `effects` category (garbage collection) follows the code findings of its
 * direction that are at least a quarter of its size: the collector's extra work is paid for
 * code that allocates, and that code is the cause (a V8 scavenger tower +42 pp ranked above
 * the +35 pp string-building function that fed it). `pays` says which code findings can be
 * where an effect's work is paid (`effectPayers`); `paysItself`, which effect findings name the
 * code that pays for them and so rank as that code's change (`namesItsPayer`).
 */
export function rankFindings(findings: readonly Finding[], effects: ReadonlySet<string> = new Set(), pays: Payers = () => true, paysItself: (f: Finding) => boolean = () => false): Finding[] {
  const key = (f: Finding) => f.frames.join(';');
  const sorted = [...findings].sort(
    (a, b) =>
      Number(notACost(a)) - Number(notACost(b)) ||
      Math.abs(b.delta) - Math.abs(a.delta) ||
      a.qValue - b.qValue ||
      (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0),
  );
  const isEffect = (f: Finding) => f.category !== undefined && f.category !== null && effects.has(f.category) && !paysItself(f);
  const place = sorted.map((f, i) => {
    if (!isEffect(f) || f.kind === 'renamed') return i;
    let after = i;
    sorted.forEach((g, j) => {
      if (j > i && !isEffect(g) && g.kind !== 'renamed' && g.direction === f.direction && Math.abs(g.delta) >= 0.25 * Math.abs(f.delta) && pays(g, f)) after = j;
    });
    return after === i ? i : after + 0.5;
  });
  return sorted.map((f, i) => ({ f, at: place[i], i })).sort((a, b) => a.at - b.at || a.i - b.i).map((x) => x.f);
}
