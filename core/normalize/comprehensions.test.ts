import { describe, expect, it } from 'vitest';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { foldedString } from '../output/folded.js';
import { qualifyComprehensions } from './comprehensions.js';

function py(text: string): Profile {
  const b = new ProfileBuilder('samples');
  for (const line of text.trim().split('\n')) {
    const sp = line.lastIndexOf(' ');
    const ids = line.slice(0, sp).trim().split(';').map((n) => b.internFrame({ name: n, kind: 'python' }));
    b.addSelf(b.addStack(ids, 0), Number(line.slice(sp + 1)));
  }
  return b.build({ sourceFormat: 'folded' });
}

describe("Python's anonymous code", () => {
  it('is named after the function of its own file it runs in, past builtins that iterate it', () => {
    const p = py(`
      main (search.py);tokens (search.py);normalize (search.py);str.join (<built-in>);<genexpr> (search.py) 5
      main (search.py);make_queries (search.py);<listcomp> (search.py);<genexpr> (search.py) 3
      main (search.py);sort (util.py);<lambda> (search.py) 2
      <module> (search.py);<genexpr> (search.py) 1`);
    expect(foldedString(qualifyComprehensions(p)).split('\n').filter(Boolean).sort()).toEqual([
      'main (search.py);tokens (search.py);normalize (search.py);str.join (<built-in>);normalize.<locals>.<genexpr> (search.py) 5',
      'main (search.py);make_queries (search.py);make_queries.<locals>.<listcomp> (search.py);make_queries.<locals>.<genexpr> (search.py) 3',
      'main (search.py);sort (util.py);main.<locals>.<lambda> (search.py) 2',
      '<module> (search.py);<genexpr> (search.py) 1',
    ].sort());
  });

  it('leaves a profile without any as it is', () => {
    const p = py('main (app.py);work (app.py) 5');
    expect(qualifyComprehensions(p)).toBe(p);
  });
});
