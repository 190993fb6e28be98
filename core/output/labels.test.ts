import { describe, expect, it } from 'vitest';
import { causeChain, compactNames, describeRuns, shortFrame, sideLabels } from './labels.js';

describe('run labels', () => {
  it('numbered runs in one directory become a range under that directory\'s name (two sides of run-1..3 stay apart)', () => {
    expect(describeRuns(['/very/long/dir/before-1.pyspy.folded', '/very/long/dir/before-2.pyspy.folded', '/very/long/dir/before-3.pyspy.folded'])).toBe('dir/before-1..3.pyspy.folded');
    expect(describeRuns(['x/after/run-1.pprof', 'x/after/run-2.pprof'])).toBe('after/run-1..2.pprof');
    expect(describeRuns(['-'])).toBe('stdin');
    expect(describeRuns(['a/run-1.pprof', 'b/run-2.pprof'])).toBe('2 runs (run-1..2.pprof)');
    expect(describeRuns(['b1.txt', 'b2.txt', 'b3.txt'])).toBe('b1..3.txt');
    expect(compactNames(['run-09.perf.txt', 'run-10.perf.txt', 'run-11.perf.txt'])).toBe('run-09..11.perf.txt');
    expect(compactNames(['run1.json', 'run3.json'])).toBe('run{1,3}.json');
  });
  it('unrelated names are listed, long lists elided; one path stays as given', () => {
    expect(compactNames(['a.folded', 'b.folded'])).toBe('a.folded, b.folded');
    expect(compactNames(['x.txt', 'y.txt', 'z.txt', 'w.txt'])).toBe('x.txt, y.txt, … w.txt');
    expect(describeRuns(['fixtures/examples/busy-change/before'])).toBe('fixtures/examples/busy-change/before');
  });
});

describe('side labels in a title', () => {
  it('whole when they fit, else the shared directory said once', () => {
    expect(sideLabels('a/before', 'a/after', 80)).toBe('a/before → a/after');
    expect(sideLabels('bench/verdicts/cases/case-12/before', 'bench/verdicts/cases/case-12/after', 30)).toBe('case-12: before → after');
    expect(sideLabels('x.folded', 'y.folded', 5)).toBe('x.folded → y.folded');
  });
});

describe('frame names for a narrow cell', () => {
  it('drop the directories of the file a frame names, in both shapes that carry one', () => {
    expect(shortFrame('parse (/srv/app/lib/parse.py)')).toBe('parse (parse.py)');
    expect(shortFrame('py::render_row:/work/case/workload/after.py')).toBe('py::render_row:after.py');
    expect(shortFrame('py::Parser.<locals>.<genexpr>:/src/p.py')).toBe('py::Parser.<locals>.<genexpr>:p.py');
    expect(shortFrame('std::vector<int>::push_back')).toBe('std::vector<int>::push_back');
  });
});

describe('a finding as cause and what lies below it', () => {
  it('splits at the cause, and a recursive cause does not list its own nested calls below it', () => {
    expect(causeChain({ frames: ['main', 'render', 'esc'], causeIndex: 1 })).toEqual({ path: ['main', 'render'], below: ['esc'] });
    expect(causeChain({ frames: ['median3_rec', 'median3_rec'], causeIndex: 0 })).toEqual({ path: ['median3_rec'], below: [] });
    expect(causeChain({ frames: ['walk', 'walk', 'visit'], causeIndex: 0 })).toEqual({ path: ['walk'], below: ['visit'] });
  });
});

describe('a function finding\'s callers', () => {
  it('names a call site at a root, where no caller was recorded, as such, not "all"', async () => {
    const { describeCallers } = await import('./report.js');
    const diff = { normalization: 'share', unitLabel: 'samples' } as unknown as Parameters<typeof describeCallers>[0];
    expect(describeCallers(diff, { callers: [{ name: 'all', delta: 0.407 }, { name: 'consumer_main', delta: 0.068 }] })).toBe('called from: (no caller) +40.7 pp, consumer_main +6.8 pp');
  });
});
