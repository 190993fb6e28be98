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
