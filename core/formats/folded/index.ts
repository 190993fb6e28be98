import type { InputFormat, ParseContext } from '../types.js';
import { FoldedParser } from './parser.js';

export { FoldedParser } from './parser.js';

/**
 * A line of frames and a count. `.` takes line separators too (a CR or U+2028 inside a frame
 * name is the parser's to report, not "unknown format"), and a negative count is claimed so
 * that the parser can say what is wrong with it (red team: both read "unknown format").
 */
const FOLDED_LINE = /^\S.* [+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/s;

const DIFF_LINE = /^\S.* \+?(?:\d+(?:\.\d*)?|\.\d+) \+?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/**
 * Whether folded text is differential (`stack BEFORE AFTER`): every one of its first 20 data
 * lines ends in two numbers. Only commands that draw such input (svg) ask; elsewhere the count
 * is the last number and a frame may end in digits (py-spy's `thread 1234`, py-spy#234).
 */
export function looksDifferential(head: string): boolean {
  const lines = head.split('\n').map((l) => l.trim()).filter((l) => l.length > 0 && !l.startsWith('#')).slice(0, 20);
  return lines.length > 0 && lines.every((l) => DIFF_LINE.test(l));
}

/**
 * Claims text whose first non-blank, non-comment line ends in ` COUNT`. A first line longer
 * than the head (a 100-frame C++ stack runs past 64 KB) cannot show its count: it is claimed
 * when it reads as frames so far (`;`-separated text, no control characters), and the parser
 * then says exactly what is wrong if it is not folded after all.
 */
export function sniff(head: string): boolean {
  const lines = head.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line.length === 0 || line.startsWith('#')) continue;
    // py-spy writes a sample with no Python frame as an empty stack (` 1`); it can come first.
    if (/^\d+$/.test(line) && /^\s/.test(lines[i])) continue;
    if (FOLDED_LINE.test(line)) return true;
    // The head ends inside this line: too long to show its count.
    const cut = i === lines.length - 1 && line.length > LONG_LINE;
    return cut && line.includes(';') && !/[\u0000-\u0008\u000e-\u001f{}<>]/.test(line.slice(0, LONG_LINE));
  }
  return false;
}

/** A first line this long that the head cuts off is judged by its frames alone. */
const LONG_LINE = 4096;

export const folded: InputFormat = {
  id: 'folded',
  description: 'folded stacks (`a;b;c 12`, py-spy raw, inferno/FlameGraph collapsed)',
  sniff,
  createParser: (options, context: ParseContext) =>
    new FoldedParser(context, options.differential === 'before' || options.differential === 'after' ? options.differential : options.differential === true),
};
