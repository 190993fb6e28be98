import { describe, expect, it } from 'vitest';
import { layoutFlame, layoutForPicture, THIN_LEVELS, type LayoutTree } from './flame.js';

/** A tree drawn as text: `name value` lines, indentation = depth (2 spaces). */
function tree(text: string): LayoutTree {
  const names = ['(root)'];
  const parents = [-1];
  const values = [0];
  const stack: number[] = [0];
  for (const line of text.trim().split('\n')) {
    const depth = (line.length - line.trimStart().length) / 2 + 1;
    const [name, v] = line.trim().split(' ');
    stack.length = depth;
    parents.push(stack[depth - 1]);
    names.push(name);
    values.push(Number(v));
    stack.push(names.length - 1);
  }
  values[0] = values.reduce((a, v, i) => (parents[i] === 0 ? a + v : a), 0);
  return { size: names.length, parent: (i) => parents[i], name: (i) => names[i], value: (i) => values[i] };
}

describe('flame layout', () => {
  it('places children side by side in name order, under their parent', () => {
    const t = tree(`
main 10
  zeta 6
  alpha 4
`);
    const l = layoutFlame(t);
    expect(l.rects.map((r) => [t.name(r.node), r.x, r.width, r.depth])).toEqual([
      ['main', 0, 1, 0],
      ['alpha', 0, 0.4, 1],
      ['zeta', 0.4, 0.6, 1],
    ]);
    expect(l.maxDepth).toBe(1);
  });

  it('merges frames narrower than the minimum width into one rectangle', () => {
    const t = tree(`
main 1000
  big 990
  a 4
  b 3
  c 3
`);
    const l = layoutFlame(t, { minWidth: 0.005 });
    const merged = l.rects.filter((r) => r.node === -1);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ node: -1, depth: 1, merged: 3, parent: 1 });
    expect(merged[0].x).toBeCloseTo(0.99, 12);
    expect(merged[0].width).toBeCloseTo(0.01, 12);
    expect(l.rects.some((r) => r.node >= 0 && t.name(r.node) === 'a')).toBe(false);
  });

  it('scales children down when together they are wider than their parent (non-additive values)', () => {
    const t = tree(`
main 10
  a 8
  b 8
`);
    const l = layoutFlame(t);
    const [, a, b] = l.rects;
    expect(a.width + b.width).toBeCloseTo(1, 12);
    expect(b.x + b.width).toBeCloseTo(1, 12);
  });

  it('gives the same rectangles for the same input', () => {
    const t = tree(`
main 5
  b 2
  a 3
`);
    expect(layoutFlame(t)).toEqual(layoutFlame(t));
  });
});

describe('flame layout: depth bound', () => {
  it('draws at most maxDepth levels and counts the frames left out', () => {
    const t = tree(`
main 10
  a 10
    b 10
      c 6
        d 6
      e 4`);
    const l = layoutFlame(t, { maxDepth: 2 });
    expect(l.rects.map((r) => t.name(r.node))).toEqual(['main', 'a']);
    expect(l.maxDepth).toBe(1);
    expect(l.cutFrames).toBe(4);
    expect(layoutFlame(t).cutFrames).toBe(0);
  });

  it('a stack a million frames deep is laid out to the bound, without recursion', () => {
    const n = 1_000_000;
    const deep: LayoutTree = { size: n + 1, parent: (i) => i - 1, name: (i) => `f${i}`, value: () => 1 };
    const l = layoutFlame(deep);
    expect(l.rects).toHaveLength(1024);
    expect(l.cutFrames).toBe(n - 1024);
  });
});

describe('picture height', () => {
  // Start-up imports: a chain twelve frames deep, 0.5% of the width, beside the work.
  const chain = Array.from({ length: 12 }, (_, i) => `${'  '.repeat(i + 1)}imp${i} 5`).join('\n');
  const text = `
main 1000
  work 600
    step 600
  imports 5
${chain}
  serve 395
`;
  const t = tree(text);
  const depthOf = (name: string) => layoutFlame(t).rects.find((r) => t.name(r.node) === name)!.depth;

  it('a significant change too thin to see does not set the height; a visible one does', () => {
    const thin = (n: number) => t.name(n) === 'imp11';
    expect(layoutForPicture(t, {}, thin).maxDepth).toBe(depthOf('step') + THIN_LEVELS);
    // The same chain at 1% of the width or more sets it as before.
    const wide = tree(text.replace(/ 5$/gm, ' 12').replace('main 1000', 'main 1007'));
    expect(layoutForPicture(wide, {}, (n) => wide.name(n) === 'imp11').maxDepth).toBe(depthOf('imp11'));
  });
});
