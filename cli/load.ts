import { detectFormat, formatById, FORMATS } from '../core/formats/registry.js';
import type { InputFormat, ParseOptions, StreamParser } from '../core/formats/types.js';
import type { Profile } from '../core/model/types.js';
import { availableParallelism } from 'node:os';
import type { PerfOptions } from '../core/formats/perf-script/options.js';
import { InputError, UsageError } from './errors.js';
import { existsSync, readFileSync } from 'node:fs';
import { parseTimeRange, sliceByTime, type TimeRange } from '../core/model/slice.js';
import { isPerfData, PerfDataError, perfDataScript } from '../collectors/perf-data.js';
import { nodeRunner } from '../collectors/runner.js';
import { perfScript } from '../core/formats/perf-script/index.js';
import { looksDifferential } from '../core/formats/folded/index.js';
import { openInput } from './input.js';
import { PARALLEL_MIN_BYTES, parsePerfParallel } from './parallel/perf-parallel.js';
import { Progress, PROGRESS_MIN_BYTES } from './progress.js';
import { warn as warnLine } from './say.js';

/** How a command reads one profile file. */
export interface LoadOptions {
  /** `auto` (default) or a format name/alias. */
  readonly format?: string;
  /** Format-specific options (perf: pid, tid, kernel, ...). */
  readonly parse?: ParseOptions;
  /** Where warnings go; default stderr. */
  readonly warn?: (message: string) => void;
  /**
   * Worker threads for large perf script files (default: the number of CPUs). Only regular,
   * uncompressed files of at least 32 MB are split; the result is the same either way.
   */
  readonly threads?: number;
}

/** The default for `--threads`. */
export function defaultThreads(): number {
  return availableParallelism();
}

export function checkFormatName(name: string | undefined): void {
  if (name === undefined || name === 'auto') return;
  if (!formatById(name)) {
    throw new UsageError(`unknown --input-format ${JSON.stringify(name)}: expected auto, ${FORMATS.map((f) => f.id).join(', ')} (or perf, collapsed)`);
  }
}

/**
 * Profiles read so far by this process. With FLAMEDIFF_COUNT_LOADS set, the count is said on
 * stderr at exit: how a test checks that `compare` and `view` read each run once.
 */
let loads = 0;
if (process.env.FLAMEDIFF_COUNT_LOADS) process.on('exit', () => process.stderr.write(`flamediff: ${loads} profiles read\n`));

/** Reads a profile file (or `-`) chunk by chunk, detecting its format unless one is given. */
export async function loadProfile(path: string, options: LoadOptions = {}): Promise<Profile> {
  const slice = splitTimeSlice(path);
  if (slice) {
    const whole = await loadProfile(slice.file, { ...options, parse: { ...options.parse, timeline: true }, threads: 1 });
    try {
      return sliceByTime(whole, slice.range);
    } catch (e) {
      throw new InputError(`${path}: ${(e as Error).message}`);
    }
  }
  loads++;
  const input = await openInput(path);
  const explicit = options.format && options.format !== 'auto' ? formatById(options.format) : undefined;
  const warn = options.warn ?? warnLine;
  if ((explicit === undefined || explicit.id === 'perf-script') && isPerfData(input.head)) return readPerfData(input.source, options, warn, () => input.close());
  let format: InputFormat;
  let parser: StreamParser;
  try {
    format = explicit ?? detectFormat(input.head, input.source);
    const parse = withSidecarSymbols(format.id, input.source, differentialOptions(format.id, input.head, input.source, options, warn), warn);
    parser = format.createParser(parse, {
      source: input.source,
      warn: (message, line) => warn(`${input.source}${line !== undefined ? `:${line}` : ''}: ${message}`),
    });
  } catch (e) {
    input.close();
    throw e;
  }
  const threads = options.threads ?? defaultThreads();
  if (format.id === 'perf-script' && threads > 1 && !input.compressed && !input.recoded && input.source !== '-' && (input.size ?? 0) >= PARALLEL_MIN_BYTES) {
    input.close();
    let done = 0;
    const progress = new Progress(`reading ${input.source}`, input.size, () => done);
    try {
      const p = await parsePerfParallel(
        input.source,
        input.size!,
        input.head,
        (options.parse ?? {}) as PerfOptions,
        threads,
        (message, line) => warn(`${input.source}${line !== undefined ? `:${line}` : ''}: ${message}`),
        (n) => (done += n),
      );
      if (p) return p;
    } finally {
      progress.stop();
    }
    return loadProfile(path, { ...options, threads: 1 });
  }
  const progress =
    input.size !== undefined && input.size >= PROGRESS_MIN_BYTES
      ? new Progress(`reading ${input.source}`, input.size, input.rawBytesRead)
      : undefined;
  if (parser.copiesChunks) input.recycleChunks();
  try {
    for await (const chunk of input.chunks) parser.push(chunk);
    return parser.end();
  } finally {
    progress?.stop();
    input.close();
  }
}

