import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.js';

/**
 * Remote answers (issue 13, item 6): a huge answer is cut off at --max-response-mb with one
 * line naming the limit, without retries; credentials and the tenant never follow a redirect
 * to another origin; errors a retry cannot change (a body that does not decompress, a
 * redirect to file:) are not retried.
 */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
async function serve(handler: Handler): Promise<{ url: string; server: Server; requests: IncomingMessage[] }> {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server, requests };
}
const types = (url: string, extra: string[] = []) => runCli(['pyroscope', 'types', '--pyroscope-url', url, '--retries', '3', ...extra]);
const oneLine = (s: string) => s.trim().split('\n').length === 1;

describe('remote answers are bounded and credentials stay home', () => {
  it('an answer over --max-response-mb fails at once, naming the limit, after one request', async () => {
    const { url, server, requests } = await serve((_req, res) => {
      // 8 MB of JSON, streamed without a length.
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1 << 20, 0x20);
      let sent = 0;
      const more = () => {
        while (sent < 8) {
          sent++;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end('{}');
      };
      more();
    });
    const r = await types(url, ['--max-response-mb', '2']);
    server.close();
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toBe(true);
    expect(r.stderr).toMatch(/larger than the limit of 2 MB \(--max-response-mb\)/);
    expect(requests).toHaveLength(1);
  });

  it('a redirect to another origin does not carry the tenant or the credentials', async () => {
    const other = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"names":[]}');
    });
    const { url, server, requests } = await serve((req, res) => {
      res.writeHead(302, { location: `${other.url}${req.url}` });
      res.end();
    });
    await types(url, ['--tenant', 'team-secret', '--bearer-token', 'tok-secret']);
    server.close();
    other.server.close();
    expect(requests[0].headers['x-scope-orgid']).toBe('team-secret');
    expect(requests[0].headers.authorization).toBe('Bearer tok-secret');
    expect(other.requests.length).toBeGreaterThan(0);
    for (const req of other.requests) {
      expect(req.headers['x-scope-orgid']).toBeUndefined();
      expect(req.headers.authorization).toBeUndefined();
    }
  });

  it('a body that does not decompress, or a redirect to file:, is reported once, not retried', async () => {
    for (const handler of [
      (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(Buffer.from('this is not gzip at all, not even close'));
      },
      (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(302, { location: 'file:///etc/passwd' });
        res.end();
      },
    ]) {
      const { url, server, requests } = await serve(handler);
      const r = await types(url);
      server.close();
      expect(r.code).toBe(2);
      expect(oneLine(r.stderr), r.stderr).toBe(true);
      expect(r.stderr).toMatch(/does not decompress|not followed/);
      expect(requests).toHaveLength(1);
    }
  });
});
