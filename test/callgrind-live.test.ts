import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.js';
import { requireTools } from './support/tools.js';

/**
 * valgrind's callgrind for real: a C program whose `checksum` does ten times the work after
 * the change, one run a side (instruction counts repeat exactly, run after run); `flamediff
 * diff` reads the callgrind.out files as valgrind writes them and names `checksum` first.
 */
const program = (rounds: number) => `
#include <stdio.h>
static volatile unsigned sink;
__attribute__((noinline)) unsigned parse(unsigned i) { unsigned h = i; for (int k = 0; k < 400; k++) h = h * 33 + k; return h; }
__attribute__((noinline)) unsigned checksum(unsigned h) { for (int k = 0; k < ${rounds}; k++) h = (h ^ k) * 16777619u; return h; }
int main(void) { for (unsigned i = 0; i < 20000; i++) sink += checksum(parse(i)); printf("%u\\n", sink); return 0; }
`;

describe('callgrind recorded for real', () => {
  const tools = requireTools(['valgrind', 'cc']);
  it.runIf(tools.ok)('the function made slower is the #1 regression', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-callgrind-'));
    for (const [side, rounds] of [['before', 60], ['after', 600]] as const) {
      writeFileSync(join(dir, `${side}.c`), program(rounds));
      execFileSync('cc', ['-O1', '-g', '-o', join(dir, side), join(dir, `${side}.c`)]);
      execFileSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${join(dir, `callgrind.out.${side}`)}`, join(dir, side)], { stdio: 'ignore' });
    }
    const r = await runCli(['diff', join(dir, 'callgrind.out.before'), join(dir, 'callgrind.out.after'), '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { findings: { direction: string; significant: boolean; frames: string[] }[] };
    const first = report.findings.find((f) => f.significant && f.direction === 'regression');
    expect(first?.frames.at(-1), JSON.stringify(report.findings.map((f) => f.frames))).toBe('checksum');
  }, 60_000);
});
