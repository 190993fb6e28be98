import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A newcomer's first guesses at a benchmark (`--help`, a misspelt option) get its usage or one
// line saying what was wrong, never a stack trace and never a long run started by mistake.
const BENCH = join(__dirname, '..', 'bench');
const scripts = readdirSync(BENCH, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'out')
  .map((d) => join(BENCH, d.name, 'run.mjs'))
  .filter((f) => existsSync(f));

describe('benchmark scripts answer --help and reject unknown options', () => {
  it('finds the benchmarks', () => expect(scripts.length).toBeGreaterThanOrEqual(8));
  for (const script of scripts) {
    const name = script.split('/').slice(-2).join('/');
    it(`${name} --help prints its usage and exits 0`, () => {
      const r = spawnSync(process.execPath, [script, '--help'], { encoding: 'utf8', timeout: 30_000 });
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^usage: node bench/${name.replace('.', '\\.')}`, 'm'));
    });
    it(`${name} --no-such-option says so in one line and exits 2`, () => {
      const r = spawnSync(process.execPath, [script, '--no-such-option'], { encoding: 'utf8', timeout: 30_000 });
      expect(r.status).toBe(2);
      expect(r.stderr.split('\n')[0]).toBe("bench: Unknown option '--no-such-option'");
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });
  }
});
