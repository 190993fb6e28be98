import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './support/cli.js';
import { requireTools } from './support/tools.js';

/**
 * "You cannot diff the generated SVGs": flamediff can. The bundled example's runs, each
 * collapsed and drawn by inferno-flamegraph (default minimum width, as people share them),
 * are diffed as SVGs; the regression the folded runs show first is the SVGs' #1 too. flamediff's
 * own profile SVG reads back; its differential SVG is refused in one line.
 */
describe('flamediff diff of flame-graph SVGs', () => {
  const tools = requireTools(['inferno-flamegraph']);
  it.runIf(tools.ok)('SVGs drawn by inferno from before and after runs name the same culprit as the runs themselves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-svgin-'));
    for (const side of ['before', 'after']) {
      mkdirSync(join(dir, side));
      for (const run of [1, 2, 3]) {
        const folded = await runCli(['collapse', join(ROOT, 'fixtures', 'examples', 'busy-change', side, `run${run}.perf.txt.gz`)]);
        writeFileSync(join(dir, side, `run${run}.svg`), execFileSync(tools.paths['inferno-flamegraph'], { input: folded.stdout }));
      }
    }
    const fromSvg = await runCli(['diff', join(dir, 'before'), join(dir, 'after'), '--format', 'json']);
    expect(fromSvg.code, fromSvg.stderr).toBe(0);
    const fromRuns = await runCli(['diff', join(ROOT, 'fixtures', 'examples', 'busy-change', 'before'), join(ROOT, 'fixtures', 'examples', 'busy-change', 'after'), '--format', 'json']);
    type Report = { findings: { direction: string; significant: boolean; frames: string[] }[] };
    const first = (r: string) => (JSON.parse(r) as Report).findings.find((f) => f.significant && f.direction === 'regression')?.frames.at(-1);
    expect(first(fromRuns.stdout)).toBeDefined();
    expect(first(fromSvg.stdout)).toBe(first(fromRuns.stdout));
  }, 60_000);

  it('flamediff\'s own profile SVG reads back to its stacks; its differential SVG is refused in one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-svgown-'));
    const folded = join(dir, 'p.folded');
    writeFileSync(folded, 'main;parse 30\nmain;render 60\nmain;render;escape 10\n');
    const svg = join(dir, 'p.svg');
    expect((await runCli(['svg', folded, '-o', svg])).code).toBe(0);
    expect((await runCli(['collapse', svg])).stdout).toBe('main;parse 30\nmain;render 60\nmain;render;escape 10\n');
    const diffSvg = join(dir, 'd.svg');
    writeFileSync(join(dir, 'q.folded'), 'main;parse 30\nmain;render 90\n');
    expect((await runCli(['diff', folded, join(dir, 'q.folded'), '-o', diffSvg])).code).toBe(0);
    const r = await runCli(['collapse', diffSvg]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/d\.svg: a flamediff differential SVG: it shows a comparison, not one profile/);
  });

  it('says it drew the AFTER column of differential folded stacks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-svgdiff-'));
    const input = join(dir, 'd.folded');
    writeFileSync(input, 'main;a 1 3\nmain;b 2 2\n');
    const r = await runCli(['svg', input, '-o', join(dir, 'd.svg')]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/d\.folded: differential folded stacks \(stack BEFORE AFTER\): drew the AFTER column/);
  });
});
