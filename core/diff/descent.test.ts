import { describe, expect, it } from 'vitest';
import { descendFromWhole, WHOLE_LEVEL } from './descent.js';
import type { UnionTree } from './union.js';

/**
 *   root ─ main ─┬─ a ── a1
 *                └─ b
 * Quantities: main, a, b, a1, then the root (the whole).
 */
const tree = { parent: Int32Array.from([-1, 0, 1, 1, 2]) } as unknown as UnionTree;
const nodes = [1, 2, 3, 4, 0];
const rootIndex = 4;

describe('descending from a whole that changed', () => {
  it('rejects down the families of siblings while each is significant among its own', () => {
    // Over every frame nothing passed (q 0.2); among siblings main and then a do, b and a1 not.
    const p = [0.004, 0.003, 0.6, 0.2, WHOLE_LEVEL / 2];
    const q = descendFromWhole(tree, nodes, p, new Float64Array(5).fill(0.2), rootIndex, 0.05);
    expect(Array.from(q).map((x) => x <= 0.05)).toEqual([true, true, false, false, false]);
    expect(q[1]).toBeCloseTo(0.006, 12); // a's family: {a, b}, BH: 0.003 × 2 / 1
  });

  it('does nothing when the whole did not pass its level', () => {
    const p = [0.004, 0.003, 0.6, 0.2, WHOLE_LEVEL * 2];
    const before = new Float64Array(5).fill(0.2);
    expect(Array.from(descendFromWhole(tree, nodes, p, before, rootIndex, 0.05))).toEqual(Array.from(before));
  });
});
