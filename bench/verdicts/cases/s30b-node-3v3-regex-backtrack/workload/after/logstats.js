'use strict';
// Access-log statistics: synthesise log lines, parse each line with a regular
// expression, aggregate per-path counters, then render a top-N report.

// Relaxed pattern: accept any field content (some proxies put spaces in fields).
const LINE_RE = /^(.*) (.*) \[(.*)\] "(.*) (.*) (.*)" (.*) (.*) "(.*)"$/;

function makeRng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];
const PATHS = ['/', '/index.html', '/api/v1/users', '/api/v1/orders', '/static/app.js',
  '/static/style.css', '/api/v1/search', '/health', '/login', '/api/v2/items'];
const AGENTS = ['Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/120.0',
  'curl/8.4.0', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Safari/605.1.15',
  'python-requests/2.31.0'];

function makeLines(rng, n) {
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const ip = `10.${(rng() * 256) | 0}.${(rng() * 256) | 0}.${(rng() * 256) | 0}`;
    const m = METHODS[(rng() * METHODS.length) | 0];
    const p = PATHS[(rng() * PATHS.length) | 0] + (rng() < 0.3 ? `?id=${(rng() * 1e6) | 0}` : '');
    const st = rng() < 0.9 ? 200 : (rng() < 0.5 ? 404 : 500);
    const ua = AGENTS[(rng() * AGENTS.length) | 0];
    lines[i] = `${ip} - [27/Nov/2025:09:${String(i % 60).padStart(2, '0')}:00 +0000] "${m} ${p} HTTP/1.1" ${st} ${(rng() * 50000) | 0} "${ua}"`;
  }
  return lines;
}

function parseLine(line) {
  const m = LINE_RE.exec(line);
  if (m === null) return null;
  return { ip: m[1], method: m[4], path: m[5], status: +m[7], bytes: +m[8], agent: m[9] };
}

function aggregate(records) {
  const byPath = new Map();
  for (const r of records) {
    const q = r.path.indexOf('?');
    const key = r.method + ' ' + (q < 0 ? r.path : r.path.slice(0, q));
    let e = byPath.get(key);
    if (e === undefined) { e = { hits: 0, bytes: 0, errors: 0, ips: new Set() }; byPath.set(key, e); }
    e.hits++; e.bytes += r.bytes; if (r.status >= 400) e.errors++;
    e.ips.add(r.ip);
  }
  return byPath;
}

function report(byPath) {
  const rows = [...byPath.entries()].map(([k, e]) => [k, e.hits, e.bytes, e.errors, e.ips.size]);
  rows.sort((a, b) => b[2] - a[2] || a[0].localeCompare(b[0]));
  return rows.slice(0, 10).map((r) => r.join('\t')).join('\n');
}

function main() {
  const seconds = Number(process.argv[2] || 5);
  const rng = makeRng(12345);
  const deadline = Date.now() + seconds * 1000;
  let batches = 0; let parsed = 0; let out = '';
  while (Date.now() < deadline) {
    const lines = makeLines(rng, 20000);
    const records = [];
    for (const l of lines) { const r = parseLine(l); if (r !== null) records.push(r); }
    parsed += records.length;
    out = report(aggregate(records));
    batches++;
  }
  console.log('batches', batches, 'parsed', parsed, 'report bytes', out.length);
}

main();
