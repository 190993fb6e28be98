import { concatChunks } from '../../core/text/byte-interner.js';

/** One HTTP exchange, as the Pyroscope client sees it; injected so tests can replay recordings. */
export interface HttpResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
}

export interface HttpCall {
  readonly method: 'GET' | 'POST';
  /** Absolute URL. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  readonly timeoutMs: number;
  /** Largest body accepted, in bytes; a longer answer fails without being held in memory. */
  readonly maxBytes?: number;
}

/**
 * A failure that a retry cannot change (an answer over the size limit, a body that does not
 * decompress, a redirect to something other than http(s)): the client reports it at once.
 */
export class PermanentHttpError extends Error {
  override name = 'PermanentHttpError';
}

/** Sends one request; rejects only when no response arrived (refused, reset, timed out). */
export type HttpTransport = (call: HttpCall) => Promise<HttpResponse>;

/** Redirects followed at most. */
const MAX_REDIRECTS = 5;
/** Headers that carry credentials or a tenant: sent only to the origin they were meant for. */
const ORIGIN_BOUND = ['authorization', 'x-scope-orgid', 'cookie'];

/**
 * The real transport: Node's fetch, with a per-request timeout. Redirects are followed here,
 * not by fetch, so that credentials and the tenant header are dropped when a redirect leaves
 * the origin, and only http(s) targets are followed. The body is streamed and cut off at
 * `maxBytes`.
 */
export const fetchTransport: HttpTransport = async (call) => {
  const signal = AbortSignal.timeout(call.timeoutMs);
  let url = new URL(call.url);
  const origin = url.origin;
  let method = call.method;
  let body = call.body;
  for (let hop = 0; ; hop++) {
    const headers = Object.fromEntries(Object.entries(call.headers).filter(([k]) => url.origin === origin || !ORIGIN_BOUND.includes(k.toLowerCase())));
    const res = await fetch(url, { method, headers, body: body as BodyInit | undefined, signal, redirect: 'manual' });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new PermanentHttpError(`more than ${MAX_REDIRECTS} redirects`);
      const next = new URL(location, url);
      if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new PermanentHttpError(`redirected to a ${next.protocol} URL, which is not followed`);
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      url = next;
      continue;
    }
    const out: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      out[k.toLowerCase()] = v;
    });
    return { status: res.status, headers: out, body: await readCapped(res, call.maxBytes) };
  }
};

/** The body, streamed, refused past `maxBytes`; a body that does not decode is permanent. */
async function readCapped(res: Response, maxBytes = Infinity): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes && !res.headers.get('content-encoding')) {
    await res.body?.cancel();
    throw new PermanentHttpError(tooLarge(maxBytes));
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause;
      if (cause?.code?.startsWith('Z_') || /decompress|incorrect header|invalid (block|stored|distance)/i.test(String((e as Error).message))) {
        throw new PermanentHttpError(`the answer's compressed body does not decompress (${cause?.code ?? (e as Error).message})`);
      }
      throw e;
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new PermanentHttpError(tooLarge(maxBytes));
    }
    parts.push(chunk.value);
  }
  return concatChunks(parts, size);
}

function tooLarge(maxBytes: number): string {
  return `the answer is larger than the limit of ${Math.round(maxBytes / 2 ** 20)} MB (--max-response-mb)`;
}

/** Waiting between retries; injected so tests do not sleep. */
export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
