import { createWriteStream, promises as fsp, rmSync, type Stats } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { InputError } from './errors.js';

type Pieces = Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>;

/**
 * Writes text pieces to `path`, or to stdout when `path` is undefined or `-`.
 *
 * A regular file (or a new one) is written atomically: into a temporary file created
 * exclusively, with a random name, beside the file the path resolves to (a symlink is followed,
 * so the link stays and its target is replaced), then renamed over it. A failed or interrupted
 * run leaves neither a half-written output nor the temporary file. Anything else a path can
 * name (a character device such as /dev/null, a FIFO, a socket, or a path under /dev or /proc
 * such as /dev/stdout) is written into directly: replacing it would break the system or the
 * reader on its other end.
 */
export async function writeOutput(path: string | undefined, pieces: Pieces): Promise<void> {
  const std = standardStream(path);
  if (std || path === undefined) {
    await writeAll(std ?? process.stdout, pieces);
    return;
  }
  const target = await resolveTarget(path);
  if (target.kind === 'direct') await writeDirect(path, pieces);
  else await writeAtomic(path, target.path, target.mode, pieces);
}

/**
 * stdout for undefined, `-`, /dev/stdout, /dev/fd/1 or /proc/self/fd/1 (stderr for their 2):
 * written through the stream the process already holds, because opening those names again
 * fails when the descriptor is a socket (as a parent process's pipes often are).
 */
function standardStream(path: string | undefined): Writable | undefined {
  if (path === undefined || path === '-') return process.stdout;
  const m = /^\/(?:dev\/(std(out|err))|dev\/fd\/([12])|proc\/self\/fd\/([12]))$/.exec(resolve(path));
  if (!m) return undefined;
  return m[2] === 'out' || m[3] === '1' || m[4] === '1' ? process.stdout : process.stderr;
}

type Target = { kind: 'direct' } | { kind: 'atomic'; path: string; mode?: number };

/** Where the output goes and how: straight in, or through a temporary file and a rename. */
export async function resolveTarget(path: string): Promise<Target> {
  const abs = resolve(path);
  if (/^\/(dev|proc)\//.test(abs)) return { kind: 'direct' };
  let real: string;
  try {
    real = await fsp.realpath(abs);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code !== 'ENOENT') throw cannotWrite(path, err);
    // A new file: its directory must exist. A dangling symlink is refused, not followed blindly.
    const link = await fsp.lstat(abs).catch(() => undefined);
    if (link?.isSymbolicLink()) throw new InputError(`${path}: cannot write: it is a symbolic link to a file that does not exist`);
    const dir = await fsp.realpath(dirname(abs)).catch((d: NodeJS.ErrnoException) => {
      throw cannotWrite(path, d, dirname(path));
    });
    const st = await fsp.stat(dir);
    if (!st.isDirectory()) throw new InputError(`${path}: cannot write: ${dirname(path)} is not a directory`);
    return { kind: 'atomic', path: join(dir, basename(abs)) };
  }
  const st: Stats = await fsp.stat(real);
  if (st.isDirectory()) throw new InputError(`${path}: cannot write: it is a directory`);
  if (!st.isFile()) return { kind: 'direct' };
  if (/^\/(dev|proc)\//.test(real)) return { kind: 'direct' };
  return { kind: 'atomic', path: real, mode: st.mode & 0o7777 };
}

async function writeDirect(path: string, pieces: Pieces): Promise<void> {
  const out = createWriteStream(path, { flags: 'w' });
  try {
    await once(out, 'open');
    await writeAll(out, pieces);
    out.end();
    await once(out, 'finish');
  } catch (e) {
    out.destroy();
    throw wrap(path, e);
  }
}

async function writeAtomic(path: string, real: string, mode: number | undefined, pieces: Pieces): Promise<void> {
  const tmp = join(dirname(real), `.${basename(real)}.${randomBytes(8).toString('hex')}.tmp`);
  // O_EXCL: never opens an existing file or follows a symlink planted under this name.
  const out = createWriteStream(tmp, { flags: 'wx', mode: mode ?? 0o666 });
  LIVE_TEMPORARIES.add(tmp);
  try {
    await once(out, 'open');
    await writeAll(out, pieces);
    out.end();
    await once(out, 'finish');
    // Keep the replaced file's permissions (the umask applied at creation).
    if (mode !== undefined) await fsp.chmod(tmp, mode);
    await fsp.rename(tmp, real);
  } catch (e) {
    out.destroy();
    await fsp.rm(tmp, { force: true });
    throw wrap(path, e);
  } finally {
    LIVE_TEMPORARIES.delete(tmp);
  }
}

function wrap(path: string, e: unknown): unknown {
  const err = e as NodeJS.ErrnoException;
  return err.code ? cannotWrite(path, err) : e;
}

function cannotWrite(path: string, err: NodeJS.ErrnoException, dir?: string): InputError {
  if (err.code === 'ENOTDIR') return new InputError(`${path}: cannot write: a parent of it is a file, not a directory`);
  if (dir !== undefined && err.code === 'ENOENT') return new InputError(`${path}: cannot write: directory ${dir} does not exist`);
  return new InputError(`${path}: cannot write (${err.code})`);
}

/** Text pieces are gathered until about this many characters before they are written. */
const TEXT_BATCH = 1 << 16;

/**
 * Writes the pieces in order. Text pieces are joined into batches first: the HTML report's data
 * comes as hundreds of thousands of small strings (a number, a comma), and one `write` each (a
 * system call each on a file or /dev/null) cost 0.8 s on a 150 MB-a-side diff. Joining strings
 * before encoding gives the same bytes as encoding them one by one (no piece splits a character).
 * A byte piece is written before the next piece is asked for, so a producer may fill the same
 * memory again (the folded writers do: `LineBuffer`).
 */
async function writeAll(out: Writable, pieces: Pieces): Promise<void> {
  let batch: string[] = [];
  let batched = 0;
  const flush = async () => {
    const text = batch.length === 1 ? batch[0] : batch.join('');
    batch = [];
    batched = 0;
    if (!out.write(text)) await once(out, 'drain');
  };
  for await (const piece of pieces) {
    if (typeof piece === 'string') {
      batch.push(piece);
      batched += piece.length;
      if (batched >= TEXT_BATCH) await flush();
      continue;
    }
    if (batch.length > 0) await flush();
    await written(out, piece);
  }
  if (batch.length > 0) await flush();
}

/**
 * Writes `piece` and waits until the stream is done with it: until it is written (the write's
 * callback), which is also when the stream has room again (a piece of a megabyte always fills it).
 */
function written(out: Writable, piece: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(piece, (e) => (e ? reject(e) : resolve()));
  });
}

/** Temporary files being written now: removed if the process is interrupted. */
const LIVE_TEMPORARIES = new Set<string>();

/**
 * On SIGINT, SIGTERM or SIGHUP: remove the temporary files of unfinished writes, then die of
 * the same signal (so the shell sees the usual 130/143). Installed once by the CLI's entry point;
 * commands with their own Ctrl-C handling (view) add listeners of their own, and then this one
 * only cleans up.
 */
export function removeTemporariesOnSignal(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      for (const tmp of LIVE_TEMPORARIES) rmSync(tmp, { force: true });
      LIVE_TEMPORARIES.clear();
      if (process.listenerCount(signal) > 1) return;
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    });
  }
}
