import { describe, expect, it } from 'vitest';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { foldedString } from '../output/folded.js';
import { foldPruned } from './pruned.js';

/** A run from folded lines, as a profiler that left out paths under `pruned` of the total writes it. */
function run(text: string, pruned?: number): Profile {
  const b = new ProfileBuilder('seconds');
  for (const line of text.trim().split('\n')) {
    const sp = line.lastIndexOf(' ');
    const ids = line.slice(0, sp).trim().split(';').map((n) => b.internFrame({ name: n, kind: 'python' }));
    b.addSelf(b.addStack(ids, 0), Number(line.slice(sp + 1)));
  }
  return b.build({ sourceFormat: 'pyinstrument', profiler: 'pyinstrument', ...(pruned !== undefined ? { prunedBelow: pruned } : {}) });
}

describe('paths a profiler left out near its threshold', () => {
  // `bit_length` at 1.05% of one run, left out of the other (under 1%, its time in its caller).
  const before = run('main;draw 48.95\nmain;draw;bit_length 1.05\nmain;parse 50', 0.01);
  const after = run('main;draw 50\nmain;parse 50', 0.01);

  it('are folded into their callers on every run when some run lacks them and none holds twice the threshold', () => {
    const r = foldPruned([before], [after]);
    expect(foldedString(r.before[0])).toBe(foldedString(run('main;draw 50\nmain;parse 50')));
    expect(r.after[0]).toBe(after);
    expect(r.note).toMatch(/^pyinstrument leaves out call paths under 1% of a run: 1 near that size/);
  });

  it('stay where one run holds twice the threshold (a change the tests can judge), on every run, and without a threshold', () => {
    const grown = run('main;draw 46\nmain;draw;bit_length 4\nmain;parse 50', 0.01);
    expect(foldPruned([after], [grown]).note).toBeUndefined();
    expect(foldPruned([run('main;draw 48.95\nmain;draw;bit_length 1.05\nmain;parse 50')], [run('main;draw 50\nmain;parse 50')]).note).toBeUndefined();
    // On every run: a path all runs hold is measured by the tests, however small.
    expect(foldPruned([before], [before]).note).toBeUndefined();
  });
});
