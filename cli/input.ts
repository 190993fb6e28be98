import { close as closeFd, open as openFd, read as readFd, promises as fsp } from 'node:fs';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import { ParseError } from '../core/formats/errors.js';
import { SNIFF_BYTES } from '../core/formats/registry.js';
import { InputError } from './errors.js';

/** An opened input: its first bytes (for sniffing) and then the whole byte stream. */
export interface OpenedInput {
  /** The name used in messages: the path, or `-` for stdin. */
  readonly source: string;
  /** Size on disk when known (for progress); compressed size for gzip. */
  readonly size?: number;
  /** The first bytes of the (decompressed) content, up to SNIFF_BYTES. */
  readonly head: Uint8Array;
  /** All the (decompressed) bytes, head included, in chunks. */
  readonly chunks: AsyncIterable<Uint8Array>;
  /** Compressed bytes consumed so far (for progress). */
  readonly rawBytesRead: () => number;
  /** The content is gzip-compressed on disk. */
  readonly compressed: boolean;
  /** The bytes read differ from the file's (UTF-16 recoded, a byte-order mark dropped). */
  readonly recoded: boolean;
  /** Stops reading (when the file is handed to parallel readers instead, or reading failed). */
  close(): void;
  /**
   * Says that the consumer is done with each chunk once it asks for the next one (it copies
   * what it keeps, as the line readers do): a plain file's chunks may then be read into the
   * same two buffers over and over. Otherwise every chunk is a new megabyte, and V8 frees
   * them only when enough have piled up: ~60 MB of dead chunks per file being read.
   */
  recycleChunks(): void;
}

const CHUNK = 1 << 20;

/**
 * Opens a file (or `-` for stdin), transparently gunzipping `.gz` content (recognised by its
 * magic bytes, not its name), and peeks at the first bytes without consuming them.
 */
