import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** How a collector starts processes; injected so tests can replay recorded runs. */
export interface ProcessRunner {
  /** Starts a process; stdout chunks go to `onStdout` (when given), stderr is collected. */
  start(command: string, args: readonly string[], options?: { cwd?: string; onStdout?: (chunk: Uint8Array) => void; inheritStdout?: boolean }): Running;
  /** Runs a short command to completion (versions, `nproc`). */
  output(command: string, args: readonly string[]): { code: number | null; stdout: string; stderr: string };
  /** The executable's path, or undefined when it is not on PATH. */
  which(command: string): string | undefined;
}

export interface Running {
  readonly pid: number | undefined;
  readonly result: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  kill(signal?: NodeJS.Signals): void;
}

/** Wall-clock time; injected for tests. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The real process runner (child_process). */
export const nodeRunner: ProcessRunner = {
  start(command, args, options = {}) {
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ['ignore', options.onStdout ? 'pipe' : options.inheritStdout ? 'inherit' : 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => {
      stderr += c.toString();
      if (stderr.length > 1 << 20) stderr = stderr.slice(-(1 << 19));
    });
    if (options.onStdout) child.stdout?.on('data', (c: Buffer) => options.onStdout!(c));
    const result = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code, signal) => resolve({ code, signal, stderr }));
    });
    return { pid: child.pid, result, kill: (signal = 'SIGINT') => child.kill(signal) };
  },
  output(command, args) {
    const r = spawnSync(command, args, { encoding: 'utf8' });
    return { code: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
  },
  which(command) {
    if (command.includes('/')) return existsSync(command) ? command : undefined;
    for (const dir of (process.env.PATH ?? '').split(delimiter)) {
      const p = join(dir, command);
      if (dir && existsSync(p)) return p;
    }
    return undefined;
  },
};
