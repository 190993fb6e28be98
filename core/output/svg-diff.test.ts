

import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { golden } from '../../test/support/golden.js';
import { detectFindings } from '../detectors/findings.js';
import { diffProfiles } from '../diff/diff.js';
import { folded } from '../formats/folded/index.js';
import { parseBytes } from '../../test/support/parse.js';
import { escapeXml } from './svg-escape.js';
import { renderDiffSvg } from './svg-diff.js';
import type { ReportContext } from './report.js';


/** Three runs per side: the counts scaled by ±2%, like repeated captures. */
function context(before: string | Uint8Array, after: string | Uint8Array): ReportContext {
  const runs = (text: string | Uint8Array) =>
    [0.98, 1, 1.02].map((k, i) => {
      const t = typeof text === 'string' ? text : new TextDecoder().decode(text);
      const scaled = t.replace(/ (\d+)$/gm, (_, n: string, off: number) => ` ${Math.round(Number(n) * (off % 2 ? k : 2 - k) + i)}`);
      return parseBytes(typeof text === 'string' ? scaled : text, {}, folded).profile;
    });
  const diff = diffProfiles(runs(before), runs(after));
  return { diff, findings: detectFindings(diff), preset: 'none', beforeLabel: 'before.txt', afterLabel: 'after.txt' };
}

const BEFORE = 'app;main;parse 500\napp;main;render 300\napp;main;idle 200\napp;main;old_cache 120\n';
const AFTER = 'app;main;parse 480\napp;main;render 310\napp;main;idle 190\napp;main;metrics;smaps_rollup 400\n';

