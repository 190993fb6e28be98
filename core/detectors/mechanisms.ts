import type { DiffResult } from '../diff/diff.js';
import { topmostOccurrence, type UnionTree } from '../diff/union.js';
import type { PathologyRule } from '../rules/pathologies.js';
import { summedFigures, type Finding } from './finding.js';

/**
 * Findings of one mechanism in several places of one process are one finding (a rule's
 * `oneCause`: a contended lock, the GIL): its Δ, values and interval the places' summed, the
 * places listed with their own Δ (`Finding.places`), the largest first and its frames the
 * finding's. Why: a lock shared by a pool's workers shows wherever they take it, wait for it
 * and wake its waiters, and a report of four lock towers of 1.2–3.3 pp (a blind C case) or
 * four of 8–28 pp (a newcomer's lock per item) hid one cause of +10 pp and +66 pp behind its
 * pieces and ranked it by its largest piece.
 *
 * Rises and falls of one mechanism join into their net (a read lock that became a write lock
 * read as a new `pthread_rwlock_wrlock` +65.5 pp beside `worker → pthread_rwlock_rdlock`
 * −13.6 pp, "less of this work", an improvement that was the same lock's cost moving). Only
 * places that share no code join (`overlaps`: a function's call sites can hold a tower, which a
 * sum would count twice; such a finding stays apart), and only within one process: two
 * programs' locks are two causes. A finding wholly inside others of its mechanism is not listed
 * at all (`nested`). As for a pool's twins (thread-twins.ts), the interval is the sum of the
 * places' intervals and q the largest of theirs.
 */
export function joinMechanisms(diff: DiffResult, findings: readonly Finding[], rules: readonly PathologyRule[]): Finding[] {
  const { tree } = diff;
  const oneCause = new Map(rules.filter((r) => r.oneCause).map((r) => [r.category, new RegExp(r.match)] as const));
  let topmost: Uint8Array | undefined;
  const members = new Map<Finding, Member>();
  for (const f of findings) {
    const key = mechanismKey(tree, f, oneCause);
    if (key !== undefined) members.set(f, { key, roots: f.kind === 'tower' ? [f.node!] : callSites(tree, f.frames[f.causeIndex!], (topmost ??= topmostOccurrence(tree))) });
  }
  const inside = nested(tree, members);
  const groups = new Map<string, { members: Finding[]; roots: number[] }>();
  const order: (Finding | string)[] = [];
  for (const f of findings) {
    if (inside.has(f)) continue;
    const member = members.get(f);
    if (member === undefined) {
      order.push(f);
      continue;
    }
    const { key, roots } = member;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { members: [f], roots: [...roots] });
      order.push(key);
    } else if (overlaps(tree, group.roots, roots)) order.push(f);
    else {
      group.members.push(f);
      group.roots.push(...roots);
    }
  }
  return order.flatMap((x) => (typeof x === 'string' ? joined(groups.get(x)!.members, oneCause) : [x]));
}

/**
 * A mechanism's findings that lie wholly inside others of it (every root at or under one of
 * theirs; of two with the same roots, the later): their change is already counted there, and
 * listed apart they read as more of the same cause. Why: a blind condition variable signalled
 * per item listed the function `futex_wait` (+26.5 pp), every call of it under the function
 * `do_futex` (+56.2 pp), both lock-wait, beside the lock's own towers.
 */
export function nested(tree: Pick<UnionTree, 'parent'>, members: ReadonlyMap<Finding, Member>): Set<Finding> {
  const out = new Set<Finding>();
  const list = [...members];
  list.forEach(([f, { key, roots }], i) => {
    if (roots.length === 0) return;
    // The other findings' roots; one of f's own counts only for a finding before it.
    const others = new Set(list.flatMap(([g, m], j) => (g === f || m.key !== key ? [] : m.roots.filter((r) => !roots.includes(r) || j < i))));
    if (roots.every((r) => under(tree, others, r))) out.add(f);
  });
  return out;
}

