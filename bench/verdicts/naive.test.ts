import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProfileBuilder } from '../../core/model/builder.js';
import type { Profile, ProfileMeta, WeightUnit } from '../../core/model/types.js';
// @ts-expect-error: plain ESM without declarations
import { loadSides, naiveFindings } from './naive.mjs';

interface NaiveFinding {
  direction: 'regression' | 'improvement';
  frames: string[];
  delta: number;
  q: number;
}
const naive = naiveFindings as (before: Profile[], after: Profile[]) => NaiveFinding[];

/**
 * A profile drawn as an indented tree, two spaces a level, each line `name INCLUSIVE`; a node's
 * self weight is what its children leave of its inclusive count. Weights are multiplied by `scale`.
 */
function tree(text: string, unit: WeightUnit = 'samples', meta: Partial<ProfileMeta> = {}, scale = 1): Profile {
  const b = new ProfileBuilder(unit);
  const path: { node: number; rest: number }[] = [];
  const nodes: { node: number; rest: number }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const depth = (line.length - line.trimStart().length) / 2;
    const [name, count] = line.trim().split(/\s+/);
    path.length = depth;
    const parent = depth > 0 ? path[depth - 1] : undefined;
    const entry = { node: b.child(parent?.node ?? 0, b.internFrame({ name, kind: 'native' })), rest: Number(count) };
    if (parent) parent.rest -= entry.rest;
    path.push(entry);
    nodes.push(entry);
  }
  for (const e of nodes) b.addSelf(e.node, e.rest * scale);
  return b.build({ sourceFormat: 'test', ...meta });
}
const runs = (text: string, n = 3) => Array.from({ length: n }, () => tree(text));

/** Two-sided normal p-value by Simpson's rule (independent of the erfc in naive.mjs). */
function pTwoSided(z: number): number {
  const steps = 2000;
  const h = Math.abs(z) / steps;
  const phi = (t: number) => Math.exp((-t * t) / 2) / Math.sqrt(2 * Math.PI);
  let s = phi(0) + phi(Math.abs(z));
  for (let i = 1; i < steps; i++) s += (i % 2 ? 4 : 2) * phi(i * h);
  return 1 - 2 * ((s * h) / 3);
}
function pooledP(xb: number, nb: number, xa: number, na: number): number {
  const ph = (xb + xa) / (nb + na);
  return pTwoSided((xa / na - xb / nb) / Math.sqrt(ph * (1 - ph) * (1 / nb + 1 / na)));
}

const BEFORE = `
main 10000
  parse 2000
  work 5000
    step 5000
      hot 1000
        inner 1000
      cold 4000
  idle 3000`;

