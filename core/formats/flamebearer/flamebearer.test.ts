import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { totalWeight } from '../../model/types.js';
import { detectFormat } from '../registry.js';
import { flamebearerSides } from './index.js';
import { ParseError } from '../errors.js';
import { rng } from '../../../test/support/rng.js';

/** Real responses recorded from the legacy pyroscope server and Grafana Pyroscope v1. */
const DIR = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'pyroscope');
const load = (f: string) => JSON.parse(readFileSync(join(DIR, f), 'utf8'));
/** Σ self of one side straight from the levels (the response's own total of drawn samples). */
function selfSum(doc: { flamebearer?: { levels: unknown[] }; flamegraph?: { levels: unknown[] }; metadata?: { format?: string } }, side: 0 | 1): number {
  const fb = (doc.flamebearer ?? doc.flamegraph)!;
  const width = doc.metadata?.format === 'double' ? 7 : 4;
  let sum = 0;
  for (const l of fb.levels) {
    const v = (Array.isArray(l) ? l : (l as { values: unknown[] }).values).map(Number);
    for (let g = 0; g < v.length; g += width) sum += v[g + (side === 0 ? 2 : width === 7 ? 5 : 2)];
  }
  return sum;
}

describe.skipIf(!existsSync(DIR))('flamebearer (recorded Pyroscope responses)', () => {
  it('single: every sample of the response is kept, and the format is detected', () => {
    // Σ self in this response is 1746 of numTicks 1760: the server's own node capping drops a
    // little weight; the reader keeps all that the response holds.
    const doc = load('v0.37.2/20-render-v1.response.json');
    const { right, double } = flamebearerSides(doc, 'render');
    expect(double).toBe(false);
    expect(totalWeight(right)).toBe(selfSum(doc, 1));
    expect(totalWeight(right)).toBeGreaterThan(0.99 * doc.flamebearer.numTicks);
    const bytes = readFileSync(join(DIR, 'v0.37.2/20-render-v1.response.json'));
    expect(detectFormat(bytes.subarray(0, 65536), 'x').id).toBe('flamebearer');
  });

  it('double (render-diff): each side totals its leftTicks / rightTicks', () => {
    const doc = load('v0.37.2/23-render-diff.response.json');
    const { left, right, double } = flamebearerSides(doc, 'diff');
    expect(double).toBe(true);
    expect(totalWeight(left)).toBe(selfSum(doc, 0));
    expect(totalWeight(right)).toBe(selfSum(doc, 1));
    expect(totalWeight(left)).toBeGreaterThan(0.99 * doc.leftTicks);
    expect(totalWeight(right)).toBeGreaterThan(0.99 * doc.rightTicks);
  });

  it('v1 responses read the same way', () => {
    for (const f of ['v1.12.0/20-render-v1.response.json', 'v1.12.0/23-render-diff.response.json']) {
      if (!existsSync(join(DIR, f))) continue;
      const doc = load(f);
      const sides = flamebearerSides(doc, f);
      expect(totalWeight(sides.right)).toBe(selfSum(doc, 1));
      if (sides.double) expect(totalWeight(sides.left)).toBe(selfSum(doc, 0));
    }
  });
});

describe.skipIf(!existsSync(DIR))('flamebearer: corrupt answers', () => {
  it('a mutated response is read or refused with a ParseError, never another exception', () => {
    const base = JSON.stringify(load('v0.37.2/23-render-diff.response.json'));
    const random = rng(7);
    const values: unknown[] = [0, -1, 1e12, 'x', null, NaN, 3.5, [], {}, '7', 99999];
    let refused = 0;
    for (let i = 0; i < 2000; i++) {
      const doc = JSON.parse(base);
      const levels = doc.flamebearer.levels as unknown[][];
      const pick = <T>(a: readonly T[]) => a[Math.floor(random() * a.length)];
      const r = random();
      if (r < 0.7) pick(levels)[Math.floor(random() * 40)] = pick(values);
      else if (r < 0.8) levels.splice(Math.floor(random() * levels.length), 1);
      else if (r < 0.9) pick(levels).length = Math.floor(random() * 30);
      else doc.flamebearer.names = random() < 0.5 ? [] : null;
      try {
        flamebearerSides(doc, 'mutated');
      } catch (e) {
        expect(e).toBeInstanceOf(ParseError);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(100); // the mutations do reach the checks
  });
});
