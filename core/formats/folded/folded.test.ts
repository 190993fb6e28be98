import { describe, expect, it } from 'vitest';
import { parseBytes, toFolded } from '../../../test/support/parse.js';
import { detectFormat, SNIFF_BYTES } from '../registry.js';
import { foldedString } from '../../output/folded.js';
import { folded, sniff } from './index.js';

describe('folded: counts that cannot be written back, first lines longer than the sniffed head', () => {
  it('a count of 1e400 (Infinity) is an error naming the line', () => {
    expect(() => parseBytes('main;a 3\nmain;b 1e400\n', {}, folded)).toThrow(/:2: bad folded line "main;b 1e400": .*a finite count/);
  });

  it('a file cut off mid-line is refused as truncated, naming its last line; a last line without a newline is read', () => {
    expect(() => parseBytes('main;a 3\nmain;b 1\nmain;_find_and_load (<frozen importlib._boots', {}, folded)).toThrow(/:3: input ends in the middle of a line \(truncated\?\): "main;_find_and_load/);
    expect(toFolded(parseBytes('main;a 3\nmain;b 1', {}, folded).profile)).toBe('main;a 3\nmain;b 1\n');
    // A bad line inside the file is still skipped with a warning, as inferno does.
    expect(parseBytes('main;a 3\nnot a stack\nmain;b 1\n', {}, folded).warnings.join('\n')).toMatch(/skipped/);
  });

  it('a first line with a CR or U+2028 inside a name, or a negative count, is folded: the parser says what is wrong', () => {
    expect(sniff('thread (0x7f\r): main;f 5\n')).toBe(true);
    expect(sniff('main;f\u2028g 5\n')).toBe(true);
    expect(() => parseBytes('main;f -5\nmain;g 5\n')).toThrow(/:1: bad folded line "main;f -5": .*a non-negative number/);
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

describe('folded: the previous line is read where it lies in its chunk', () => {
  it('a caller that reads every chunk into the same memory gets the profile of a whole read', () => {
    // One line per chunk, each read into the same memory: the previous line's bytes, were they
    // still read there, would be the new line's own, and every frame would look shared.
    const lines = ['a;b;c 1', 'a;b;d 2', 'a;e;d 3', 'f;e;d 4', 'f;e;d 5'];
    const text = new TextEncoder().encode(`${lines.join('\n')}\n`);
    const whole = parseBytes(text, {}, folded).profile;
    const p = folded.createParser({}, { source: 'test' });
    const memory = new Uint8Array(8);
    for (let i = 0; i < text.length; i += 8) {
      memory.set(text.subarray(i, i + 8));
      p.push(memory);
    }
    expect(foldedString(p.end())).toBe(foldedString(whole));
    expect(foldedString(whole)).toBe('a;b;c 1\na;b;d 2\na;e;d 3\nf;e;d 9\n');
  });
});
