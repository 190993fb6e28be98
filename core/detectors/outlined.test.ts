import { describe, expect, it } from 'vitest';
import { diffProfiles } from '../diff/diff.js';
import type { Profile } from '../model/types.js';
import { detectFindings } from './findings.js';
import { threeRuns } from '../../test/support/stack-runs.js';

const side = (stacks: readonly [string[], number][]) => threeRuns(stacks, 'native');
const summary = (before: Profile[], after: Profile[]) =>
  detectFindings(diffProfiles(before, after)).map((f) => `${f.direction} ${f.kind} ${f.frames.join(' > ')}${f.category ? ` [${f.category}]` : ''}`);

describe('code moved between a function and its callee', () => {
  // gcc inlined checksum into process; grown a little (+10%), it is a call of its own now.
  const inlined: [string[], number][] = [
    [['main', 'process'], 5500],
    [['main', 'make', 'rand'], 2200],
    [['main', 'make', 'fill'], 2200],
    [['main', 'report'], 1000],
  ];
  const outlined: [string[], number][] = [
    [['main', 'process'], 250],
    [['main', 'process', 'checksum'], 5850],
    [['main', 'make', 'rand'], 2200],
    [['main', 'make', 'fill'], 2200],
    [['main', 'report'], 1000],
  ];

  it('a new callee that took its caller\'s own time is the caller\'s change, whole', () => {
    expect(summary(side(inlined), side(outlined))).toEqual(['regression function main > process > checksum [outlined]']);
  });

  it('a callee that vanished into its caller\'s own time, the mirror', () => {
    expect(summary(side(outlined), side(inlined))).toEqual(['improvement function main > process > checksum [inlined]']);
  });

  it('not when the caller changed by more than what moved: the direct call replaced the buffered one', () => {
    const before: [string[], number][] = [
      [['main', 'log'], 40],
      [['main', 'log', 'bufio_write', 'write'], 30],
      [['main', 'other'], 500],
    ];
    const after: [string[], number][] = [
      [['main', 'log'], 60],
      [['main', 'log', 'write'], 600],
      [['main', 'other'], 500],
    ];
    const found = summary(side(before), side(after));
    expect(found.some((f) => f.includes('[outlined]') || f.includes('[inlined]'))).toBe(false);
    // Since stop 29 the new direct `write` (attached at log, which grew with it) and the
    // vanished `bufio_write` under the same caller are one replacement.
    expect(found).toContain('regression replaced main > log > write');
  });
});

// py-spy --idle samples a thread whether it runs or waits: a worker that blocked on its queue
// and now polls it with a sleep keeps its share, all of it its own time.
const blocking: [string[], number][] = [
  [['thread: jobs', 'job_worker', 'Queue.get (queue.py)', 'Condition.wait (threading.py)'], 2100],
  [['thread: jobs', 'job_worker', 'handle'], 400],
  [['thread: main', 'serve', 'parse'], 5000],
  [['thread: main', 'serve', 'render'], 2500],
];
const polling: [string[], number][] = [
  [['thread: jobs', 'job_worker'], 2100],
  [['thread: jobs', 'job_worker', 'handle'], 400],
  [['thread: main', 'serve', 'parse'], 5000],
  [['thread: main', 'serve', 'render'], 2500],
];

describe('waiting that became its caller\'s own work', () => {
  it('is a regression of the caller\'s own time in place of the wait, not code inlined into it', () => {
    const found = detectFindings(diffProfiles(side(blocking), side(polling)));
    const busy = found.find((f) => f.direction === 'regression');
    expect(busy?.kind).toBe('replaced');
    expect(busy?.frames.at(-1)).toBe('job_worker');
    expect(busy?.previous).toEqual(['Queue.get (queue.py)', 'Condition.wait (threading.py)']);
    expect(busy!.delta).toBeGreaterThan(0.15);
    expect(found.some((f) => f.kind === 'renamed' || f.category === 'inlined')).toBe(false);
  });

  it('code that is not waiting and vanished into its caller is still inlined code: a move, no cost changed', () => {
    const work = (stacks: [string[], number][]) => stacks.map(([s, w]) => [s.map((x) => x.replace('Condition.wait (threading.py)', 'crc32').replace('Queue.get (queue.py)', 'checksum')), w] as [string[], number]);
    expect(summary(side(work(blocking)), side(work(polling)))).toEqual(['neutral renamed job_worker']);
  });
});

describe('work that became waiting, the mirror', () => {
  it('is an improvement of the caller\'s own time, with the wait below it', () => {
    const found = detectFindings(diffProfiles(side(polling), side(blocking)));
    const idle = found.find((f) => f.direction === 'improvement');
    expect(idle?.kind).toBe('replaced');
    expect(idle?.frames).toEqual(['job_worker', 'Queue.get (queue.py)', 'Condition.wait (threading.py)']);
    expect(idle!.delta).toBeLessThan(-0.15);
    expect(found.some((f) => f.direction === 'regression' || f.kind === 'renamed')).toBe(false);
  });
});
