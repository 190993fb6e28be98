import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusAvailable, corpusPath } from '../../../test/support/corpus.js';
import { parseBytes, readBytes, toFolded } from '../../../test/support/parse.js';
import { speedscope } from './index.js';

/**
 * speedscope's own jest snapshots list each profile's `stacks` as time-ordered "a;b;c 2.00s"
 * entries; summed per stack they are the folded profile we must produce.
 */
function snapshotFolded(snap: string): string {
  const block = /"stacks": \[([\s\S]*?)\]/.exec(snap)![1];
  const sums = new Map<string, number>();
  for (const m of block.matchAll(/"([^"]*) ([\d.]+)[a-zA-Z]*",/g)) {
    sums.set(m[1], (sums.get(m[1]) ?? 0) + Number(m[2]));
  }
  return [...sums]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([k, v]) => `${k} ${v}\n`)
    .join('');
}

const CASES = [
  ['0.1.2/simple-sampled.speedscope.json', 'importspeedscopeprofiles-0.1.2-sampled-profile.snap'],
  ['0.0.1/simple.speedscope.json', 'importspeedscopeprofiles-0.0.1-evented-profile.snap'],
  ['0.0.1/simple-no-pretty-print.speedscope.json', 'importspeedscopeprofiles-0.0.1-evented-profile-no-pretty-print.snap'],
];

describe.skipIf(!corpusAvailable())('speedscope corpus', () => {
  for (const [file, snap] of CASES) {
    it(`${file} matches speedscope's snapshot`, () => {
      const dir = corpusPath('speedscope/speedscope');
      const { profile } = parseBytes(readBytes(join(dir, file)), {}, speedscope);
      expect(toFolded(profile)).toBe(snapshotFolded(readFileSync(join(dir, '__snapshots__', snap), 'utf8')));
    });
  }

  it('rejects out-of-order events with speedscope’s explanation', () => {
    const dir = corpusPath('speedscope/speedscope');
    const snap = readFileSync(join(dir, '__snapshots__', 'importspeedscopeprofiles-invalid-due-to-out-of-order-events.snap'), 'utf8');
    const message = /`"(.*)"`/.exec(snap)![1];
    expect(() => parseBytes(readBytes(join(dir, 'invalid', 'out-of-order-events.json')), {}, speedscope)).toThrow(message.replace(/^Tried/, 'tried'));
  });
});

describe('evented profiles', () => {
  it('say their weights are intervals, not samples (pyinstrument writes each call once, however many samples it holds)', () => {
    const frames = [{ name: 'main' }, { name: 'tokenize' }];
    const evented = {
      $schema: 'https://www.speedscope.app/file-format-schema.json',
      exporter: 'pyinstrument',
      shared: { frames },
      profiles: [{ type: 'evented', name: 'p', unit: 'seconds', startValue: 0, endValue: 4, events: [
        { type: 'O', at: 0, frame: 0 }, { type: 'O', at: 1, frame: 1 }, { type: 'C', at: 3, frame: 1 }, { type: 'C', at: 4, frame: 0 },
      ] }],
    };
    const sampled = { ...evented, profiles: [{ type: 'sampled', name: 'p', unit: 'seconds', startValue: 0, endValue: 1, samples: [[0, 1]], weights: [0.01] }] };
    const read = (doc: object) => parseBytes(new TextEncoder().encode(JSON.stringify(doc)), {}, speedscope).profile;
    expect(read(evented).meta.evented).toBe(true);
    expect(read(sampled).meta.evented).toBeUndefined();
  });
});

describe('py-spy speedscope output', () => {
  it('gives each thread a root frame and keeps file:line in frame names', () => {
    const file = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'formats', 'py-spy.speedscope.json');
    const { profile } = parseBytes(readBytes(file), {}, speedscope);
    const folded = toFolded(profile);
    expect(profile.meta.profiler).toBe('py-spy');
    expect(profile.unit).toBe('seconds');
    expect(folded).toMatch(/^Thread \d+ "hasher";.*hashing \(.*workload\.py:\d+\)/m);
    expect(folded).toMatch(/^Thread \d+ "";.*fib \(.*workload\.py:7\)/m);
  });

  it('knows py-spy\'s in-stack thread frames (no file) as threads, so their TIDs can be stripped', () => {
    const doc = {
      $schema: 'https://www.speedscope.app/file-format-schema.json',
      exporter: 'py-spy@0.4.3',
      shared: { frames: [{ name: 'thread (21310): metrics', file: '', line: 0 }, { name: 'aggregate', file: 'w.py', line: 3 }] },
      profiles: [{ type: 'sampled', name: 'Thread 21310 "metrics"', unit: 'seconds', startValue: 0, endValue: 1, samples: [[0, 1]], weights: [0.01] }],
    };
    const { profile } = parseBytes(new TextEncoder().encode(JSON.stringify(doc)), {}, speedscope);
    const f = profile.frames.find((x) => x.name.startsWith('thread ('));
    expect(f?.kind).toBe('thread');
  });

  it('a profile whose stacks each start with their own thread frame gets no root of its name (py-spy groups threads into profiles loosely)', () => {
    const doc = {
      $schema: 'https://www.speedscope.app/file-format-schema.json',
      exporter: 'py-spy@0.4.3',
      shared: {
        frames: [
          { name: 'thread (11): parser', file: '', line: 0 },
          { name: 'thread (12): indexer', file: '', line: 0 },
          { name: 'parse', file: 'w.py', line: 3 },
          { name: 'index', file: 'w.py', line: 9 },
        ],
      },
      profiles: [
        // Named after one thread, holding another's samples too.
        { type: 'sampled', name: 'Thread 11 "parser"', unit: 'seconds', startValue: 0, endValue: 1, samples: [[0, 2], [1, 3]], weights: [0.01, 0.01] },
        { type: 'sampled', name: 'Thread 13 ""', unit: 'seconds', startValue: 0, endValue: 1, samples: [[1, 3]], weights: [0.01] },
      ],
    };
    const { profile } = parseBytes(new TextEncoder().encode(JSON.stringify(doc)), {}, speedscope);
    expect(toFolded(profile).trim().split('\n').sort()).toEqual(['thread (11): parser;parse (w.py:3) 0.01', 'thread (12): indexer;index (w.py:9) 0.02']);
  });

  it('merges the threads of one file into one timeline by time, not thread after thread', () => {
    const frames = [{ name: 'a', file: 'x.py', line: 1 }, { name: 'b', file: 'x.py', line: 2 }];
    const samples = (f: number) => Array.from({ length: 10 }, () => [f]);
    const doc = {
      $schema: 'https://www.speedscope.app/file-format-schema.json',
      shared: { frames },
      profiles: [
        { type: 'sampled', name: 'T1', unit: 'none', startValue: 0, endValue: 10, samples: samples(0), weights: Array(10).fill(1) },
        { type: 'sampled', name: 'T2', unit: 'none', startValue: 0, endValue: 10, samples: samples(1), weights: Array(10).fill(1) },
      ],
    };
    const { profile } = parseBytes(new TextEncoder().encode(JSON.stringify(doc)), {}, speedscope);
    const leafName = (n: number) => profile.frames[profile.stackFrame[n]].name;
    const order = Array.from(profile.timeline!.stack, (n) => leafName(n).split(' ')[0]).join('');
    expect(order).toBe('ab'.repeat(10));
  });
});
