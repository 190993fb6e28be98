import { describe, expect, it } from 'vitest';
import { jsonPieces } from './viewer-data.js';

const escaped = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

describe('the page data, written in pieces', () => {
  it('is JSON.stringify of the same value, typed arrays as arrays, with < and line separators escaped', () => {
    const value = {
      names: ['main', '</script><script>alert(1)</script>', 'a\u2028b\u2029c', 'ünï'],
      frame: Int32Array.from({ length: 70000 }, (_, i) => (i * 7919) % 1000),
      before: Float64Array.from([0, 1.5, -2, 1e7, Number.NaN, Number.POSITIVE_INFINITY]),
      tested: [1, 2, 3],
      skipped: undefined,
      nothing: null,
      findings: [{ rank: 1, frames: ['x'], category: null, note: undefined }],
    };
    const plain = { ...value, frame: Array.from(value.frame), before: Array.from(value.before) };
    const text = [...jsonPieces(value)].join('');
    expect(text).toBe(escaped(plain));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).names[1]).toBe('</script><script>alert(1)</script>');
  });
});
