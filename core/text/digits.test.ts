import { describe, expect, it } from 'vitest';
import { groupedInteger, MAX_INTEGER_BYTES, writeInteger } from './digits.js';

describe('integers written as digits', () => {
  it('reads as String(v) for every size of safe integer, either sign', () => {
    const values = [0, -0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 65535, 999999999, 1e9, 2 ** 31 - 1, 2 ** 31, 2 ** 32 + 7, 1e15, 2 ** 53 - 1];
    for (let p = 1; p < 2 ** 53; p *= 3) values.push(p, p + 1, p - 1);
    const bytes = new Uint8Array(MAX_INTEGER_BYTES + 2);
    for (const x of values) {
      for (const v of [x, -x]) {
        const end = writeInteger(bytes, 1, v);
        expect(new TextDecoder().decode(bytes.subarray(1, end))).toBe(String(v));
      }
    }
  });
});

describe('groupedInteger', () => {
  it('writes what toLocaleString("en-US") writes for whole numbers', () => {
    for (const v of [0, 7, 12, 999, 1000, 12345, 123456, 1234567, -1, -999, -1000, -1234567, 2 ** 53 - 1, -(2 ** 53 - 1), 1e21, 1.5]) {
      expect(groupedInteger(v)).toBe(v.toLocaleString('en-US'));
    }
  });
});
