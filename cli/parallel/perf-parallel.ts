import { openSync, readSync, closeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { workerUrl } from '../cli-dir.js';
import { ParseError } from '../../core/formats/errors.js';
import { firstEventType, nextEventBoundary } from '../../core/formats/perf-script/split.js';
import type { PerfOptions } from '../../core/formats/perf-script/options.js';
import { mergeProfiles } from '../../core/model/merge.js';
import type { Profile } from '../../core/model/types.js';
import type { PieceMessage, PieceWarning } from './protocol.js';

/** Files smaller than this are parsed on the calling thread: workers cost ~50 ms to start. */
export const PARALLEL_MIN_BYTES = 32 << 20;

/**
 * Cuts a perf script file into about `pieces` ranges that end just after blank lines (event
 * boundaries). Returns the range starts plus the file size; fewer ranges when the file has no
 * blank line near a cut point.
 */
export function splitPoints(path: string, size: number, pieces: number): number[] {
  const cuts = [0];
  const fd = openSync(path, 'r');
  try {
    const window = new Uint8Array(4 << 20);
    for (let k = 1; k < pieces; k++) {
      const approx = Math.floor((size * k) / pieces);
      if (approx <= cuts[cuts.length - 1]) continue;
      const n = readSync(fd, window, 0, window.length, approx);
      const at = nextEventBoundary(window.subarray(0, n));
      if (at !== -1 && approx + at < size) cuts.push(approx + at);
    }
  } finally {
    closeSync(fd);
  }
  cuts.push(size);
  return cuts;
}

/**
 * Parses a perf script file on `threads` worker threads and merges the pieces. The event
 * filter is fixed from the file's first event before the split, so the result equals a
 * sequential parse (the corpus and a test check this). Warnings keep their global line numbers.
 */
export async function parsePerfParallel(
  path: string,
  size: number,
  head: Uint8Array,
  options: PerfOptions,
  threads: number,
  warn: (message: string, line?: number) => void,
  onBytes: (n: number) => void,
): Promise<Profile | undefined> {
  const eventFilter = options.eventFilter || firstEventType(new TextDecoder().decode(head));
  if (eventFilter === undefined) return undefined;
  const cuts = splitPoints(path, size, threads);
  if (cuts.length < 3) return undefined;
  const url = workerUrl('perf-worker');
  const results = await Promise.all(
    cuts.slice(0, -1).map(
      (start, i) =>
        new Promise<Extract<PieceMessage, { type: 'done' | 'error' }>>((resolve, reject) => {
          const w = new Worker(url, {
            workerData: { path, start, end: cuts[i + 1], options: { ...options, eventFilter } },
          });
          w.on('message', (m: PieceMessage) => {
            if (m.type === 'progress') onBytes(m.bytes);
            else resolve(m);
          });
          w.on('error', reject);
          w.on('exit', (code) => {
            if (code !== 0) reject(new Error(`perf parser worker exited with code ${code}`));
          });
        }),
    ),
  );
  let lineBase = 0;
  const profiles: Profile[] = [];
  for (const r of results) {
    const rebase = (wn: PieceWarning) => warn(wn.message, wn.line === undefined ? undefined : wn.line + lineBase);
    r.warnings.forEach(rebase);
    if (r.type === 'error') {
      throw new ParseError(path, r.detail, r.line === undefined ? undefined : r.line + lineBase);
    }
    profiles.push({
      frames: r.frames,
      stackFrame: r.stackFrame,
      stackParent: r.stackParent,
      stackSelf: r.stackSelf,
      ...(r.timeline ? { timeline: r.timeline } : {}),
      unit: r.unit,
      meta: r.meta,
    });
    lineBase += r.lines;
  }
  return mergeProfiles(profiles);
}