describe('naive baseline', () => {
  it('finds a grown subtree at its base and descends into the child carrying ≥ 60% of its change', () => {
    const after = `
main 10000
  parse 1600
  work 6000
    step 6000
      hot 1900
        inner 1900
      cold 4100
  idle 2400`;
    const f = naive(runs(BEFORE), runs(after));
    // work and step tie at +10 pp: the key orders them, and step lies inside work.
    expect(f[0]).toMatchObject({ direction: 'regression', frames: ['main', 'work', 'step', 'hot', 'inner'] });
    expect(f[0].delta).toBeCloseTo(0.1, 12);
    expect(f.filter((x) => x.direction === 'regression')).toHaveLength(1);
    expect(f.slice(1).map((x) => [x.direction, x.frames])).toEqual([
      ['improvement', ['main', 'idle']],
      ['improvement', ['main', 'parse']],
    ]);
  });

  it('stops at the parent of a 50/50 split, and skips the split children inside it', () => {
    const after = `
main 10000
  parse 1500
  work 6000
    step 6000
      hot 1500
        inner 1500
      cold 4500
  idle 2500`;
    const f = naive(runs(BEFORE), runs(after));
    expect(f.filter((x) => x.direction === 'regression').map((x) => x.frames)).toEqual([['main', 'work', 'step']]);
  });

  it('reports nothing for identical sides', () => {
    expect(naive(runs(BEFORE), runs(BEFORE))).toEqual([]);
    expect(naive([tree(BEFORE)], [tree(BEFORE)])).toEqual([]);
  });

  it('applies the 0.5 pp floor to changes that are highly significant but small', () => {
    const before = `
main 1000000
  a 100000
  b 100000
  rest 800000`;
    const after = `
main 1000000
  a 104000
  b 106000
  rest 790000`;
    const f = naive([tree(before)], [tree(after)]);
    // a: +0.4 pp at z ≈ 9.3, under the floor; b: +0.6 pp; rest: −1 pp.
    expect(f.map((x) => x.frames)).toEqual([
      ['main', 'rest'],
      ['main', 'b'],
    ]);
  });

  it('applies Benjamini–Hochberg over all prefixes', () => {
    const before = (siblings: number) =>
      `main 10000\n  x 1000\n  y 1000\n${Array.from({ length: siblings }, (_, i) => `  u${i} ${8000 / siblings}`).join('\n')}`;
    const after = (siblings: number) =>
      `main 10000\n  x 1100\n  y 880\n${Array.from({ length: siblings }, (_, i) => `  u${i} ${8000 / siblings + (i ? 0 : 20)}`).join('\n')}`;
    // Four prefixes (main, x, y, u0), p ascending y ≈ 0.0036, x ≈ 0.021, u0 ≈ 0.72, main 1:
    // q(x) = p(x)·4/2 ≈ 0.042 (every later p·4/rank is larger), q(y) = min(p(y)·4/1, q(x)) ≈ 0.015.
    const few = naive([tree(before(1))], [tree(after(1))]);
    const qx = pooledP(1000, 10000, 1100, 10000) * (4 / 2);
    const qy = Math.min(pooledP(1000, 10000, 880, 10000) * 4, qx);
    expect(few.map((x) => x.frames)).toEqual([
      ['main', 'y'],
      ['main', 'x'],
    ]);
    expect(few[0].q).toBeCloseTo(qy, 6);
    expect(few[1].q).toBeCloseTo(qx, 6);
    expect(qx).toBeGreaterThan(0.04);
    // The same changes among 23 prefixes: q(x) ≈ 0.24, q(y) ≈ 0.084, nothing significant
    // although both p are still < 0.05.
    expect(naive([tree(before(20))], [tree(after(20))])).toEqual([]);
  });

  it('skips prefixes inside an earlier finding but not its ancestors', () => {
    const before = `
main 10000
  a 3000
    a1 1000
    a2 2000
  b 4000
  c 3000`;
    const after = `
main 10000
  a 3200
    a1 2000
    a2 1200
  b 3900
  c 2900`;
    const f = naive(runs(before), runs(after));
    expect(f.slice(0, 3).map((x) => [x.direction, x.frames])).toEqual([
      ['regression', ['a', 'a1']],
      ['improvement', ['a', 'a2']],
      // An ancestor of earlier findings is a finding of its own (its change is a1's plus a2's,
      // +2 pp) and descends into a1, whose +10 pp is ≥ 60% of it.
      ['regression', ['main', 'a', 'a1']],
    ]);
    expect(f[2].delta).toBeCloseTo(0.02, 12);
  });

  it('counts time-weighted profiles in samples, and uses raw weights when the period is unknown', () => {
    const after = `
main 10000
  parse 2000
  work 5400
    step 5400
      hot 1400
        inner 1400
      cold 4000
  idle 2600`;
    const expected = naive(runs(BEFORE), runs(after));
    expect(expected.length).toBeGreaterThan(0);
    const ns = (text: string) => [1, 2, 3].map(() => tree(text, 'nanoseconds', { samplePeriod: 1e6 }, 1e6));
    expect(naive(ns(BEFORE), ns(after))).toEqual(expected);
    const noPeriod = (text: string) => [1, 2, 3].map(() => tree(text, 'nanoseconds'));
    expect(naive(noPeriod(BEFORE), noPeriod(after))).toEqual(expected);
  });

  it('loads and normalises runs from files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'naive-'));
    try {
      const write = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
      const b = [1, 2].map((i) => write(`b${i}.folded.txt`, 'main;work 500\nmain;idle 400\nmain;gc 100\n'));
      const a = [1, 2].map((i) => write(`a${i}.folded.txt`, 'main;work 700\nmain;idle 250\nmain;gc 50\n'));
      const sides = await loadSides(b, a);
      expect(sides.preset).toBe('perf');
      expect(naive(sides.before, sides.after).map((x) => [x.direction, x.frames])).toEqual([
        ['regression', ['main', 'work']],
        ['improvement', ['main', 'idle']],
        ['improvement', ['main', 'gc']],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
