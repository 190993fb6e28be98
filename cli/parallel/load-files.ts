import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { workerUrl } from '../cli-dir.js';
import { ParseError } from '../../core/formats/errors.js';
import type { Profile } from '../../core/model/types.js';
import { InputError, UsageError } from '../errors.js';
import { unpackFrames, type FileMessage, type FileRequest } from './protocol.js';

/** Below this much input in all, files are read one after the other: a worker costs ~50 ms to start. */
export const PARALLEL_FILES_MIN_BYTES = 16 << 20;

/**
 * Reads several profile files at once, one per worker thread, up to `threads` at a time: a diff
 * of two large files reads both sides on both cores. Returns undefined when that is not worth
 * it (one file, one thread, stdin, a time slice, or little input), and the caller reads them
 * itself. Results come back in the order of `paths`; warnings are said in that order too, so
 * the output does not depend on which worker finished first. A bad file's error is rebuilt as
 * the class the main thread would have thrown, with the same message; an error of any other
 * kind leaves that file (and those after it) to the caller, which reads them itself. With
 * `normalize`, each worker also normalises its profile (built-in rules of the preset, 'auto'
 * its own), and the result is kept in `normalize.into` under the raw profile.
 */
export async function loadFilesParallel(
  paths: readonly string[],
  options: FileRequest['options'],
  threads: number,
  warn: (message: string) => void,
  minBytes = PARALLEL_FILES_MIN_BYTES,
  normalize?: { preset: string; into: WeakMap<Profile, { preset: string; profile: Profile }> },
): Promise<Map<string, Profile> | undefined> {
  const unique = [...new Set(paths)];
  if (threads < 2 || unique.length < 2) return undefined;
  let bytes = 0;
  for (const p of unique) {
    if (p === '-' || /@[^/]*\.\.[^/]*$/.test(p)) return undefined;
    try {
      const st = statSync(p);
      if (!st.isFile()) return undefined;
      bytes += st.size;
    } catch {
      return undefined;
    }
  }
  if (bytes < minBytes) return undefined;
  const url = workerUrl('file-worker');
  const results: FileMessage[] = new Array(unique.length);
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const i = next++;
      results[i] = await readOne(url, { path: unique[i], options, normalize: normalize?.preset });
    }
  };
  await Promise.all(Array.from({ length: Math.min(threads, unique.length) }, worker));
  // Continue from a task of our own. The last worker's message is delivered by a native
  // callback, and whatever the awaiting callers then run synchronously (a diff's whole analysis)
  // runs inside that callback's scope, which holds the message, one side's profile as the worker
  // sent it, until it returns: on a diff of 2 M unique stacks a side, 145 MB held through the
  // statistics, peak 1,040 → ~890 MB (bench/memory).
  await new Promise((resume) => setImmediate(resume));
  const out = new Map<string, Profile>();
  for (let i = 0; i < unique.length; i++) {
    const r = results[i];
    if (r.type === 'error') {
      const e = rebuildError(r);
      // Anything else is read again on the calling thread, which says it as it always has.
      if (!e) break;
      r.warnings.forEach(warn);
      throw e;
    }
    r.warnings.forEach(warn);
    const frames = unpackFrames(r.frames);
    const profile = { ...r.profile, frames };
    out.set(unique[i], profile);
    if (normalize && r.normalized) {
      const n = r.normalized;
      normalize.into.set(profile, { preset: n.preset, profile: { ...n.profile, frames: n.frames === r.frames ? frames : unpackFrames(n.frames) } });
    }
  }
  return out;
}

function readOne(url: URL, req: FileRequest): Promise<FileMessage> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.FLAMEDIFF_COUNT_LOADS;
    const w = new Worker(url, { workerData: req, env });
    w.once('message', (m: FileMessage) => resolve(m));
    w.once('error', reject);
    w.once('exit', (code) => {
      if (code !== 0) reject(new Error(`profile reader worker exited with code ${code}`));
    });
  });
}

function rebuildError(r: Extract<FileMessage, { type: 'error' }>): Error | undefined {
  if (r.parse) return new ParseError(r.parse.source, r.parse.detail, r.parse.line, r.parse.offset);
  if (r.name === 'InputError') return new InputError(r.message);
  if (r.name === 'UsageError') return new UsageError(r.message);
  return undefined;
}
