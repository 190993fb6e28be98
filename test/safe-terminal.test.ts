import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.js';

/**
 * Frame names reach the terminal inert (issue 13, item 3): escape sequences that retitle the
 * window, clear the screen, plant OSC-8 links or move the cursor, and bidi overrides, are shown
 * as escapes in text and Markdown reports (piped, coloured, with -o) and in messages.
 */
const HOSTILE = [
  'title\x1b]0;owned\x07',
  'clear\x1b[2J\x1b[H',
  'link\x1b]8;;https://evil.example/\x1b\\click\x1b]8;;\x1b\\',
  'forge\r  1.  +99.9 pp  tower    fake_culprit',
  'up\x1b[1A\x1b[Kdown',
  'csi1\x9b31mc1',
  'bidi\u202Eevil\u2066',
  'mal\u200Bloc\uFEFF',
];
// Anything a terminal would act on, apart from the newlines between lines.
const ACTIVE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

function sides(): { before: string; after: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'flamediff-term-'));
  // Every hostile name grows against a large unchanged rest, so each one is reported.
  const rest = (k: number) => Array.from({ length: 12 }, (_, j) => `app;work;step${j} ${300 + 7 * j + k}`);
  const run = (w: number) => (k: number) => HOSTILE.map((n, i) => `app;${n} ${w + i + k}`).concat(rest(k)).join('\n') + '\n';
  const lines = run(20);
  const grow = run(120);
  const before = join(dir, 'before');
  const after = join(dir, 'after');
  for (const [d, f] of [[before, lines], [after, grow]] as const) {
    mkdirSync(d);
    for (const k of [1, 2, 3]) writeFileSync(join(d, `run${k}.folded`), f(k));
  }
  return { before, after, dir };
}

describe('terminal output is inert', () => {
  it('text (plain, coloured, -o) and Markdown show hostile names as escapes', async () => {
    const { before, after, dir } = sides();
    for (const extra of [[], ['--color', 'always'], ['--format', 'markdown']]) {
      const r = await runCli(['diff', '--before', before, '--after', after, ...extra]);
      expect(r.code, r.stderr).toBe(0);
      // Colours are the only escape sequences left, and only SGR ones (ESC [ digits m).
      const withoutColour = r.stdout.replace(/\x1b\[\d+m/g, '');
      expect(withoutColour).not.toMatch(ACTIVE);
      // (A ';' splits a folded frame, so the OSC title sequence arrives in two frames.)
      expect(r.stdout).toMatch(/title\\+x1b\\?\]0/);
      expect(r.stdout).toMatch(/forge\\+x0d/);
      expect(r.stdout).toMatch(/\\u202e/);
    }
    const out = join(dir, 'report.txt');
    const r = await runCli(['diff', '--before', before, '--after', after, '-o', out]);
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).not.toMatch(ACTIVE);
    // JSON keeps the names as data (escaped as \u, the same string once parsed), and the SVG's
    // tooltips keep each name on its line.
    const json = await runCli(['diff', '--before', before, '--after', after, '--format', 'json']);
    expect(json.stdout.replace(/\n/g, '')).not.toMatch(ACTIVE);
    expect(json.stdout).toContain('bidi\\u202eevil');
    expect(JSON.parse(json.stdout).findings.some((f: { frames: string[] }) => f.frames.includes('bidi\u202Eevil\u2066'))).toBe(true);
    const svg = await runCli(['diff', '--before', before, '--after', after, '--format', 'svg']);
    expect(svg.stdout).not.toMatch(/<title>forge\r/);
    expect(svg.stdout).toMatch(/<title>forge\\x0d/);
  });

  it('messages that quote input (perf weird lines, parse errors) are inert too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-term-'));
    const perf = join(dir, 'weird.perf.txt');
    writeFileSync(perf, `app 123 1.000: 1 cpu-clock:\n\t    1234 main (/bin/app)\n\x1b]0;owned\x07 weird\x1b[2J line\n\n`);
    const r = await runCli(['collapse', perf]);
    expect(r.stderr).toMatch(/\\x1b\]0;owned\\x07/);
    expect(r.stderr).not.toMatch(ACTIVE);
    const bad = join(dir, 'bad\x1b[31m.folded');
    writeFileSync(bad, 'a;b notanumber\x1b[2J\n');
    const e = await runCli(['collapse', bad]);
    expect(e.code).toBe(2);
    expect(e.stderr).not.toMatch(ACTIVE);
    // JSON errors: one line, with the byte offset, and no snippet of raw input.
    for (const [text, where] of [
      ['{"$schema":"https://www.speedscope.app/file-format-schema.json",\n"profiles":[{"type":"sampled" oops\x1b[2J\n}]}', /:2: invalid JSON at byte 95 /],
      ['{"a": tru\n\x1b[2Je}', /invalid JSON/],
    ] as const) {
      const json = join(dir, 'bad.speedscope.json');
      writeFileSync(json, text);
      const j = await runCli(['collapse', '--input-format', 'speedscope', json]);
      expect(j.code).toBe(2);
      expect(j.stderr.trim().split('\n'), j.stderr).toHaveLength(1);
      expect(j.stderr).toMatch(where);
      expect(j.stderr).not.toMatch(ACTIVE);
      expect(j.stderr).not.toMatch(/is not valid JSON/);
    }
  });
});
