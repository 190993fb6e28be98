import { describe, expect, it } from 'vitest';
import { buildUnion } from '../diff/union.js';
import { ProfileBuilder } from '../model/builder.js';
import { activityOf, focusMasks } from './activity.js';

function run(names: string[][], times: number[]): ReturnType<ProfileBuilder['build']> {
  const b = new ProfileBuilder('samples');
  names.forEach((stack, i) => {
    let node = 0;
    for (const n of stack) node = b.child(node, b.internFrame({ name: n, kind: 'unknown' }));
    b.addSample(node, 1, times[i]);
  });
  return b.build({ sourceFormat: 'test' });
}

describe('activity: samples over time for the viewer strip', () => {
  it('a node is followed with everything under it, whatever the depth', () => {
    // 0 root; 1 main; 2 main;a; 3 main;a;b
    expect(Array.from(focusMasks(Int32Array.from([-1, 0, 1, 2]), [2]))).toEqual([0, 0, 1, 1]);
    expect(Array.from(focusMasks(Int32Array.from([-1, 0, 1, 2]), [1, 3]))).toEqual([0, 1, 1, 3]);
  });

  it('bins each timed run from its first sample to its last, with the followed node counted apart', () => {
    const before = run([['main', 'a'], ['main', 'a'], ['main', 'b'], ['main', 'b']], [10, 11, 12, 13]);
    const after = run([['main', 'a'], ['main', 'b'], ['main', 'b'], ['main', 'b']], [0, 1, 2, 3]);
    const tree = buildUnion([before], [after]);
    const b = tree.names.indexOf('b');
    const node = Array.from(tree.frame).indexOf(b);
    const a = activityOf(tree, [node], 2)!;
    expect(a.runs.map((r) => [r.side, r.span, r.total, r.focus[0]])).toEqual([
      ['before', 3, [2, 2], [0, 2]],
      ['after', 3, [2, 2], [1, 2]],
    ]);
  });

  it('nothing when no run kept sample times', () => {
    const b = new ProfileBuilder('samples');
    b.addSelf(b.child(0, b.internFrame({ name: 'x', kind: 'unknown' })), 1);
    const p = b.build({ sourceFormat: 'folded' });
    expect(activityOf(buildUnion([p], [p]), [])).toBeUndefined();
  });
});
