import { describe, expect, it } from 'vitest';
import { foldedString } from '../output/folded.js';
import { ProfileBuilder } from './builder.js';
import { speedscope } from '../formats/speedscope/index.js';
import { parseBytes } from '../../test/support/parse.js';
import { parseTimeRange, sliceByTime } from './slice.js';

/** Samples at 100.0 s, 100.5 s, … on a recording's clock: `a` for two seconds, then `b`. */
function recording(): ReturnType<ProfileBuilder['build']> {
  const b = new ProfileBuilder('samples');
  const main = b.child(0, b.internFrame({ name: 'main', kind: 'unknown' }));
  const a = b.child(main, b.internFrame({ name: 'a', kind: 'unknown' }));
  const c = b.child(main, b.internFrame({ name: 'b', kind: 'unknown' }));
  for (let i = 0; i < 8; i++) b.addSample(i < 4 ? a : c, 1, 100 + i * 0.5);
  return b.build({ sourceFormat: 'test' });
}

describe('time slices of one recording', () => {
  it.each([
    ['10s..20s', { from: 10, to: 20 }],
    ['-5s..', { from: -5, to: undefined }],
    ['..1.5', { from: undefined, to: 1.5 }],
    ['500ms..2m', { from: 0.5, to: 120 }],
  ])('parses %s', (text, range) => expect(parseTimeRange(text)).toEqual(range));

  it.each(['', '..', '10s', 'a..b', '1h..2h', 'v1.2..'])('%j is not a range (a file name with @ stays a file name)', (text) => expect(parseTimeRange(text)).toBeUndefined());

  it('selects by time from the first sample, or back from the last', () => {
    expect(foldedString(sliceByTime(recording(), { to: 2 }))).toBe('main;a 4\n');
    expect(foldedString(sliceByTime(recording(), { from: 2 }))).toBe('main;b 4\n');
    expect(foldedString(sliceByTime(recording(), { from: -1 }))).toBe('main;b 3\n');
    expect(sliceByTime(recording(), { from: 1, to: 3 }).meta.sampleCount).toBe(4);
  });

  it('speedscope evented profiles slice by their event times; sampled ones, whose times are not recorded, do not', () => {
    const frames = '"shared": {"frames": [{"name": "main"}, {"name": "a"}, {"name": "b"}]}';
    const evented = `{"$schema": "https://www.speedscope.app/file-format-schema.json", ${frames}, "profiles": [{"type": "evented", "name": "t", "unit": "milliseconds", "startValue": 0, "endValue": 4000, "events": [
      {"type": "O", "frame": 0, "at": 0}, {"type": "O", "frame": 1, "at": 0}, {"type": "C", "frame": 1, "at": 2000},
      {"type": "O", "frame": 2, "at": 2000}, {"type": "C", "frame": 2, "at": 4000}, {"type": "C", "frame": 0, "at": 4000}]}]}`;
    const p = parseBytes(evented, { timeline: true }, speedscope).profile;
    expect(foldedString(sliceByTime(p, { from: 1.5 }))).toBe('main;b 2000\n');
    const sampled = `{"$schema": "https://www.speedscope.app/file-format-schema.json", ${frames}, "profiles": [{"type": "sampled", "name": "t", "unit": "none", "startValue": 0, "endValue": 2, "samples": [[0, 1], [0, 2]], "weights": [1, 1]}]}`;
    expect(() => sliceByTime(parseBytes(sampled, { timeline: true }, speedscope).profile, { from: 1 })).toThrow(/no sample times/);
  });

  it('says what is missing: no sample times, or no samples in the range', () => {
    const b = new ProfileBuilder('samples');
    b.addSelf(b.child(0, b.internFrame({ name: 'x', kind: 'unknown' })), 3);
    expect(() => sliceByTime(b.build({ sourceFormat: 'folded' }), { from: 1 })).toThrow(/no sample times/);
    expect(() => sliceByTime(recording(), { from: 10 })).toThrow(/no samples in 10s\.\. \(its samples span 3\.500 s\)/);
  });
});
