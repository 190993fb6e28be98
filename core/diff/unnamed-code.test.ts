import { describe, expect, it } from 'vitest';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { unnamedShare, unnamedSide } from './unnamed-code.js';

/** A profile from folded lines (`frame;frame weight`), frames of unknown kind. */
function folded(text: string): Profile {
  const b = new ProfileBuilder('samples');
  for (const line of text.split('\n')) {
    const sp = line.lastIndexOf(' ');
    b.addStack(line.slice(0, sp).split(';').map((name) => b.internFrame({ name, kind: 'unknown' })), Number(line.slice(sp + 1)));
  }
  return b.build({ sourceFormat: 'folded' });
}

describe('unnamed code', () => {
  it('counts the weight of stacks with no frame naming code', () => {
    // Bare addresses and [unknown] name no code; one named frame anywhere on the stack does.
    const p = folded(['0x156b0;0x27304;0x16e33 6', '0x156b0;[unknown] 2', '0x156b0;digest;0x98a4d 2'].join('\n'));
    expect(unnamedShare(p)).toBeCloseTo(0.8, 10);
  });

  it('names the side that is mostly addresses, and none when both sides name their code', () => {
    const symbolised = folded('main;digest 7\nmain;parse 3');
    const bare = folded('0x156b0;0x27304 9\nmain;parse 1');
    expect(unnamedSide([symbolised], [bare])).toEqual({ side: 'after', share: 0.9 });
    expect(unnamedSide([bare, bare], [symbolised])).toEqual({ side: 'before', share: 0.9 });
    expect(unnamedSide([symbolised], [symbolised])).toBeUndefined();
    // Half is not most: a JIT program's unsymbolised half still leaves code to compare.
    expect(unnamedSide([folded('0x1;0x2 5\nmain;run 5')], [symbolised])).toBeUndefined();
  });
});
