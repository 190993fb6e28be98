import { describe, expect, it } from 'vitest';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { driftWarning, recordingOrder } from './drift.js';

const run = (startTime?: number, startClock: 'perf' | 'epoch' = 'perf'): Profile => {
  const b = new ProfileBuilder('samples');
  b.addStack([b.internFrame({ name: 'main', kind: 'native' })], 1);
  return b.build({ sourceFormat: 'test', ...(startTime === undefined ? {} : { startTime, startClock }) });
};

describe('recording order', () => {
  it('sides recorded one after the other are sequential, and warned about', () => {
    const o = recordingOrder([run(10), run(20), run(30)], [run(40), run(50), run(60)]);
    expect(o).toEqual({ sequential: true, gapSeconds: 10, first: 'before' });
    expect(driftWarning([run(10), run(20)], [run(40), run(50)])).toMatch(/one after the other/);
  });

  it('interleaved sides are not', () => {
    expect(recordingOrder([run(10), run(30), run(50)], [run(20), run(40), run(60)])?.sequential).toBe(false);
    expect(driftWarning([run(10), run(30)], [run(20), run(40)])).toBeUndefined();
  });

  it('says nothing without start times on one clock, or with one run a side', () => {
    expect(recordingOrder([run(10), run()], [run(40), run(50)])).toBeUndefined();
    expect(recordingOrder([run(10), run(20, 'epoch')], [run(40), run(50)])).toBeUndefined();
    expect(recordingOrder([run(10)], [run(40)])).toBeUndefined();
  });
});
