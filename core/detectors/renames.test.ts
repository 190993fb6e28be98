import { describe, expect, it } from 'vitest';
import { diffProfiles } from '../diff/diff.js';
import { detectFindings } from './findings.js';
import { threeRuns } from '../../test/support/stack-runs.js';

const side = (stacks: readonly [string[], number][]) => threeRuns(stacks);

describe('code moved to another file', () => {
  it('is one move, with its nested functions, beside the real regression', () => {
    const common: [string[], number][] = [
      [['main (main.py)', 'load (io.py)'], 300],
      [['main (main.py)', 'report (report.py)'], 250],
    ];
    const before = side([
      ...common,
      [['main (main.py)', 'reconcile (main.py)', 'normalize (utils.py)'], 160],
      [['main (main.py)', 'reconcile (main.py)', 'normalize (utils.py)', 'normalize.<locals>.<listcomp> (utils.py)'], 40],
      [['main (main.py)', 'reconcile (main.py)', 'score_record (scoring.py)'], 100],
    ]);
    const after = side([
      ...common,
      [['main (main.py)', 'reconcile (main.py)', 'normalize (text.py)'], 160],
      [['main (main.py)', 'reconcile (main.py)', 'normalize (text.py)', 'normalize.<locals>.<listcomp> (text.py)'], 40],
      [['main (main.py)', 'reconcile (main.py)', 'score_record (scoring.py)'], 200],
    ]);
    const findings = detectFindings(diffProfiles(before, after));
    expect(findings.map((f) => `${f.direction} ${f.kind} ${f.frames.at(-1)}`)).toEqual(['regression tower score_record (scoring.py)', 'neutral renamed normalize (text.py)']);
    expect(findings[1].previous?.at(-1)).toBe('normalize (utils.py)');
  });
});

describe('an anonymous function moved by an edit above it', () => {
  const common: [string[], number][] = [
    [['runRound (report.js)', 'makeOrders (report.js)'], 300],
    [['runRound (report.js)', 'tally (report.js)'], 200],
  ];
  it('is renamed code when its callee was renamed with it, beside the real regression', () => {
    // `orders.map(o => normalizeKey(o.sku))` at line 38 became `orders.map(o => canonicalSkuKey(o.sku))` at 46.
    const before = side([...common, [['runRound (report.js)', '(anonymous) (report.js:38)', 'normalizeKey (report.js)'], 200]]);
    const after = side([
      ...common,
      [['runRound (report.js)', '(anonymous) (report.js:46)', 'canonicalSkuKey (report.js)'], 200],
      [['runRound (report.js)', 'tally (report.js)', 'validate (report.js)'], 150],
    ]);
    const findings = detectFindings(diffProfiles(before, after));
    expect(findings.map((f) => `${f.direction} ${f.kind} ${f.frames.at(-1)}`)).toEqual(['regression tower validate (report.js)', 'neutral renamed canonicalSkuKey (report.js)']);
  });

  it('named code calling other code that exists on one side only is not renamed', () => {
    const before = side([...common, [['runRound (report.js)', 'lookupAll (report.js)', 'scanList (report.js)'], 200]]);
    const after = side([...common, [['runRound (report.js)', 'fetchAll (report.js)', 'queryIndex (report.js)'], 200]]);
    const findings = detectFindings(diffProfiles(before, after));
    expect(findings.some((f) => f.kind === 'renamed')).toBe(false);
  });
});

