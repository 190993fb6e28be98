import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pprof } from '../formats/pprof/index.js';
import { parseBytes, readBytes } from '../../test/support/parse.js';
import { totalWeight } from '../model/types.js';
import { foldedString } from './folded.js';
import { pprofBytes } from './pprof.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('pprof export', () => {
  it('round-trips a folded profile: same stacks, samples/count and no cpu type without a rate', () => {
    const folded = 'main;a;b 3\nmain;a 2\nmain;c 5\n';
    const p = parseBytes(folded).profile;
    const bytes = pprofBytes(p);
    const back = parseBytes(bytes, {}, pprof).profile;
    expect(foldedString(back)).toBe(foldedString(p));
    expect(back.meta.event).toBe('samples/count');
    expect(pprofBytes(p)).toEqual(bytes); // deterministic
  });

  it('a perf cpu-clock profile keeps its nanoseconds and gains sample counts (for the legacy server)', () => {
    const file = join(ROOT, 'fixtures/examples/busy-change/before/run1.perf.txt.gz');
    const perf = parseBytes(readBytes(file)).profile;
    const bytes = pprofBytes(perf);
    const ns = parseBytes(bytes, {}, pprof).profile;
    expect(ns.meta.event).toBe('cpu/nanoseconds');
    expect(foldedString(ns)).toBe(foldedString(perf));
    const counts = parseBytes(bytes, { sampleType: 'samples' }, pprof).profile;
    expect(totalWeight(counts)).toBe(perf.meta.sampleCount);
    expect(counts.meta.sampleRate).toBeCloseTo(1e9 / 1001001, 6);
  });

  it('reads back what Go-style pprof tools wrote (the recorded Pyroscope payload) unchanged', () => {
    const dir = join(ROOT, '..', 'shared', 'pyroscope', 'payloads');
    let raw: Buffer;
    try {
      raw = readFileSync(join(dir, 'before.pb.gz'));
    } catch {
      console.warn(`skipping: no ${dir}`);
      return;
    }
    const original = parseBytes(gunzipSync(raw), { sampleType: 'samples' }, pprof).profile;
    const again = parseBytes(pprofBytes(original), { sampleType: 'samples' }, pprof).profile;
    expect(foldedString(again)).toBe(foldedString(original));
  });
});
