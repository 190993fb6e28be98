/**
 * Writes a safe integer's decimal digits (with `-` when negative; -0 as `0`) into `bytes` at
 * `o` and returns the end: the text `String(v)`, `v.toFixed(0)` and JSON give it. Writers of
 * large outputs print millions of numbers; converting each through a string first cost more
 * than the rest of their work. Callers check `Number.isSafeInteger(v)` and leave other numbers
 * to the language's own printer.
 */
export function writeInteger(bytes: Uint8Array, o: number, v: number): number {
  if (v < 0) {
    bytes[o++] = 0x2d;
    v = -v;
  }
  if (v < 10) {
    bytes[o] = 0x30 + v;
    return o + 1;
  }
  // Most numbers fit 31 bits, where division by ten is integer arithmetic (a multiply), not a
  // floating-point division and a floor per digit.
  return v <= 0x7fffffff ? writeSmall(bytes, o, v | 0) : writeLarge(bytes, o, v);
}

/** The digits of an integer from 10 to 2^31 − 1. */
function writeSmall(bytes: Uint8Array, o: number, v: number): number {
  const end = o + digitCount(v);
  let k = end;
  while (v >= 10) {
    const q = (v / 10) | 0;
    bytes[--k] = 0x30 + (v - q * 10);
    v = q;
  }
  bytes[--k] = 0x30 + v;
  return end;
}

function digitCount(v: number): number {
  let digits = 2;
  for (let p = 100; p <= v && digits < 10; p *= 10) digits++;
  return digits;
}

/** The digits of a safe integer of 2^31 or more. */
function writeLarge(bytes: Uint8Array, o: number, v: number): number {
  let digits = 1;
  for (let p = 10; p <= v; p *= 10) digits++;
  const end = o + digits;
  for (let k = end - 1; k >= o; k--) {
    const q = Math.floor(v / 10);
    bytes[k] = 0x30 + (v - q * 10);
    v = q;
  }
  return end;
}

/** The most bytes `writeInteger` writes: a sign and 16 digits (2^53 has 16). */
export const MAX_INTEGER_BYTES = 17;

/**
 * An integer with its thousands grouped by commas, as `toLocaleString('en-US')` writes a whole
 * number (`1,234,567`, `-12,000`): a flame graph's tooltips print one per frame, and V8's
 * locale-aware printer took a tenth of a second on a large SVG. Other numbers (not safe
 * integers) are left to it.
 */
export function groupedInteger(v: number): string {
  if (!Number.isSafeInteger(v)) return v.toLocaleString('en-US');
  const s = String(Math.abs(v));
  let out = s.length % 3 === 0 ? s.slice(0, 3) : s.slice(0, s.length % 3);
  for (let i = out.length; i < s.length; i += 3) out += `,${s.slice(i, i + 3)}`;
  return v < 0 ? `-${out}` : out;
}
