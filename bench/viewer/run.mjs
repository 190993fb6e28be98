#!/usr/bin/env node
// Benchmark: the viewer on a large diff in headless Chromium. Builds report.html from the two
// large folded profiles of bench/diff (run bench/collapse/run.mjs and bench/diff/run.mjs
// first), opens it, and prints the node count, the time until the first frame is drawn, and
// the redraw time of zooms (targets: open < 2 s, zoom redraw < 16 ms). Not a test.
//   node bench/viewer/run.mjs
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { benchArgs } from '../support.mjs';

benchArgs(import.meta.url, {});

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'bench', 'out');
const a = join(out, 'diff-a.folded');
const b = join(out, 'diff-b.folded');
if (!existsSync(a) || !existsSync(b)) {
  console.error('bench: bench/out/diff-{a,b}.folded missing; run bench/collapse/run.mjs then bench/diff/run.mjs');
  process.exit(2);
}
const report = join(out, 'viewer-report.html');
const t0 = Date.now();
const r = spawnSync(process.execPath, [join(root, 'bin', 'flamediff.js'), 'diff', a, b, '--format', 'html', '-o', report], { stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
console.log(`report built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
const start = Date.now();
await page.goto(`file://${report}`, { waitUntil: 'load', timeout: 120_000 });
await page.waitForFunction(() => window.flamediff !== undefined, null, { timeout: 120_000 });
const openMs = Date.now() - start;
const nodes = await page.evaluate(() => window.flamediff.nodes);
const marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)])));
console.log(`in page (ms since navigation): script start ${marks['fd-start']}, data parsed ${marks['fd-parsed']}, laid out ${marks['fd-layout']}, first draw done ${marks['fd-ready']}`);
// Zoom into a few frames of the findings list and back; measure each redraw.
const redraws = await page.evaluate(() => {
  const ids = [...document.querySelectorAll('[data-testid=findings] li')].map((li) => Number(li.getAttribute('data-node'))).filter((x) => x > 0);
  const times = [];
  for (const id of ids.slice(0, 5)) {
    times.push(window.flamediff.zoomTo(id));
    times.push(window.flamediff.zoomTo(0));
  }
  for (let i = 0; i < 5; i++) times.push(window.flamediff.redraw());
  return times;
});
await browser.close();
const sorted = [...redraws].sort((x, y) => x - y);
console.log(`nodes: ${nodes}`);
console.log(`open (navigation to first draw): ${openMs} ms   (target < 2000 ms)`);
console.log(`zoom/redraw: median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms over ${sorted.length}   (target < 16 ms)`);
