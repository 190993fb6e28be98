import { describe, expect, it } from 'vitest';
import { detectionAdvice } from './report.js';
import { formatDeltaAs, formatQ, formatQuantity, formatValueAs } from './format.js';
import { formatRatio } from './report.js';

describe('shared number formats', () => {
  it('fractions as % and pp, absolute weights in their unit, CPU rates', () => {
    expect(formatValueAs('bulk', 0.2431)).toBe('24.3%');
    expect(formatDeltaAs('share', -0.0496)).toBe('−5.0 pp');
    expect(formatDeltaAs('share', -0.0004)).toBe('±0.0 pp');
    expect(formatDeltaAs('share', 0.0004)).toBe('±0.0 pp');
    expect(formatDeltaAs('absolute', 55_388_722, 'nanoseconds')).toBe('+55.4 ms');
    expect(formatValueAs('absolute', 2_504_000_000, 'nanoseconds')).toBe('2.5 s');
    expect(formatValueAs('absolute', 1234.4, 'samples')).toBe('1,234 samples');
    expect(formatDeltaAs('rate', 0.1234)).toBe('+0.123 CPU');
    expect(formatDeltaAs('absolute', 0, 'samples')).toBe('±0 samples');
  });

  it('a small threshold never rounds to zero', () => {
    expect(formatDeltaAs('absolute', 0.42, 'samples')).toBe('+0.42 samples');
    expect(formatDeltaAs('absolute', 3_004, 'nanoseconds')).toBe('+3 µs');
  });

  it('q-values and relative changes read without artefacts', () => {
    expect(formatQ(0.0004)).toBe('q < 0.001');
    expect(formatQ(0.0231)).toBe('q = 0.023');
    // The viewer's tooltip gives a frame's ratio as the text report gives a finding's.
    expect(formatRatio(0.001, 0.4185)).toBe('×419');
    expect(formatRatio(0, 0.2)).toBe('new');
    expect(formatRatio(0.3, 0)).toBe('gone');
    expect(formatRatio(0.2, 0.27)).toBe('×1.35');
    expect(formatRatio(0.2, 0.15)).toBe('×0.75');
  });

  it('formatQuantity picks the time unit that reads best', () => {
    expect(formatQuantity(999, 'nanoseconds')).toBe('999 ns');
    expect(formatQuantity(1500, 'microseconds')).toBe('1.5 ms');
    expect(formatQuantity(42, 'milliseconds')).toBe('42 ms');
  });
});

describe('detection advice', () => {
  const diff = (typicalMde: number, runs = 3) => ({ typicalMde, minDelta: 0.005, scale: 1, normalization: 'share', unitLabel: 'samples', before: { runs }, after: { runs } }) as unknown as Parameters<typeof detectionAdvice>[0];
  it('advises more runs for a smaller change, and says nothing where the two sizes print alike', () => {
    expect(detectionAdvice(diff(0.01))).toMatch(/detect a change of about 1\.0 pp .*; about 12 runs per side would detect 0\.5 pp$/);
    expect(detectionAdvice(diff(0.0052))).toBeUndefined();
    expect(detectionAdvice(diff(0.004))).toBeUndefined();
  });
  it('gives no size beyond the whole profile', () => {
    expect(detectionAdvice(diff(4.26))).toMatch(/^these runs cannot detect a change of a typical frame/);
  });
});
