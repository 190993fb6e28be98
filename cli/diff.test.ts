import { copyFileSync, mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../test/support/cli.js';

const BEFORE = join(ROOT, 'fixtures', 'examples', 'busy-change', 'before');
const AFTER = join(ROOT, 'fixtures', 'examples', 'busy-change', 'after');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'flamediff-diff-'));
});

interface JsonReport {
  schema: string;
  findings: { kind: string; direction: string; frames: string[]; deltaShare: number; qValue: number; significant: boolean; pValue: number; before: number; after: number }[];
}

async function json(args: string[]): Promise<JsonReport> {
  const r = await runCli(['diff', ...args, '--format', 'json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as JsonReport;
}

describe('flamediff diff', () => {
  it('finds the regression of the bundled example as #1, with the JSON fields documented', async () => {
    const report = await json(['--before', BEFORE, '--after', AFTER]);
    expect(report.schema).toBe('flamediff.diff/v1');
    const first = report.findings.find((f) => f.direction === 'regression')!;
    expect(first.frames).toContain('compute_b');
    expect(first.significant).toBe(true);
    expect(first.qValue).toBeLessThanOrEqual(0.05);
    expect(first.deltaShare).toBeCloseTo(first.after - first.before, 12);
    for (const k of ['kind', 'direction', 'frames', 'before', 'after', 'deltaShare', 'pValue', 'qValue', 'significant', 'category', 'explanation']) {
      expect(first).toHaveProperty(k);
    }
  });

  it('swapping the sides reports the same frames as an improvement', async () => {
    const fwd = await json(['--before', BEFORE, '--after', AFTER]);
    const back = await json(['--before', AFTER, '--after', BEFORE]);
    expect(back.findings.map((f) => [f.frames, f.direction])).toEqual(
      fwd.findings.map((f) => [f.frames, f.direction === 'regression' ? 'improvement' : 'regression']),
    );
  });

  it('files from two directories in turn (a shell\'s before/* after/*) are the two sides; a bad guess says what it got', async () => {
    const { readdirSync } = await import('node:fs');
    const files = (d: string) => readdirSync(d).sort().map((f) => join(d, f));
    const globbed = await runCli(['diff', ...files(BEFORE), ...files(AFTER)]);
    const dirs = await runCli(['diff', BEFORE, AFTER]);
    expect(globbed.code, globbed.stderr).toBe(0);
    // The same comparison as the directories (labels aside).
    expect(globbed.stdout.split('\n').slice(1).join('\n')).toBe(dirs.stdout.split('\n').slice(1).join('\n'));
    expect(globbed.stdout.split('\n')[0]).toMatch(/before\/.* → .*after\//);
    const mixed = await runCli(['diff', files(BEFORE)[0], files(AFTER)[0], files(BEFORE)[1]]);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toMatch(/got 3 inputs/);
  });

  it('refuses a side whose profiles hold no sample, and warns when a side holds almost none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-empty-'));
    const empty = join(dir, 'empty.speedscope.json');
    writeFileSync(empty, JSON.stringify({ $schema: 'https://www.speedscope.app/file-format-schema.json', shared: { frames: [{ name: 'main' }] }, profiles: [{ type: 'sampled', name: 'x', unit: 'none', startValue: 0, endValue: 0, samples: [], weights: [] }] }));
    const one = join(dir, 'one.folded');
    writeFileSync(one, 'main;work 1\n');
    const out = join(dir, 'out.md');
    const r = await runCli(['diff', empty, one, '-o', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/empty\.speedscope\.json: no samples in the before side's profile/);
    expect(existsSync(out)).toBe(false);
    const few = await runCli(['diff', one, one]);
    expect(few.code).toBe(0);
    expect(few.stdout + few.stderr).toMatch(/only 1 sample before and 1 sample after: too few to measure a change/);
  });

  it('refuses to write a format it does not make under its extension (-o x.png), and writes no file', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'flamediff-png-')), 'x.png');
    const r = await runCli(['diff', BEFORE, AFTER, '-o', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/does not write \.png files; name it \.svg/);
    expect(existsSync(out)).toBe(false);
  });

  it('one run a side is tested as one run; --time-blocks N tests it within itself, in N blocks', async () => {
    const [b, a] = [join(BEFORE, 'run1.perf.txt.gz'), join(AFTER, 'run1.perf.txt.gz')];
    const plain = await runCli(['diff', b, a]);
    expect(plain.stdout).toMatch(/^test: Welch test on one run vs one run;/m);
    const blocks = await runCli(['diff', b, a, '--time-blocks', '8']);
    expect(blocks.stdout).toMatch(/^test: moderated t-test .* on time blocks of 1 run \(8 time blocks\)/m);
    const bad = await runCli(['diff', b, a, '--time-blocks', 'x']);
    expect(bad.code).toBe(2);
  });

  it('diff(A, A) is quiet', async () => {
    const report = await json(['--before', BEFORE, '--after', BEFORE]);
    expect(report.findings).toEqual([]);
    const text = await runCli(['diff', '--before', BEFORE, '--after', BEFORE]);
    expect(text.stdout).toMatch(/No significant change/);
  });

  it('--fail-on-regression exits 1 only for a big enough significant regression', async () => {
    const fail = await runCli(['diff', '--before', BEFORE, '--after', AFTER, '--fail-on-regression', '2']);
    expect(fail.code).toBe(1);
    expect(fail.stderr).toMatch(/failing: significant regression .*compute_b/);
    const pass = await runCli(['diff', '--before', BEFORE, '--after', AFTER, '--fail-on-regression', '40']);
    expect(pass.code).toBe(0);
    // PP is the Δ the report prints: a gate just under it fails, just over it passes.
    const json = JSON.parse((await runCli(['diff', '--before', BEFORE, '--after', AFTER, '--format', 'json'])).stdout);
    const pp = 100 * json.findings.find((f: { direction: string }) => f.direction === 'regression').deltaShare;
    const under = await runCli(['diff', '--before', BEFORE, '--after', AFTER, '--fail-on-regression', (Math.floor(10 * pp) / 10 - 0.05).toFixed(2)]);
    expect(under.code, under.stderr).toBe(1);
    expect(under.stderr).toMatch(new RegExp(`compute_b( → \\S+)* \\+${(Math.round(10 * pp) / 10).toFixed(1)} pp ≥ `));
    const over = await runCli(['diff', '--before', BEFORE, '--after', AFTER, '--fail-on-regression', (pp + 0.05).toFixed(2)]);
    expect(over.code, over.stderr).toBe(0);
    // Written as the report prints it: `2pp` is 2; `2%` is refused, saying what is meant.
    expect((await runCli(['diff', '--before', BEFORE, '--after', AFTER, '--fail-on-regression', '2pp'])).code).toBe(1);
    const percent = await runCli(['diff', '--before', BEFORE, '--after', AFTER, '--fail-on-regression', '2%']);
    expect(percent.code).toBe(2);
    expect(percent.stderr).toMatch(/give percentage points as the report prints them, e\.g\. 2 or 2pp/);
  });

  it('writes diff-folded lines (stack before after) that sum to each side', async () => {
    const r = await runCli(['diff', '--before', BEFORE, '--after', AFTER, '--format', 'folded']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    for (const l of lines) expect(l).toMatch(/^\S.* \d+ \d+$/);
    expect(lines.some((l) => /;compute_b;helper \d+ \d+$/.test(l))).toBe(true);
  });

  it('escapes untrusted frame names in Markdown', async () => {
    const evil = '<script>alert(1)</script>|**boom**`x`';
    const b = join(dir, 'b.folded.txt');
    const a = join(dir, 'a.folded.txt');
    writeFileSync(b, `main;work 900\nmain;${evil} 100\n`);
    writeFileSync(a, `main;work 300\nmain;${evil} 700\n`);
    const r = await runCli(['diff', b, a, '--format', 'markdown']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('<script>');
    expect(r.stdout).toContain('&lt;script&gt;');
    expect(r.stdout).not.toMatch(/[^\\]\|\*\*boom/);
  });

  it('puts input labels in Markdown code spans raw, fenced past their backticks', async () => {
    const b = join(dir, 'x_`y`_<b>.folded');
    const a = join(dir, 'a_1.folded');
    writeFileSync(b, 'main;work 900\nmain;other 100\n');
    writeFileSync(a, 'main;work 300\nmain;other 700\n');
    const r = await runCli(['diff', b, a, '--format', 'markdown']);
    expect(r.stdout).toContain(`- before: \`\`${b}\`\` (`);
    expect(r.stdout).toContain(`after: \`${a}\` (`);
  });

  it('--format svg writes an SVG and markdown can embed it with --svg-url', async () => {
    const svg = join(dir, 'diff.svg');
    const r = await runCli(['diff', '--before', BEFORE, '--after', AFTER, '--format', 'svg', '-o', svg]);
    expect(r.code).toBe(0);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(svg, 'utf8')).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*compute_b[\s\S]*<\/svg>\n$/);
    const md = await runCli(['diff', '--before', BEFORE, '--after', AFTER, '--format', 'markdown', '--svg-url', 'flamediff/diff.svg']);
    expect(md.stdout).toContain('[![differential flame graph](flamediff/diff.svg)](flamediff/diff.svg)');
  });

  it('reads a Pyroscope render-diff (double flamebearer) as both sides', async (ctx) => {
    const file = join(ROOT, '..', 'shared', 'pyroscope', 'v0.37.2', '23-render-diff.response.json');
    if (!existsSync(file)) return ctx.skip();
    const r = await runCli(['diff', file, '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.before.label).toMatch(/\(left\)$/);
    expect(report.after.label).toMatch(/\(right\)$/);
    expect(report.before.samples).toBeGreaterThan(0);
    expect(report.after.samples).toBeGreaterThan(0);
  });

  it('a quoted glob is expanded as the shell would have, and one that matches nothing is one clear line', async () => {
    const ex = join(ROOT, 'fixtures', 'examples', 'busy-change');
    const byDir = await runCli(['diff', '--before', join(ex, 'before'), '--after', join(ex, 'after'), '--format', 'json']);
    const byGlob = await runCli(['diff', '--before', join(ex, 'before', '*'), '--after', join(ex, 'after', 'run?.perf.txt.gz'), '--format', 'json']);
    expect(byGlob.code, byGlob.stderr).toBe(0);
    // The same runs, the same report; only the labels say what was typed.
    const unlabelled = (out: string) => out.replace(/"label": "[^"]*"/g, '"label": ""');
    expect(unlabelled(byGlob.stdout)).toBe(unlabelled(byDir.stdout));
    expect(byGlob.stdout).toContain(`"label": ${JSON.stringify(join(ex, 'before', '*'))}`);
    const none = await runCli(['diff', '--before', join(ex, 'before', '*.pprof'), '--after', join(ex, 'after')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/before\/\*\.pprof: no file matches this pattern\n$/);
    // A dangling link the pattern matches is kept, as the shell keeps it, and named by the loader.
    const linked = join(dir, 'glob-dangling');
    mkdirSync(linked);
    copyFileSync(join(ex, 'before', 'run1.perf.txt.gz'), join(linked, 'run1.perf.txt.gz'));
    symlinkSync(join(linked, 'nowhere'), join(linked, 'run2.perf.txt.gz'));
    const dangling = await runCli(['diff', '--before', join(linked, '*'), '--after', join(ex, 'after')]);
    expect(dangling.code).toBe(2);
    expect(dangling.stderr).toMatch(/glob-dangling\/run2\.perf\.txt\.gz: cannot read \(no such file\)\n$/);
  });

  it('bad usage and bad input exit 2 with one clear line', async () => {
    const one = await runCli(['diff', BEFORE]);
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/give two profiles/);
    const mode = await runCli(['diff', BEFORE, AFTER, '--normalize-by', 'vibes']);
    expect(mode.code).toBe(2);
    const missing = await runCli(['diff', join(dir, 'nope.txt'), AFTER]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nope\.txt: cannot read \(no such file\)/);
    const rules = join(dir, 'bad-rules.txt');
    writeFileSync(rules, 'no arrow\n');
    const badRules = await runCli(['diff', BEFORE, AFTER, '--rules', rules]);
    expect(badRules.code).toBe(2);
    expect(badRules.stderr).toMatch(/bad-rules\.txt:1: expected REGEX=>REPLACEMENT/);
    const out = join(dir, 'never.json');
    const noRate = await runCli(['diff', join(dir, 'b.folded.txt'), join(dir, 'a.folded.txt'), '--normalize-by', 'rate', '-o', out]);
    expect(noRate.code).toBe(2);
    expect(noRate.stderr).toMatch(/rate needs/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('flamediff diff: what a newcomer types', () => {
  const runs = (side: string) => [1, 2, 3].map((i) => join(side, `run${i}.perf.txt.gz`));

  it('a shell glob after --before/--after (several files per flag) is the same as repeated flags', async () => {
    const glob = await runCli(['diff', '--before', ...runs(BEFORE), '--after', ...runs(AFTER), '--format', 'json']);
    expect(glob.code, glob.stderr).toBe(0);
    const repeated = await runCli(['diff', ...runs(BEFORE).flatMap((f) => ['--before', f]), ...runs(AFTER).flatMap((f) => ['--after', f]), '--format', 'json']);
    const strip = (t: string) => JSON.stringify((JSON.parse(t) as JsonReport).findings);
    expect(strip(glob.stdout)).toBe(strip(repeated.stdout));
  });

  it('-o NAME.svg / .json / .md without --format writes that format; a contradiction is refused', async () => {
    for (const [name, head] of [
      ['d.svg', /^<\?xml[\s\S]*<svg /],
      ['d.json', /^\{\s*"schema": "flamediff\.diff\/v1"/],
      ['d.md', /^\*\*flamediff/],
    ] as const) {
      const out = join(dir, name);
      const r = await runCli(['diff', BEFORE, AFTER, '-o', out]);
      expect(r.code, r.stderr).toBe(0);
      expect((await import('node:fs')).readFileSync(out, 'utf8')).toMatch(head);
    }
    const bad = await runCli(['diff', BEFORE, AFTER, '--format', 'text', '-o', join(dir, 'x.svg')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--format text contradicts -o .*x\.svg/);
    expect(existsSync(join(dir, 'x.svg'))).toBe(false);
    // The short name a newcomer guesses from `-o x.md`.
    const md = await runCli(['diff', BEFORE, AFTER, '--format', 'md']);
    expect(md.code, md.stderr).toBe(0);
    expect(md.stdout).toMatch(/^\*\*flamediff/);
  });

  it('normalize explains the rules without --explain, its only mode', async () => {
    const plain = await runCli(['normalize', BEFORE, AFTER]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout.length).toBeGreaterThan(0);
    const explained = await runCli(['normalize', '--explain', BEFORE, AFTER]);
    expect(explained.stdout).toBe(plain.stdout);
    const one = await runCli(['normalize', BEFORE]);
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/expected BEFORE AFTER \(two profiles or run directories\), got 1/);
  });

  it('a stray non-profile file in a run directory is skipped with a warning', async () => {
    const { cpSync, mkdirSync } = await import('node:fs');
    const side = join(dir, 'with-notes');
    mkdirSync(side);
    cpSync(BEFORE, side, { recursive: true });
    writeFileSync(join(side, 'NOTES.md'), '# what I changed\n\nnothing yet\n');
    const r = await runCli(['diff', side, AFTER, '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/NOTES\.md: not a profile .*skipped/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    // An empty file named as a profile is a run that recorded nothing: an error, not a note.
    writeFileSync(join(side, 'run4.perf.txt'), '');
    const empty = await runCli(['diff', side, AFTER, '--format', 'json']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/run4\.perf\.txt: empty input/);
    // And a run that is a profile of no samples: not counted as a run of no work.
    rmSync(join(side, 'run4.perf.txt'));
    const nothing = { $schema: 'https://www.speedscope.app/file-format-schema.json', shared: { frames: [] }, profiles: [{ type: 'sampled', name: 'run', unit: 'none', startValue: 0, endValue: 0, samples: [], weights: [] }] };
    writeFileSync(join(side, 'run4.speedscope.json'), JSON.stringify(nothing));
    const none = await runCli(['diff', side, AFTER, '--fail-on-regression', '5']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/run4\.speedscope\.json: no samples in this run .*expected at least one sample in every run/);
  });

  it('`help diff` prints diff\'s usage, as `diff --help` does', async () => {
    const a = await runCli(['help', 'diff']);
    const b = await runCli(['diff', '--help']);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/^usage: flamediff diff /);
    expect(a.stdout).toBe(b.stdout);
  });

  it('--normalize-by absolute prints weights in their unit, and a threshold that is not zero', async () => {
    const r = await runCli(['diff', BEFORE, AFTER, '--normalize-by', 'absolute']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/\|Δ\| ≥ [\d.]+ ms/);
    expect(r.stdout).toMatch(/^ {2}1\. +\+[\d.]+ ms +tower +compute_b → helper$/m);
    expect(r.stdout).not.toMatch(/\d{6,}/);
  });
});

describe('differential folded stacks (stack BEFORE AFTER), as difffolded.pl and `diff --format folded` write them', () => {
  const text = 'main;parse 500 480\nmain;render 300 310\nmain;render;escape 200 620\nmain;log 100 90\n';

  it('one such file is both sides: its two columns are compared', async () => {
    const f = join(dir, 'two-columns.folded');
    writeFileSync(f, text);
    const r = await runCli(['diff', f, '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as JsonReport;
    const first = report.findings.find((x) => x.significant && x.direction === 'regression');
    expect(first?.frames.at(-1)).toBe('escape');
  });

  it("py-spy's stacks, which begin with `<module>`, are folded stacks too, not markup", async () => {
    const f = join(dir, 'two-columns-pyspy.folded');
    writeFileSync(f, text.replaceAll('main;', '<module> (app.py:1);main (app.py:9);'));
    const r = await runCli(['diff', f, '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as JsonReport;
    expect(report.findings.find((x) => x.significant && x.direction === 'regression')?.frames.at(-1)).toMatch(/^escape\b/);
  });

  it('collapse reads the AFTER column and says so, instead of gluing BEFORE onto the leaf name', async () => {
    const f = join(dir, 'two-columns-collapse.folded');
    writeFileSync(f, text);
    const r = await runCli(['collapse', f]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('main;log 90\nmain;parse 480\nmain;render 310\nmain;render;escape 620\n');
    expect(r.stderr).toMatch(/differential folded stacks \(stack BEFORE AFTER\): read the AFTER column/);
  });
});
