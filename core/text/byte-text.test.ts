import { describe, expect, it } from 'vitest';
import { ByteText, piecesToString, utf8 } from './byte-text.js';

describe('ByteText', () => {
  it('writes text and bytes in order, across pieces, as the same UTF-8 a string would be', () => {
    const w = new ByteText(8);
    const parts = ['<g x="1.5">', 'é漢😀', '', 'a'.repeat(20), ' tail\n'];
    w.text(parts[0]);
    w.bytes(utf8(parts[1]));
    w.text(parts[2]);
    w.text(parts[3]);
    w.text(parts[4]);
    const pieces = w.finish();
    expect(pieces.length).toBeGreaterThan(1);
    expect(Buffer.concat(pieces)).toEqual(Buffer.from(parts.join('')));
    expect(piecesToString(pieces)).toBe(parts.join(''));
  });

  it('a multi-byte character split between pieces reads back whole', () => {
    const w = new ByteText(4);
    w.text('abc');
    w.text('😀😀');
    // ASCII copied before the first character that is not, then the text encoded whole over it.
    w.text('xy€z');
    expect(piecesToString(w.finish())).toBe('abc😀😀xy€z');
  });
});
