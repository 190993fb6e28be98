/**
 * Characters that act on a terminal or reorder text instead of showing: C0 controls (ESC starts
 * CSI/OSC sequences that move the cursor, retitle the window or plant OSC-8 links; BEL ends
 * them; CR overwrites a line), DEL, C1 controls (0x9b is a one-byte CSI on some terminals), and
 * the bidirectional embeddings, overrides, isolates and marks that make text read other than it
 * is stored ("Trojan Source"); and the characters that do not show at all (zero-width space,
 * joiners, word joiner, byte-order mark) or break a line where none shows (line and paragraph
 * separators): a name with a zero-width space inside read exactly as `malloc` (red team).
 */
const PAST_C0_CLASS = '\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2060\\u2066-\\u2069\\ufeff';
const UNSAFE = new RegExp(`[\\u0000-\\u001f${PAST_C0_CLASS}]`, 'g');

/**
 * The unsafe characters other than the C0 controls, for text whose writer escapes those itself
 * and uses newlines of its own (JSON.stringify: the JSON report escapes these as `\u`).
 */
export const UNSAFE_BEYOND_C0 = new RegExp(`[${PAST_C0_CLASS}]`, 'g');

/**
 * Untrusted text (frame names, labels, file names, server answers) made inert for a terminal,
 * a log or a Markdown page: each unsafe character is shown as its escape (`\x1b`, `\u202e`), so
 * a reader sees that it was there and nothing acts on it. Newlines are escaped too: one name is
 * one line.
 */
export function inertText(s: string): string {
  return s.replace(UNSAFE, (c) => {
    const n = c.charCodeAt(0);
    return n <= 0xff ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u${n.toString(16).padStart(4, '0')}`;
  });
}

/** Whether `s` holds any character `inertText` would escape. */
export function hasUnsafeText(s: string): boolean {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(s);
}
