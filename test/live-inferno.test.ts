import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './support/cli.js';
import { perfCanRecord, requireTools } from './support/tools.js';

/**
 * The live oracle: a perf capture made here, now, from a small C program with frame pointers,
 * collapsed by inferno and by us with the same flags, must be byte-identical. Goldens can go
 * stale; this cannot.
 */
const tools = requireTools(['perf', 'inferno-collapse-perf', 'cc']);
const FLAG_SETS = [[], ['--pid'], ['--tid'], ['--kernel'], ['--jit'], ['--all'], ['--addrs'], ['--pid', '--kernel', '--addrs']];

describe.skipIf(!tools.ok)('live: perf capture collapsed by inferno and by flamediff', () => {
  let script: string;
  let dir: string;

  beforeAll(() => {
    const { perf, cc } = tools.paths;
    if (!perfCanRecord(perf)) {
      const msg = 'perf cannot record here (need root or kernel.perf_event_paranoid <= 1)';
      if (process.env.CI) throw new Error(msg);
      console.warn(`skipping live capture: ${msg}`);
      return;
    }
    dir = mkdtempSync(join(tmpdir(), 'flamediff-live-'));
    const exe = join(dir, 'busy');
    execFileSync(cc, ['-O0', '-g', '-fno-omit-frame-pointer', '-o', exe, join(ROOT, 'fixtures', 'live', 'busy.c')]);
    const data = join(dir, 'perf.data');
    execFileSync(perf, ['record', '-q', '-F', '2999', '-g', '-o', data, '--', exe, '0.6'], { stdio: 'ignore' });
    script = join(dir, 'perf.txt');
    writeFileSync(script, execFileSync(perf, ['script', '-i', data], { maxBuffer: 1 << 30 }));
  }, 120_000);

  for (const flags of FLAG_SETS) {
    it(`byte-identical with ${flags.join(' ') || 'no flags'}`, async (ctx) => {
      if (!script) ctx.skip();
      const expected = execFileSync(tools.paths['inferno-collapse-perf'], [...flags, script], { maxBuffer: 1 << 30 });
      const ours = await runCli(['collapse', ...flags, script]);
      expect(ours.code).toBe(0);
      expect(ours.stdout.length).toBeGreaterThan(0);
      expect(ours.stdout).toBe(expected.toString('utf8'));
    });
  }

  it('the capture shows what the program does (user and kernel frames)', async (ctx) => {
    if (!script) ctx.skip();
    const ours = await runCli(['collapse', '--kernel', script]);
    expect(ours.stdout).toMatch(/main;compute_a;helper \d+/);
    expect(ours.stdout).toMatch(/main;[^\n]*write[^\n]*_\[k\] \d+/);
  });

  it('own edge-case fixture is byte-identical too', async () => {
    const fixture = join(ROOT, 'fixtures', 'formats', 'edge-cases.perf.txt');
    for (const flags of FLAG_SETS) {
      const expected = execFileSync(tools.paths['inferno-collapse-perf'], [...flags, fixture]);
      const ours = await runCli(['collapse', ...flags, fixture]);
      expect(ours.stdout, flags.join(' ')).toBe(expected.toString('utf8'));
    }
  });
});
