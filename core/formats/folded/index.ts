import type { InputFormat, ParseContext } from '../types.js';
import { FoldedParser } from './parser.js';

export { FoldedParser } from './parser.js';

const FOLDED_LINE = /^\S.* \+?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

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

/** Claims text whose first non-blank, non-comment line ends in ` COUNT`. */
export function sniff(head: string): boolean {
  for (const raw of head.split('\n')) {
    const line = raw.trim();
    if (line.length === 0 || line.startsWith('#')) continue;
    return FOLDED_LINE.test(line);
  }
  return false;
}

export const folded: InputFormat = {
  id: 'folded',
  description: 'folded stacks (`a;b;c 12`, py-spy raw, inferno/FlameGraph collapsed)',
  sniff,
  createParser: (options, context: ParseContext) => new FoldedParser(context, options.differential === true),
};
