import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../test/support/parse.js';
import { diffProfiles } from '../diff/diff.js';
import { detectFindings } from '../detectors/findings.js';
import { folded } from '../formats/folded/index.js';
import { commonFactor, recordingAsSamples, samplesFromPeriods, sidesAsSamples } from './period-weights.js';

/** Folded text of `stacks` (name → samples), each sample weighing `period`. */
function foldedRun(stacks: Record<string, number>, period: number) {
  const text = Object.entries(stacks)
    .map(([stack, n]) => `${stack} ${n * period}`)
    .join('\n');
  return parseBytes(`${text}\n`, {}, folded).profile;
}

const BEFORE = {
  'busy;main;compute_a;helper': 500, 'busy;main;compute_b;helper': 250, 'busy;main;write': 90, 'busy;main;write;sys_write': 7,
  'busy;main;parse': 60, 'busy;main;parse;next': 31, 'busy;main;hash': 40, 'busy;main;hash;mix': 13, 'busy;main;log': 5, 'busy;main;alloc': 4,
};
// compute_b's helper did more work; the rest moved by a few samples, as runs do.
const AFTER = { ...BEFORE, 'busy;main;compute_b;helper': 400, 'busy;main;compute_a;helper': 485, 'busy;main;parse': 63, 'busy;main;hash': 38 };

