import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, watchedPage } from './support/browser.js';
import { ROOT } from './support/cli.js';
import { GOLDEN_DIR } from './support/golden.js';
import { requireTools } from './support/tools.js';

/**
 * The Markdown report as a pull-request comment shows it: the story's golden rendered with a
 * GitHub-flavoured Markdown renderer (marked, GFM tables) and laid out in Chromium in a 780 px
 * column with GitHub's body font. Every table row must be a row of seven cells, and no figure
 * may wrap over more than three lines.
 */
const tools = requireTools(['chromium']);
const ARTIFACTS = join(ROOT, 'test-artifacts');

describe.skipIf(!tools.ok)('Markdown report as a PR comment', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium(tools.paths.chromium);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('renders as a table of whole rows in a 780 px column', async () => {
    const md = readFileSync(join(GOLDEN_DIR, 'jupyter-stall.md'), 'utf8');
    const html = await marked.parse(md, { gfm: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    const file = join(ARTIFACTS, 'comment.html');
    writeFileSync(
      file,
      `<!doctype html><meta charset="utf-8"><style>body{width:780px;margin:0;padding:16px;font:14px/1.5 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif}table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:6px 13px}code{font:12px monospace}</style><body>${html}</body>`,
    );
    const { page, errors } = await watchedPage(browser, { width: 812, height: 900 });
    await page.goto(`file://${file}`);
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('table tr')].map((tr) => ({
        cells: tr.children.length,
        // Lines of the tallest cell, at the body's 21 px line height.
        lines: Math.max(...[...tr.children].map((c) => Math.round((c as HTMLElement).getBoundingClientRect().height - 12) / 21)),
        text: (tr as HTMLElement).innerText,
      })),
    );
    await page.screenshot({ path: join(ARTIFACTS, 'comment.png'), fullPage: true });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) expect(r.cells, r.text).toBe(7);
    for (const r of rows) expect(r.lines, r.text).toBeLessThanOrEqual(3);
    expect(await page.locator('details summary').textContent()).toBe('How this was measured');
    expect(errors).toEqual([]);
    await page.close();
  });
});