describe('differential SVG', () => {
  it('under a no-change verdict, says on two lines inside the picture when the whole took far more samples per run', () => {
    const x13 = BEFORE.replace(/ (\d+)$/gm, (_, n: string) => ` ${Number(n) * 13}`);
    const svg = renderDiffSvg(context(BEFORE, x13));
    expect(XMLValidator.validate(svg)).toBe(true);
    const height = Number(/<svg [^>]*height="(\d+)"/.exec(svg)![1]);
    const lines = [...svg.matchAll(/<text x="\d+" y="(\d+)" fill="#444">([^<]*)<\/text>/g)].filter((m) => /samples per run|if both sides/.test(m[2]));
    expect(lines.map((m) => m[2])).toEqual([
      'But the after runs took 13.0× the samples per run of the before runs:',
      'if both sides did the same work, the whole program took more time; --normalize-by absolute compares per run.',
    ]);
    for (const m of lines) expect(Number(m[1])).toBeLessThan(height);
  });

  it('a replacement whose chain would fill its row still says what it replaced', () => {
    // A start-up parser rewritten around sscanf, five callers deep: the chain is elided in the
    // middle so that "in place of" fits (it had been cut for want of room).
    const path = 'routesim_application;main_entry_point;load_configuration;parse_config_file;parse_line';
    const before = `${path};read_uint 40\n${path} 40\nroutesim_application;simulate 900\n`;
    const after = `${path};__GI___isoc99_sscanf;__vfscanf_internal 500\n${path} 40\nroutesim_application;simulate 900\n`;
    const svg = renderDiffSvg(context(before, after));
    expect(svg).toMatch(/replaced .*__GI___isoc99_sscanf \(in place of: read_uint\)/);
  });

  it('is well-formed XML with a title naming the direction, a legend and a findings table', () => {
    const svg = renderDiffSvg(context(BEFORE, AFTER));
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('before.txt → after.txt');
    // The legend is the colour scale, from the largest improvement to the largest regression.
    expect(svg).toMatch(/<linearGradient id="scale">(<stop [^>]*\/>){6}<\/linearGradient>/);
    expect(svg).toMatch(/>−[\d.]+ pp<\/text>\s*<rect [^>]*fill="url\(#scale\)"[^>]*\/>\s*<text [^>]*>\+[\d.]+ pp \(pale: small\)</);
    expect(svg).toContain('not significant');
    expect(svg).toContain('new frame');
    expect(svg).toContain('vanished frame');
    // The new metrics tower where old_cache was, under the same caller: one replacement, the net,
    // named at the new call (metrics; smaps_rollup, also new, is only its heaviest part).
    expect(svg).toMatch(/replaced\s+[\d.]+% → [\d.]+%.*main → metrics \(in place of: old_cache\)/);
  });

  it("keeps the badges' key inside the picture, shortened where the legend's row is full", () => {
    const hint = (width: number) => {
      const m = renderDiffSvg(context(BEFORE, AFTER), { width }).match(/<text id="findings-hint" x="([\d.]+)"[^>]*>([^<]*)</)!;
      return { end: Number(m[1]) + [...m[2]].length * 7.2, text: m[2] };
    };
    expect(hint(1200).text).toMatch(/= (the finding|findings) below/);
    for (const width of [900, 800]) {
      const { end, text } = hint(width);
      expect(end, `${width} px: ${text}`).toBeLessThanOrEqual(width - 10);
    }
  });

  it('marks new and vanished frames in the same graph', () => {
    const svg = renderDiffSvg(context(BEFORE, AFTER));
    const frame = (name: string) => svg.match(new RegExp(`<g class="f"[^>]*><title>${name}\\n[\\s\\S]*?</g>`))![0];
    expect(frame('smaps_rollup')).toContain('stroke="#7b2cbf"');
    expect(frame('old_cache')).toContain('fill="url(#vanished)"');
  });

  it('escapes hostile frame names: nothing executes, the XML still parses', () => {
    const evil = ['<script>alert(1)</script>', 'a]]>b', 'x & y', '"quoted" \'single\'', 'ctrl\u0001\u0008char', 'lone\ud800surrogate'];
    const bytes = (s: string) => new TextEncoder().encode(s);
    const before = evil.map((n, i) => `app;${n} ${10 + i}`).join('\n');
    const after = evil.map((n, i) => `app;${n} ${100 + i}`).join('\n');
    const invalidUtf8 = new Uint8Array([...bytes('app;bad'), 0xff, 0xfe, ...bytes(' 50\n')]);
    const svg = renderDiffSvg(context(before, new Uint8Array([...bytes(`${after}\n`), ...invalidUtf8])));
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<script>alert');
    expect(svg.match(/<script/g)).toHaveLength(1); // ours
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('a]]&gt;b');
    expect(escapeXml('a\u0001b\ud800c')).toBe('a\\x01b\ufffdc');
  });

  it('gives the same bytes for the same inputs (golden, UPDATE_GOLDEN=1 to bless)', () => {
    const one = renderDiffSvg(context(BEFORE, AFTER));
    expect(renderDiffSvg(context(BEFORE, AFTER))).toBe(one);
    golden('small-diff.svg', one);
    golden('small-diff-colorblind-inverted.svg', renderDiffSvg(context(BEFORE, AFTER), { palette: 'colorblind', inverted: true, widthBy: 'after' }));
  });
});

describe('findings table: the culprit end of a chain', () => {
  it('elides the middle, then the base, and keeps the culprit', async () => {
    const { fitChain } = await import('./labels.js');
    const chain = ['serve (workload.py)', 'collect_metrics (workload.py)', 'Process.memory_full_info (psutil/_pslinux.py)', 'Process._parse_smaps_rollup (psutil/_pslinux.py)'];
    expect(fitChain(chain, 500)).toBe(chain.join(' → '));
    expect(fitChain(chain, 100)).toBe('serve (workload.py) → … → Process._parse_smaps_rollup (psutil/_pslinux.py)');
    const tight = fitChain(chain, 60);
    expect(tight.endsWith('Process._parse_smaps_rollup (psutil/_pslinux.py)')).toBe(true);
    expect(tight.length).toBeLessThanOrEqual(60);
    // Two frames: the base is shortened, and no "… →" says a frame was left out when none was.
    const two = fitChain(['java.util.stream.AbstractPipeline.wrapAndCopyInto', 'java.util.stream.AbstractPipeline.wrapSink'], 60);
    expect(two).toBe('java.util.stre… → java.util.stream.AbstractPipeline.wrapSink');
    expect(two.length).toBeLessThanOrEqual(60);
  });

  it('rows that would read the same keep the frame above the cause instead of the base', async () => {
    const { fitChains } = await import('./labels.js');
    const lock = (holder: string) => ['main.worker', holder, 'sync.(*Mutex).Unlock'];
    const rows = [lock('main.(*AuditLog).Record'), lock('main.(*Metrics).Observe'), ['main.reporter', 'main.snapshot', 'sync.(*Mutex).Unlock']];
    expect(fitChains(rows, 52)).toEqual(['… → main.(*AuditLog).Record → sync.(*Mutex).Unlock', '… → main.(*Metrics).Observe → sync.(*Mutex).Unlock', 'main.reporter → main.snapshot → sync.(*Mutex).Unlock']);
    // Rows that differ anyway keep their base.
    expect(fitChains([lock('main.(*AuditLog).Record')], 45)).toEqual(['main.worker → … → sync.(*Mutex).Unlock']);
  });
});

