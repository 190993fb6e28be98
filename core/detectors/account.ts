import type { DiffResult } from '../diff/diff.js';
import type { Finding } from './finding.js';

/**
 * The additive account of a bulk-normalised diff: the change of the whole profile (its cost
 * per unit of the code that did not change) as the sum of the findings' changes plus a
 * residual, the net change of everything no finding holds. Shares cannot be added up this way
 * (their changes always sum to zero); bulk values can, because unchanged code keeps its value.
 */
export interface Account {
  /** The whole: before (≈ 1) and after, in units of the before total, with its interval. */
  readonly before: number;
  readonly after: number;
  readonly delta: number;
  readonly ciLow: number;
  readonly ciHigh: number;
  /** Regressions and improvements, in rank order (renamed code changes no cost). */
  readonly items: readonly { readonly frames: readonly string[]; readonly causeIndex?: number; readonly kind: Finding['kind']; readonly delta: number; readonly places?: number }[];
  /** Whole Δ minus the items' Δs. */
  readonly residual: number;
}

export function additiveAccount(diff: DiffResult, findings: readonly Finding[]): Account | undefined {
  const whole = diff.composition?.whole;
  if (!whole) return undefined;
  const counted = findings.filter((f) => f.significant && f.direction !== 'neutral');
  const inside = towersInsideFunctions(diff, counted);
  const items = counted
    .flatMap((f) => [
      // A mechanism's places are one item (its frames the largest place's): how many it holds is said.
      { frames: f.frames, causeIndex: f.causeIndex, kind: f.kind, delta: f.delta - (inside.get(f) ?? 0), ...(f.places ? { places: f.places.length } : {}) },
      // The waiting a replacement ended (or began) moved samples too, at no cost of CPU.
      ...(f.waitingDelta !== undefined && f.previous ? [{ frames: f.previous, causeIndex: f.previous.length - 1, kind: f.kind, delta: f.waitingDelta }] : []),
    ]);
  const explained = items.reduce((a, x) => a + x.delta, 0);
  return {
    before: whole.before,
    after: whole.after,
    delta: whole.delta,
    ciLow: whole.ciLow,
    ciHigh: whole.ciHigh,
    items,
    residual: whole.delta - explained,
  };
}

/**
 * Per function finding, the Δ of the tower findings of its direction inside its function's
 * subtrees: a function's change is its total over its call sites, and a tower reported beneath
 * it is part of that total, so the account counts it once, in the tower. A blind Node case's
 * `main` (+228.1 pp, its own time and its callee's) and `main → collectIds` (+97.2 pp) had read
 * as +325 pp of a +254 pp whole, and "other code −96.5 pp" made up the difference.
 */
function towersInsideFunctions(diff: DiffResult, findings: readonly Finding[]): Map<Finding, number> {
  const { tree } = diff;
  const out = new Map<Finding, number>();
  const isFunction = (f: Finding) => f.kind === 'function' || f.kind === 'new' || f.kind === 'vanished';
  // A mechanism's places are towers of their own here (`Finding.places`): one of them can lie
  // under another finding's function (a cache's `put → Unlock` under the function `put`).
  const towers = findings.flatMap((f) =>
    f.places ? f.places.filter((p) => p.node !== undefined).map((p) => ({ of: f, node: p.node!, delta: p.delta })) : f.kind === 'tower' && f.node !== undefined ? [{ of: f, node: f.node, delta: f.delta }] : [],
  );
  for (const f of findings) {
    if (!isFunction(f) || f.causeNode === undefined) continue;
    const fn = tree.frame[f.causeNode];
    let sum = 0;
    for (const t of towers) {
      if (t.of === f || t.of.direction !== f.direction) continue;
      let above = false;
      for (let m = t.node; m > 0 && !above; m = tree.parent[m]) above = tree.frame[m] === fn;
      if (above) sum += t.delta;
    }
    if (sum !== 0) out.set(f, sum);
  }
  return out;
}
