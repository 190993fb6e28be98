import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../../test/support/parse.js';
import { detectFormat, SNIFF_BYTES } from '../registry.js';
import { folded, sniff } from './index.js';

describe('folded: counts that cannot be written back, first lines longer than the sniffed head', () => {
  it('a count of 1e400 (Infinity) is an error naming the line', () => {
    expect(() => parseBytes('main;a 3\nmain;b 1e400\n', {}, folded)).toThrow(/:2: bad folded line "main;b 1e400": .*a finite count/);
  });

  it('a valid file whose first line is longer than 64 KB is still folded', () => {
    const long = Array.from({ length: 4000 }, (_, i) => `ns::Class::method_${i}(int, long)`).join(';');
    const text = `${long} 5\nmain;x 3\n`;
    expect(text.length).toBeGreaterThan(65536);
    expect(detectFormat(new TextEncoder().encode(text).subarray(0, SNIFF_BYTES), 'test').id).toBe('folded');
    // Not just any long line: JSON or markup is not claimed.
    expect(sniff(`{"frames": [${'"x",'.repeat(20000)}`)).toBe(false);
  });
});

describe('folded sniff: py-spy raw that starts with an empty stack', () => {
  it('a first line " 1" (a sample with no Python frame) does not hide the format', () => {
    expect(sniff(' 1\n<module> (app.py:3);main (app.py:9) 4\n')).toBe(true);
    expect(sniff('1\n')).toBe(false);
  });
});