describe('every numbered finding is on the graph', () => {
  it('a finding too narrow for its badge gets one at its caller, with a pointer', async () => {
    const { diffProfiles } = await import('../diff/diff.js');
    const { detectFindings } = await import('../detectors/findings.js');
    const { parseBytes } = await import('../../test/support/parse.js');
    const { folded } = await import('../formats/folded/index.js');
    // A tiny helper that grows 10× under a wide, unchanged loop: 0.2% → 2% of 40,000 samples.
    const run = (k: number, tiny: number) => parseBytes(`main;loop;work ${40000 + k}\nmain;loop;tiny ${tiny + k}\n`, {}, folded).profile;
    const diff = diffProfiles([run(1, 80), run(2, 85), run(3, 78)], [run(1, 800), run(2, 810), run(3, 790)]);
    const findings = detectFindings(diff);
    expect(findings[0].frames.at(-1)).toBe('tiny');
    const svg = renderDiffSvg({ diff, findings, preset: 'none', beforeLabel: 'before', afterLabel: 'after' }, { width: 1000 });
    const marks = svg.match(/<g class="mark"[\s\S]*?<\/g>/g) ?? [];
    expect(marks.length).toBe(findings.length);
    expect(marks[0]).toMatch(/<path /); // the pointer of a badge placed beside its frame
    expect(marks[0]).toMatch(/>1<\/text>/);
  });

  it('two narrow findings under one caller get badges side by side, not one over the other', async () => {
    const { diffProfiles } = await import('../diff/diff.js');
    const { detectFindings } = await import('../detectors/findings.js');
    const { parseBytes } = await import('../../test/support/parse.js');
    const { folded } = await import('../formats/folded/index.js');
    // Two tiny helpers under one wide loop, each growing 10×.
    const run = (k: number, tiny: number) => parseBytes(`main;loop;work ${40000 + k}\nmain;loop;tiny ${tiny + k}\nmain;loop;wee ${tiny - k}\n`, {}, folded).profile;
    const diff = diffProfiles([run(1, 80), run(2, 85), run(3, 78)], [run(1, 800), run(2, 810), run(3, 790)]);
    const findings = detectFindings(diff);
    const tiny = findings.filter((f) => ['tiny', 'wee'].includes(f.frames.at(-1)!));
    expect(tiny.length).toBe(2);
    const svg = renderDiffSvg({ diff, findings: tiny, preset: 'none', beforeLabel: 'before', afterLabel: 'after' }, { width: 1000 });
    const centres = [...svg.matchAll(/<g class="mark"[^>]*><path [^>]*\/><circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(centres.length).toBe(2);
    expect(centres[0][1]).toBe(centres[1][1]);
    expect(Math.abs(centres[0][0] - centres[1][0])).toBeGreaterThanOrEqual(14);
  });

  it("a function finding's number is on each of its call sites", () => {
    // fmt, shared by four report functions, got 1.5x slower under each of them: a function finding.
    const lines = (k: number) => ['a', 'b', 'c', 'd'].map((r) => `main;report_${r};fmt ${Math.round(200 * k)}\nmain;report_${r} 300`).join('\n') + '\nmain;gen 2000\nmain;load 1500\n';
    const ctx = context(lines(1), lines(1.5));
    const f = ctx.findings.find((x) => x.significant);
    expect([f?.kind, f?.frames.at(-1)]).toEqual(['function', 'fmt']);
    const svg = renderDiffSvg(ctx, { width: 1000 });
    expect((svg.match(/<g class="mark"[\s\S]*?>1<\/text><\/g>/g) ?? []).length).toBe(4);
  });
});
