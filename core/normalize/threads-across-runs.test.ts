import { describe, expect, it } from 'vitest';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { nameThreadsAcrossRuns } from './threads-across-runs.js';

/** A run from folded lines whose first frame is a thread (`Thread "name";fn;fn weight`). */
function run(text: string): Profile {
  const b = new ProfileBuilder('samples');
  for (const line of text.trim().split('\n')) {
    const sp = line.lastIndexOf(' ');
    const names = line.slice(0, sp).trim().split(';');
    b.addStack(names.map((name, i) => b.internFrame({ name, kind: i === 0 ? 'thread' : 'python' })), Number(line.slice(sp + 1)));
  }
  return b.build({ sourceFormat: 'test' });
}

const roots = (p: Profile) => [...new Set(Array.from(p.stackFrame).filter((_, n) => n > 0 && p.stackParent[n] === 0).map((f) => p.frames[f].name))].sort();

describe('root threads named across runs', () => {
  it('a run whose main thread has no name takes the name of the thread that ran its code in the other runs', () => {
    const named = run(`
Thread "MainThread";main;make_orders 60
Thread "worker-0";worker_loop;handle 40`);
    const unnamed = run(`
Thread "";main;make_orders 55
Thread "worker-0";worker_loop;handle 45`);
    const out = nameThreadsAcrossRuns([named, named], [unnamed]);
    expect(roots(out.after[0])).toEqual(['Thread "MainThread"', 'Thread "worker-0"']);
    expect(out.before[0]).toBe(named);
  });

  it('stays unnamed where no named thread ran most of its code, or where the run has that name already', () => {
    const named = run(`
Thread "MainThread";main;make_orders 60
Thread "worker-0";worker_loop;handle 40`);
    // A thread running code no named thread runs (a new metrics thread without a name).
    const other = run(`
Thread "MainThread";main;make_orders 60
Thread "";metrics_loop;summarize 40`);
    expect(roots(nameThreadsAcrossRuns([named], [other]).after[0])).toEqual(['Thread ""', 'Thread "MainThread"']);
    // Its code is the main thread's, but this run's main thread is named already.
    const twice = run(`
Thread "MainThread";main;make_orders 60
Thread "";main;make_orders 40`);
    expect(roots(nameThreadsAcrossRuns([named], [twice]).after[0])).toEqual(['Thread ""', 'Thread "MainThread"']);
  });
});
