import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './support/cli.js';
import { freePort, requireLegacyPyroscope, startLegacyPyroscope, type RunningServer } from './support/pyroscope-server.js';

/**
 * Acceptance against a real legacy pyroscope server (v0.37.2, built from the Go module proxy by
 * .ci/build-pyroscope): push before/after runs with labels, query them back, and check that the
 * diff of what the server returns gives the same findings as the diff of the local files.
 */
const bin = requireLegacyPyroscope();

const BUSY = join(ROOT, 'fixtures/examples/busy-change');
const JUPYTER = join(ROOT, 'fixtures/stories/jupyter-stall/py-spy');
const runs = (dir: string) =>
  readdirSync(dir)
    .filter((f) => !f.startsWith('.'))
    .sort()
    .map((f) => join(dir, f));

type Finding = { frames: string[]; direction: string; deltaShare: number; qValue: number; significant: boolean; kind: string };
const findingsOf = (json: string) => (JSON.parse(json) as { findings: Finding[] }).findings;
/** Findings with every number rounded to 9 significant digits (float sums in another order differ in the last bits). */
const roundedFindings = (fs: readonly Finding[]) => JSON.parse(JSON.stringify(fs, (_k, v: unknown) => (typeof v === 'number' ? Number(v.toPrecision(9)) : v))) as Finding[];

