import { inertText } from '../text/inert.js';

/**
 * Any character `escapeXml` changes: the metacharacters, controls, bidirectional controls,
 * surrogates, U+FFFE/F.
 */
const NEEDS_ESCAPE = /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff\ufffe\uffff]/;
/** Shown as their escapes, as the text report shows them (core/text/inert.ts). */
const SHOWN_ESCAPED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Makes untrusted text (frame names, file names) safe inside SVG/XML text and attribute values:
 * the five XML metacharacters become entities; control characters and the bidirectional
 * controls show as their escapes (`\x1b`, `\u202e`), as in the text report, so nothing reorders
 * or hides a name in a picture on a pull request; what else XML 1.0 forbids (lone surrogates,
 * U+FFFE/U+FFFF) becomes U+FFFD. The file always parses, and nothing in a profile can open an
 * element, an attribute or a CDATA section.
 */
export function escapeXml(s: string): string {
  // Most names need nothing: return them as they are instead of rebuilding them a character at
  // a time (that was most of `flamediff svg`'s own time on 50 k frames).
  if (!NEEDS_ESCAPE.test(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x26) out += '&amp;';
    else if (c === 0x3c) out += '&lt;';
    else if (c === 0x3e) out += '&gt;';
    else if (c === 0x22) out += '&quot;';
    else if (c === 0x27) out += '&#39;';
    else if (SHOWN_ESCAPED.test(s[i])) out += inertText(s[i]);
    else if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        out += s[i] + s[i + 1];
        i++;
      } else out += '\ufffd';
    } else if (c >= 0xdc00 && c <= 0xdfff) out += '\ufffd';
    else if (c === 0xfffe || c === 0xffff) out += '\ufffd';
    else out += s[i];
  }
  return out;
}

/** Shortens a name to fit `chars` characters, with an ellipsis. */
export function fitText(s: string, chars: number): string {
  if (chars < 3) return '';
  return s.length <= chars ? s : `${s.slice(0, chars - 1)}…`;
}