export async function openInput(path: string): Promise<OpenedInput> {
  const source = path;
  let raw: Readable | FileChunks;
  let size: number | undefined;
  if (path === '-') {
    raw = process.stdin;
  } else {
    try {
      const st = await fsp.stat(path);
      if (st.isDirectory()) throw new InputError(`${path}: is a directory, expected a profile file`);
      size = st.size;
    } catch (e) {
      if (e instanceof InputError) throw e;
      const err = e as NodeJS.ErrnoException;
      throw new InputError(`${path}: cannot read (${err.code === 'ENOENT' ? 'no such file' : err.code ?? err.message})`);
    }
    raw = await FileChunks.open(path);
  }
  let rawBytes = 0;
  let rawIt: AsyncIterator<Buffer>;
  if (raw instanceof FileChunks) {
    const file = raw;
    rawIt = { next: () => file.next().then((r) => ((rawBytes += r.done ? 0 : r.value.length), r)) };
  } else {
    raw.on('data', (c: Buffer) => {
      rawBytes += c.length;
    });
    rawIt = raw[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }
  const first = await pull(rawIt, source);
  const gz = first.length >= 2 && first[0] === 0x1f && first[1] === 0x8b;
  let it: AsyncIterator<Uint8Array>;
  if (gz) {
    const gunzip = createGunzip({ chunkSize: CHUNK });
    (async () => {
      try {
        gunzip.write(first);
        for (let r = await rawIt.next(); !r.done; r = await rawIt.next()) {
          if (!gunzip.write(r.value)) await new Promise((res) => gunzip.once('drain', res));
        }
        gunzip.end();
      } catch (e) {
        gunzip.destroy(e as Error);
      }
    })();
    it = gunzip[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  } else {
    let pending: Uint8Array | undefined = first;
    it = {
      next: async () => {
        if (pending) {
          const v = pending;
          pending = undefined;
          return v.length > 0 ? { done: false, value: v } : { done: true, value: undefined };
        }
        return rawIt.next();
      },
    };
  }
  // Peek: gather the first SNIFF_BYTES of decompressed content.
  const peeked: Uint8Array[] = [];
  let peekedBytes = 0;
  let ended = false;
  while (peekedBytes < SNIFF_BYTES) {
    const r = await nextOrFail(it, source, gz);
    if (r.done) {
      ended = true;
      break;
    }
    peeked.push(r.value);
    peekedBytes += r.value.length;
  }
  const peekedAll = Buffer.concat(peeked);
  const encoding = textEncoding(peekedAll);
  const utf16 = encoding === 'utf-16le' || encoding === 'utf-16be' ? new TextDecoder(encoding) : undefined;
  const utf8 = new TextEncoder();
  // Text in UTF-16 (Windows tools, PowerShell's `>`) becomes UTF-8 as it is read; a UTF-8
  // byte-order mark is dropped, so it never becomes part of the first frame's name.
  const recode = (bytes: Uint8Array, last: boolean): Uint8Array => (utf16 ? utf8.encode(utf16.decode(bytes, { stream: !last })) : bytes);
  const all = encoding === 'utf-8-bom' ? peekedAll.subarray(3) : utf16 ? recode(peekedAll.subarray(2), ended) : peekedAll;
  const head = all.subarray(0, SNIFF_BYTES);
  async function* chunks(): AsyncGenerator<Uint8Array> {
    if (all.length > 0) yield all;
    if (ended) return;
    for (;;) {
      const r = await nextOrFail(it, source, gz);
      if (r.done) {
        if (utf16) yield recode(new Uint8Array(0), true);
        return;
      }
      yield recode(r.value, false);
    }
  }
  return {
    source,
    size,
    head,
    chunks: chunks(),
    rawBytesRead: () => rawBytes,
    compressed: gz,
    recoded: encoding !== undefined,
    close: () => {
      if (raw instanceof FileChunks) raw.close();
      else raw.destroy();
    },
    recycleChunks: () => {
      // Compressed or recoded input passes through a decoder that may hold on to what it is given.
      if (raw instanceof FileChunks && !gz && encoding === undefined) raw.recycle = true;
    },
  };
}

/**
 * A regular file in chunks of CHUNK bytes, the next one read while the current one is parsed.
 * What `createReadStream` does, but with the option to read into the same two buffers in turn
 * (`recycle`), and on a plain descriptor, which is closed at the end, on `close()` or on a read
 * error (a FileHandle left open warns when it is collected).
 */
class FileChunks {
  /** Read every chunk into one of two buffers: the consumer is done with a chunk when it asks for the next. */
  recycle = false;
  private ahead: Promise<Buffer> | undefined;
  /** The buffer the chunk handed out last lies in. */
  private current: Buffer | undefined;
  private closed = false;

  private constructor(private readonly fd: number) {}

  static open(path: string): Promise<FileChunks> {
    return new Promise((resolve, reject) => openFd(path, 'r', (e, fd) => (e ? reject(e) : resolve(new FileChunks(fd)))));
  }

  async next(): Promise<IteratorResult<Buffer>> {
    if (this.closed) return { done: true, value: undefined };
    const done = this.current;
    let chunk: Buffer;
    try {
      chunk = await (this.ahead ?? this.read(undefined));
    } catch (e) {
      this.close();
      throw e;
    }
    this.ahead = undefined;
    if (chunk.length === 0) {
      this.close();
      return { done: true, value: undefined };
    }
    this.current = chunk;
    this.ahead = this.read(this.recycle ? done : undefined);
    // Read ahead; an error is said when that chunk is asked for (never, after a close).
    this.ahead.catch(() => {});
    return { done: false, value: chunk };
  }

  /** The next bytes of the file, into `into`'s memory when given; empty at the end. */
  private read(into: Buffer | undefined): Promise<Buffer> {
    const buf = into ? Buffer.from(into.buffer, into.byteOffset, CHUNK) : Buffer.allocUnsafeSlow(CHUNK);
    return new Promise((resolve, reject) =>
      readFd(this.fd, buf, 0, CHUNK, null, (e, n) => (e ? reject(e) : resolve(n === CHUNK ? buf : buf.subarray(0, n)))),
    );
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    // A read still in flight finishes on the descriptor first: closing it under the read could
    // hand its number to a file opened meanwhile.
    const ahead = this.ahead ?? Promise.resolve();
    this.ahead = undefined;
    void ahead.catch(() => {}).then(() => closeFd(this.fd, () => {}));
  }
}

async function pull(it: AsyncIterator<Buffer>, source: string): Promise<Buffer> {
  try {
    const r = await it.next();
    return r.done ? Buffer.alloc(0) : r.value;
  } catch (e) {
    throw new InputError(`${source}: cannot read (${(e as Error).message})`);
  }
}

async function nextOrFail(it: AsyncIterator<Uint8Array>, source: string, gz: boolean): Promise<IteratorResult<Uint8Array>> {
  try {
    return await it.next();
  } catch (e) {
    const msg = (e as Error).message;
    if (gz) throw new ParseError(source, `corrupt or truncated gzip data (${msg}); expected a complete .gz file`);
    throw new InputError(`${source}: cannot read (${msg})`);
  }
}

/** The text encoding a byte-order mark announces (no mark: bytes are passed through as they are). */
function textEncoding(head: Uint8Array): 'utf-16le' | 'utf-16be' | 'utf-8-bom' | undefined {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8-bom';
  return undefined;
}
