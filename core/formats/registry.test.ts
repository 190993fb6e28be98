import { describe, expect, it } from 'vitest';
import { detectFormat } from './registry.js';

const detect = (s: string | Uint8Array) => () => detectFormat(typeof s === 'string' ? new TextEncoder().encode(s) : s, 'f');

describe('errors that point the right way', () => {
  it('names the profiles of other kinds people try', () => {
    expect(detect('{"snapshot": {"meta": {"node_fields": ["type"]}}, "nodes": []}')).toThrow(/V8 heap snapshot .* not supported/);
    expect(detect('{"head": {"callFrame": {}, "selfSize": 0, "children": []}, "samples": []}')).toThrow(/sampling heap profile/);
    expect(detect(new TextEncoder().encode('PERFILE2\0\0\0\0'))).toThrow(/perf\.data .*perf script -i FILE/);
    expect(detect(new Uint8Array([0xff, 0xfe, 0x61, 0x00]))).toThrow(/UTF-16 text/);
  });
  it('other JSON is said to be JSON, not "perf script"', () => {
    expect(detect('{"hello": "world"}')).toThrow(/^.*JSON, but not a profile flamediff reads/);
  });
  it('JSON cut off or broken is said to be invalid JSON, with where', () => {
    expect(detect('{"a":')).toThrow(/invalid JSON at byte 5 \(Unexpected end of JSON input\)/);
    expect(detect('{"a":1,}')).toThrow(/invalid JSON at byte 7 /);
    // The first 64 KB of a larger file end mid-value: that says nothing about the file.
    expect(detect(`{"hello": "${'x'.repeat(70_000)}"}`.slice(0, 65_536))).toThrow(/JSON, but not a profile flamediff reads/);
  });
});
