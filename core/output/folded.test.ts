import { describe, expect, it } from 'vitest';
import { rng } from '../../test/support/rng.js';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { compareUtf8 } from '../text/compare.js';
import { Utf8Arena } from '../text/utf8-arena.js';
import { foldedBytes, foldedString, formatWeight, LineBuffer } from './folded.js';


// Names chosen to break naive orders: prefixes of each other, characters on both sides of ';'
// (0x3B) such as ':' '!' ' ' '<', and an astral character (UTF-16 surrogates).
const NAMES = ['a', 'a:', 'a!', 'a b', 'ab', 'a<', 'b', 'B', '\u00e9', '\u{1F600}', '\uFFFD', 'z[k]'];

function randomProfile(seed: number, kinds = false): Profile {
  const r = rng(seed);
  const b = new ProfileBuilder('samples');
  for (let s = 0; s < 200; s++) {
    const depth = 1 + Math.floor(r() * 5);
    const ids: number[] = [];
    for (let d = 0; d < depth; d++) {
      const name = NAMES[Math.floor(r() * NAMES.length)];
      // With `kinds`, the same name appears as two frames (kind differs): lines must merge.
      const kind = kinds && r() < 0.5 ? 'kernel' : 'unknown';
      ids.push(b.internFrame({ name, kind }));
    }
    b.addStack(ids, 1 + Math.floor(r() * 9));
  }
  return b.build({ sourceFormat: 'test' });
}

/** The obviously-correct reference: every line built, merged by text, sorted by UTF-8 bytes. */
function reference(...profiles: Profile[]): string {
  const m = new Map<string, number>();
  for (const p of profiles) {
    for (let n = 1; n < p.stackSelf.length; n++) {
      if (p.stackSelf[n] === 0) continue;
      const names: string[] = [];
      for (let k = n; k > 0; k = p.stackParent[k]) names.unshift(p.frames[p.stackFrame[k]].name);
      const key = names.join(';');
      m.set(key, (m.get(key) ?? 0) + p.stackSelf[n]);
    }
  }
  return [...m]
    .sort((x, y) => compareUtf8(x[0], y[0]))
    .map(([k, w]) => `${k} ${formatWeight(w)}\n`)
    .join('');
}

describe('folded output order', () => {
  it('compareUtf8 orders astral characters after U+FFFD, as UTF-8 bytes do', () => {
    expect(compareUtf8('\u{1F600}', '\uFFFD')).toBeGreaterThan(0);
    expect(Buffer.compare(Buffer.from('\u{1F600}'), Buffer.from('\uFFFD'))).toBeGreaterThan(0);
    expect('\u{1F600}' < '\uFFFD').toBe(true); // the UTF-16 order that would be wrong
  });

  for (const seed of [1, 2, 3, 42, 1234]) {
    it(`tree walk equals build-then-sort (seed ${seed})`, () => {
      const p = randomProfile(seed);
      expect(foldedString(p)).toBe(reference(p));
    });
    it(`frames with repeated names merge into one line (seed ${seed})`, () => {
      const p = randomProfile(seed, true);
      expect(foldedString(p)).toBe(reference(p));
    });
  }

  it('several profiles merge their counts', () => {
    const a = randomProfile(7);
    const b = randomProfile(8);
    expect(foldedString(a, b)).toBe(reference(a, b));
  });

  it('lines come out in UTF-8 byte order', () => {
    const lines = foldedString(randomProfile(99)).trimEnd().split('\n');
    const bytes = lines.map((l) => Buffer.from(l.slice(0, l.lastIndexOf(' '))));
    for (let i = 1; i < bytes.length; i++) expect(Buffer.compare(bytes[i - 1], bytes[i])).toBeLessThan(0);
  });
});

describe('frames that share a name (the same function in two binaries)', () => {
  it('print as themselves under different callers, and as one line where they are siblings', () => {
    const b = new ProfileBuilder('samples');
    const f = (name: string, module: string) => b.internFrame({ name, kind: 'native', module });
    const go = b.child(0, f('go', '/usr/local/go/bin/go'));
    const cgo = b.child(0, f('cgo', '/usr/local/go/pkg/tool/cgo'));
    b.addSelf(b.child(go, f('Syscall6', '/usr/local/go/bin/go')), 3);
    b.addSelf(b.child(cgo, f('Syscall6', '/usr/local/go/pkg/tool/cgo')), 4);
    // Siblings of one name from two modules: one line, their counts summed, their callees merged.
    const ld = b.child(0, f('ld', '/usr/bin/ld'));
    b.addSelf(b.child(b.child(ld, f('realloc@plt', '/usr/bin/ld')), f('memcpy', 'libc')), 2);
    b.addSelf(b.child(b.child(ld, f('realloc@plt', 'libbfd.so')), f('memcpy', 'libc')), 5);
    expect(foldedString(b.build({ sourceFormat: 'test' }))).toBe('cgo;Syscall6 4\ngo;Syscall6 3\nld;realloc@plt;memcpy 7\n');
    const c = new ProfileBuilder('samples');
    const g = (name: string, module: string) => c.internFrame({ name, kind: 'native', module });
    c.addSelf(c.child(c.child(0, g('go', 'go')), g('Syscall6', 'go')), 3);
    c.addSelf(c.child(c.child(0, g('cgo', 'cgo')), g('Syscall6', 'cgo')), 4);
    expect(foldedString(c.build({ sourceFormat: 'test' }))).toBe('cgo;Syscall6 4\ngo;Syscall6 3\n');
  });
});

