import type { StreamParser } from '../core/formats/types.js';
import type { ProcessRunner } from './runner.js';

/** The first bytes of a `perf.data` file (perf's file header magic). */
const PERF_DATA_MAGIC = 'PERFILE2';

/** Whether a file's first bytes are a binary `perf.data` recording. */
export function isPerfData(head: Uint8Array): boolean {
  return head.length >= 8 && new TextDecoder().decode(head.subarray(0, 8)) === PERF_DATA_MAGIC;
}

/** Why a perf.data file could not be turned into text; the message is one line for the user. */
export class PerfDataError extends Error {
  override name = 'PerfDataError';
}

/**
 * Streams `perf script -i FILE` into a perf-script parser, so a user can hand flamediff the
 * `perf.data` they have instead of being told to run perf script themselves. The text never
 * touches the disk. `--no-inline` because perf resolves inline frames through addr2line, which
 * takes minutes on DWARF recordings of large binaries and adds frames no other reader gives
 * (inferno's own instructions run plain `perf script`, whose inline frames it then drops
 * unless asked); stacks match what `flamediff record` produces.
 */
export async function perfDataScript(path: string, parser: StreamParser, runner: ProcessRunner): Promise<void> {
  const perf = runner.which('perf');
  if (!perf) {
    throw new PerfDataError(`${path}: perf.data needs Linux perf to read it: install linux-perf (Debian) or linux-tools-$(uname -r) (Ubuntu), or give flamediff \`perf script\` output`);
  }
  const script = runner.start(perf, ['script', '-i', path, '--no-inline'], { onStdout: (c) => parser.push(c) });
  const res = await script.result;
  if (res.code !== 0) {
    const last = res.stderr.trim().split('\n').filter(Boolean).pop() ?? `exit status ${res.signal ?? res.code}`;
    // perf maps the file and reads its records in place: a file cut short ends in SIGBUS, which
    // alone told a newcomer nothing.
    const why = res.signal === 'SIGBUS' ? ': perf read past the end of the file, which looks truncated' : '';
    throw new PerfDataError(`${path}: perf script could not read it (${last.slice(0, 200)}${why})`);
  }
}
