import type { InputFormat, ParseContext } from '../types.js';
import { SpeedscopeParser } from './parser.js';

export { SpeedscopeParser } from './parser.js';

/** Claims JSON that names speedscope's schema (every speedscope exporter, py-spy included, writes it). */
export function sniff(head: string): boolean {
  const t = head.trimStart();
  return t.startsWith('{') && head.includes('speedscope.app/file-format-schema.json');
}

export const speedscope: InputFormat = {
  id: 'speedscope',
  description: 'speedscope JSON (sampled and evented; py-spy --format speedscope)',
  sniff,
  createParser: (_options, context: ParseContext) => new SpeedscopeParser(context),
};
