'use strict';
// Log-batch processor: keeps pulling synthetic batches of log lines and
// aggregating them until the configured time budget (seconds, argv[2]) is used.

function makeRng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const PATHS = ['/api/users', '/api/orders', '/api/items', '/health', '/api/search', '/static/app.js'];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];

function generateBatch(rng, n) {
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const rec = {
      ts: 1700000000000 + Math.floor(rng() * 1e7),
      method: METHODS[Math.floor(rng() * METHODS.length)],
      path: PATHS[Math.floor(rng() * PATHS.length)] + '/' + Math.floor(rng() * 1000),
      status: rng() < 0.93 ? 200 : (rng() < 0.5 ? 404 : 500),
      ms: Math.round(rng() * 400 * 100) / 100,
    };
    lines[i] = JSON.stringify(rec);
  }
  return lines;
}

const ROUTE_RE = /^(\/[a-z]+(?:\/[a-z]+)?)\/(\d+)$/;

function parseLines(lines) {
  const out = [];
  for (const line of lines) {
    const rec = JSON.parse(line);
    const m = ROUTE_RE.exec(rec.path);
    rec.route = m ? m[1] : rec.path;
    out.push(rec);
  }
  return out;
}

function aggregate(records, stats) {
  for (const r of records) {
    const key = r.method + ' ' + r.route;
    let s = stats.get(key);
    if (!s) {
      s = { count: 0, errors: 0, latencies: [] };
      stats.set(key, s);
    }
    s.count++;
    if (r.status >= 500) s.errors++;
    s.latencies.push(r.ms);
  }
}

function percentiles(stats) {
  const report = [];
  for (const [key, s] of stats) {
    const sorted = s.latencies.slice().sort((a, b) => a - b);
    const p = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    report.push({ key, count: s.count, errors: s.errors, p50: p(0.5), p99: p(0.99) });
    s.latencies.length = 0; // reset window
  }
  return report;
}

function main() {
  const seconds = Number(process.argv[2] || 2);
  const rng = makeRng(20240611);
  const stats = new Map();
  const deadline = Date.now() + seconds * 1000;
  let batches = 0;
  let reports = 0;
  while (Date.now() < deadline) {
    const lines = generateBatch(rng, 2000);
    aggregate(parseLines(lines), stats);
    batches++;
    if (batches % 25 === 0) {
      reports += percentiles(stats).length;
    }
  }
  console.log(`seconds=${seconds} batches=${batches} reports=${reports}`);
}

main();
