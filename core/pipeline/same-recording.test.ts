import { describe, expect, it } from 'vitest';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { repeatedRecordings } from './same-recording.js';

/** A run of `n` samples of one frame, one per millisecond from `start` seconds. */
function run(start: number, n: number, timed = true): Profile {
  const b = new ProfileBuilder('samples');
  const node = b.child(0, b.internFrame({ name: 'main', kind: 'native' }));
  for (let i = 0; i < n; i++) b.addSample(node, 1, timed ? start + i / 1000 : undefined);
  return b.build({ sourceFormat: 'test' });
}

describe('one recording given twice', () => {
  it('is found by its samples and their times, whatever the file it came from', () => {
    const data = [run(1000.25, 300), run(1010.5, 310), run(1020.75, 290)];
    const text = data.map((p) => ({ ...p, meta: { ...p.meta, sourceFormat: 'perf-script' } }));
    expect(repeatedRecordings([...data, ...text])).toEqual([
      { index: 3, sameAs: 0 },
      { index: 4, sameAs: 1 },
      { index: 5, sameAs: 2 },
    ]);
  });

  it('different runs of the same length are not the same recording; runs without times are never matched', () => {
    expect(repeatedRecordings([run(1000, 300), run(1001, 300)])).toEqual([]);
    expect(repeatedRecordings([run(0, 300, false), run(0, 300, false)])).toEqual([]);
  });
});
