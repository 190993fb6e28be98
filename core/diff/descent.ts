import { benjaminiHochberg } from '../stats/tests.js';
import { childLists, type UnionTree } from './union.js';

/**
 * The level the whole's change must reach to be descended into. Under no change at all the
 * descent flags a comparison exactly when the whole passes this level, so it is the rate of
 * false alarms the descent may add: the calibrated target for no-change comparisons (≤ 1% of
 * them flagged; test/calibrated.test.ts), not the findings' α. At α = 0.05, 4 of 100
 * three-run splits of the py-spy noise pool were flagged (2 before), the whole at p = 0.01–0.04.
 */
export const WHOLE_LEVEL = 0.01;

/**
 * Hierarchical testing from a whole that changed (Yekutieli 2008): when the whole profile's
 * change against the unchanged code is significant (at {@link WHOLE_LEVEL}) and no node is, the children of the root
 * are one family, tested by Benjamini–Hochberg at α among themselves; the children of each
 * node rejected there form the next family, and so on down. A node rejected this way gets its
 * family's q. Returns the q-values with the descent's rejections written in (a copy).
 *
 * Why: Benjamini–Hochberg over every frame pays for every frame. A blind C case moved a table
 * behind one mutex: the whole cost +38% per unit of unchanged work (p = 0.008) while `worker`,
 * where the lock's time landed, was +26.5 pp at p = 0.0024, q = 0.054 over 46 hypotheses, and
 * the report said no significant change under a headline of +38%. A change of the whole is
 * located by descending into it, each step asking only among siblings; the families' sizes
 * are what the tree gives, not what was tested elsewhere.
 *
 * `nodes[i]` is the union node of quantity i; `rootIndex` the quantity of the whole.
 */
export function descendFromWhole(
  tree: UnionTree,
  nodes: readonly number[],
  p: ArrayLike<number>,
  qOf: Float64Array,
  rootIndex: number,
  alpha: number,
): Float64Array {
  const out = Float64Array.from(qOf);
  if (!(p[rootIndex] <= WHOLE_LEVEL)) return out;
  const quantity = new Map<number, number>();
  nodes.forEach((n, i) => quantity.set(n, i));
  const { start, kids } = childLists(tree.parent);
  let frontier = [0];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const parent of frontier) {
      const family: number[] = [];
      for (let c = start[parent]; c < start[parent + 1]; c++) if (quantity.has(kids[c])) family.push(kids[c]);
      if (family.length === 0) continue;
      const q = benjaminiHochberg(family.map((n) => p[quantity.get(n)!]));
      family.forEach((n, i) => {
        if (q[i] > alpha) return;
        const k = quantity.get(n)!;
        out[k] = Math.min(out[k], q[i]);
        next.push(n);
      });
    }
    frontier = next;
  }
  return out;
}
