import type { InputFormat, ParseContext } from '../types.js';
import { FoldedParser } from './parser.js';

export { FoldedParser } from './parser.js';

const FOLDED_LINE = /^\S.* \+?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

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
  createParser: (_options, context: ParseContext) => new FoldedParser(context),
};
