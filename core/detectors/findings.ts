import type { DiffResult, FunctionStat, Tested } from '../diff/diff.js';
import { childLists, topmostOccurrence } from '../diff/union.js';
import { PATHOLOGY_RULES, pathologyMatcher, type PathologyRule } from '../rules/pathologies.js';

/**
 * One thing that changed, as a plain record: detectors produce these, renderers only draw them.
 * `frames` runs from the base (where the grown or new part attaches) down to the deepest frame
 * that still carries most of the change.
 */
export interface Finding {
  readonly kind: 'tower' | 'function' | 'new' | 'vanished';
  readonly direction: 'regression' | 'improvement';
  readonly frames: readonly string[];
  /** Union-tree node of the tower's top (towers only), for viewers. */
  readonly node?: number;
  readonly before: number;
  readonly after: number;
  readonly delta: number;
  readonly pValue: number;
  readonly qValue: number;
  readonly significant: boolean;
  readonly ciLow: number;
  readonly ciHigh: number;
  /** Minimum detectable effect of this test (80% power, α = 0.05). */
  readonly mde: number;
  readonly category?: string;
  readonly explanation?: string;
  readonly hint?: string;
}

export interface DetectOptions {
  /** A node "grew" when after/before reaches this (or it is new). Default 1.5. */
  readonly growth?: number;
  /** Extra pathology rules, tried before the built-in ones. */
  readonly rules?: readonly PathologyRule[];
  /** Also return findings that are not significant (for JSON consumers). Default false. */
  readonly includeInsignificant?: boolean;
}

/**
 * Finds towers (subtrees whose inclusive value changed, reported once at their base),
 * functions whose change spreads over their call sites, and new / vanished frames, ranked by
 * size of change then confidence.
 */
