/**
 * Whitespace exactly as Rust's `char::is_whitespace` (Unicode White_Space) defines it.
 * JavaScript's `trim()` differs (it trims U+FEFF, keeps U+0085), and inferno parity is byte for
 * byte, so the perf collapser uses these.
 */
export function isRustWhitespace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0x85) return false;
  return (
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

export function rustTrimEnd(s: string): string {
  let end = s.length;
  while (end > 0 && isRustWhitespace(s.charCodeAt(end - 1))) end--;
  return end === s.length ? s : s.slice(0, end);
}

export function rustTrimStart(s: string): string {
  let start = 0;
  while (start < s.length && isRustWhitespace(s.charCodeAt(start))) start++;
  return start === 0 ? s : s.slice(start);
}

export function rustTrim(s: string): string {
  return rustTrimStart(rustTrimEnd(s));
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A fresh copy of a string. V8 represents `slice()` results as views into their parent, so a
 * short name kept in a long-lived map would pin the whole megabyte-sized chunk it was cut from;
 * stored keys and frame names are detached with this (once per *distinct* string, so the cost
 * does not grow with the input size).
 */
export function detach(s: string): string {
  return s.length < 13 ? s : decoder.decode(encoder.encode(s));
}
