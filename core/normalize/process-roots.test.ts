import { describe, expect, it } from 'vitest';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { foldedString } from '../output/folded.js';
import { alignProcessRoots } from './process-roots.js';

/** A profile from `process;fn;fn COUNT` lines, the first frame a process root (as perf script gives). */
function perfLike(text: string): Profile {
  const b = new ProfileBuilder('samples');
  for (const line of text.trim().split('\n')) {
    const [stack, count] = line.trim().split(' ');
    const [proc, ...fns] = stack.split(';');
    let node = b.child(0, b.internFrame({ name: proc, kind: 'process' }));
    for (const f of fns) node = b.child(node, b.internFrame({ name: f, kind: 'unknown' }));
    b.addSelf(node, Number(count));
  }
  return b.build({ sourceFormat: 'perf-script' });
}

describe('alignProcessRoots', () => {
  it('one process renamed between the sides becomes one program, said in a note', () => {
    const r = alignProcessRoots([perfLike('app-v1;main;work 10\nworker;loop 5')], [perfLike('app-v2;main;work 20\nworker;loop 5')]);
    expect(foldedString(r.before[0]).trim().split('\n')).toEqual(['app-v2;main;work 10', 'worker;loop 5']);
    expect(r.note).toMatch(/"app-v1" before and "app-v2" after/);
  });

  it('a profile that lost its roots\' kind (perf saved as speedscope) is aligned when each side has one root', () => {
    const plain = (text: string) => {
      const b = new ProfileBuilder('samples');
      for (const line of text.trim().split('\n')) {
        const [stack, count] = line.split(' ');
        b.addSelf(b.addStack(stack.split(';').map((n) => b.internFrame({ name: n, kind: 'unknown' })), 0), Number(count));
      }
      return b.build({ sourceFormat: 'speedscope' });
    };
    const r = alignProcessRoots([plain('w60;main;parse 8\nw60;main;checksum 2')], [plain('w600;main;parse 2\nw600;main;checksum 8')]);
    expect(foldedString(r.before[0])).toBe('w600;main;checksum 2\nw600;main;parse 8\n');
    const many = alignProcessRoots([plain('a;x 1\nb;x 1')], [plain('c;x 1')]);
    expect(many.note).toBeUndefined();
  });

  it('leaves the sides alone when the names match, or when pairing them would be a guess', () => {
    const same = alignProcessRoots([perfLike('app;main 1')], [perfLike('app;main 2')]);
    expect(same.note).toBeUndefined();
    const two = alignProcessRoots([perfLike('a;main 1\nb;main 1')], [perfLike('c;main 1\nd;main 1')]);
    expect(two.note).toBeUndefined();
    expect(foldedString(two.before[0])).toContain('a;main');
  });
});
