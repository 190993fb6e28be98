/**
 * Makes untrusted text (frame names, file names) safe inside SVG/XML text and attribute values:
 * the five XML metacharacters become entities, and characters XML 1.0 forbids (most control
 * characters, lone surrogates, U+FFFE/U+FFFF) become U+FFFD, so the file always parses and
 * nothing in a profile can open an element, an attribute or a CDATA section.
 */
export function escapeXml(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x26) out += '&amp;';
    else if (c === 0x3c) out += '&lt;';
    else if (c === 0x3e) out += '&gt;';
    else if (c === 0x22) out += '&quot;';
    else if (c === 0x27) out += '&#39;';
    else if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) out += '\ufffd';
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

/**
 * A chain of frames in `chars` characters, keeping the culprit end: `base → … → culprit`.
 * Frames are dropped from the middle first; if the first and last frames alone do not fit, the
 * base is shortened, and last of all the culprit's own start.
 */
export function fitChain(frames: readonly string[], chars: number, sep = ' → '): string {
  const whole = frames.join(sep);
  if (whole.length <= chars || frames.length === 0) return fitText(whole, chars);
  const last = frames[frames.length - 1];
  // Keep as many frames from the culprit end as fit after "base → … → ".
  for (let keep = frames.length - 2; keep >= 1; keep--) {
    const s = [frames[0], '…', ...frames.slice(frames.length - keep)].join(sep);
    if (s.length <= chars) return s;
  }
  const tail = `${sep}…${sep}${last}`;
  if (frames.length > 1 && tail.length + 8 <= chars) return fitText(frames[0], chars - tail.length) + tail;
  return fitText(last, chars);
}

/** A frame name for a narrow cell: `fn (/long/path/to/file.py)` → `fn (file.py)`. */
export function shortFrame(name: string): string {
  return name.replace(/ \((?:[^()]*\/)([^/()]+)\)$/, ' ($1)');
}
