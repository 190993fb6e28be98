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

/** An empty git repository in a temporary directory, and a way to run git in it. */
function newRepo(prefix: string): { repo: string; g: (...a: string[]) => string } {
  const repo = mkdtempSync(join(tmpdir(), prefix));
  const g = (...a: string[]) => execFileSync('git', ['-C', repo, ...a], { stdio: 'pipe' }).toString().trim();
  g('init', '-q');
  g('config', 'user.email', 't@example.com');
  g('config', 'user.name', 'test');
  return { repo, g };
}

describe('flamediff bisect with perf', () => {
  const tools = requireTools(['perf', 'cc', 'git']);
  it.runIf(tools.ok)('names the commit that made checksum slower', async () => {
    const { repo, g } = newRepo('flamediff-bisect-repo-');
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
    expect(r.stderr).toMatch(/following (\S+ → )*checksum/);
    expect(g('worktree', 'list').split('\n')).toHaveLength(1);
    mkdirSync(join(repo, 'x'));
    expect(readdirSync(repo).sort()).toEqual(['.git', 'prog.c', 'x']);
  }, 240_000);

  /**
   * A Python program under py-spy, whose frames name their file by path: each commit runs in a
   * worktree of its own, so the paths differ by commit unless they are named as the
   * repository's. All the time is in `mix`, a helper every stage calls; the slow commit makes
   * `checksum` call it three times as often, so `mix` as a function barely moves and the
   * bisection must follow the call path `checksum → mix`. A commit with a syntax error leaves a
   * few samples of the interpreter starting (py-spy cannot report its exit status): skipped.
   */
  const py = requireTools(['py-spy', 'python3', 'git']);
  it.runIf(py.ok)('follows a call path through worktrees whose file paths differ, and skips a commit that does not run', async () => {
    const { repo, g } = newRepo('flamediff-bisect-pyrepo-');
    const script = (rounds: number, note: string, broken: boolean) => `# ${note}
import time
def mix(h, k):
    return ((h ^ k) * 16777619) & 0xffffffff
def parse(i):
    h = i
    for k in range(30):
        h = mix(h, k)
    return h
def checksum(h):
    for k in range(${rounds}):
        h = mix(h, k)
    return h
def render(h):
    for k in range(30):
        h = mix(h, k)
    return h
t0 = time.time()
s = 0
i = 0
while time.time() - t0 < 0.8:
    s += render(checksum(parse(i)))
    i += 1
print(s)
${broken ? 'def broken(:\n' : ''}`;
    // The syntax error sits where bisect looks first (the middle), so it is tried and skipped.
    const history: [number, string][] = [
      [20, 'first version'],
      [20, 'a comment'],
      [20, 'rename nothing'],
      [20, 'work in progress (syntax error)'],
      [20, 'fix the syntax'],
      [60, 'checksum: more rounds'],
      [60, 'tidy'],
      [60, 'release'],
    ];
    for (const [rounds, message] of history) {
      writeFileSync(join(repo, 'work.py'), script(rounds, message, message.includes('syntax error')));
      g('add', 'work.py');
      g('commit', '-qm', message);
    }
    const shas = g('rev-list', '--reverse', 'HEAD').split('\n');
    const r = await runCli(['bisect', '--good', shas[0], '--bad', shas[7], '--rate', '250', '--', 'python3', 'work.py'], { cwd: repo });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`first bad commit: ${shas[5]} checksum: more rounds`);
    // checksum's extra rounds are its own loop and its calls to mix, in a measure that varies
    // run to run: the path followed ends at checksum or goes on into mix (a clean CI run once
    // stopped at checksum, +22.8 pp); either way it is the repository's work.py.
    expect(r.stderr).toMatch(/following \S*.*checksum \(.*work\.py\)( → mix| \()/);
    // Named as the repository's file, not a worktree's.
    expect(r.stderr).not.toMatch(/flamediff-bisect-[^ ]*\/[0-9a-f]{10}\/work\.py/);
    expect(r.stdout).toMatch(/q (<|=) 0\.0/);
    // Skipped whichever way py-spy sees it: a few samples of the interpreter starting, none, or
    // (on a loaded machine, where the start takes longer) more, below Python's SyntaxError.
    expect(r.stderr).toMatch(/syntax error\): skipped \((the command gave only \d+ samples?: it failed or ended at once|the command ended by an uncaught SyntaxError|py-spy recorded nothing)/);
    expect(g('worktree', 'list').split('\n')).toHaveLength(1);
  }, 240_000);
});
