import { createReadStream, promises as fsp } from 'node:fs';
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
  /** Stops reading (when the file is handed to parallel readers instead). */
  close(): void;
}

const CHUNK = 1 << 20;

/**
 * Opens a file (or `-` for stdin), transparently gunzipping `.gz` content (recognised by its
 * magic bytes, not its name), and peeks at the first bytes without consuming them.
 */
export async function openInput(path: string): Promise<OpenedInput> {
  const source = path;
  let raw: Readable;
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
    raw = createReadStream(path, { highWaterMark: CHUNK });
  }
  let rawBytes = 0;
  raw.on('data', (c: Buffer) => {
    rawBytes += c.length;
  });
  const rawIt = raw[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
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
      raw.destroy();
    },
  };
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
