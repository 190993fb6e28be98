import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { detectFindings } from '../core/detectors/findings.js';
import { diffProfiles } from '../core/diff/diff.js';
import { ProfileBuilder } from '../core/model/builder.js';
import { renderHtml, viewerData } from '../core/output/viewer-data.js';
import { viewerBundle } from '../cli/web-bundle.js';
import { hostileNamesDiff, jupyterStoryDiff, launchChromium, watchedPage, type WatchedPage } from './support/browser.js';
import { ROOT, runCli } from './support/cli.js';
import { requireTools } from './support/tools.js';

/**
 * The viewer in Chromium through the stable test hooks (data-testid search, search-summary,
 * findings, breadcrumb, tooltip). It reads the built bundle (npm test builds first).
 */
const tools = requireTools(['chromium']);
const ARTIFACTS = join(ROOT, 'test-artifacts');

describe.skipIf(!tools.ok)('viewer (report.html) in Chromium', () => {
  let browser: Browser;
  let report: string;
  let hostile: string;
  let expected: number;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const story = await jupyterStoryDiff();
    expected = story.culpritShare;
    report = join(ARTIFACTS, 'report.html');
    writeFileSync(report, renderHtml(viewerData({ diff: story.diff, findings: detectFindings(story.diff), preset: 'py-spy', beforeLabel: 'before', afterLabel: 'after' }), viewerBundle()));
    const d2 = hostileNamesDiff(['</script><script>alert(1)</script>', '<img src=x onerror=alert(2)>', '\u2028"});alert(3);//']);
    hostile = join(ARTIFACTS, 'report-hostile.html');
    writeFileSync(
      hostile,
      renderHtml(viewerData({ diff: d2, findings: detectFindings(d2), preset: 'none', beforeLabel: '<b>x</b>', afterLabel: 'after', warnings: ['<img src=y onerror=alert(4)> holds the same samples'] }), viewerBundle()),
    );
    browser = await launchChromium(tools.paths.chromium);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  async function open(url: string): Promise<WatchedPage> {
    const watched = await watchedPage(browser, { width: 1400, height: 900 });
    await watched.page.goto(url);
    return watched;
  }

  it('opens with the story in the first screen: the roots and the #1 tower in view, not blank space', async () => {
    const { page, errors } = await open(`file://${report}`);
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => {
      const graph = document.getElementById('graph')!;
      const canvas = graph.querySelector('canvas')!;
      const box = graph.getBoundingClientRect();
      return {
        graphBottom: box.bottom,
        viewport: window.innerHeight,
        // The flame graph's roots are its bottom row: scrolled to, inside the window.
        atRoots: graph.scrollTop + graph.clientHeight >= graph.scrollHeight - 2,
        canvasTaller: canvas.clientHeight > graph.clientHeight,
      };
    });
    // The deep, thin import stacks are left out of the first view (as the SVG leaves them out):
    // the canvas is as tall as the frames that carry weight, so it fits the window.
    expect(seen.canvasTaller).toBe(false);
    expect(seen.atRoots).toBe(true);
    // What the colours and marks mean, on the first screen as in the SVG.
    const legend = await page.getByTestId('legend').textContent();
    expect(legend).toMatch(/less → more cost \(largest \+[\d.]+ pp; pale: small\)/);
    expect(legend).toContain('not significant');
    expect(legend).toContain('new frame');
    expect(seen.graphBottom).toBeLessThanOrEqual(seen.viewport);
    await page.screenshot({ path: join(ARTIFACTS, 'viewer-first-screen.png') });
    // WCAG AA for the findings panel's text, light and dark: at least 4.5:1 against the panel.
    for (const mode of ['light', 'dark']) {
      if (mode === 'dark') await page.getByTestId('dark-light').click();
      const ratios = await page.evaluate(() => {
        const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const lum = ([r, g, b]: number[]) => {
          const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
        };
        const panel = lum(rgb(getComputedStyle(document.querySelector('aside')!).backgroundColor));
        return [...document.querySelectorAll('[data-testid=findings] li, aside h2')].map((el) => {
          const fg = lum(rgb(getComputedStyle(el).color));
          return (Math.max(fg, panel) + 0.05) / (Math.min(fg, panel) + 0.05);
        });
      });
      expect(ratios.length).toBeGreaterThan(1);
      for (const r of ratios) expect(r, mode).toBeGreaterThanOrEqual(4.5);
    }
    await page.screenshot({ path: join(ARTIFACTS, 'viewer-first-screen-dark.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an absolute comparison is labelled in its unit (ms), as the text report is, not in pp', async () => {
    const out = join(ARTIFACTS, 'report-absolute.html');
    const busy = join(ROOT, 'fixtures', 'examples', 'busy-change');
    const r = await runCli(['diff', join(busy, 'before'), join(busy, 'after'), '--normalize-by', 'absolute', '-o', out]);
    expect(r.code, r.stderr).toBe(0);
    const text = await runCli(['diff', join(busy, 'before'), join(busy, 'after'), '--normalize-by', 'absolute']);
    const { page, errors } = await open(`file://${out}`);
    const first = (await page.getByTestId('findings').locator('li').first().textContent()) ?? '';
    expect(first).toMatch(/^#1 \+[\d.]+ ms tower compute_b → helper/);
    expect(first).not.toMatch(/ pp /);
    // The same figure the text report prints.
    expect(text.stdout).toContain(first.split(' ')[1]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('search while zoomed says how many matches the zoom leaves out', async () => {
    const { page, errors } = await open(`file://${report}`);
    await page.getByTestId('findings').locator('li').first().click();
    await page.getByTestId('search').fill('.');
    await page.getByTestId('search').press('Enter');
    expect(await page.getByTestId('search-summary').textContent()).toMatch(/^\d+ frames?, [\d.]+% of samples; \d+ outside the zoom \(Escape shows all\)$/);
    // Unzoomed, every match is drawn.
    await page.getByTestId('breadcrumb').locator('a').first().click();
    expect(await page.getByTestId('search-summary').textContent()).toMatch(/^\d+ frames?, [\d.]+% of samples$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('search reports the engine\u2019s share; findings, clicks and the hash zoom and restore', async () => {
    const { page, errors } = await open(`file://${report}`);
    await page.getByTestId('search').fill('_parse_smaps_rollup');
    await page.getByTestId('search').press('Enter');
    const summary = await page.getByTestId('search-summary').textContent();
    const m = /^(\d+) frames?, ([\d.]+)% of samples$/.exec(summary ?? '');
    expect(m, summary ?? '').not.toBeNull();
    expect(Number(m![2])).toBeCloseTo(100 * expected, 0);
    await page.screenshot({ path: join(ARTIFACTS, 'viewer-search.png') });

    // A known pathology's explanation and hint are under its finding, as in the text report.
    expect(await page.getByTestId('finding-hint').first().textContent()).toMatch(/smaps.*Hint: /);
    // Open the #1 finding: the view zooms to its tower and the breadcrumb names it.
    await page.getByTestId('findings').locator('li').first().click();
    const crumb = await page.getByTestId('breadcrumb').textContent();
    expect(crumb).toMatch(/collect_metrics/);
    await page.screenshot({ path: join(ARTIFACTS, 'viewer-finding.png') });
    // Side by side keeps the zoom: each side's picture is the zoomed tower, not the whole.
    const sides = () => page.getByTestId('side-by-side').locator('canvas').evaluateAll((cs) => cs.map((c) => (c as HTMLCanvasElement).toDataURL()));
    await page.getByTestId('tab-side-by-side').click();
    const zoomed = await sides();
    // The search's matches are magenta here too (the after side holds the new function).
    const magenta = await page.getByTestId('side-by-side').locator('canvas').evaluateAll((cs) =>
      cs.map((c) => {
        const d = (c as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, (c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height).data;
        let k = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i] === 230 && d[i + 1] === 0 && d[i + 2] === 230) k++;
        return k;
      }),
    );
    expect(magenta[1]).toBeGreaterThan(0);
    await page.getByTestId('tab-flame-graph').click();

    // The hash keeps zoom and search: a reload reproduces the view.
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toMatch(/zoom=\d+/);
    expect(hash).toMatch(/search=_parse_smaps_rollup/);
    await page.reload();
    expect(await page.getByTestId('breadcrumb').textContent()).toBe(crumb);
    expect(await page.getByTestId('search-summary').textContent()).toBe(summary);

    // Escape resets; a click on the bottom frame zooms into it; hovering shows a tooltip.
    await page.keyboard.press('Escape');
    await page.getByTestId('tab-side-by-side').click();
    const whole = await sides();
    expect(zoomed[0]).not.toBe(whole[0]);
    expect(zoomed[1]).not.toBe(whole[1]);
    await page.getByTestId('tab-flame-graph').click();
    expect(await page.getByTestId('breadcrumb').textContent()).toBe('all');
    const canvas = page.locator('#graph > canvas');
    const box = (await canvas.boundingBox())!;
    const bottom = { x: 40, y: box.height - 10 }; // the root frames' row (flames grow upward)
    await canvas.hover({ position: bottom });
    await expect.poll(() => page.getByTestId('tooltip').isVisible()).toBe(true);
    expect(await page.getByTestId('tooltip').textContent()).toMatch(/before [\d.]+% → after [\d.]+%/);
    await canvas.click({ position: bottom });
    expect((await page.getByTestId('breadcrumb').textContent())!.split('›').length).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: join(ARTIFACTS, 'viewer-zoom.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('table, sandwich, side by side, switches and wheel zoom work without errors', async () => {
    const { page, errors } = await open(`file://${report}`);
    await page.getByTestId('tab-table').click();
    await page.getByTestId('sort-q').click();
    const rows = page.getByTestId('table').locator('tr.row');
    expect(await rows.count()).toBeGreaterThan(5);
    const name = await rows.filter({ hasText: '_parse_smaps_rollup' }).first().locator('td').first().textContent();
    await rows.filter({ hasText: '_parse_smaps_rollup' }).first().click();
    expect(await page.getByTestId('sandwich-title').textContent()).toBe(`sandwich: ${name}`);
    expect(await page.getByTestId('sandwich-callers').locator('canvas').count()).toBe(1);
    expect(await page.getByTestId('sandwich-callees').locator('canvas').count()).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'viewer-sandwich.png') });
    await page.getByTestId('tab-side-by-side').click();
    expect(await page.getByTestId('side-by-side').locator('canvas').count()).toBe(2);
    await page.screenshot({ path: join(ARTIFACTS, 'viewer-side-by-side.png') });
    await page.getByTestId('tab-flame-graph').click();
    for (const [k, v] of [['setting-widthBy', 'max'], ['setting-colorBy', 'self'], ['setting-palette', 'colorblind'], ['setting-icicle', 'icicle'], ['setting-values', 'absolute']]) {
      await page.getByTestId(k).selectOption(v);
    }
    const canvas = page.locator('#graph > canvas');
    await canvas.hover({ position: { x: 300, y: 20 } });
    await page.mouse.wheel(0, -400);
    await page.keyboard.press('ArrowRight');
    await canvas.hover({ position: { x: 300, y: 10 } });
    await expect.poll(() => page.getByTestId('tooltip').textContent()).toMatch(/before [\d.e+-]+ \w+ → after/);
    await page.screenshot({ path: join(ARTIFACTS, 'viewer-icicle-colorblind.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('nothing in a profile can inject markup or script into the page', async () => {
    const { page, errors, dialogs } = await open(`file://${hostile}`);
    await page.waitForTimeout(200);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('script').length)).toBe(2);
    expect(await page.evaluate(() => document.querySelectorAll('img').length)).toBe(0);
    expect(await page.getByTestId('findings').textContent()).toContain('<img src=x onerror=alert(2)>');
    // The report's warnings are in the header, as text.
    expect(await page.getByTestId('warning').textContent()).toBe('warning: <img src=y onerror=alert(4)> holds the same samples');
    // Folded under one line that counts them, so the graph starts on the first screen.
    expect(await page.locator('header details.measured > summary').textContent()).toBe('how this was measured, 1 warning');
    expect(await page.getByTestId('warning').isVisible()).toBe(false);
    await page.locator('header details.measured > summary').click();
    expect(await page.getByTestId('warning').isVisible()).toBe(true);
    await page.close();
  });

  it('flamediff view serves the viewer on 127.0.0.1 and stops on Ctrl-C', async () => {
    const { spawn } = await import('node:child_process');
    const before = join(ROOT, 'fixtures', 'examples', 'busy-change', 'before');
    const after = join(ROOT, 'fixtures', 'examples', 'busy-change', 'after');
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'flamediff.js'), 'view', '--before', before, '--after', after, '--no-open'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.on('exit', (code) => reject(new Error(`view exited early (${code})`)));
    });
    const { page, errors } = await open(url);
    expect(await page.getByTestId('findings').locator('li').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    void runCli;
  }, 60_000);

  it('the activity strip shows when the changed code ran: the second half of the after run, after its finding is chosen', async () => {
    // Before: `a` all along. After: `a` for 4 s, then `slow` takes most of the time.
    const timed = (change: boolean) => {
      const b = new ProfileBuilder('samples');
      const main = b.child(0, b.internFrame({ name: 'main', kind: 'unknown' }));
      const a = b.child(main, b.internFrame({ name: 'a', kind: 'unknown' }));
      const slow = b.child(main, b.internFrame({ name: 'slow', kind: 'unknown' }));
      for (let i = 0; i < 800; i++) b.addSample(change && i >= 400 && i % 5 !== 0 ? slow : a, 1, i * 0.01);
      return b.build({ sourceFormat: 'test' });
    };
    const diff = diffProfiles([timed(false)], [timed(true)]);
    const file = join(ARTIFACTS, 'report-activity.html');
    writeFileSync(file, renderHtml(viewerData({ diff, findings: detectFindings(diff), preset: 'none', beforeLabel: 'before', afterLabel: 'after' }), viewerBundle()));
    const { page, errors } = await open(`file://${file}`);
    await page.locator('[data-testid=findings] li', { hasText: 'slow' }).first().click();
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(ARTIFACTS, 'viewer-activity.png') });
    const seen = await page.evaluate(() => {
      const box = document.querySelector('[data-testid=activity]')!;
      const c = box.querySelector('canvas')!;
      const ctx = c.getContext('2d')!;
      // The after run is the second row: count the marked (near-black) pixels left and right of
      // its middle; the grey of all samples and the white background are lighter.
      const row = ctx.getImageData(0, c.height / 2, c.width, c.height / 2).data;
      let left = 0;
      let right = 0;
      for (let i = 0; i < row.length; i += 4) {
        const marked = row[i + 3] > 200 && row[i] < 80 && row[i + 1] < 80 && row[i + 2] < 80;
        if (!marked) continue;
        if ((i / 4) % c.width < c.width * 0.55) left++;
        else right++;
      }
      return { caption: box.textContent ?? '', left, right };
    });
    expect(seen.caption).toMatch(/marked: those under slow/);
    expect(seen.right).toBeGreaterThan(50);
    expect(seen.left).toBeLessThan(seen.right / 10);
    expect(errors).toEqual([]);
  });

  it('no activity strip when the profiles kept no sample times (folded input)', async () => {
    const { page } = await open(`file://${report}`);
    expect(await page.locator('[data-testid=activity]').count()).toBe(0);
  });
});
