import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.js';
import { requireTools } from './support/tools.js';

/**
 * A JFR recording made for real (`java -XX:StartFlightRecording`), of a small
 * Java program whose `checksum` does sixteen times the work after the change (three runs a side,
 * 3 s each: JFR samples every 10 ms, and 1.2 s runs on a loaded machine gave 45-89 samples a run,
 * in which JIT warm-up alone moved `checksum` between 16% and 44% of the before runs);
 * flamediff reads the .jfr files natively (no JDK needed to read them) and names `Work.checksum` first.
 */
const program = (rounds: number) => `
public class Work {
  static int parse(int i) { int h = i; for (int k = 0; k < 2000; k++) h = h * 33 + k; return h; }
  static int checksum(int h) { for (int k = 0; k < ${rounds}; k++) h = (h ^ k) * 16777619; return h; }
  static int handle(int i) { return checksum(parse(i)); }
  public static void main(String[] args) {
    long end = System.currentTimeMillis() + 3000;
    int sink = 0;
    for (int i = 0; System.currentTimeMillis() < end; i++) sink += handle(i);
    System.out.println(sink);
  }
}
`;

describe('JFR recorded for real', () => {
  const tools = requireTools(['java', 'javac']);
  it.runIf(tools.ok)('the method made slower is the #1 regression', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-jfr-'));
    for (const [side, rounds] of [['before', 400], ['after', 6400]] as const) {
      mkdirSync(join(dir, side));
      mkdirSync(join(dir, `${side}-runs`));
      writeFileSync(join(dir, side, 'Work.java'), program(rounds));
      execFileSync('javac', ['-d', join(dir, side), join(dir, side, 'Work.java')]);
    }
    // Three runs a side: JIT warm-up makes runs of a JVM differ, and with two the bulk's
    // run-to-run ratio was too noisy to name a +61 pp change (see core/diff/diff.ts).
    for (let i = 1; i <= 3; i++) {
      for (const side of ['before', 'after']) {
        const out = join(dir, `${side}-runs`, `run${i}.jfr`);
        execFileSync('java', [`-XX:StartFlightRecording=filename=${out},settings=profile`, '-Xlog:jfr=off', '-cp', join(dir, side), 'Work'], { stdio: 'ignore' });
      }
    }
    const r = await runCli(['diff', join(dir, 'before-runs'), join(dir, 'after-runs'), '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { findings: { direction: string; significant: boolean; frames: string[] }[] };
    const first = report.findings.find((f) => f.significant && f.direction === 'regression');
    expect(first?.frames.at(-1), `${JSON.stringify(report.findings.map((f) => f.frames))} (recordings kept in ${dir})`).toBe('Work.checksum');
    rmSync(dir, { recursive: true });
  }, 90_000);
});
