import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { HttpCall, HttpResponse, HttpTransport } from '../../collectors/pyroscope/http.js';

/** The recorded exchanges with real Pyroscope servers (see its README). */
export const PYROSCOPE_DIR = join(import.meta.dirname, '..', '..', '..', 'shared', 'pyroscope');

export function recordingsPresent(): boolean {
  const ok = existsSync(join(PYROSCOPE_DIR, 'v1.12.0')) && existsSync(join(PYROSCOPE_DIR, 'v0.37.2'));
  if (!ok) console.warn(`skipping: the recorded Pyroscope exchanges are not at ${PYROSCOPE_DIR}`);
  return ok;
}

/** One recorded exchange: the request as sent and the response as received. */
export interface Exchange {
  readonly id: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  /** Inline body text, or the bytes of the referenced payload file. */
  readonly body?: Uint8Array;
  readonly status: number;
  readonly responseHeaders: Record<string, string>;
  readonly responseBody: Uint8Array;
}

/** Reads exchange `NN-name` of a server folder (`v1.12.0`, `v0.37.2`). */
export function exchange(server: string, prefix: string): Exchange {
  const dir = join(PYROSCOPE_DIR, server);
  const files = readdirSync(dir);
  const base = files.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.request.txt'))?.replace(/\.request\.txt$/, '');
  if (!base) throw new Error(`no exchange ${server}/${prefix}`);
  const text = readFileSync(join(dir, `${base}.request.txt`), 'latin1');
  const lines = text.split('\n').filter((l) => !l.startsWith('#'));
  while (lines[0] === '') lines.shift();
  const [method, path] = lines[0].split(' ');
  const headers: Record<string, string> = {};
  let i = 1;
  for (; i < lines.length && lines[i] !== ''; i++) {
    const c = lines[i].indexOf(':');
    headers[lines[i].slice(0, c).toLowerCase()] = lines[i].slice(c + 1).trim();
  }
  const rest = lines.slice(i + 1).join('\n').replace(/\n+$/, '');
  let body: Uint8Array | undefined;
  const ref = /^<body: exact bytes of the file (\S+)/.exec(rest);
  if (ref) {
    // oversized.folded is stored gzipped (see the README).
    const file = join(PYROSCOPE_DIR, ref[1]);
    body = existsSync(file) ? readFileSync(file) : existsSync(`${file}.gz`) ? gunzipSync(readFileSync(`${file}.gz`)) : undefined;
  }
  else if (rest !== '') body = new TextEncoder().encode(rest);
  const meta = readFileSync(join(dir, `${base}.response.meta.txt`), 'utf8').split('\n');
  const status = Number(meta[0].split(' ')[1]);
  const responseHeaders: Record<string, string> = {};
  for (const l of meta.slice(1)) {
    const c = l.indexOf(':');
    if (c > 0 && !l.startsWith('body')) responseHeaders[l.slice(0, c).toLowerCase()] = l.slice(c + 1).trim();
  }
  const bodyFile = files.find((f) => f.startsWith(`${base}.response.`) && !f.endsWith('.meta.txt'));
  return {
    id: `${server}/${base}`,
    method: method as 'GET' | 'POST',
    path,
    headers,
    body,
    status,
    responseHeaders,
    responseBody: bodyFile ? readFileSync(join(dir, bodyFile)) : new Uint8Array(),
  };
}

/** Query parameters as sorted `k=v` pairs, decoded. */
export function queryPairs(path: string): string[] {
  const q = path.indexOf('?');
  if (q < 0) return [];
  return [...new URLSearchParams(path.slice(q + 1))].map(([k, v]) => `${k}=${v}`).sort();
}

/** JSON with int64 strings turned to numbers (Connect accepts both, gotcha 5). */
export function normalizedJson(bytes: Uint8Array | string | undefined): unknown {
  const text = typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes);
  return JSON.parse(text, (_k, v) => (typeof v === 'string' && /^\d{10,}$/.test(v) ? Number(v) : v));
}

/**
 * A transport that answers from recordings: each call must match the next expected exchange
 * by method, path, query parameters and (for JSON) body; `bodyCheck: 'none'` skips the body
 * (pushes whose bytes are built differently) and `queryCheck: false` the query string. Every call
 * is kept for assertions.
 */
export function replay(expected: readonly { ex: Exchange; bodyCheck?: 'json' | 'bytes' | 'none'; queryCheck?: boolean }[]): { http: HttpTransport; calls: HttpCall[] } {
  const calls: HttpCall[] = [];
  let next = 0;
  const http: HttpTransport = async (call) => {
    calls.push(call);
    const want = expected[Math.min(next, expected.length - 1)];
    next++;
    const url = new URL(call.url);
    const path = url.pathname;
    const wantPath = want.ex.path.split('?')[0];
    if (call.method !== want.ex.method || path !== wantPath) throw new Error(`replay ${want.ex.id}: got ${call.method} ${path}, recorded ${want.ex.method} ${wantPath}`);
    const got = queryPairs(call.url.slice(url.origin.length));
    const rec = queryPairs(want.ex.path);
    if (want.queryCheck !== false && JSON.stringify(got) !== JSON.stringify(rec)) throw new Error(`replay ${want.ex.id}: query ${JSON.stringify(got)} != recorded ${JSON.stringify(rec)}`);
    const check = want.bodyCheck ?? (want.ex.headers['content-type'] === 'application/json' ? 'json' : 'bytes');
    const body = typeof call.body === 'string' ? new TextEncoder().encode(call.body) : call.body;
    if (check === 'json' && JSON.stringify(normalizedJson(body)) !== JSON.stringify(normalizedJson(want.ex.body))) {
      throw new Error(`replay ${want.ex.id}: body ${new TextDecoder().decode(body)} != recorded ${new TextDecoder().decode(want.ex.body)}`);
    }
    if (check === 'bytes' && Buffer.compare(Buffer.from(body ?? []), Buffer.from(want.ex.body ?? [])) !== 0) throw new Error(`replay ${want.ex.id}: body bytes differ`);
    const res: HttpResponse = { status: want.ex.status, headers: want.ex.responseHeaders, body: want.ex.responseBody };
    return res;
  };
  return { http, calls };
}
