import { describe, expect, it } from 'vitest';
import { Utf8Arena } from './utf8-arena.js';

describe('Utf8Arena', () => {
  it('holds the bytes TextEncoder gives each string, end to end', () => {
    // ASCII, two- and three-byte characters, an astral one, a lone surrogate (U+FFFD, three
    // bytes) and the empty string: the arena starts at one byte per UTF-16 unit and must grow.
    const strings = ['main', '\u00e9t\u00e9', '\u4e2d\u6587\u540d', '\u{1F600}x', 'bad\ud800', '', 'z'.repeat(300), '\u20ac'.repeat(100)];
    const arena = new Utf8Arena(strings);
    const encoder = new TextEncoder();
    strings.forEach((s, i) => {
      expect(arena.length(i)).toBe(encoder.encode(s).length);
      expect(arena.bytes.subarray(arena.start[i], arena.start[i + 1])).toEqual(encoder.encode(s));
    });
  });
});
