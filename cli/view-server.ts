import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { InputError } from './errors.js';

/** A report served on the loopback interface. */
export interface ServedReport {
  readonly url: string;
  readonly port: number;
  /** Stops listening and drops every open connection at once (a slow client cannot hold it). */
  close(): Promise<void>;
}

/**
 * The Content-Security-Policy of a report page: its own inline scripts only (by hash, so
 * nothing that got into the page another way runs), inline styles (d3 sets style attributes),
 * images from data: URLs, no network, no frames, no forms.
 */
export function reportPolicy(html: string): string {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\btype\s*=\s*"application\/json"/.test(m[1] ?? '')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [
    "default-src 'none'",
    `script-src ${hashes.length > 0 ? hashes.join(' ') : "'none'"}`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves one HTML page on 127.0.0.1. Only a request naming this server (`Host:
 * 127.0.0.1:PORT` or `localhost:PORT`) is answered: a page on another site that rebinds its
 * DNS name to 127.0.0.1 sends its own name and gets 403, so it cannot read the report. Only
 * GET and HEAD; every answer forbids framing and sniffing.
 */
export async function serveReport(html: Uint8Array, port: number): Promise<ServedReport> {
  const policy = reportPolicy(Buffer.from(html).toString('utf8'));
  let actual = port;
  const server: Server = createServer((req, res) => answer(req, res, actual, html, policy));
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EADDRINUSE') reject(new InputError(`--port ${port}: the port is in use on 127.0.0.1 (choose another, or leave --port out for a free one)`));
      else if (e.code === 'EACCES') reject(new InputError(`--port ${port}: not allowed to listen on it (ports below 1024 need privileges)`));
      else reject(e);
    });
    // Loopback only: the viewer is never reachable from other machines.
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}/`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

function answer(req: IncomingMessage, res: ServerResponse, port: number, html: Uint8Array, policy: string): void {
  const plain = (status: number, text: string, extra: Record<string, string> = {}) => {
    res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...extra });
    res.end(req.method === 'HEAD' ? undefined : `${text}\n`);
  };
  const host = (req.headers.host ?? '').toLowerCase();
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return plain(403, 'forbidden: this viewer answers only http://127.0.0.1:PORT/');
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'method not allowed', { allow: 'GET, HEAD' });
  const path = (req.url ?? '/').split(/[?#]/)[0];
  if (path === '/') {
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy, 'content-length': String(html.byteLength) });
    res.end(req.method === 'HEAD' ? undefined : html);
  } else if (path === '/favicon.ico') {
    res.writeHead(204, SECURITY_HEADERS);
    res.end();
  } else plain(404, 'not found');
}
