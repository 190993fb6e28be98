import { describe, expect, it } from 'vitest';
import { rng } from '../../test/support/rng.js';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { compareUtf8 } from '../text/compare.js';
import { diffFoldedBytes } from './diff-folded.js';
import { foldedName, formatWeight } from './folded.js';

// Names that break naive orders (prefixes of each other, characters on both sides of ';',
// an astral character) and one holding ';', which folded text writes as ':' and so merges.
const NAMES = ['a', 'a:', 'a;', 'a!', 'ab', 'b', '\u00e9', '\u{1F600}', '\uFFFD', 'z[k]'];

function randomProfile(seed: number): Profile {
  const r = rng(seed);
  const b = new ProfileBuilder('samples');
  for (let s = 0; s < 120; s++) {
    const depth = 1 + Math.floor(r() * 5);
    const ids: number[] = [];
    for (let d = 0; d < depth; d++) ids.push(b.internFrame({ name: NAMES[Math.floor(r() * NAMES.length)], kind: r() < 0.3 ? 'kernel' : 'unknown' }));
    // Some stacks carry no weight of their own: only their callers print.
    b.addStack(ids, r() < 0.1 ? 0 : 1 + Math.floor(r() * 9));
  }
  return b.build({ sourceFormat: 'test' });
}

/** The obviously-correct reference: every line's text built, summed per side, sorted by UTF-8 bytes. */
function reference(before: Profile[], after: Profile[]): string {
  const m = new Map<string, [number, number]>();
  [before, after].forEach((profiles, side) => {
    for (const p of profiles) {
      for (let n = 1; n < p.stackSelf.length; n++) {
        if (p.stackSelf[n] === 0) continue;
        const names: string[] = [];
        for (let k = n; k > 0; k = p.stackParent[k]) names.unshift(foldedName(p.frames[p.stackFrame[k]].name));
        const key = names.join(';');
        const w = m.get(key) ?? [0, 0];
        w[side] += p.stackSelf[n];
        m.set(key, w);
      }
    }
  });
  return [...m]
    .sort((x, y) => compareUtf8(x[0], y[0]))
    .map(([k, [b, a]]) => `${k} ${formatWeight(b)} ${formatWeight(a)}\n`)
    .join('');
}

const text = (before: Profile[], after: Profile[], pieceBytes?: number) =>
  Buffer.concat([...diffFoldedBytes(before, after, pieceBytes)]).toString('utf8');

describe('differential folded output', () => {
  it('draws a small case', () => {
    const p = (stacks: [string[], number][]) => {
      const b = new ProfileBuilder('samples');
      for (const [names, w] of stacks) b.addStack(names.map((name) => b.internFrame({ name, kind: 'unknown' })), w);
      return b.build({ sourceFormat: 'test' });
    };
    const before = p([[['main', 'parse'], 5], [['main', 'emit'], 2]]);
    const after = p([[['main', 'parse'], 3], [['main', 'render'], 4]]);
    expect(text([before], [after])).toBe(['main;emit 2 0', 'main;parse 5 3', 'main;render 0 4', ''].join('\n'));
  });

  for (const seeds of [[1], [2, 3], [4, 5, 6]]) {
    it(`equals build-then-sort over ${seeds.length} run(s) a side, in any piece size`, () => {
      const before = seeds.map((s) => randomProfile(s));
      const after = seeds.map((s) => randomProfile(s + 100));
      const expected = reference(before, after);
      expect(text(before, after)).toBe(expected);
      expect(text(before, after, 64)).toBe(expected);
    });
  }

  it('keeps item keys exact past a million names (2 M ranks, where rank × 2³² passed 2⁵³)', () => {
    const n = 1_100_000;
    const b = new ProfileBuilder('samples');
    const main = b.internFrame({ name: 'main', kind: 'unknown' });
    for (let i = 0; i < n; i++) b.addStack([main, b.internFrame({ name: `f${i}`, kind: 'unknown' })], 1);
    const before = b.build({ sourceFormat: 'test' });
    const lines = text([before], [before]).split('\n');
    expect(lines.length).toBe(n + 1);
    const sorted = Array.from({ length: n }, (_, i) => `f${i}`).sort();
    expect(lines[0]).toBe(`main;${sorted[0]} 1 1`);
    expect(lines[n - 1]).toBe(`main;${sorted[n - 1]} 1 1`);
    expect(lines[n >> 1]).toBe(`main;${sorted[n >> 1]} 1 1`);
  });
});
