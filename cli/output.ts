import { createWriteStream, promises as fsp } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { InputError } from './errors.js';

/**
 * Writes text pieces to a file atomically (a temporary file in the same directory, renamed on
 * success, removed on failure) or to stdout when `path` is undefined or `-`. A failed run
 * never leaves a half-written output file behind.
 */
export async function writeOutput(
  path: string | undefined,
  pieces: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
): Promise<void> {
  if (path === undefined || path === '-') {
    await writeAll(process.stdout, pieces);
    return;
  }
  const tmp = join(dirname(path), `.${basename(path)}.tmp-${process.pid}`);
  const out = createWriteStream(tmp);
  try {
    await once(out, 'open');
    await writeAll(out, pieces);
    out.end();
    await once(out, 'finish');
    await fsp.rename(tmp, path);
  } catch (e) {
    out.destroy();
    await fsp.rm(tmp, { force: true });
    const err = e as NodeJS.ErrnoException;
    if (err.code) throw new InputError(`${path}: cannot write (${err.code})`);
    throw e;
  }
}

async function writeAll(out: Writable, pieces: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>): Promise<void> {
  for await (const piece of pieces) {
    if (!out.write(piece)) await once(out, 'drain');
  }
}