describe.skipIf(!bin)('live legacy pyroscope server (v0.37.2)', () => {
  let server: RunningServer;
  // Ten-second aligned segments in the recent past: the legacy server splits data into 10 s
  // segments and rounds partial ones (gotcha 14), so each run gets exactly one segment.
  const T = Math.floor(Date.now() / 10_000) * 10 - 300;
  let window: string;
  const push = async (file: string, app: string, labels: string[], k: number, extra: string[] = []) => {
    const r = await runCli(['push', file, '--pyroscope-url', server.url, '--app', app, ...labels.flatMap((l) => ['--label', l]), '--from', String(T + 10 * k), '--until', String(T + 10 * k + 10), ...extra]);
    // One line saying what was sent, and nothing else.
    expect(r.stderr).toMatch(new RegExp(`^flamediff: pushed [\\d,.]+ \\w+ of .* as ${app}.* bytes\\) to http://127\\.0\\.0\\.1:\\d+/ingest.*\\n$`));
    expect(r.code).toBe(0);
  };

  beforeAll(async () => {
    server = await startLegacyPyroscope(bin!);
    window = `@${T - 10}..${T + 200}`;
    for (const [side, k0] of [['before', 0], ['after', 3]] as const) {
      for (const [i, f] of runs(join(BUSY, side)).entries()) await push(f, 'busy', [`side=${side}`, `run=${i + 1}`], k0 + i);
      for (const [i, f] of runs(join(JUPYTER, side)).entries()) await push(f, 'jupyter', [`side=${side}`, `run=${i + 1}`], k0 + i);
    }
    await push(runs(join(BUSY, 'before'))[0], 'busyp', ['side=before', 'run=1'], 0, ['--via', 'pprof']);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  const diffJson = (args: string[]) => runCli(['diff', ...args, '--format', 'json']);

  it('perf runs: the diff pulled from the server has the same findings as the diff of the local files', async () => {
    const remote = await diffJson(['--pyroscope-url', server.url, '--replicates-by', 'run', `pyroscope:busy.cpu{side="before"}${window}`, `pyroscope:busy.cpu{side="after"}${window}`]);
    expect(remote.stderr).toBe('');
    expect(remote.code).toBe(0);
    const local = await diffJson(['--before', join(BUSY, 'before'), '--after', join(BUSY, 'after')]);
    const r = findingsOf(remote.stdout);
    // The server keeps sample counts where the local files weigh samples in nanoseconds: the
    // same findings, with numbers equal up to the rounding of a different unit.
    expect(roundedFindings(r)).toEqual(roundedFindings(findingsOf(local.stdout)));
    expect(r[0]).toMatchObject({ direction: 'regression', frames: ['compute_b', 'helper'], significant: true });
  });

  it('py-spy JupyterLab story: the server-side diff puts _parse_smaps_rollup first, as the local one does', async () => {
    const remote = await diffJson(['--pyroscope-url', server.url, '--replicates-by', 'run', `pyroscope:jupyter.cpu{side="before"}${window}`, `pyroscope:jupyter.cpu{side="after"}${window}`]);
    expect(remote.code).toBe(0);
    const local = await diffJson(['--before', join(JUPYTER, 'before'), '--after', join(JUPYTER, 'after')]);
    const r = findingsOf(remote.stdout).filter((f) => f.significant);
    const l = findingsOf(local.stdout).filter((f) => f.significant);
    expect(r[0].frames.at(-1)).toMatch(/_parse_smaps_rollup/);
    expect(r.map((f) => [f.direction, f.kind, f.frames.join(';')])).toEqual(l.map((f) => [f.direction, f.kind, f.frames.join(';')]));
    for (let i = 0; i < r.length; i++) expect(r[i].deltaShare).toBeCloseTo(l[i].deltaShare, 9);
  });

  it('one queried run equals the local run as sample counts; --via pprof stores the same stacks', async () => {
    const file = runs(join(BUSY, 'before'))[0];
    const local = await runCli(['collapse', file]);
    // perf cpu-clock weights are nanoseconds (period 1001001 ns); the server keeps sample counts.
    const counts = local.stdout
      .trim()
      .split('\n')
      .map((l) => {
        const i = l.lastIndexOf(' ');
        return `${l.slice(0, i)} ${Number(l.slice(i + 1)) / 1001001}`;
      })
      .join('\n');
    const folded = await runCli(['collapse', '--pyroscope-url', server.url, `pyroscope:busy.cpu{side="before",run="1"}${window}`]);
    expect(folded.code).toBe(0);
    expect(folded.stdout.trim()).toBe(counts);
    const viaPprof = await runCli(['collapse', '--pyroscope-url', server.url, `pyroscope:busyp.cpu{side="before",run="1"}${window}`]);
    expect(viaPprof.stdout).toBe(folded.stdout);
    // push takes a query too: a copy under another name and label.
    await push(`pyroscope:busy.cpu{side="before",run="1"}${window}`, 'busycopy', ['copy=yes'], 0);
    const copy = await runCli(['collapse', '--pyroscope-url', server.url, `pyroscope:busycopy.cpu{copy="yes"}${window}`]);
    expect(copy.stdout).toBe(folded.stdout);
  });

  it('pyroscope types and labels list what was pushed', async () => {
    const types = await runCli(['pyroscope', 'types', '--api', 'legacy', '--pyroscope-url', server.url]);
    expect(types.stdout.trim().split('\n')).toEqual(['busy.cpu', 'busycopy.cpu', 'busyp.cpu', 'jupyter.cpu']); // busycopy: pushed by the test above
    const labels = await runCli(['pyroscope', 'labels', 'busy.cpu{}', '--from', String(T - 10), '--until', String(T + 200), '--json', '--pyroscope-url', server.url]);
    expect(JSON.parse(labels.stdout)).toEqual({ run: ['1', '2', '3'], side: ['after', 'before'] });
  });

  it('without --replicates-by a side is one merged profile, and the report says how to split it', async () => {
    const r = await runCli(['diff', '--pyroscope-url', server.url, `pyroscope:busy.cpu{side="before"}${window}`, `pyroscope:busy.cpu{side="after"}${window}`]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\(1 run, 3,001 samples\)/);
    expect(r.stdout).toContain('add --replicates-by LABEL');
  });

  it('a source can name its server; svg draws it', async () => {
    const host = server.url.replace('http://', '');
    const r = await runCli(['svg', `pyroscope+http://${host}/busy.cpu{side="after"}${window}`]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('<svg');
    expect(r.stdout).toContain('compute_b');
  });

  it('mistakes give one line and exit 2: no data, a v1 query, an unquoted value, nothing listening', async () => {
    const none = await runCli(['collapse', '--pyroscope-url', server.url, `pyroscope:nosuch.cpu{}${window}`]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^flamediff: error: pyroscope:nosuch\.cpu\{\}@\d+\.\.\d+: no samples in .*\n$/);
    const v1 = await runCli(['collapse', '--pyroscope-url', server.url, `pyroscope:{service_name="busy"}${window}`]);
    expect(v1.code).toBe(2);
    expect(v1.stderr).toMatch(/HTTP 404.*for a legacy \(v0\.x\) server write APP\.TYPE/);
    const unquoted = await runCli(['collapse', '--pyroscope-url', 'http://127.0.0.1:9', `pyroscope:busy.cpu{side=before}`]);
    expect(unquoted.code).toBe(2);
    expect(unquoted.stderr).toContain('query values must be double-quoted');
    // Without --api, types asks a server without the v1 API as a legacy one; with --api v1, the hint.
    const types = await runCli(['pyroscope', 'types', '--pyroscope-url', server.url]);
    expect(types.code, types.stderr).toBe(0);
    expect(types.stdout).toContain('busy.cpu');
    const v1types = await runCli(['pyroscope', 'types', '--api', 'v1', '--pyroscope-url', server.url]);
    expect(v1types.code).toBe(2);
    expect(v1types.stderr).toContain('for a legacy (v0.x) server add --api legacy');
    const connect = await runCli(['push', runs(join(BUSY, 'before'))[0], '--via', 'connect', '--app', 'x', '--pyroscope-url', server.url]);
    expect(connect.code).toBe(2);
    expect(connect.stderr).toContain('--via connect needs Grafana Pyroscope v1');
    const closed = `http://127.0.0.1:${await freePort()}`;
    const down = await runCli(['collapse', '--retries', '0', '--pyroscope-url', closed, 'pyroscope:busy.cpu{}']);
    expect(down.code).toBe(2);
    expect(down.stderr).toContain('connection refused');
    expect(down.stderr).not.toMatch(/\n\s+at /);
  });
});
