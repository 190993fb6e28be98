import type { DiffResult } from '../diff/diff.js';
import { summedFigures, type Finding } from './finding.js';
import { inWorker } from './towers.js';

/**
 * A tower found at the same call path in several workers of one pool, each on its own, is one
 * finding: its Δ, values and interval the workers' summed, the workers listed with their own Δ
 * (`Finding.threads`). Workers of one pool are sibling threads (or processes) whose names differ
 * only in their numbers (`ThreadPoolExecutor-0_2`, `worker-3`). Why: a newcomer's Python pool
 * shrunk from four workers to two read as four improvements, two of them the same
 * `_worker → Semaphore.release → Condition.__enter__` (−12.4 pp and −11.5 pp) under two
 * workers the report did not name, and the account line listed the same two frames twice.
 *
 * The interval is the sum of the workers' intervals (as wide as if their errors were one), and
 * q the largest of theirs: each worker's change was significant on its own, and the sum says
 * no more than they do.
 */
export function joinThreadTwins(diff: DiffResult, findings: readonly Finding[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  const order: (Finding | string)[] = [];
  for (const f of findings) {
    const key = twinKey(diff, f);
    if (key === undefined) {
      order.push(f);
      continue;
    }
    const group = groups.get(key);
    if (group) group.push(f);
    else {
      groups.set(key, [f]);
      order.push(key);
    }
  }
  return order.map((x) => (typeof x === 'string' ? joined(diff, groups.get(x)!) : x));
}

/**
 * What a tower finding shares with its twins in other workers of its pool: its direction, the
 * pool's parent, the workers' name without its numbers, and its call path below its worker;
 * undefined for a finding that is not a tower inside a thread or process.
 */
function twinKey(diff: DiffResult, f: Finding): string | undefined {
  if (f.kind !== 'tower' || f.node === undefined || !f.significant) return undefined;
  const { tree } = diff;
  const { home, path } = inWorker(tree, f.node);
  if (home <= 0) return undefined;
  return [f.direction, tree.parent[home], poolName(tree.names[tree.frame[home]]), ...path].join('\u0000');
}

/** A worker's name without its numbers: the name its pool's workers share. */
function poolName(name: string): string {
  return name.replace(/\d+/g, '#');
}

/** One finding for a pool's twins; a lone finding as it was. */
function joined(diff: DiffResult, group: readonly Finding[]): Finding {
  if (group.length === 1) return group[0];
  const { tree } = diff;
  const lead = group.reduce((a, f) => (Math.abs(f.delta) > Math.abs(a.delta) ? f : a));
  return {
    ...lead,
    ...summedFigures(group),
    threads: [...group].sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta)).map((f) => ({ name: tree.names[tree.frame[inWorker(tree, f.node!).home]], delta: f.delta })),
  };
}
