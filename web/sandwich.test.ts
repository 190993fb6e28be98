import { describe, expect, it } from 'vitest';
import type { ViewerData } from '../core/output/viewer-data.js';
import { sandwichTrees } from './sandwich.js';
import { functionRows, selfByName } from './table.js';

// main → a → helper, main → b → helper → helper (recursion): helper counted once per stack.
const names = ['main', 'a', 'b', 'helper'];
const data = {
  names,
  frame: [0, 0, 1, 3, 2, 3, 3],
  parent: [-1, 0, 1, 2, 1, 4, 5],
  before: [10, 10, 4, 4, 6, 6, 2],
  after: [12, 12, 4, 4, 8, 8, 3],
  beforeSelf: [0, 0, 0, 4, 0, 4, 2],
  afterSelf: [0, 0, 0, 4, 0, 5, 3],
  functions: [
    { name: 3, before: 10, after: 12, q: 0.01, significant: 1 },
    { name: 1, before: 4, after: 4, q: 1, significant: 0 },
  ],
} as unknown as ViewerData;

describe('viewer views, as data', () => {
  it('the sandwich merges callers and callees of the topmost occurrences', () => {
    const { callers, callees } = sandwichTrees(data, 3);
    // Callers: a and b, each leading to main.
    expect(callers.before[0]).toBe(10);
    expect(callers.names.slice(1).map((i) => names[i]).sort()).toEqual(['a', 'b', 'main', 'main']);
    // Callees: the recursive helper once.
    expect(callees.names.slice(1).map((i) => names[i])).toEqual(['helper']);
    expect(callees.after[1]).toBe(3);
  });

  it('function rows sort by the size of their change', () => {
    const rows = functionRows(data, selfByName(data), 'delta');
    expect(rows.map((r) => names[r.name])).toEqual(['helper', 'a']);
    expect(rows[0].self).toBe(2); // helper's self 6 → 8
  });
});
