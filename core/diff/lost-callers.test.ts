import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../test/support/parse.js';
import { folded } from '../formats/folded/index.js';
import { lostCallersWarning } from './lost-callers.js';

const run = (text: string) => parseBytes(text, {}, folded).profile;

describe('runs that lost their callers', () => {
  it('are named when every run of both sides is nearly all one stack', () => {
    const cut = run('prog;main;spin 640\nprog;main 3\n');
    expect(lostCallersWarning([cut, cut], [run('prog;main;spin 1000\n')])).toMatch(/^every run spends 90% or more of its samples in one call stack \(prog → main → spin\): .*lost their callers/);
  });

  it('say nothing of runs with their call tree, a small program, or too few samples to tell', () => {
    const whole = run('p;main;parse 300\np;main;hash 200\np;main;hash;mix 50\np;main;write 40\n');
    expect(lostCallersWarning([whole], [whole])).toBeUndefined();
    // Three functions are three stacks, none of them nearly all.
    const three = run('main;work 1000\nmain;helper 100\nmain;io 500\n');
    expect(lostCallersWarning([three], [three])).toBeUndefined();
    // One side whole is enough: the callers are there to be recorded.
    expect(lostCallersWarning([run('p;main;spin 640\n')], [whole])).toBeUndefined();
    expect(lostCallersWarning([run('p;main;spin 40\n')], [run('p;main;spin 30\n')])).toBeUndefined();
  });
});
