import { ParseError } from '../core/formats/errors.js';
import { detectFormat, formatById, FORMATS } from '../core/formats/registry.js';
import type { ParseOptions } from '../core/formats/types.js';
import type { Profile } from '../core/model/types.js';
import { UsageError } from './errors.js';
import { openInput } from './input.js';
import { Progress, PROGRESS_MIN_BYTES } from './progress.js';

/** How a command reads one profile file. */
export interface LoadOptions {
  /** `auto` (default) or a format name/alias. */
  readonly format?: string;
  /** Format-specific options (perf: pid, tid, kernel, ...). */
  readonly parse?: ParseOptions;
  /** Where warnings go; default stderr. */
  readonly warn?: (message: string) => void;
}

export function checkFormatName(name: string | undefined): void {
  if (name === undefined || name === 'auto') return;
  if (!formatById(name)) {
    throw new UsageError(`unknown --format ${JSON.stringify(name)}: expected auto, ${FORMATS.map((f) => f.id).join(', ')} (or perf, collapsed)`);
  }
}

/** Reads a profile file (or `-`) chunk by chunk, detecting its format unless one is given. */
export async function loadProfile(path: string, options: LoadOptions = {}): Promise<Profile> {
  const input = await openInput(path);
  const explicit = options.format && options.format !== 'auto' ? formatById(options.format) : undefined;
  const format = explicit ?? detectFormat(input.head, input.source);
  const warn = options.warn ?? ((m: string) => process.stderr.write(`flamediff: warning: ${m}\n`));
  const parser = format.createParser(options.parse ?? {}, {
    source: input.source,
    warn: (message, line) => warn(`${input.source}${line !== undefined ? `:${line}` : ''}: ${message}`),
  });
  const progress =
    input.size !== undefined && input.size >= PROGRESS_MIN_BYTES
      ? new Progress(`reading ${input.source}`, input.size, input.rawBytesRead)
      : undefined;
  try {
    for await (const chunk of input.chunks) parser.push(chunk);
    return parser.end();
  } catch (e) {
    if (e instanceof ParseError || e instanceof UsageError) throw e;
    throw e;
  } finally {
    progress?.stop();
  }
}
