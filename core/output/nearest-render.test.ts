import { describe, expect, it } from 'vitest';
import { sampledRuns } from '../../test/support/tree-text.js';
import { compareSides } from '../pipeline/compare.js';
import { renderJson } from './json-report.js';
import { renderMarkdown } from './markdown-report.js';
import { NEAREST_TITLE } from './report.js';
import { renderDiffSvg } from './svg-diff.js';
import { renderText } from './text-report.js';
import { viewerData } from './viewer-data.js';

// A change too small for these runs to prove (core/detectors/nearest.test.ts), in a frame whose
// name is markup: every report names it under its no-change verdict, inert.
const { before, after } = sampledRuns(
  `
  main              1000 -> 1000
    parse            400 -> 380
    <b>validate</b>  100 -> 130
    write            500 -> 490`,
  { runs: 3, samples: 400, seed: 2, ordered: false },
);
const ctx = compareSides(before, after, { beforeLabel: 'a', afterLabel: 'b' });

describe('reports name the nearest changes under a no-change verdict', () => {
  it('has no finding and one nearest change', () => {
    expect(ctx.findings).toEqual([]);
    expect(ctx.nearest?.map((f) => f.frames.at(-1))).toEqual(['<b>validate</b>']);
  });

  it('text and Markdown say it after the verdict, with its q', () => {
    const text = renderText(ctx);
    expect(text).toMatch(new RegExp(`No significant change[^]*${NEAREST_TITLE.replace(/[()]/g, '\\$&')}\\n +1\\. +\\+\\d\\.\\d pp +tower +main → <b>validate</b>\\n.*q = 0\\.\\d+`));
    const md = renderMarkdown(ctx);
    expect(md).toContain('**flamediff: no significant change**');
    expect(md).toMatch(/- \+\d\.\d pp tower main → &lt;b&gt;validate&lt;\/b&gt;: .* q = 0\.\d+/);
  });

  it('the SVG draws it escaped, JSON lists it apart from the findings, the viewer gets a line', () => {
    const svg = renderDiffSvg(ctx);
    expect(svg).toContain(`${NEAREST_TITLE}:`);
    expect(svg).toMatch(/tower +[\d.% →]+ +q = 0\.\d+ +main → &lt;b&gt;validate&lt;\/b&gt;/);
    expect(svg).not.toContain('<b>validate');
    const json = JSON.parse(renderJson(ctx));
    expect(json.findings).toEqual([]);
    expect(json.nearest.map((f: { frames: string[]; significant: boolean }) => [f.frames.at(-1), f.significant])).toEqual([['<b>validate</b>', false]]);
    const data = viewerData(ctx);
    expect(data.nearest).toHaveLength(1);
    expect(data.nearest?.[0]).toMatch(/^\+\d\.\d pp tower main → <b>validate<\/b>: /);
  });
});