/**
 * Differential folded stacks (`stack BEFORE AFTER`, difffolded.pl's output) read as one side:
 * the AFTER column unless the caller asked for a side, and said, so that the BEFORE count is
 * never glued onto the leaf's name. `flamediff diff FILE` compares the two columns.
 */
function differentialOptions(formatId: string, head: Uint8Array, source: string, options: LoadOptions, warn: (message: string) => void): ParseOptions {
  const parse = options.parse ?? {};
  if (formatId !== 'folded' || parse.differential !== undefined) return parse;
  if (!looksDifferential(new TextDecoder().decode(head))) return parse;
  warn(`${source}: differential folded stacks (stack BEFORE AFTER): read the AFTER column; \`flamediff diff ${source}\` compares the two`);
  return { ...parse, differential: 'after' };
}

/**
 * `FILE@10s..20s`: a time range of one recording. Only when FILE@… is not itself a file and
 * the part after the last `@` reads as a range, so names with `@` in them still work.
 */
export function splitTimeSlice(path: string): { file: string; range: TimeRange } | undefined {
  const at = path.lastIndexOf('@');
  if (at <= 0 || existsSync(path)) return undefined;
  const range = parseTimeRange(path.slice(at + 1));
  const file = path.slice(0, at);
  if (!range || (file !== '-' && !existsSync(file))) return undefined;
  return { file, range };
}

/**
 * samply leaves native frames as addresses and writes their names, with
 * `--unstable-presymbolicate`, to a sidecar beside the profile: the output path with its last
 * extension replaced (`p.json.gz` → `p.json.syms.json`, `p.json` → `p.syms.json`), read here and
 * handed to the Firefox reader, which stays pure. (Appending to `p.json` found no sidecar for a
 * blind capture saved with `-o run-1.json`: every native frame stayed an address.)
 */
function withSidecarSymbols(formatId: string, source: string, parse: ParseOptions, warn: (message: string) => void): ParseOptions {
  if (formatId !== 'firefox' || source === '-' || parse.symbols !== undefined) return parse;
  const sidecar = samplySidecars(source).find((f) => existsSync(f));
  if (sidecar === undefined) return parse;
  try {
    return { ...parse, symbols: JSON.parse(readFileSync(sidecar, 'utf8')) as unknown };
  } catch (e) {
    warn(`${sidecar}: not read (${(e as Error).message.split('\n')[0]}); frames stay addresses`);
    return parse;
  }
}

/**
 * Where samply may have written a profile's symbol sidecar: its last extension replaced
 * (samply's rule), appended to the name without `.gz`, or, for a profile gzipped after samply
 * wrote it (`-o run-1.json`, then `gzip run-1.json`), samply's rule applied to the name
 * without `.gz` (`run-1.json.gz` → `run-1.syms.json`: a blind capture's sidecar was missed so,
 * and all its frames were addresses).
 */
export function samplySidecars(profile: string): string[] {
  const plain = profile.replace(/\.gz$/, '');
  return [...new Set([`${profile.replace(/\.[^./]*$/, '')}.syms.json`, `${plain}.syms.json`, `${plain.replace(/\.[^./]*$/, '')}.syms.json`])];
}

/** A binary perf.data: `perf script` turns it into the text the perf-script parser reads. */
async function readPerfData(source: string, options: LoadOptions, warn: (message: string) => void, close: () => void): Promise<Profile> {
  close();
  if (source === '-') throw new InputError('-: perf.data on standard input: give its file name (perf script reads a file), or pipe `perf script` output instead');
  const parser = perfScript.createParser(options.parse ?? {}, {
    source,
    warn: (message, line) => warn(`${source} (perf script output${line !== undefined ? ` line ${line}` : ''}): ${message}`),
  });
  try {
    await perfDataScript(source, parser, nodeRunner);
  } catch (e) {
    if (e instanceof PerfDataError) throw new InputError(e.message);
    throw e;
  }
  return parser.end();
}
