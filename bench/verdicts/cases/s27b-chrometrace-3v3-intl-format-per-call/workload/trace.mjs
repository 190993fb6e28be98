// Usage: node trace.mjs <page-dir> <out.json>
// Opens <page-dir>/index.html in headless Chromium, records a DevTools trace (the
// Performance panel's categories, incl. the V8 sampling profiler) from before navigation
// until the page sets its title to "done …", and writes {"traceEvents": [...], "metadata": {...}}.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
const require = createRequire(import.meta.url);
const { chromium } = require('/work/main/node_modules/playwright-core');

const [pageDir, out] = process.argv.slice(2);
const url = pathToFileURL(resolve(pageDir, 'index.html')).href;

// The categories the Performance panel records (without screenshots/invalidation tracking).
const categories = [
  '-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame', 'disabled-by-default-devtools.timeline.stack',
  'v8.execute', 'v8', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing',
  'loading', 'latencyInfo', 'blink.console',
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext();
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (e) => { for (const ev of e.value) events.push(ev); });
const complete = new Promise((res) => cdp.once('Tracing.tracingComplete', res));
await cdp.send('Tracing.start', {
  transferMode: 'ReportEvents',
  traceConfig: {
    recordMode: 'recordUntilFull',
    includedCategories: categories.filter((c) => !c.startsWith('-')),
    excludedCategories: ['*'],
  },
});
page.on('console', (m) => console.log('[page]', m.text()));
await page.goto(url);
await page.waitForFunction(() => document.title.startsWith('done'), null, { timeout: 60000, polling: 100 });
const title = await page.title();
await new Promise((r) => setTimeout(r, 300));
await cdp.send('Tracing.end');
await complete;
await browser.close();
writeFileSync(out, JSON.stringify({ traceEvents: events, metadata: { source: 'DevTools', startTime: new Date().toISOString() } }));
console.log(`${out}: ${events.length} events, page says "${title}"`);
