import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Finds an executable on PATH or in ~/.cargo/bin (where `cargo install` puts inferno). */
export function findTool(name: string): string | undefined {
  const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
  const cargo = join(process.env.CARGO_HOME ?? join(homedir(), '.cargo'), 'bin', name);
  return existsSync(cargo) ? cargo : undefined;
}

/**
 * Decides whether a test that needs real tools runs. Outside CI a missing tool skips the test
 * with the reason printed; in CI (where `.ci/run` installs everything) it is a failure, so an
 * acceptance test can never pass by not running.
 */
export function requireTools(names: string[]): { ok: boolean; reason?: string; paths: Record<string, string> } {
  const paths: Record<string, string> = {};
  const missing: string[] = [];
  for (const n of names) {
    const p = findTool(n);
    if (p) paths[n] = p;
    else missing.push(n);
  }
  if (missing.length === 0) return { ok: true, paths };
  const reason = `missing ${missing.join(', ')} (install: apt-get install linux-perf; cargo install inferno)`;
  if (process.env.CI) throw new Error(`CI must run this test but ${reason}`);
  console.warn(`skipping: ${reason}`);
  return { ok: false, reason, paths };
}

/** Whether perf may record here (root or perf_event_paranoid <= 1). */
export function perfCanRecord(perf: string): boolean {
  try {
    execFileSync(perf, ['record', '-q', '-o', '/dev/null', '--', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
