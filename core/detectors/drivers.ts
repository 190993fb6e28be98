import type { DiffResult } from '../diff/diff.js';
import type { childLists } from '../diff/union.js';
import type { PathologyRule } from '../rules/pathologies.js';
import { DOMINANT } from './towers.js';

type ChildLists = ReturnType<typeof childLists>;

/** For a tower's base, direction and category: the nodes from below the base to what drives it, if a rule says where to look and something there changed. */
export type DriverFinder = (base: number, sign: 1 | -1, category: string | undefined) => number[] | undefined;

/**
 * Where a pathology shows in machinery every task shares, the callback that drives it: among
 * the callees of the frames its rule names (`drivenFrom`: an event loop's callback runners)
 * inside the tower, the one whose significant change in the tower's direction is largest,
 * leaving out the machinery itself (frames the rule matches).
 *
 * Why: a busy-polling coroutine spends little time in itself. Each `await asyncio.sleep(0)`
 * returns to the loop, so the cost lands in `_run_once`, `Handle._run` and `call_soon`. In a
 * blind py-spy `--idle` capture whose consumer began polling an empty queue, the report's one
 * regression was `_run_once → Handle._run` +100 pp, "the event loop is spinning". The
 * coroutine that polled, `consume_orders` (+24 pp beneath it), was named nowhere. That is the
 * one frame a reader can act on.
 */
export function driverFinder(diff: DiffResult, lists: ChildLists, rules: readonly PathologyRule[]): DriverFinder {
  const compiled = new Map<string, { runner: RegExp; machinery: RegExp }>();
  for (const r of rules) {
    if (r.drivenFrom && !compiled.has(r.category)) compiled.set(r.category, { runner: new RegExp(r.drivenFrom), machinery: new RegExp(r.match) });
  }
  return (base, sign, category) => {
    const rule = category === undefined ? undefined : compiled.get(category);
    if (!rule) return undefined;
    const below = drivingCallback(diff, lists, base, sign, rule.runner, rule.machinery);
    if (below) return below;
    // A tower of machinery beside what drives it (`Handle._run → call_soon`, the poller a
    // tower of its own beside it): the runner it hangs from, through machinery only.
    if (!rule.machinery.test(diff.tree.names[diff.tree.frame[base]])) return undefined;
    const runner = runnerAbove(diff.tree, base, rule.runner, rule.machinery);
    const beside = runner > 0 ? drivingCallback(diff, lists, runner, sign, rule.runner, rule.machinery, false) : undefined;
    return beside && [beside[beside.length - 1]];
  };
}

/** The nearest runner above `base` reached through machinery frames only (0: none). */
function runnerAbove(tree: DiffResult['tree'], base: number, runner: RegExp, machinery: RegExp): number {
  const name = (n: number) => tree.names[tree.frame[n]];
  for (let m = tree.parent[base]; m > 0; m = tree.parent[m]) {
    if (runner.test(name(m))) return m;
    if (!machinery.test(name(m))) return 0;
  }
  return 0;
}

/**
 * The path from below `base` to the code a `runner` frame in its subtree (`deep`; else `base`
 * itself) runs that changed most in direction `sign` (significantly), or undefined: among the
 * runner's callees and everything they call (machinery left out), the largest such change,
 * then followed down while one callee carries the dominant part of it.
 *
 * Why below the runner's callees: a task's coroutine is often a wrapper (`main` awaiting
 * `consume`, which awaits the poller). A blind py-spy capture whose consumer began polling a
 * queue with `await asyncio.sleep(0)` (`main → consume → poll_queue`, the poller new at 6.4% of
 * the after run) had no significant callee of `Handle._run`: `main` also holds the unchanged
 * digest step, whose noise hid the poller's growth in it, and the report named the loop only.
 */
export function drivingCallback(
  diff: Pick<DiffResult, 'tree' | 'nodes'>,
  lists: ChildLists,
  base: number,
  sign: 1 | -1,
  runner: RegExp,
  machinery: RegExp,
  deep = true,
): number[] | undefined {
  const { tree } = diff;
  const name = (n: number) => tree.names[tree.frame[n]];
  const change = (n: number) => {
    const t = diff.nodes.get(n);
    return t?.significant && Math.sign(t.delta) === sign ? sign * t.delta : 0;
  };
  let best = -1;
  let size = 0;
  const consider = (top: number) => {
    const work = [top];
    while (work.length > 0) {
      const c = work.pop()!;
      if (machinery.test(name(c))) continue;
      if (change(c) > size) [best, size] = [c, change(c)];
      for (let k = lists.start[c]; k < lists.start[c + 1]; k++) work.push(lists.kids[k]);
    }
  };
  const work = [base];
  while (work.length > 0) {
    const m = work.pop()!;
    const runs = runner.test(name(m));
    for (let k = lists.start[m]; k < lists.start[m + 1]; k++) {
      const c = lists.kids[k];
      if (deep) work.push(c);
      if (runs) consider(c);
    }
  }
  if (best < 0) return undefined;
  best = carriedDown(diff, lists, best, change, machinery);
  const path: number[] = [];
  for (let n = best; n !== base; n = tree.parent[n]) path.unshift(n);
  return path;
}

/**
 * From n down while one callee (not machinery) carries `DOMINANT` of the change, significantly
 * (`change` is 0 for a node that did not change significantly that way, and n's is above 0).
 */
function carriedDown(diff: Pick<DiffResult, 'tree'>, lists: ChildLists, n: number, change: (n: number) => number, machinery: RegExp): number {
  const { tree } = diff;
  for (;;) {
    let next = -1;
    for (let k = lists.start[n]; k < lists.start[n + 1]; k++) {
      const c = lists.kids[k];
      if (machinery.test(tree.names[tree.frame[c]])) continue;
      if (change(c) >= DOMINANT * change(n) && (next < 0 || change(c) > change(next))) next = c;
    }
    if (next < 0) return n;
    n = next;
  }
}
