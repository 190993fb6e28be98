import { describe, expect, it } from 'vitest';
import { ProfileBuilder } from '../model/builder.js';
import { foldedString } from '../output/folded.js';
import { evenV8Samples } from './even-samples.js';

/** A V8-like profile: one sample per entry, each weighing the gap that follows it (µs). */
function v8(samples: readonly (readonly [string, number])[], profiler = 'v8') {
  const b = new ProfileBuilder('microseconds');
  for (const [stack, gap] of samples) {
    let node = 0;
    for (const name of stack.split(';')) node = b.child(node, b.internFrame({ name, kind: 'jit' }));
    b.addSample(node, gap);
  }
  return b.build({ sourceFormat: 'v8-cpuprofile', profiler });
}

describe("V8's samples weighed evenly for comparing", () => {
  it('counts samples, keeping the run total: a long gap after a stack is not its time', () => {
    // The garbage collector's sample is followed by a 5 ms gap (the sampler was held up).
    const p = v8([['main;work', 1000], ['(garbage collector)', 5000], ['main;work', 1000], ['main;io', 1000]]);
    expect(foldedString(p)).toBe('(garbage collector) 5000\nmain;io 1000\nmain;work 2000\n');
    const even = evenV8Samples(p);
    expect(foldedString(even)).toBe('(garbage collector) 2000\nmain;io 2000\nmain;work 4000\n');
    expect(Array.from(even.timeline!.weight)).toEqual([2000, 2000, 2000, 2000]);
  });

  it("leaves V8's (idle) out: the thread with nothing to run is not CPU time or code", () => {
    // A worker waiting longer for the main thread's batches: (idle) was its only "regression"
    // (+4.8 pp, an effect), ahead of the code.
    const p = v8([['main;work', 1000], ['(idle)', 1000], ['(idle)', 1000], ['main;io', 1000]]);
    const even = evenV8Samples(p);
    expect(foldedString(even)).toBe('main;io 1000\nmain;work 1000\n');
    expect(even.timeline!.stack.length).toBe(2);
  });

  it('leaves other profilers alone (their weights are periods or constant)', () => {
    const p = v8([['main;work', 1000], ['main;io', 3000]], 'perf');
    expect(evenV8Samples(p)).toBe(p);
  });
});
