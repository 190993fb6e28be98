import { describe, expect, it } from 'vitest';
import { hasUnsafeText, inertText } from './inert.js';

describe('inertText', () => {
  it('shows terminal controls and bidi characters as escapes', () => {
    expect(inertText('a\x1b]0;pwned\x07b')).toBe('a\\x1b]0;pwned\\x07b');
    expect(inertText('x\r\ny\x9bz\x7f')).toBe('x\\x0d\\x0ay\\x9bz\\x7f');
    expect(inertText('user\u202Egnp.exe\u2066')).toBe('user\\u202egnp.exe\\u2066');
    // And what does not show at all: a zero-width space made `mal\u200bloc` read as `malloc`.
    expect(inertText('mal\u200Bloc\uFEFF\u2028')).toBe('mal\\u200bloc\\ufeff\\u2028');
  });
  it('leaves ordinary text, including non-Latin scripts and emoji, as it is', () => {
    const s = 'std::vector<int>::push_back (café.py:12) 函数 🔥 → ∑';
    expect(inertText(s)).toBe(s);
    expect(hasUnsafeText(s)).toBe(false);
    expect(hasUnsafeText('\x1b[2J')).toBe(true);
  });
});
