// Shared by the bench scripts: finding the peer tools and timing contenders fairly.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** A tool on PATH or in ~/.cargo/bin (where `cargo install inferno` puts it); exits 2 with `hint` if absent. */
export function findTool(name, hint) {
  const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (r.status === 0) return r.stdout.trim();
  const p = join(homedir(), '.cargo', 'bin', name);
  if (existsSync(p)) return p;
  console.error(`bench: ${name} not found (${hint})`);
  process.exit(2);
}

/** Runs a contender with stdout going to a file (no pipe in the measurement); returns seconds. */
export function timed(c, file) {
  const fd = openSync(file, 'w');
  const t0 = process.hrtime.bigint();
  const res = spawnSync(c.cmd[0], c.cmd.slice(1), { stdio: ['ignore', fd, 'pipe'] });
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  closeSync(fd);
  if (res.status !== 0) throw new Error(`${c.name} failed: ${res.stderr}`);
  return secs;
}

/**
 * `runs` rounds over the contenders, rotating who goes first each round so warm caches and
 * thermal drift do not favour one of them; `check(c)` runs after each (e.g. byte-compare).
 * Returns the seconds per contender, in the contenders' order.
 */
export function timeAlternating(contenders, runs, file, check = () => {}) {
  const times = contenders.map(() => []);
  for (let r = 0; r < runs; r++) {
    for (let i = 0; i < contenders.length; i++) {
      const idx = (i + r) % contenders.length;
      times[idx].push(timed(contenders[idx], file));
      check(contenders[idx]);
    }
  }
  return times;
}

export const median = (x) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)];

/**
 * A benchmark's options, parsed as `parseArgs` does, with `--help` printing the usage lines of
 * the script's header comment (the `//   node bench/...` lines) and a wrong option said in one
 * line with exit code 2: a newcomer's guess never ends in a stack trace.
 */
export function benchArgs(scriptUrl, options) {
  const usage = () =>
    readFileSync(fileURLToPath(scriptUrl), 'utf8')
      .split('\n')
      .filter((l) => /^\/\/\s+node bench\//.test(l))
      .map((l) => `usage: ${l.replace(/^\/\/\s+/, '')}`)
      .join('\n');
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(usage());
    process.exit(0);
  }
  try {
    return parseArgs({ options });
  } catch (e) {
    console.error(`bench: ${e.message.split('\n')[0]}\n${usage()}`);
    process.exit(2);
  }
}
