import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../test/support/cli.js';

const PERF = join(ROOT, 'fixtures', 'formats', 'edge-cases.perf.txt');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'flamediff-cli-'));
});

/** A bad input must give one clear line, exit 2, no stack trace and no output file. */
async function expectCleanFailure(file: string, pattern: RegExp): Promise<void> {
  const out = join(dir, `out-${Math.random().toString(36).slice(2)}.txt`);
  const r = await runCli(['collapse', file, '-o', out]);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(pattern);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stdout).toBe('');
  expect(existsSync(out)).toBe(false);
  expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
}

describe('flamediff collapse: bad input', () => {
  it('empty file', async () => {
    const f = join(dir, 'empty.txt');
    writeFileSync(f, '');
    await expectCleanFailure(f, /^flamediff: error: .*empty\.txt: empty input: expected a profile/);
  });

  it('binary garbage names the byte offset', async () => {
    const f = join(dir, 'garbage.bin');
    writeFileSync(f, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0xff, 0xfe]));
    await expectCleanFailure(f, /garbage\.bin: byte 7: binary data \(NUL byte\) in no format flamediff reads: expected perf\.data, pprof/);
  });

  it('a perf script cut off mid-line names the line', async () => {
    const text = readFileSync(PERF, 'utf8');
    const f = join(dir, 'truncated.perf.txt');
    writeFileSync(f, text.slice(0, text.indexOf('native_safe_halt') + 8));
    await expectCleanFailure(f, /truncated\.perf\.txt:11: input ends in the middle of a line \(truncated\?\).*expected a stack line/);
  });

  it('a JFR recording cut off or damaged names the file and the byte offset', async () => {
    // The header of a real chunk (magic, version 2.1, sizes) with nothing after it, and then
    // the same with a metadata offset pointing outside the chunk.
    const header = Buffer.alloc(68);
    header.write('FLR\0', 0, 'latin1');
    header.writeUInt16BE(2, 4);
    header.writeUInt16BE(1, 6);
    header.writeBigInt64BE(100000n, 8);
    const cut = join(dir, 'cut.jfr');
    writeFileSync(cut, header);
    await expectCleanFailure(cut, /cut\.jfr: byte 8: corrupt JFR recording: expected the whole chunk \(100000 bytes from byte 0\) but the file ends at byte 68/);
    header.writeBigInt64BE(68n, 8);
    header.writeBigInt64BE(5000n, 24);
    const bad = join(dir, 'bad-meta.jfr');
    writeFileSync(bad, header);
    await expectCleanFailure(bad, /bad-meta\.jfr: byte 24: corrupt JFR recording: expected a metadata offset inside the chunk/);
  });

  it('a Firefox profile with a broken table names the JSON path', async () => {
    const f = join(dir, 'broken.firefox.json');
    writeFileSync(f, '{"meta": {"interval": 1, "preprocessedProfileVersion": 49, "startTime": 0}, "threads": [{"name": "x", "stringArray": [], "funcTable": {"name": []}, "frameTable": {"func": [3]}, "stackTable": {"prefix": [], "frame": []}, "samples": {"stack": [], "time": []}}]}');
    await expectCleanFailure(f, /broken\.firefox\.json: profile\.threads\[0\]\.frameTable\.func\[0\]: expected an index below 0, or null/);
  });

  it('a callgrind cost line that is not numbers names the line', async () => {
    const f = join(dir, 'callgrind.out.bad');
    writeFileSync(f, '# callgrind format\nevents: Ir\nfn=main\n16 20\n17 lots\n');
    await expectCleanFailure(f, /callgrind\.out\.bad:5: bad callgrind line "17 lots": expected a non-negative cost for event Ir after 1 position\(s\)/);
  });

  it('a VTune call tree that skips a level, and a GHC profile with a bad cost, name the line', async () => {
    const v = join(dir, 'skip.vtune.csv');
    writeFileSync(v, 'Function Stack,CPU Time:Self,Module\nTotal,0.0,[Unknown]\n   deep,1.0,app\n');
    await expectCleanFailure(v, /skip\.vtune\.csv:3: bad VTune line "   deep,1\.0,app": expected one more level of indentation than the line before, not 3/);
    const g = join(dir, 'bad.prof');
    const header = 'COST CENTRE MODULE SRC        no. entries  %time %alloc   %time %alloc';
    const row = `MAIN        MAIN   <built-in> 1   0        ${'lots'.padStart(5)}    0.0   100.0  100.0`;
    expect(row.indexOf('lots')).toBe(header.indexOf('%time') + 1);
    writeFileSync(g, `${header}\n\n${row}\n`);
    await expectCleanFailure(g, /bad\.prof:3: bad GHC profile line .*expected a number in the time column/);
  });

  it('a flame-graph SVG whose frame has no position names the byte', async () => {
    const f = join(dir, 'broken.svg');
    writeFileSync(f, '<svg xmlns="http://www.w3.org/2000/svg"><g><title>main (12 samples, 100%)</title><rect x="0" y="10" width="100" height="15"/></g><g><title>work (3 samples, 25%)</title><rect y="-5"/></g></svg>');
    await expectCleanFailure(f, /broken\.svg: byte \d+: frame "work \(3 samples, 25%\)": expected a count in its title and x, width and y on its rect/);
  });

  it('folded input that is mostly bad lines is an error naming the first', async () => {
    const f = join(dir, 'bad-count.folded.txt');
    writeFileSync(f, 'a;b 3\na;d many\na;e lots\n');
    await expectCleanFailure(f, /bad-count\.folded\.txt:2: bad folded line "a;d many": expected `frame;frame;\.\.\. COUNT`/);
  });

  it('UTF-16 text with a byte-order mark (Windows tools, PowerShell redirection) reads as UTF-8 would', async () => {
    const text = 'main;naïve_render 4\nmain;parse 3\n';
    const le = join(dir, 'utf16le.folded');
    writeFileSync(le, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    const be = join(dir, 'utf16be.folded');
    writeFileSync(be, Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]));
    const bom = join(dir, 'utf8bom.folded');
    writeFileSync(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    for (const f of [le, be, bom]) {
      const r = await runCli(['collapse', f]);
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe(text);
    }
  });

  it('one bad line among good ones is skipped with a warning naming it, as inferno does', async () => {
    const f = join(dir, 'one-bad.folded.txt');
    writeFileSync(f, '# collapsed by hand\na;b 3\na;c 4\nWARNING: lost 2 samples\na;b 2\na;d 1');
    const r = await runCli(['collapse', f]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('a;b 5\na;c 4\na;d 1\n');
    expect(r.stderr.trim()).toMatch(/^flamediff: warning: .*one-bad\.folded\.txt:4: skipped: bad folded line "WARNING: lost 2 samples"/);
  });

  it('an unknown format says what was expected', async () => {
    const f = join(dir, 'notes.txt');
    writeFileSync(f, 'dear diary,\ntoday nothing was profiled.\n');
    await expectCleanFailure(f, /notes\.txt:1: unknown format: expected perf script .*folded stacks .*speedscope JSON/);
  });

  it('a missing file', async () => {
    await expectCleanFailure(join(dir, 'nope.txt'), /nope\.txt: cannot read \(no such file\)/);
  });

  it('truncated gzip', async () => {
    const gz = gzipSync(readFileSync(PERF));
    const f = join(dir, 'cut.perf.txt.gz');
    writeFileSync(f, gz.subarray(0, gz.length - 20));
    await expectCleanFailure(f, /cut\.perf\.txt\.gz: corrupt or truncated gzip data/);
  });

  it('invalid speedscope JSON names the line', async () => {
    const f = join(dir, 'bad.speedscope.json');
    writeFileSync(f, '{"$schema": "https://www.speedscope.app/file-format-schema.json",\n "profiles": [\n  {"type": "sampled",,}\n]}');
    await expectCleanFailure(f, /bad\.speedscope\.json:3: invalid JSON/);
  });

  it('a frame index out of range in speedscope JSON names the path', async () => {
    const f = join(dir, 'range.speedscope.json');
    writeFileSync(
      f,
      JSON.stringify({
        $schema: 'https://www.speedscope.app/file-format-schema.json',
        shared: { frames: [{ name: 'a' }] },
        profiles: [{ type: 'sampled', name: 'p', unit: 'none', startValue: 0, endValue: 1, samples: [[0, 5]], weights: [1] }],
      }),
    );
    await expectCleanFailure(f, /range\.speedscope\.json: profiles\[0\]\.samples\[0\]\[1\]: expected a frame index below 1/);
  });

  it('bad usage exits 2 with one clean line that says where the options are', async () => {
    const r = await runCli(['collapse', '--no-such-flag', PERF]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('flamediff collapse: unknown option --no-such-flag (flamediff help collapse lists the options)\n');
    const v = await runCli(['diff', PERF, PERF, '--alpha']);
    expect(v.stderr).toBe('flamediff diff: --alpha needs a value (flamediff help diff lists the options)\n');
    const o = await runCli(['diff', PERF, PERF, '-o']);
    expect(o.stderr).toBe('flamediff diff: -o needs a value (flamediff help diff lists the options)\n');
    // A negative number reads as another option to Node; a fraction is no count of findings.
    expect((await runCli(['diff', PERF, PERF, '--top', '-3'])).stderr).toBe(
      'flamediff diff: --top needs a value; one that starts with a dash is written --top=VALUE (flamediff help diff lists the options)\n',
    );
    expect((await runCli(['diff', PERF, PERF, '--top=-3'])).stderr).toMatch(/--top "-3": expected a whole number from 1/);
    expect((await runCli(['diff', PERF, PERF, '--top', '2.5'])).stderr).toMatch(/--top "2\.5": expected a whole number from 1/);
    expect((await runCli(['version'])).stdout).toMatch(/^flamediff \d+\.\d+\.\d+\n$/);
    // No command at all is a usage error: the usage goes to stderr, nothing to stdout.
    const none = await runCli([]);
    expect([none.code, none.stdout, none.stderr.startsWith('usage: flamediff <command>')]).toEqual([2, '', true]);
    const t = await runCli(['collapse', '--threads', 'zero', PERF]);
    expect(t.code).toBe(2);
    // A typo gets the nearest option or command; asking help for a command that is not one fails.
    expect((await runCli(['diff', PERF, PERF, '--fromat', 'json'])).stderr).toBe(
      'flamediff diff: unknown option --fromat; did you mean --format? (flamediff help diff lists the options)\n',
    );
    expect((await runCli(['dif', PERF, PERF])).stderr).toMatch(/^flamediff: unknown command "dif"; did you mean diff\?\n/);
    // The peers' names lead to ours.
    expect((await runCli(['flamegraph', PERF])).stderr).toMatch(/^flamediff: unknown command "flamegraph"; did you mean svg\?\n/);
    expect((await runCli(['difffolded', PERF])).stderr).toMatch(/^flamediff: unknown command "difffolded"; did you mean diff\?\n/);
    expect((await runCli(['help', 'bogus'])).code).toBe(2);
  });
});

