import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { detectFindings } from '../core/detectors/findings.js';
import { diffProfiles } from '../core/diff/diff.js';
import { renderDiffSvg } from '../core/output/svg-diff.js';
import { hostileNamesDiff, jupyterStoryDiff, launchChromium, watchedPage } from './support/browser.js';
import { ROOT } from './support/cli.js';
import { requireTools } from './support/tools.js';

/**
 * The SVG in a real browser (Debian's Chromium through playwright-core): shown through <img>
 * as GitHub shows it (static, scripts off) and opened as a document (search and zoom work,
 * nothing from the profile executes). Screenshots go to test-artifacts/.
 */
const tools = requireTools(['chromium']);
const ARTIFACTS = join(ROOT, 'test-artifacts');

describe.skipIf(!tools.ok)('diff SVG in Chromium', () => {
  let browser: Browser;
  let storySvg: string;
  let hostileSvg: string;
  let expectedShare: number;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const story = await jupyterStoryDiff();
    expectedShare = story.culpritShare;
    storySvg = join(ARTIFACTS, 'jupyter-stall.svg');
    writeFileSync(storySvg, renderDiffSvg({ diff: story.diff, findings: detectFindings(story.diff), preset: 'py-spy', beforeLabel: 'before (3 runs)', afterLabel: 'after (3 runs)' }));
    // Hostile frame names, in a diff with findings.
    const hostile = hostileNamesDiff(['<script>alert(1)</script>', '"><script>alert(2)</script>', 'x]]><script>alert(3)</script>', '<img src=x onerror=alert(4)>']);
    hostileSvg = join(ARTIFACTS, 'hostile-names.svg');
    writeFileSync(hostileSvg, renderDiffSvg({ diff: hostile, findings: detectFindings(hostile), preset: 'none', beforeLabel: '<b>before</b>', afterLabel: 'after' }));
    browser = await launchChromium(tools.paths.chromium);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  const page = () => watchedPage(browser, { width: 1280, height: 1000 });

  it('shows as a static image through <img>, as on GitHub', async () => {
    const { page: p, errors } = await page();
    const html = join(ARTIFACTS, 'img.html');
    writeFileSync(html, `<!doctype html><body style="margin:0"><img id="g" src="jupyter-stall.svg" width="1000"><img id="h" src="hostile-names.svg" width="1000"></body>`);
    await p.goto(`file://${html}`);
    await p.waitForFunction(() => [...document.images].every((i) => i.complete));
    const widths = await p.evaluate(() => [...document.images].map((i) => i.naturalWidth));
    expect(widths).toEqual([1000, 1000]);
    // The story in the first screen: the whole picture fits, the culprit's frame and its table
    // row (its name in full) are in it.
    const story = readFileSync(storySvg, 'utf8');
    const height = Number(/<svg[^>]* height="(\d+)"/.exec(story)![1]);
    expect(height).toBeLessThan(700);
    const culprit = /<g class="f"[^>]*><title>Process\._parse_smaps_rollup[^<]*<\/title><rect x="[\d.]+" y="(\d+)"/.exec(story);
    expect(culprit, 'culprit frame drawn').not.toBeNull();
    expect(Number(culprit![1])).toBeLessThan(height);
    expect(story).toMatch(/>1 +\+[\d.]+ pp[^<]*Process\._parse_smaps_rollup \(_pslinux\.py\)</);
    await p.screenshot({ path: join(ARTIFACTS, 'jupyter-stall-as-img.png'), fullPage: true });
    expect(errors).toEqual([]);
    await p.close();
  });

  it('opened directly: search reports the engine\u2019s share and a click zooms', async () => {
    const { page: p, errors, dialogs } = await page();
    await p.goto(`file://${storySvg}`);
    const text = await p.evaluate(() => {
      (window as unknown as { flamediffSearch(s: string): void }).flamediffSearch('_parse_smaps_rollup');
      return document.getElementById('matched')!.textContent;
    });
    const m = /Matched: ([\d.]+)% of after samples \((\d+) frames?\)/.exec(text ?? '');
    expect(m, text ?? '').not.toBeNull();
    expect(Number(m![1])).toBeCloseTo(100 * expectedShare, 0);
    await p.screenshot({ path: join(ARTIFACTS, 'jupyter-stall-search.png') });
    // Click the collect_metrics frame: it takes the full graph width.
    const target = p.locator('g.f', { has: p.locator('title', { hasText: /^collect_metrics / }) }).first();
    expect(await p.locator('#reset-zoom').getAttribute('visibility')).toBe('hidden');
    const labels = () => p.evaluate(() => [...document.querySelectorAll('g.f text')].map((t) => `${t.getAttribute('x')} ${t.textContent}`));
    const drawn = await labels();
    await target.click();
    // Zoomed labels name files as the drawn ones do, without their directories.
    const zoomedLabel = await target.locator('text').textContent();
    expect(zoomedLabel).toMatch(/^collect_metrics \([^/()]+\)$/);
    const w = await target.locator('rect').getAttribute('width');
    expect(Number(w)).toBeCloseTo(980, 0);
    // Zoomed: a visible way back.
    expect(await p.locator('#reset-zoom').getAttribute('visibility')).toBe('visible');
    await p.screenshot({ path: join(ARTIFACTS, 'jupyter-stall-zoomed.png') });
    await p.locator('#reset-zoom').click();
    expect(await p.locator('#reset-zoom').getAttribute('visibility')).toBe('hidden');
    expect(Number(await target.locator('rect').getAttribute('width'))).toBeLessThan(900);
    // Reset: every label as first drawn (past a finding's badge), not refitted from the tooltip.
    expect(await labels()).toEqual(drawn);
    expect(errors).toEqual([]);
    expect(dialogs).toEqual([]);
    await p.close();
  });

  it('a striped frame keeps its stripes over its fill when zoomed', async () => {
    const story = await jupyterStoryDiff();
    // As one run a side would label them: every finding could be run-to-run variation.
    const findings = detectFindings(story.diff).map((f) => ({ ...f, runToRun: 0.5 }));
    const file = join(ARTIFACTS, 'striped.svg');
    writeFileSync(file, renderDiffSvg({ diff: story.diff, findings, preset: 'py-spy', beforeLabel: 'before', afterLabel: 'after' }));
    const { page: p, errors } = await page();
    await p.goto(`file://${file}`);
    const striped = p.locator('g.f', { has: p.locator('rect[fill="url(#uncertain)"]') });
    expect(await striped.count()).toBeGreaterThan(0);
    const boxes = async () => striped.first().locator('rect').evaluateAll((rs) => rs.map((r) => `${r.getAttribute('x')} ${r.getAttribute('width')}`));
    await striped.first().click();
    const zoomed = await boxes();
    expect(zoomed).toHaveLength(2);
    expect(zoomed[1]).toBe(zoomed[0]);
    expect(Number(zoomed[0].split(' ')[1])).toBeCloseTo(980, 0);
    expect(errors).toEqual([]);
    await p.close();
  });

  it('a diff of 500k unique stacks renders to a file the browser opens (narrow frames merged)', async () => {
    const { ProfileBuilder } = await import('../core/model/builder.js');
    const { rng } = await import('./support/rng.js');
    const build = (seed: number, boost: number) => {
      const r = rng(seed);
      const b = new ProfileBuilder('samples');
      const names = Array.from({ length: 400 }, (_, i) => b.internFrame({ name: `fn_${i}`, kind: 'native' }));
      for (let s = 0; s < 500_000; s++) {
        // Stack s: a path spelled by the digits of s in base 20 over a 400-name vocabulary.
        const path: number[] = [names[s % 7]];
        for (let x = s, d = 1; x > 0; x = Math.floor(x / 20), d++) path.push(names[(x % 20) + 20 * (d % 20)]);
        b.addStack(path, 1 + Math.floor(r() * 3) + (s % 7 === 3 ? boost : 0));
      }
      return b.build({ sourceFormat: 'test' });
    };
    const diff = diffProfiles([build(1, 0), build(2, 0), build(3, 0)], [build(4, 2), build(5, 2), build(6, 2)]);
    const svg = renderDiffSvg({ diff, findings: detectFindings(diff), preset: 'none', beforeLabel: 'before', afterLabel: 'after' });
    const file = join(ARTIFACTS, 'large-500k.svg');
    writeFileSync(file, svg);
    const frames = (svg.match(/<g class="f"/g) ?? []).length;
    expect(svg.length).toBeLessThan(20e6);
    const { page: p, errors } = await page();
    await p.goto(`file://${file}`, { timeout: 60_000 });
    expect(await p.evaluate(() => document.querySelectorAll('g.f').length)).toBe(frames);
    await p.screenshot({ path: join(ARTIFACTS, 'large-500k.png') });
    expect(errors).toEqual([]);
    await p.close();
  }, 180_000);

  it('hostile frame names do not execute when the SVG is opened', async () => {
    const { page: p, errors, dialogs } = await page();
    await p.goto(`file://${hostileSvg}`);
    const ours = await p.evaluate(() => typeof (window as unknown as { flamediffSearch?: unknown }).flamediffSearch);
    expect(ours).toBe('function');
    const scripts = await p.evaluate(() => document.querySelectorAll('script').length);
    expect(scripts).toBe(1);
    await p.waitForTimeout(200);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await p.screenshot({ path: join(ARTIFACTS, 'hostile-names.png') });
    await p.close();
  });
});
