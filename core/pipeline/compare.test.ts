import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../test/support/parse.js';
import { folded } from '../formats/folded/index.js';
import { viewerData } from '../output/viewer-data.js';
import { comparabilityWarnings, compareSides, doubleFlamebearerSides, validatePathologyRules } from './compare.js';

const run = (k: number, grow: number) => parseBytes(`main;work ${1000 + k}\nmain;helper ${100 + k + grow}\nmain;io ${500 - k}\n`, {}, folded).profile;

describe('the comparison pipeline (core, pure)', () => {
  it('loaded profiles in, a report context out: normalised, compared, found', () => {
    const ctx = compareSides([run(1, 0), run(2, 0), run(3, 0)], [run(1, 200), run(2, 205), run(3, 198)], { beforeLabel: 'b', afterLabel: 'a' });
    expect(ctx.findings[0]).toMatchObject({ direction: 'regression', frames: ['main', 'helper'] });
    expect(ctx.preset).toBe('perf');
    expect(ctx.warnings).toEqual([]);
  });

  it('pairs a renamed script before naming its root: the file rename is found, not hidden by a process rename', () => {
    // A script renamed for the experiment: its root frame names the file too, so a process-root
    // rename alone would put the new file name on the before side's root and leave every other
    // frame "moved".
    const script = (file: string, k: number, lookup: number) =>
      parseBytes(`<module> (${file});main (${file});total (${file});lookup (${file}) ${lookup + k}\n<module> (${file});main (${file});total (${file});fmt (${file}) ${300 - k}\n<module> (${file});main (${file});load (${file}) ${200 + k}\n`, {}, folded).profile;
    const ctx = compareSides([1, 2, 3].map((k) => script('prog_before.py', k, 40)), [1, 2, 3].map((k) => script('prog_after.py', k, 140)), { preset: 'py-spy' });
    expect(ctx.warnings.join('\n')).toMatch(/"prog_before.py" before is "prog_after.py" after/);
    expect(ctx.findings.filter((f) => f.kind === 'renamed')).toEqual([]);
    expect(ctx.findings[0]).toMatchObject({ direction: 'regression' });
    expect(ctx.findings[0].frames.at(-1)).toBe('lookup (prog_after.py)');
  });

  it('keeps the before side\'s name of a renamed process, and the viewer draws the before side with it', () => {
    const binary = (name: string, k: number, grow: number) => parseBytes(`${name};main;work ${1000 + k}\n${name};main;helper ${100 + k + grow}\n`, {}, folded).profile;
    const ctx = compareSides([1, 2, 3].map((k) => binary('app_v1', k, 0)), [1, 2, 3].map((k) => binary('app_v2', k, 200)), { beforeLabel: 'b', afterLabel: 'a' });
    expect(ctx.renamedRoot).toEqual({ from: 'app_v1', to: 'app_v2' });
    const data = viewerData(ctx);
    expect(data.beforeNames).toEqual([[ctx.diff.tree.names.indexOf('app_v2'), 'app_v1']]);
    expect(viewerData(compareSides([run(1, 0)], [run(1, 0)], { beforeLabel: 'b', afterLabel: 'a' })).beforeNames).toBeUndefined();
  });

  it('warns when the sides are not comparable', () => {
    const a = run(1, 0);
    const b = { ...run(2, 0), unit: 'nanoseconds' as const };
    expect(comparabilityWarnings([a], [b]).join('\n')).toMatch(/different weight units/);
    // Settings are compared without their rates, and said with single spaces.
    const set = (settings: string) => ({ ...a, meta: { ...a.meta, settings } });
    expect(comparabilityWarnings([set('record -F 999')], [set('record -F 99 -g')]).join('\n')).toMatch(/different profiler settings \(record vs record -g\)/);
    expect(comparabilityWarnings([set('record -F 999 -g')], [set('record -F 99 -g')]).join('\n')).not.toMatch(/settings/);
  });

  it('says when one side kept clearly fewer CPUs busy per second of recording, and only then', () => {
    const timed = (k: number, samples: number, seconds: number) => {
      const p = run(k, 0);
      return { ...p, meta: { ...p.meta, sampleCount: samples, sampleRate: 100, durationSeconds: seconds } };
    };
    const before = [timed(1, 820, 4.4), timed(2, 840, 4.45)];
    // The same program beside a CPU hog: fewer samples over a longer time.
    const hog = comparabilityWarnings(before, [timed(1, 725, 9.0), timed(2, 673, 6.9)]).join('\n');
    expect(hog).toMatch(/the after runs kept 0\.89 CPUs busy per second of recording, the before runs 1\.88 .*waited more/);
    expect(comparabilityWarnings(before, [timed(1, 900, 4.9), timed(2, 830, 4.4)])).toEqual([]);
    expect(comparabilityWarnings([run(1, 0)], [run(2, 0)])).toEqual([]);
    // With py-spy --idle the samples count waiting threads too: no CPUs to count.
    const idle = (p: ReturnType<typeof timed>) => ({ ...p, meta: { ...p.meta, settings: 'record -r 100 --idle --threads' } });
    expect(comparabilityWarnings(before.map(idle), [timed(1, 725, 9.0), timed(2, 673, 6.9)].map(idle))).toEqual([]);
  });

  it("says when perf saw much of node's JavaScript only as the interpreter, unnamed", () => {
    const sample = (t: number, lines: string[]) => `node 7 ${t}: 1001001 cpu-clock:pppH: \n${lines.map((l) => `\t${l}`).join('\n')}\n\n`;
    const named = ['7f41 JS:^score /t/app.js:3:15+0x261 (/tmp/perf-7.map)', '14cfd1c Builtins_InterpreterEntryTrampoline+0xdc (/usr/bin/node)', '7f42 JS:~ /t/app.js:1:1+0x10 (/tmp/perf-7.map)', '86853f node::Start+0x58f (/usr/bin/node)'];
    const unnamed = ['dc5b64 v8::internal::Runtime_LoadIC_Miss+0x364 (/usr/bin/node)', '14cfd1c Builtins_InterpreterEntryTrampoline+0xdc (/usr/bin/node)', '7f42 JS:~ /t/app.js:1:1+0x10 (/tmp/perf-7.map)', '86853f node::Start+0x58f (/usr/bin/node)'];
    const run = (k: number) => parseBytes(Array.from({ length: 10 }, (_, i) => sample(1 + i, i < k ? unnamed : named)).join('')).profile;
    expect(comparabilityWarnings([run(1)], [run(3)]).join('\n')).toMatch(/up to 30% of a run's samples are in JavaScript that V8's interpreter ran.*--interpreted-frames-native-stack/);
    expect(comparabilityWarnings([run(1)], [run(1)]).join('\n')).not.toMatch(/interpreter/);
  });

  it('validates pathology rules, naming the element', () => {
    expect(validatePathologyRules([{ id: 'x', category: 'c', match: '^a', explanation: 'e', hint: 'h' }])).toHaveLength(1);
    expect(() => validatePathologyRules({})).toThrow(/expected a JSON array/);
    expect(() => validatePathologyRules([{ id: 'x' }])).toThrow(/^\[0\]: expected/);
    expect(() => validatePathologyRules([{ id: 'x', category: 'c', match: '(', explanation: 'e', hint: 'h' }])).toThrow(/\[0\]\.match: invalid regular expression/);
    expect(() => validatePathologyRules([{ id: 'x', category: 'c', match: 'a', explanation: 'e', hint: 'h', drivenFrom: '[' }])).toThrow(/\[0\]\.drivenFrom: invalid regular expression/);
    expect(() => validatePathologyRules([{ id: 'x', category: 'c', match: 'a', explanation: 'e', hint: 'h', drivenFrom: 3 }])).toThrow(/\[0\]\.drivenFrom: expected a string/);
    expect(() => validatePathologyRules([{ id: 'x', category: 'c', match: 'a', explanation: 'e', hint: 'h', causedBy: 3 }])).toThrow(/\[0\]\.causedBy: expected a string/);
  });

  it('reads both sides of a double flamebearer, and nothing else', () => {
    expect(doubleFlamebearerSides('main;a 1\n', 't')).toBeUndefined();
    expect(() => doubleFlamebearerSides('{"format": "double", ', 't')).toThrow(/invalid JSON/);
  });
});
