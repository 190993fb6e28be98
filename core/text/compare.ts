/**
 * Compares two strings in the order of their UTF-8 bytes (= Unicode code point order), the order
 * every collapser (Perl `cmp`, Rust `sort`) writes folded lines in. JavaScript's `<` compares
 * UTF-16 code units, which differs only when a surrogate meets a code unit >= U+E000.
 */
export function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return fixup(x) - fixup(y);
  }
  return a.length - b.length;
}

function fixup(c: number): number {
  if (c >= 0xd800 && c <= 0xdfff) return c + 0x2000;
  if (c >= 0xe000) return c - 0x800;
  return c;
}

/**
 * A comparator in UTF-8 byte order for these strings: JavaScript's own `<` when none holds a
 * surrogate (then the two orders agree, and `<` is several times faster), else `compareUtf8`.
 */
export function utf8OrderFor(strings: readonly string[]): (a: string, b: string) => number {
  const astral = strings.some((s) => /[\ud800-\udfff]/.test(s));
  return astral ? compareUtf8 : (a, b) => (a < b ? -1 : a > b ? 1 : 0);
}
