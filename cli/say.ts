import { inertText } from '../core/text/inert.js';

/**
 * One message line on stderr. Messages quote untrusted text (file names, frame names, perf's
 * "weird line" input, server answers), so every control or bidi character in it is shown as its
 * escape: a message can never move the cursor, retitle the terminal or forge another line.
 */
export function say(line: string): void {
  process.stderr.write(`${inertText(line)}\n`);
}

/** `flamediff: warning: …` on stderr, made inert like `say`. */
export function warn(message: string): void {
  say(`flamediff: warning: ${message}`);
}
