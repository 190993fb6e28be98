import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './support/cli.js';

/**
 * `flamediff view`'s server (issue 13, item 4): it answers only requests that name it (a
 * DNS-rebinding page sends another Host), only GET and HEAD, with headers that forbid framing,
 * sniffing and foreign scripts; Ctrl-C stops it at once even with a slow client connected; a
 * busy --port is one line and exit 2.
 */
const BUSY = join(ROOT, 'fixtures', 'examples', 'busy-change');
const viewArgs = ['view', '--before', join(BUSY, 'before'), '--after', join(BUSY, 'after'), '--no-open'];

function startView(extra: string[] = []): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'flamediff.js'), ...viewArgs, ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`view exited early (${code})`)));
  });
}

function get(port: number, options: { host?: string; method?: string; path?: string } = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path ?? '/', headers: { host: options.host ?? `127.0.0.1:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('the viewer server', () => {
  let view: { child: ChildProcess; port: number };
  beforeAll(async () => {
    view = await startView();
  }, 60_000);
  afterAll(() => {
    view?.child.kill('SIGKILL');
  });

  it('answers its own names with the report and protective headers', async () => {
    for (const host of [`127.0.0.1:${view.port}`, `localhost:${view.port}`]) {
      const r = await get(view.port, { host });
      expect(r.status).toBe(200);
      expect(r.body).toMatch(/^<!doctype html>/i);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('DENY');
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    const head = await get(view.port, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('refuses other Host names (DNS rebinding), other methods, other paths', async () => {
    for (const host of ['evil.example', `evil.example:${view.port}`, `127.0.0.1:${view.port + 1}`, '127.0.0.1']) {
      const r = await get(view.port, { host });
      expect(r.status, host).toBe(403);
      expect(r.body).not.toMatch(/flamediff-data/);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const r = await get(view.port, { method });
      expect(r.status, method).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD');
    }
    expect((await get(view.port, { path: '/../../etc/passwd' })).status).toBe(404);
  });

  it('Ctrl-C stops it at once although a slow client holds a connection', async () => {
    const own = await startView();
    // A client that sends half a request and waits.
    const socket = connect(own.port, '127.0.0.1');
    await new Promise<void>((r) => socket.on('connect', () => r()));
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${own.port}\r\n`);
    socket.on('error', () => {});
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    own.child.kill('SIGINT');
    const code = await exitOf(own.child);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    socket.destroy();
  }, 30_000);

  it('a busy --port is one clear line and exit 2', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as { port: number }).port;
    const r = await runCli([...viewArgs, '--port', String(port)]);
    blocker.close();
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(new RegExp(`--port ${port}: the port is in use`));
  }, 30_000);
});