describe('a renamed function that keeps its time in its own frame', () => {
  it('is renamed, whatever stray callees were sampled under it, beside the real regression', () => {
    // A blind C++ case under DWARF: checksum_block renamed digest_block, the same body. A timer
    // interrupt and a reschedule were sampled under the old name, an interrupt and an inlined
    // operator[] under the new: one callee name in three shared, all but 1% of the time own.
    const common: [string[], number][] = [
      [['main', 'parse_records'], 300],
      [['main', 'parse_records', 'strtoul'], 300],
      [['main', 'sort_records'], 200],
      [['main', 'write_report'], 150],
      [['main', 'apply_filters'], 100],
    ];
    const before = side([...common, [['main', 'checksum_block'], 200], [['main', 'checksum_block', 'asm_sysvec_apic_timer_interrupt'], 1], [['main', 'checksum_block', 'asm_sysvec_reschedule_ipi'], 1]]);
    const after = side([
      ...common,
      [['main', 'apply_filters'], 100],
      [['main', 'digest_block'], 200],
      [['main', 'digest_block', 'asm_sysvec_apic_timer_interrupt'], 1],
      [['main', 'digest_block', 'std::vector<Record>::operator[]'], 1],
    ]);
    const findings = detectFindings(diffProfiles(before, after));
    expect(findings.map((f) => `${f.direction} ${f.kind} ${f.frames.at(-1)}`)).toEqual(['regression tower apply_filters', 'neutral renamed digest_block']);
  });

  it('is not code already found under its own name elsewhere', () => {
    // A blind C case: a shared mutex moved record_item's samples below worker (glibc without
    // frame pointers), and the new pthread_mutex_unlock, all its own time, cost what had left.
    const common: [string[], number][] = [
      [['tally', 'parse'], 300],
      [['tally', 'sort'], 200],
      [['tally', 'report'], 150],
    ];
    const before = side([...common, [['tally', 'record_item'], 100]]);
    const after = side([...common, [['tally', 'worker', 'record_item'], 100], [['tally', 'pthread_mutex_unlock'], 100]]);
    const findings = detectFindings(diffProfiles(before, after));
    expect(findings.filter((f) => f.kind === 'renamed').map((f) => `${f.previous?.join(' > ')} => ${f.frames.join(' > ')}`)).not.toContain('tally > record_item => tally > pthread_mutex_unlock');
    expect(findings.some((f) => f.direction === 'regression' && f.frames.at(-1) === 'pthread_mutex_unlock')).toBe(true);
  });

  it('is not paired with new code whose time goes to other callees', () => {
    // The same cost under the same caller, but the new function spends it in a callee the old
    // one never called: other code, not a new name.
    const common: [string[], number][] = [[['main', 'parse_records'], 400]];
    const before = side([...common, [['main', 'checksum_block'], 200]]);
    const after = side([...common, [['main', 'digest_block'], 20], [['main', 'digest_block', 'sha256_update'], 180]]);
    const findings = detectFindings(diffProfiles(before, after));
    expect(findings.some((f) => f.kind === 'renamed')).toBe(false);
  });
});

describe('code replaced under the same caller', () => {
  const common: [string[], number][] = [
    [['main', 'load'], 300],
    [['main', 'report'], 250],
  ];
  it('is one finding, its change the net: the new code in place of the old', () => {
    // report's sort changed comparator: one instantiation gone, another (twice its cost) new.
    const before = side([...common, [['main', 'report', 'sort<ByPrice>', 'introsort<ByPrice>'], 200]]);
    const after = side([...common, [['main', 'report', 'sort<ByName>', 'introsort<ByName>'], 400]]);
    const findings = detectFindings(diffProfiles(before, after));
    expect(findings.map((f) => `${f.direction} ${f.kind} ${f.frames.join(' > ')}`)).toEqual(['regression replaced report > sort<ByName> > introsort<ByName>']);
    expect(findings[0].previous).toEqual(['report', 'sort<ByPrice>', 'introsort<ByPrice>']);
    expect(findings[0].delta).toBeCloseTo(findings[0].after - findings[0].before, 12);
    // The mirror: the new code cheaper is one improvement.
    const mirror = detectFindings(diffProfiles(after, before));
    expect(mirror.map((f) => `${f.direction} ${f.kind} ${f.frames.at(-1)}`)).toEqual(['improvement replaced introsort<ByPrice>']);
  });

  it('is not made of code that still runs, nor of code under another caller', () => {
    // lookup cached (40 times faster, still called) beside a new regex in render: two findings.
    const before = side([...common, [['main', 'handle', 'lookup'], 400], [['main', 'handle', 'render'], 100]]);
    const after = side([...common, [['main', 'handle', 'lookup'], 10], [['main', 'handle', 'render'], 100], [['main', 'handle', 'render', 'regex_sub'], 600]]);
    const findings = detectFindings(diffProfiles(before, after));
    expect(findings.map((f) => `${f.direction} ${f.kind} ${f.frames.at(-1)}`)).toEqual(['regression tower regex_sub', 'improvement tower lookup']);
  });

  it('waiting replaced by work costs nothing: the work is the change, and the account keeps the samples', () => {
    // py-spy --idle: a listener thread sampled whether it waits or runs. It waited on an Event,
    // then polled a queue: the same share of samples, all of it now CPU.
    const py = (name: string, file: string) => `${name} (${file}.py)`;
    const thread = ['listener (app.py)'];
    const work: [string[], number][] = [[['main (app.py)', 'work (app.py)'], 500]];
    const before = side([...work, [[...thread, py('Event.wait', 'threading'), py('Condition.wait', 'threading')], 400]]);
    const after = side([...work, [[...thread, py('Queue.get_nowait', 'queue'), py('Queue.get', 'queue')], 300], [[...thread], 100]]);
    const findings = detectFindings(diffProfiles(before, after)).filter((f) => f.kind === 'replaced');
    expect(findings.map((f) => [f.direction, f.frames.at(-1), f.category])).toEqual([['regression', 'Queue.get (queue.py)', 'polling']]);
    expect(findings[0].before).toBe(0);
    expect(findings[0].delta).toBeCloseTo(findings[0].after, 12);
    expect(findings[0].waitingDelta).toBeLessThan(0);
  });
});