/** A finding of a mechanism: what it shares with the mechanism's other places (`mechanismKey`), and its subtrees' roots. */
export interface Member {
  readonly key: string;
  readonly roots: readonly number[];
}

/**
 * What a finding shares with the other places of its mechanism; undefined when it has none.
 * Towers, and functions (their call sites), whose subtrees the join checks are disjoint.
 */
function mechanismKey(tree: UnionTree, f: Finding, oneCause: ReadonlyMap<string, RegExp>): string | undefined {
  if (!f.significant || f.direction === 'neutral' || f.category === undefined || !oneCause.has(f.category)) return undefined;
  const at = f.kind === 'tower' ? f.node : f.kind === 'function' || f.kind === 'new' ? (f.causeIndex !== undefined ? (f.causeNode ?? f.node) : undefined) : undefined;
  if (at === undefined) return undefined;
  return [f.category, processOf(tree, at)].join('\u0000');
}

/** A function's call sites: the topmost node of its name on each path. */
function callSites(tree: UnionTree, name: string, topmost: Uint8Array): number[] {
  const out: number[] = [];
  for (let n = 1; n < tree.frame.length; n++) if (topmost[n] && tree.names[tree.frame[n]] === name) out.push(n);
  return out;
}

/**
 * Whether two sets of subtrees (by their roots) share a node: one's root at or under the
 * other's. Places must be disjoint for their Δs to add up (a function's call sites can hold a
 * tower of the same lock: a blind case's `entry_SYSCALL_64` over its sites, +83.5 pp, held the
 * `__lll_lock_wake` tower, +48.2 pp, and a sum of both read +178.6 pp of a +154.8 pp whole).
 */
export function overlaps(tree: Pick<UnionTree, 'parent'>, a: readonly number[], b: readonly number[]): boolean {
  const inA = new Set(a);
  const inB = new Set(b);
  return b.some((r) => under(tree, inA, r)) || a.some((r) => under(tree, inB, r));
}

/** Whether node `n` is one of `roots` or lies beneath one. */
function under(tree: Pick<UnionTree, 'parent'>, roots: ReadonlySet<number>, n: number): boolean {
  for (let m = n; m > 0; m = tree.parent[m]) if (roots.has(m)) return true;
  return false;
}

/** The outermost process a node runs in (0 when the tree names none). */
function processOf(tree: UnionTree, n: number): number {
  let process = 0;
  for (let at = n; at > 0; at = tree.parent[at]) if (tree.kinds[tree.frame[at]] === 'process') process = at;
  return process;
}

/**
 * One finding for a mechanism's places, its figures their net; the places as they were when
 * their net's interval holds zero (rises and falls of one lock that cancel say nothing of it).
 * Its frames, label and hint are those of the largest place in the net's direction.
 */
function joined(group: readonly Finding[], oneCause: ReadonlyMap<string, RegExp>): Finding[] {
  if (group.length === 1) return [...group];
  const net = summedFigures(group);
  if (net.ciLow <= 0 && net.ciHigh >= 0) return [...group];
  const bySize = [...group].sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || (a.frames.join(';') < b.frames.join(';') ? -1 : 1));
  const lead = bySize.find((f) => Math.sign(f.delta) === Math.sign(net.delta))!;
  const own = oneCause.get(lead.category!)!;
  return [{
    ...lead,
    ...net,
    places: bySize.map((f) => ({ frames: placeFrames(f.frames, own), delta: f.delta, ...(f.causeNode ?? f.node) !== undefined ? { node: f.causeNode ?? f.node } : {} })),
  }];
}

/**
 * A place named by its frames down to the mechanism's first (`worker → pthread_mutex_lock`):
 * where the places differ; the kernel's path below a lock is the same in each.
 */
export function placeFrames(frames: readonly string[], own: RegExp): string[] {
  const at = frames.findIndex((name) => own.test(name));
  return at < 0 ? [...frames] : frames.slice(0, at + 1);
}
