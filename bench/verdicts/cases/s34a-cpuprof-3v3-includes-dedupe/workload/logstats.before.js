'use strict';
// logstats: synthesise an access log, parse it, and compute per-window
// statistics (distinct visitors, top paths, latency percentiles).

function makeRng(seed) {
  let s = seed >>> 0;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s;
  };
}

const PATHS = ['/', '/login', '/cart', '/api/items', '/api/items/42', '/search', '/help',
  '/api/orders', '/static/app.js', '/static/app.css', '/profile', '/logout'];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];

function makeLog(n, rng) {
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const visitor = 'v' + (rng() % 6000).toString(36).padStart(4, '0');
    const path = PATHS[rng() % PATHS.length];
    const method = METHODS[rng() % METHODS.length];
    const status = rng() % 20 === 0 ? 500 : (rng() % 7 === 0 ? 404 : 200);
    const ms = 1 + (rng() % 900) / 10;
    lines[i] = `${1700000000 + i} ${visitor} ${method} ${path} ${status} ${ms.toFixed(1)}`;
  }
  return lines;
}

function parseLine(line) {
  const f = line.split(' ');
  return { ts: +f[0], visitor: f[1], method: f[2], path: f[3], status: +f[4], ms: parseFloat(f[5]) };
}

function distinctVisitors(events) {
  const seen = new Set();
  for (const e of events) {
    if (!seen.has(e.visitor)) seen.add(e.visitor);
  }
  return seen.size;
}

function topPaths(events, k) {
  const counts = new Map();
  for (const e of events) counts.set(e.path, (counts.get(e.path) || 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, k);
}

function percentiles(events) {
  const ms = events.map((e) => e.ms).sort((a, b) => a - b);
  const at = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))];
  return [at(0.5), at(0.9), at(0.99)];
}

function summarize(lines, windowSize) {
  const out = [];
  for (let i = 0; i < lines.length; i += windowSize) {
    const events = lines.slice(i, i + windowSize).map(parseLine);
    const errors = events.filter((e) => e.status >= 500).length;
    out.push({
      start: events[0].ts,
      visitors: distinctVisitors(events),
      top: topPaths(events, 3),
      p: percentiles(events),
      errors,
    });
  }
  return out;
}

function main() {
  const n = +(process.argv[2] || 400000);
  const windowSize = +(process.argv[3] || 250);
  const rng = makeRng(2463534242);
  const lines = makeLog(n, rng);
  const windows = summarize(lines, windowSize);
  let v = 0, e = 0;
  for (const w of windows) { v += w.visitors; e += w.errors; }
  console.log(`windows=${windows.length} visitors=${v} errors=${e} first=${JSON.stringify(windows[0].top)}`);
}

main();
