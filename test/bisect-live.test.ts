import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.js';
import { requireTools } from './support/tools.js';

/**
 * `flamediff bisect` for real: a git repository of nine commits of a small C program, built by
 * --setup in each worktree and recorded with perf. Most commits change nothing that costs time
 * (a comment, a constant no loop uses, a renamed variable); one makes `checksum` do five times
 * the work, and a later one does not compile. bisect must skip the broken one, name the slow
 * one, and leave no worktree behind.
 */
const program = (rounds: number, note: string) => `/* ${note} */
#include <stdio.h>
#include <time.h>
static volatile unsigned sink;
__attribute__((noinline)) unsigned parse(unsigned i) { unsigned h = i; for (int k = 0; k < 400; k++) h = h * 33 + k; return h; }
__attribute__((noinline)) unsigned checksum(unsigned h) { for (int k = 0; k < ${rounds}; k++) h = (h ^ k) * 16777619u; return h; }
int main(void) {
  struct timespec t0, t; clock_gettime(CLOCK_MONOTONIC, &t0);
  for (unsigned i = 0;; i++) {
    sink += checksum(parse(i));
    if ((i & 1023) == 0) { clock_gettime(CLOCK_MONOTONIC, &t); if ((t.tv_sec - t0.tv_sec) * 1000 + (t.tv_nsec - t0.tv_nsec) / 1000000 > 300) break; }
  }
  printf("%u\\n", sink);
  return 0;
}
`;

describe('flamediff bisect with perf', () => {
  const tools = requireTools(['perf', 'cc', 'git']);
  it.runIf(tools.ok)('names the commit that made checksum slower', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'flamediff-bisect-repo-'));
    const g = (...a: string[]) => execFileSync('git', ['-C', repo, ...a], { stdio: 'pipe' }).toString().trim();
    g('init', '-q');
    g('config', 'user.email', 't@example.com');
    g('config', 'user.name', 'test');
    const history: [number, string][] = [
      [100, 'first version'],
      [100, 'comment the loop'],
      [100, 'rename a variable'],
      [100, 'a constant nobody uses'],
      [100, 'update the note'],
      [500, 'checksum: more rounds'],
      [500, 'work in progress (does not build)'],
      [500, 'tidy'],
      [500, 'release'],
    ];
    for (const [rounds, message] of history) {
      writeFileSync(join(repo, 'prog.c'), program(rounds, message) + (message.includes('does not build') ? 'int broken(' : ''));
      g('add', 'prog.c');
      g('commit', '-qm', message);
    }
    const shas = g('rev-list', '--reverse', 'HEAD').split('\n');
    const r = await runCli(['bisect', '--good', shas[0], '--bad', shas[8], '--setup', 'cc -O1 -fno-omit-frame-pointer -o prog prog.c', '--profiler', 'perf', '--', './prog'], { cwd: repo });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`first bad commit: ${shas[5]} checksum: more rounds`);
    // The commit that does not build is skipped, as git bisect skip does, and bisect goes on.
    expect(r.stderr).toMatch(/does not build\): skipped \(setup failed\)/);
    expect(r.stdout).toMatch(/checksum, at [0-9a-f]{10}: \+[\d.]+ pp/);
    expect(r.stderr).toMatch(/following checksum/);
    expect(g('worktree', 'list').split('\n')).toHaveLength(1);
    mkdirSync(join(repo, 'x'));
    expect(readdirSync(repo).sort()).toEqual(['.git', 'prog.c', 'x']);
  }, 240_000);
});
