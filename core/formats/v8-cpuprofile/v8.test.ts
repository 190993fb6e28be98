import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldedString } from '../../output/folded.js';
import { corpusPath } from '../../../test/support/corpus.js';
import { parseBytes } from '../../../test/support/parse.js';
import { detectFormat } from '../registry.js';
import { v8CpuProfile } from './index.js';

const modern = JSON.stringify({
  nodes: [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1, scriptId: '0' }, hitCount: 0, children: [2, 5] },
    { id: 2, callFrame: { functionName: 'main', url: 'file:///app/server.js', lineNumber: 9, columnNumber: 0, scriptId: '1' }, hitCount: 0, children: [3, 4] },
    { id: 3, callFrame: { functionName: 'parse', url: 'file:///app/server.js', lineNumber: 19, columnNumber: 2, scriptId: '1' }, hitCount: 2, children: [] },
    { id: 4, callFrame: { functionName: '', url: 'file:///app/lib/util.js', lineNumber: 4, columnNumber: 2, scriptId: '2' }, hitCount: 1, children: [] },
    { id: 5, callFrame: { functionName: '(garbage collector)', url: '', lineNumber: -1, columnNumber: -1, scriptId: '0' }, hitCount: 1, children: [] },
  ],
  startTime: 1000,
  endTime: 1400,
  samples: [3, 3, 4, 5],
  timeDeltas: [0, 100, 100, 100],
});

describe('V8 .cpuprofile', () => {
  it('is detected, and reads as time-weighted stacks named as DevTools names them', () => {
    const bytes = new TextEncoder().encode(modern);
    expect(detectFormat(bytes, 't').id).toBe('v8-cpuprofile');
    const p = parseBytes(bytes, {}, v8CpuProfile).profile;
    expect(p.unit).toBe('microseconds');
    expect(p.meta.sampleCount).toBe(4);
    expect(p.meta.durationSeconds).toBeCloseTo(0.0004, 9);
    // Each sample weighs the time until the next; the last, the mean gap.
    expect(foldedString(p)).toBe(
      ['(garbage collector) 100', 'main (server.js:10);(anonymous) (util.js:5) 100', 'main (server.js:10);parse (server.js:20) 200', ''].join('\n'),
    );
    expect(p.timeline?.stack.length).toBe(4);
  });

  it('corrupt input is one clear error; other JSON is not claimed', () => {
    expect(() => parseBytes('{"nodes": [{"callFrame": {}}], "samples": []', {}, v8CpuProfile)).toThrow(/invalid JSON at byte/);
    expect(() => parseBytes('{"nodes": [{"id": 1}], "samples": [1]}', {}, v8CpuProfile)).toThrow(/nodes\[0\]: expected a node/);
    expect(v8CpuProfile.sniff('{"shared": {"frames": []}}')).toBe(false);
  });

  const example = corpusPath('speedscope/node/10.11.0/example.cpuprofile');
  it.skipIf(!existsSync(example))('reads the Node 10 layout (head, timestamps) with the stacks speedscope finds', () => {
    const p = parseBytes(readFileSync(example), {}, v8CpuProfile).profile;
    const stacks = foldedString(p).trim().split('\n').map((l) => l.replace(/ [\d.]+$/, '')).sort();
    // speedscope's snapshot: "(anonymous)", "(anonymous);a;b;d", "(anonymous);a;c;d" (its
    // frames carry no file here: the example's url is empty).
    expect(stacks).toEqual(['(anonymous)', '(anonymous);a;b;d', '(anonymous);a;c;d']);
  });
});
