import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../test/support/parse.js';
import { normalizeProfile } from '../normalize/normalize.js';
import { frameFromFoldedName } from './frame-kind.js';

describe('frame kinds from names alone', () => {
  it("knows py-spy's thread frames in both its shapes, so the TID rule reaches them", () => {
    expect(frameFromFoldedName('thread (9998): io-1').kind).toBe('thread');
    // py-spy's speedscope profile names, which flamediff's own speedscope files (record,
    // compare) keep as each stack's root frame.
    expect(frameFromFoldedName('Thread 17454 "metrics"').kind).toBe('thread');
    expect(frameFromFoldedName('Thread.run (threading.py)').kind).toBe('python');
    const p = parseBytes('Thread 17454 "metrics";metrics_thread (gilapp.py) 3\n').profile;
    expect(normalizeProfile(p, { preset: 'py-spy' }).profile.frames.map((f) => f.name)).toContain('Thread "metrics"');
  });
});