describe('flamediff collapse: output', () => {
  it('writes the same bytes to -o as to stdout, atomically', async () => {
    const toStdout = await runCli(['collapse', PERF]);
    expect(toStdout.code).toBe(0);
    const out = join(dir, 'ok.folded.txt');
    const toFile = await runCli(['collapse', PERF, '-o', out]);
    expect(toFile.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(toStdout.stdout);
    expect(toStdout.stdout).toContain('app;__libc_start_call_main;main;leaf 250000\n');
  });

  it('reads stdin and gzip, and sums several inputs', async () => {
    const text = readFileSync(PERF);
    const viaStdin = await runCli(['collapse', '-'], { input: text });
    const gz = join(dir, 'edge.perf.txt.gz');
    writeFileSync(gz, gzipSync(text));
    const viaGz = await runCli(['collapse', gz]);
    expect(viaGz.stdout).toBe(viaStdin.stdout);
    const twice = await runCli(['collapse', PERF, gz]);
    const doubled = viaStdin.stdout.replace(/ (\d+)$/gm, (_, n) => ` ${2 * Number(n)}`);
    expect(twice.stdout).toBe(doubled);
  });

  it('prints no progress when stderr is not a terminal', async () => {
    const r = await runCli(['collapse', PERF]);
    expect(r.stderr).toBe('');
  });
});

describe('flamediff collapse --format pprof', () => {
  it('writes pprof (gzipped for .gz) that reads back to the same folded stacks', async () => {
    const file = join(ROOT, 'fixtures/examples/busy-change/after/run2.perf.txt.gz');
    const folded = await runCli(['collapse', file]);
    for (const [name, flags] of [
      ['out.pb', ['--format', 'pprof']],
      ['out.pb.gz', []], // chosen by the name
    ] as const) {
      const out = join(dir, name);
      const w = await runCli(['collapse', file, ...flags, '-o', out]);
      expect(w.code, w.stderr).toBe(0);
      expect(w.stderr).toBe('');
      const raw = readFileSync(out);
      expect(raw[0] === 0x1f && raw[1] === 0x8b).toBe(name.endsWith('.gz'));
      const back = await runCli(['collapse', out]);
      expect(back.stdout).toBe(folded.stdout);
    }
    const bad = await runCli(['collapse', file, '--format', 'svg']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('expected folded or pprof');
  });

  it('the old spellings still work, with a warning: --output-format, and --format for the input', async () => {
    const file = join(ROOT, 'fixtures/examples/busy-change/after/run2.perf.txt.gz');
    const folded = await runCli(['collapse', file]);
    const old = await runCli(['collapse', file, '--format', 'perf']);
    expect(old.stdout).toBe(folded.stdout);
    expect(old.stderr).toMatch(/--format perf names the output format now; for the input say --input-format perf/);
    const out = join(dir, 'old.pb');
    const o = await runCli(['collapse', file, '--output-format', 'pprof', '-o', out]);
    expect(o.code).toBe(0);
    expect(o.stderr).toMatch(/--output-format is now --format/);
    expect((await runCli(['collapse', '--input-format', 'perf', file])).stdout).toBe(folded.stdout);
  });

  it('`collapse | svg` reads the pipe without a `-`', async () => {
    const folded = (await runCli(['collapse', PERF])).stdout;
    const r = await runCli(['svg'], { input: folded });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^<\?xml[\s\S]*<svg /);
    expect(r.stdout).toMatch(/<title>[^<]*\([\d,]+ samples/);
  });
});
