import { rustTrim } from '../../text/whitespace.js';
import type { InputFormat, ParseContext, ParseOptions } from '../types.js';
import { eventLineParts, stackLineParts } from './lines.js';
import type { PerfOptions } from './options.js';
import { PerfScriptParser } from './parser.js';

export type { PerfOptions } from './options.js';
export { PerfScriptParser } from './parser.js';

/**
 * Claims the input when its first record is an event line followed by a stack line (or an event
 * line carrying its single frame), as inferno's `is_applicable` does. Comment lines are skipped.
 */
export function sniff(head: string): boolean {
  const lines = head.split('\n');
  // The last line may be cut by the head window.
  if (lines.length > 1) lines.pop();
  let lastWasEvent = false;
  for (const raw of lines) {
    const line = rustTrim(raw);
    if (line.startsWith('#')) continue;
    if (line.length === 0) {
      lastWasEvent = false;
      continue;
    }
    if (lastWasEvent) return stackLineParts(line) !== undefined;
    const parts = eventLineParts(line);
    if (!parts) return false;
    // An event line carries `TIME: ... EVENT:`; the colon keeps folded lines like `a 1 2` out.
    if (!line.slice(parts.end).includes(':')) return false;
    lastWasEvent = true;
  }
  return false;
}

export const perfScript: InputFormat = {
  id: 'perf-script',
  description: 'Linux `perf script` text',
  sniff,
  createParser: (options: ParseOptions, context: ParseContext) => new PerfScriptParser(options as PerfOptions, context),
};
