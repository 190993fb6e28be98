import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where `.ci/build-pyroscope` caches the legacy server (FLAMEDIFF_PYROSCOPE_BIN overrides). */
export function legacyPyroscopeBinary(): string | undefined {
  if (process.env.FLAMEDIFF_PYROSCOPE_BIN) return process.env.FLAMEDIFF_PYROSCOPE_BIN;
  const cache = process.env.FLAMEDIFF_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'flamediff');
  const bin = join(cache, 'pyroscope-v0.37.2', 'pyroscope');
  return existsSync(bin) ? bin : undefined;
}

/** Like requireTools: a missing server skips outside CI and fails in CI. */
export function requireLegacyPyroscope(): string | undefined {
  const bin = legacyPyroscopeBinary();
  if (bin) return bin;
  const reason = 'the legacy pyroscope server is not built (run bash .ci/build-pyroscope)';
  if (process.env.CI) throw new Error(`CI must run this test but ${reason}`);
  console.warn(`skipping: ${reason}`);
  return undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  readonly url: string;
  readonly log: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the legacy server on 127.0.0.1 with a fresh storage directory and waits for
 * `/healthz`. Telemetry and self-profiling are off, as in the recordings.
 */
export async function startLegacyPyroscope(bin: string): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'flamediff-pyroscope-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    bin,
    ['server', `--api-bind-addr=127.0.0.1:${port}`, `--storage-path=${join(dir, 'storage')}`, '--analytics-opt-out', '--no-self-profiling', `--admin-socket-path=${join(dir, 'admin.sock')}`, '--log-level=warn'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`pyroscope server exited (${child.exitCode}): ${log.slice(-2000)}`);
    }
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`pyroscope server not ready in 30 s: ${log.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, log: () => log, stop };
}
