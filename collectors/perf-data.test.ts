import { describe, expect, it } from 'vitest';
import { perfDataScript } from './perf-data.js';
import type { ProcessRunner } from './runner.js';
import type { StreamParser } from '../core/formats/types.js';

/** A runner whose `perf script` ends as given (replayed, no perf needed). */
const ending = (code: number | null, signal: NodeJS.Signals | null, stderr = ''): ProcessRunner => ({
  which: () => '/usr/bin/perf',
  output: () => ({ code: 0, stdout: '', stderr: '' }),
  start: () => ({ pid: 1, kill: () => undefined, result: Promise.resolve({ code, signal, stderr }) }),
});
const parser = { push: () => undefined, end: () => undefined } as unknown as StreamParser;

describe('perf.data read through perf script', () => {
  it('a file perf cannot map to its end is said to look truncated; other failures quote perf', async () => {
    await expect(perfDataScript('cut.data', parser, ending(null, 'SIGBUS'))).rejects.toThrow(/^cut\.data: perf script could not read it \(exit status SIGBUS: perf read past the end of the file, which looks truncated\)$/);
    await expect(perfDataScript('bad.data', parser, ending(255, null, 'incompatible file format\n'))).rejects.toThrow(/^bad\.data: perf script could not read it \(incompatible file format\)$/);
  });
});