export function detectFindings(diff: DiffResult, options: DetectOptions = {}): Finding[] {
  const growth = options.growth ?? 1.5;
  const { tree, beforeTotal, afterTotal } = diff;
  const size = tree.frame.length;
  const delta = (n: number) => afterTotal[n] - beforeTotal[n];
  const name = (n: number) => tree.names[tree.frame[n]];

  // Children lists.
  const { start, kids } = childLists(tree.parent);

  const grew = (n: number, sign: number) => {
    const [from, to] = sign > 0 ? [beforeTotal[n], afterTotal[n]] : [afterTotal[n], beforeTotal[n]];
    return from === 0 ? to > 0 : to / from >= growth;
  };

  /** The chain below `n` that carries most (over half) of n's change. */
  const chain = (n: number, sign: number): number[] => {
    const out = [n];
    const want = 0.5 * sign * delta(n);
    let cur = n;
    for (;;) {
      let best = -1;
      let bestD = want;
      for (let k = start[cur]; k < start[cur + 1]; k++) {
        const c = kids[k];
        const d = sign * delta(c);
        if (d >= bestD) {
          best = c;
          bestD = d;
        }
      }
      if (best === -1) return out;
      out.push(best);
      cur = best;
    }
  };

  interface Tower {
    top: number;
    path: number[];
    sign: number;
    stat: Tested;
  }
  const candidates = new Map<number, Tower>();
  for (const [n, stat] of diff.nodes) {
    if (!stat.significant) continue;
    const sign = Math.sign(stat.delta);
    const c = chain(n, sign);
    const topIdx = c.findIndex((m) => grew(m, sign));
    let top = topIdx === -1 ? c[c.length - 1] : c[topIdx];
    const path = c.slice(topIdx === -1 ? c.length - 1 : topIdx);
    // Climb to where the grown part attaches: ancestors that grew too and whose change is
    // mostly this one belong to the tower.
    if (topIdx !== -1) {
      for (let p = tree.parent[top]; p > 0 && grew(p, sign) && sign * delta(top) >= 0.5 * sign * delta(p); p = tree.parent[p]) {
        top = p;
        path.unshift(p);
      }
    }
    const topStat = diff.nodes.get(top);
    // The top must itself be a significant change; otherwise report at the start node.
    const at = topStat?.significant && Math.sign(topStat.delta) === sign ? top : n;
    if (!candidates.has(at)) {
      candidates.set(at, { top: at, path: at === top ? path : c, sign, stat: diff.nodes.get(at)! });
    }
  }
  // Deepest first: a tower is dropped when towers below it already explain most of its change.
  const sorted = [...candidates.values()].sort((a, b) => tree.depth[b.top] - tree.depth[a.top] || a.top - b.top);
  const accepted: Tower[] = [];
  for (const t of sorted) {
    let explained = 0;
    for (const a of accepted) {
      if (a.sign !== t.sign) continue;
      for (let m = tree.parent[a.top]; m > 0; m = tree.parent[m]) {
        if (m === t.top) {
          explained += Math.abs(a.stat.delta);
          break;
        }
      }
    }
    if (explained < 0.5 * Math.abs(t.stat.delta)) accepted.push(t);
  }
  // Sibling towers that together carry most of their parent's change are one change seen
  // through several callees: merge them into a tower at the parent (and repeat upwards).
  for (let changed = true; changed; ) {
    changed = false;
    const byParent = new Map<number, Tower[]>();
    for (const t of accepted) {
      const p = tree.parent[t.top];
      if (p <= 0) continue;
      const key = p * 2 + (t.sign > 0 ? 1 : 0);
      const list = byParent.get(key) ?? [];
      list.push(t);
      byParent.set(key, list);
    }
    for (const [key, list] of byParent) {
      if (list.length < 2) continue;
      const p = key >> 1;
      const sign = list[0].sign;
      const stat = diff.nodes.get(p);
      const sum = list.reduce((a, t) => a + sign * delta(t.top), 0);
      if (!stat?.significant || Math.sign(stat.delta) !== sign || sum < 0.5 * sign * delta(p)) continue;
      const biggest = list.reduce((a, b) => (sign * delta(b.top) > sign * delta(a.top) ? b : a));
      for (const t of list) accepted.splice(accepted.indexOf(t), 1);
      accepted.push({ top: p, path: [p, ...biggest.path], sign, stat });
      changed = true;
      break;
    }
  }
  // A tower inside an accepted tower of the same direction is part of that change.
  const acceptedTops = new Map(accepted.map((t) => [t.top, t.sign]));
  const insideAnother = (t: Tower) => {
    for (let m = tree.parent[t.top]; m > 0; m = tree.parent[m]) if (acceptedTops.get(m) === t.sign) return true;
    return false;
  };
  for (let i = accepted.length - 1; i >= 0; i--) if (insideAnother(accepted[i])) accepted.splice(i, 1);

  // A function whose change is split over several call sites (a shared helper made slower)
  // shows up as one tower per caller; report the function once instead of its callers' towers.
  const pathNames = (t: Tower) => new Set([tree.parent[t.top], ...t.path].filter((n) => n > 0).map((n) => tree.frame[n]));
  const spread: FunctionStat[] = [];
  for (const f of diff.functions) {
    if (!f.significant) continue;
    const sign = Math.sign(f.delta);
    const holders = accepted.filter((t) => t.sign === sign && pathNames(t).has(f.nameId));
    if (holders.length < 2) continue;
    const carried = holders.reduce((a, t) => a + Math.abs(t.stat.delta), 0);
    if (carried < 0.5 * Math.abs(f.delta) || holders.some((t) => Math.abs(t.stat.delta) >= Math.abs(f.delta))) continue;
    for (const t of holders) accepted.splice(accepted.indexOf(t), 1);
    spread.push(f);
  }

  const categorise = pathologyMatcher([...(options.rules ?? []), ...PATHOLOGY_RULES]);
  const findings: Finding[] = [];
  const base = (stat: Tested, sign: number) => ({
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
  });
  const towerFrames = new Map<Tower, Set<string>>();
  for (const t of accepted) {
    const parent = tree.parent[t.top];
    const nodes = parent > 0 ? [parent, ...t.path] : t.path;
    const frames = nodes.map(name);
    towerFrames.set(t, new Set(frames));
    findings.push({ kind: 'tower', ...base(t.stat, t.sign), frames, node: t.top, ...categorise(frames) });
  }

  for (const f of spread) {
    const kind = f.before === 0 ? 'new' : f.after === 0 ? 'vanished' : 'function';
    findings.push({ kind, ...base(f, Math.sign(f.delta)), frames: [f.name], ...categorise([f.name]) });
  }
  const spreadIds = new Set(spread.map((f) => f.nameId));
  const within = (inner: number, outer: number): number => {
    let d = 0;
    for (let n = 1; n < size; n++) {
      if (tree.frame[n] !== inner) continue;
      let m = tree.parent[n];
      while (m > 0 && tree.frame[m] !== inner && tree.frame[m] !== outer) m = tree.parent[m];
      // Topmost occurrences of `inner` only (recursion once), under an `outer` frame.
      if (m > 0 && tree.frame[m] === inner) continue;
      if (m > 0) d += delta(n);
    }
    return d;
  };

  // Functions and new/vanished frames, unless a tower already explains them: the function is
  // in a same-direction tower's frames, or a tower lies below one of its occurrences.
  // Sign of the accepted tower each node lies in (0 outside every tower).
  const inTower = new Int8Array(size);
  for (let n = 1; n < size; n++) inTower[n] = acceptedTops.get(n) ?? inTower[tree.parent[n]];
  // Per function: the change of its topmost occurrences that lie inside a tower, by sign.
  const topmost = topmostOccurrence(tree);
  const towerShare = new Map<number, number>();
  for (let n = 1; n < size; n++) {
    if (!topmost[n] || inTower[n] === 0) continue;
    const f = tree.frame[n];
    if (Math.sign(delta(n)) === inTower[n]) towerShare.set(f, (towerShare.get(f) ?? 0) + Math.abs(delta(n)));
  }
  const meanDepth = new Map<number, number>();
  {
    const sum = new Float64Array(tree.names.length);
    const cnt = new Float64Array(tree.names.length);
    for (let n = 1; n < size; n++) if (topmost[n]) (sum[tree.frame[n]] += tree.depth[n]), cnt[tree.frame[n]]++;
    for (let f = 0; f < sum.length; f++) if (cnt[f] > 0) meanDepth.set(f, sum[f] / cnt[f]);
  }
  const skipName = (f: { name: string; nameId: number }) =>
    f.name === '[unknown]' || tree.kinds[f.nameId] === 'process' || tree.kinds[f.nameId] === 'thread';
  const unexplained = diff.functions
    .filter((f) => (f.significant || options.includeInsignificant) && !skipName(f) && !spreadIds.has(f.nameId))
    // A caller whose change lies (mostly) in a spread function below it is that function's change.
    .filter((g) => !spread.some((f) => Math.sign(f.delta) === Math.sign(g.delta) && Math.sign(g.delta) * within(f.nameId, g.nameId) >= 0.5 * Math.abs(g.delta)))
    .filter((f) => {
      const sign = Math.sign(f.delta);
      let explained = towerShare.get(f.nameId) ?? 0;
      for (const t of accepted) {
        if (t.sign !== sign) continue;
        let covers = towerFrames.get(t)!.has(f.name);
        for (let m = t.top; !covers && m > 0; m = tree.parent[m]) covers = tree.frame[m] === f.nameId;
        if (covers) explained += Math.abs(t.stat.delta);
      }
      return explained < 0.5 * Math.abs(f.delta);
    })
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.nameId - b.nameId);
  // A function whose change lies (80%+) inside the subtrees of a larger same-direction function
  // finding is part of that finding (its callee chain), not a finding of its own.
  const groups: { head: (typeof unexplained)[number]; frames: string[] }[] = [];
  const members = new Map<(typeof groups)[number], (typeof unexplained)[number][]>();
  for (const f of unexplained) {
    const sign = Math.sign(f.delta);
    const g = groups.find((x) => Math.sign(x.head.delta) === sign && sign * within(f.nameId, x.head.nameId) >= 0.8 * Math.abs(f.delta));
    if (g) members.get(g)!.push(f);
    else {
      const group = { head: f, frames: [] as string[] };
      groups.push(group);
      members.set(group, [f]);
    }
  }
  for (const group of groups) {
    // Callers first: order the chain by how deep each function sits.
    const chainOf = members.get(group)!.sort((a, b) => (meanDepth.get(a.nameId) ?? 0) - (meanDepth.get(b.nameId) ?? 0) || a.nameId - b.nameId);
    group.frames = chainOf.map((x) => x.name);
  }
  for (const { head: f, frames } of groups) {
    const kind = f.before === 0 ? 'new' : f.after === 0 ? 'vanished' : 'function';
    findings.push({ kind, ...base(f, Math.sign(f.delta)), frames, ...categorise(frames) });
  }

  return findings
    .filter((x) => x.significant || options.includeInsignificant)
    .sort((a, b) => {
      const ka = a.frames.join(';');
      const kb = b.frames.join(';');
      return Math.abs(b.delta) - Math.abs(a.delta) || a.qValue - b.qValue || (ka < kb ? -1 : ka > kb ? 1 : 0);
    });
}