describe('folded weights that are sums of a sampling period', () => {
  it('are read as samples of that period, however the sums add up', () => {
    const p = foldedRun(BEFORE, 1_001_001);
    const r = samplesFromPeriods(p);
    expect(r.period).toBe(1_001_001);
    expect(Math.max(...r.profile.stackSelf)).toBe(500);
    expect(r.profile.meta.sampleCount).toBe(1000);
  });

  it('counted samples are left alone, and so are a few round numbers', () => {
    expect(samplesFromPeriods(foldedRun(BEFORE, 1)).period).toBeUndefined();
    // Ten stacks each seen a multiple of 999 times: no factor of a thousand, no period.
    expect(commonFactor(Array.from({ length: 10 }, (_, i) => 999 * (i + 1)))).toBeUndefined();
    // Two lines of round numbers are not enough to call 1000 a unit.
    expect(commonFactor([2000, 3000])).toBeUndefined();
    // Varying periods (cycles in frequency mode) share no factor.
    expect(commonFactor([1_200_517, 1_199_803, 2_400_091, 1_201_111, 1_198_877, 1_200_003, 3_600_217, 1_199_999, 1_200_001, 1_200_011])).toBeUndefined();
  });

  it('a diff of periods gives the verdict of the samples: one regression, no improvement, and a note', () => {
    const period = 1_001_001;
    const bySamples = diffProfiles([foldedRun(BEFORE, 1)], [foldedRun(AFTER, 1)]);
    const raw = [foldedRun(BEFORE, period)];
    const sides = sidesAsSamples(raw, [foldedRun(AFTER, period)]);
    expect(sides.notes).toEqual([expect.stringMatching(/^2 folded files’ weights are sums of a sampling period \(1,001,001,/)]);
    const byPeriods = diffProfiles(sides.before, sides.after);
    const line = (d: typeof bySamples) => detectFindings(d).filter((f) => f.significant).map((f) => `${f.direction} ${f.frames.join(' → ')} ${(100 * f.delta).toFixed(1)}`);
    expect(line(byPeriods)).toEqual(line(bySamples));
    expect(line(byPeriods)).toEqual([expect.stringMatching(/^regression compute_b → helper /)]);
    // Read as counts, the periods are a billion observations: every wobble is significant.
    expect(detectFindings(diffProfiles(raw, [foldedRun(AFTER, period)])).filter((f) => f.significant && f.direction === 'improvement').length).toBeGreaterThan(0);
  });

  it('periods that vary by sample cannot be divided out: they are said to make the tests overconfident', () => {
    // cycles in frequency mode: each sample's period differs, so no factor is common.
    let seed = 7;
    const period = () => 1_150_000 + ((seed = (seed * 48271) % 2147483647) % 100_000);
    const varying = (stacks: Record<string, number>) => {
      const text = Object.entries(stacks).map(([stack, n]) => `${stack} ${Array.from({ length: n }, period).reduce((a, b) => a + b, 0)}`).join('\n');
      return parseBytes(`${text}\n`, {}, folded).profile;
    };
    const input = varying(BEFORE);
    const sides = sidesAsSamples([input], [foldedRun(AFTER, 1)]);
    expect(sides.notes).toEqual([expect.stringMatching(/^one folded file’s weights look like sums of periods that vary by sample .*overconfident/)]);
    expect(sides.before[0]).toBe(input);
    // Counted samples say nothing.
    expect(sidesAsSamples([foldedRun(BEFORE, 1)], [foldedRun(AFTER, 1)]).notes).toEqual([]);
  });

  it("small files are read as samples when the comparison's folded files together share the period", () => {
    // A program of a few functions: six or eight stacks a run, too few alone.
    const small = { 'prog;main;work': 266, 'prog;main;hash': 49, 'prog;main;io;sys_read': 3, 'prog;main;parse': 20, 'prog;main;parse;next': 1 };
    const grown = { ...small, 'prog;main;hash': 140 };
    const period = 1_001_001;
    expect(samplesFromPeriods(foldedRun(small, period)).period).toBeUndefined();
    const sides = sidesAsSamples([foldedRun(small, period), foldedRun(small, period)], [foldedRun(grown, period), foldedRun(grown, period)]);
    expect(sides.notes).toEqual([expect.stringMatching(/^4 folded files’ weights are sums of a sampling period \(1,001,001,/)]);
    expect(Math.max(...sides.after[0].stackSelf)).toBe(266);
    // Two small files of round numbers are still not enough (five stacks in all).
    const round = (n: number) => parseBytes(`a;b ${2000 * n}\na;c ${3000 * n}\n`, {}, folded).profile;
    expect(sidesAsSamples([round(1), round(2)], [round(3)]).notes).toEqual([]);
    // A file whose own weights do not share the others' factor is left alone.
    const counted = foldedRun(small, 1);
    expect(sidesAsSamples([foldedRun(small, period), counted], [foldedRun(grown, period)]).before[1]).toBe(counted);
  });

  it('a small folded file beside a recording that gives its period takes that period', () => {
    const small = { 'prog;main;work': 266, 'prog;main;hash': 49, 'prog;main;io;sys_read': 3 };
    const period = 1_001_001;
    // A perf recording in time: every sample weighs the period, and it says how many samples.
    const timed = parseBytes(`prog;main;work ${300 * period}\nprog;main;hash ${90 * period}\n`, {}, folded).profile;
    const recording = { ...timed, unit: 'nanoseconds' as const, meta: { ...timed.meta, sourceFormat: 'perf-script', sampleCount: 390 } };
    const sides = sidesAsSamples([foldedRun(small, period)], [recording]);
    expect(Math.max(...sides.before[0].stackSelf)).toBe(266);
    expect(sides.after[0]).toBe(recording);
    // Without the sample count the recording says nothing of its period.
    const { sampleCount: _, ...meta } = recording.meta;
    expect(sidesAsSamples([foldedRun(small, period)], [{ ...recording, meta }]).before[0].stackSelf).toEqual(foldedRun(small, period).stackSelf);
  });

  it('a recording whose samples all weigh one period is drawn in samples; one without its count stays in time', () => {
    const period = 1_001_001;
    const timed = parseBytes(`prog;main;work ${300 * period}\nprog;main;hash ${90 * period}\n`, {}, folded).profile;
    const recording = { ...timed, unit: 'nanoseconds' as const, meta: { ...timed.meta, sourceFormat: 'perf-script', sampleCount: 390 } };
    const drawn = recordingAsSamples(recording);
    expect(drawn.unit).toBe('samples');
    expect(Math.max(...drawn.stackSelf)).toBe(300);
    const { sampleCount: _, ...meta } = recording.meta;
    expect(recordingAsSamples({ ...recording, meta })).toEqual({ ...recording, meta });
  });
});
