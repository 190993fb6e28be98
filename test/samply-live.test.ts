import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.js';
import { requireTools } from './support/tools.js';

/**
 * `samply record` for real: two runs a side of a small C program whose `checksum` does ten
 * times the work after the change, saved as samply saves them (gzipped processed-format JSON,
 * with the `.syms.json` sidecar that names native frames; one run gzipped, one not, as samply
 * names their sidecars differently). flamediff reads the directories as
 * they are and names `checksum` first, without a warning about the sidecars.
 */
const program = (rounds: number) => `
#include <stdio.h>
#include <time.h>
static volatile unsigned sink;
__attribute__((noinline)) unsigned parse(unsigned i) { unsigned h = i; for (int k = 0; k < 400; k++) h = h * 33 + k; return h; }
__attribute__((noinline)) unsigned checksum(unsigned h) { for (int k = 0; k < ${rounds}; k++) h = (h ^ k) * 16777619u; return h; }
int main(void) {
  struct timespec t0, t; clock_gettime(CLOCK_MONOTONIC, &t0);
  for (unsigned i = 0;; i++) {
    sink += checksum(parse(i));
    if ((i & 1023) == 0) { clock_gettime(CLOCK_MONOTONIC, &t); if ((t.tv_sec - t0.tv_sec) * 1000 + (t.tv_nsec - t0.tv_nsec) / 1000000 > 400) break; }
  }
  printf("%u\\n", sink);
  return 0;
}
`;

describe('samply recorded for real', () => {
  const tools = requireTools(['samply', 'cc']);
  it.runIf(tools.ok)('the function made slower is the #1 regression', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-samply-'));
    for (const [side, rounds] of [['before', 60], ['after', 600]] as const) {
      writeFileSync(join(dir, `${side}.c`), program(rounds));
      execFileSync('cc', ['-O1', '-g', '-fno-omit-frame-pointer', '-o', join(dir, side), join(dir, `${side}.c`)]);
      mkdirSync(join(dir, `${side}-runs`));
    }
    for (let i = 1; i <= 2; i++) {
      for (const side of ['before', 'after']) {
        // samply names the sidecar by replacing the output's last extension: the second run
        // is saved uncompressed, so its sidecar is `run2.syms.json`, not `run2.json.syms.json`.
        const out = join(dir, `${side}-runs`, i === 1 ? `run${i}.json.gz` : `run${i}.json`);
        execFileSync(tools.paths.samply, ['record', '--save-only', '--unstable-presymbolicate', '-o', out, '--', join(dir, side)], { stdio: 'ignore' });
      }
    }
    expect(readdirSync(join(dir, 'after-runs')).sort()).toEqual(['run1.json.gz', 'run1.json.syms.json', 'run2.json', 'run2.syms.json']);
    const r = await runCli(['diff', join(dir, 'before-runs'), join(dir, 'after-runs'), '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    // Both sidecars were read: without one, this program's run has 14 native frames left as
    // addresses. samply itself now and then leaves one unsymbolicated on a loaded machine (CI
    // saw "1 native frames are addresses" once), which is its warning to give, not a sidecar lost.
    const unnamed = [...r.stderr.matchAll(/(\d+) native frames are addresses/g)].map((m) => Number(m[1]));
    expect(unnamed.every((n) => n <= 2), r.stderr).toBe(true);
    expect(r.stderr.replace(/^flamediff: warning: .*: \d+ native frames are addresses, not names: .*\n/gm, ''), r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as { findings: { direction: string; significant: boolean; frames: string[] }[] };
    const first = report.findings.find((f) => f.significant && f.direction === 'regression');
    expect(first?.frames.at(-1), JSON.stringify(report.findings.map((f) => f.frames))).toBe('checksum');
    // Both sidecars were read: no native frame is left as an address.
    expect(report.findings.flatMap((f) => f.frames).filter((name) => /^0x[0-9a-f]+$/.test(name))).toEqual([]);
  }, 60_000);
});
