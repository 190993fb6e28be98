import { describe, expect, it } from 'vitest';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { outlierRuns, outlierRunWarning } from './outlier-runs.js';

/** One run from `name count` pairs, each a leaf under main. */
function run(source: string, counts: Record<string, number>): Profile {
  const b = new ProfileBuilder('samples');
  const main = b.internFrame({ name: 'main', kind: 'native' });
  for (const [name, n] of Object.entries(counts)) b.addSelf(b.addStack([main, b.internFrame({ name, kind: 'native' })], 0), n);
  return b.build({ sourceFormat: 'test', source });
}

const before = [run('b1', { skip: 384, parse: 277, num: 117 }), run('b2', { skip: 377, parse: 262, num: 122 }), run('b3', { skip: 375, parse: 277, num: 104 })];

describe('outlier runs', () => {
  it('names the run unlike the others of its side, and only it', () => {
    const after = [run('a1', { skip: 658, parse: 139, num: 56 }), run('a2', { skip: 515, parse: 212, num: 92 }), run('a3', { skip: 487, parse: 226, num: 95 })];
    expect(outlierRuns(before, after).map((o) => o.source)).toEqual(['a1']);
    expect(outlierRunWarning(before, after)).toMatch(/^one run differs .*a1 \(/);
  });

  it('says nothing when the runs agree, or when every run of a side differs from the others', () => {
    const alike = [run('a1', { skip: 515, parse: 212, num: 92 }), run('a2', { skip: 505, parse: 220, num: 90 }), run('a3', { skip: 487, parse: 226, num: 95 })];
    expect(outlierRunWarning(before, alike)).toBeUndefined();
    const wandering = [run('a1', { skip: 700, parse: 100, num: 100 }), run('a2', { skip: 400, parse: 400, num: 100 }), run('a3', { skip: 100, parse: 400, num: 400 })];
    expect(outlierRunWarning(before, wandering)).toBeUndefined();
  });

  it('needs three runs on a side', () => {
    expect(outlierRunWarning(before.slice(0, 2), [run('a1', { skip: 900, parse: 10, num: 10 }), run('a2', { skip: 100, parse: 400, num: 400 })])).toBeUndefined();
  });
});