describe('folded bytes', () => {
  it('equal the UTF-8 encoding of the folded text, across piece boundaries', async () => {
    const { foldedBytes } = await import('./folded.js');
    for (const seed of [3, 4]) {
      const p = randomProfile(seed);
      const pieces = [...foldedBytes([p], 64)];
      expect(pieces.length).toBeGreaterThan(1);
      expect(Buffer.concat(pieces).toString('utf8')).toBe(reference(p));
    }
  });
});

describe('names that would forge folded text', () => {
  it('a name with ; or a newline reads back as one frame of the same stack, counts intact', async () => {
    const { parseBytes } = await import('../../test/support/parse.js');
    const { folded } = await import('../formats/folded/index.js');
    const hostile = ['safe', 'evil;injected', 'line\nforged;frame 999999', 'cr\rx', 'tab\tx', 'esc\x1b[2J'];
    const b = new ProfileBuilder('samples');
    hostile.forEach((n, i) => b.addStack([b.internFrame({ name: 'main', kind: 'unknown' }), b.internFrame({ name: n, kind: 'unknown' })], 10 + i));
    const text = foldedString(b.build({ sourceFormat: 'test' }));
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(hostile.length);
    const back = parseBytes(new TextEncoder().encode(text), {}, folded).profile;
    // Every stack is still two frames deep, and the weights are the ones written.
    const depth = (n: number) => (n === 0 ? 0 : 1 + depth(back.stackParent[n]));
    const leaves = [...back.stackSelf.keys()].filter((n) => back.stackSelf[n] > 0);
    expect(leaves.map(depth)).toEqual(hostile.map(() => 2));
    expect(leaves.map((n) => back.stackSelf[n]).sort((x, y) => x - y)).toEqual(hostile.map((_, i) => 10 + i));
    expect(text).toContain('main;evil:injected 11\n');
    expect(text).toContain('main;line\\x0aforged:frame 999999 12\n');
    expect(text).not.toMatch(/[\x00-\x09\x0b-\x1f]/);
  });
});

describe('weights written as digits', () => {
  it('prints every weight as formatWeight does, one or two to a line', () => {
    const weights = [0, -0, 1, 9, 10, 99, 100, 200040, -7, 2 ** 31, 2 ** 53 - 1, 2 ** 53, 2 ** 60, 1e21, 1.5, 0.1 + 0.2, -2.25, 1e-7, Number.NaN, Number.POSITIVE_INFINITY];
    const names = new Utf8Arena(['root', 'leaf']);
    const out = new LineBuffer(64);
    const prefix = out.enter(0, names, 0);
    let expected = '';
    for (const w of weights) {
      out.weightsLine(prefix, names, 1, w);
      out.weightsLine(prefix, names, 1, w, weights[(weights.indexOf(w) + 3) % weights.length]);
      expected += `root;leaf ${formatWeight(w)}\nroot;leaf ${formatWeight(w)} ${formatWeight(weights[(weights.indexOf(w) + 3) % weights.length])}\n`;
    }
    expect(Buffer.concat(out.finish()).toString('utf8')).toBe(expected);
  });
});

describe('recycled pieces', () => {
  it('give the same bytes when each piece is taken before the next is asked for', () => {
    const b = new ProfileBuilder('samples');
    const names = ['main', 'work', 'idle', '\u00e9t\u00e9', 'x'.repeat(90)];
    const frames = names.map((name) => b.internFrame({ name, kind: 'native' }));
    for (let i = 0; i < 500; i++) b.addStack([frames[0], frames[1 + (i % 4)], frames[(i * 7) % 5], frames[i % 3]], 1 + i);
    const p = b.build({ sourceFormat: 'test' });
    const whole = Buffer.concat([...foldedBytes([p], 256)]).toString('utf8');
    // Copied as they come: a recycled piece is overwritten once the walk needs room again.
    let copied = '';
    for (const piece of foldedBytes([p], 256, true)) copied += Buffer.from(piece).toString('utf8');
    expect(copied).toBe(whole);
    expect(whole).toBe(foldedString(p));
  });
});
