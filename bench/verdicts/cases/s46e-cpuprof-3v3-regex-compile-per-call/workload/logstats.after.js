'use strict';
// Access-log analytics: generate a deterministic synthetic log, parse each line,
// normalise the request path, aggregate per route/status, print a summary.


function makeRng(seed) {
  let s = seed >>> 0;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
}

const ROUTES = ['/api/users/{id}', '/api/users/{id}/orders', '/api/orders/{id}', '/static/app.{hash}.js',
  '/api/search', '/health', '/api/products/{id}/reviews', '/login', '/api/cart/{id}/items'];
const AGENTS = ['Mozilla/5.0 (X11; Linux x86_64)', 'curl/8.4.0', 'okhttp/4.12.0', 'Go-http-client/2.0'];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];
const STATUSES = [200, 200, 200, 200, 201, 204, 301, 404, 500];

function generateLines(n, seed) {
  const rnd = makeRng(seed);
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const r = ROUTES[rnd() % ROUTES.length]
      .replace('{id}', String(rnd() % 100000))
      .replace('{hash}', (rnd() % 0xffffff).toString(16));
    const ip = `10.${rnd() % 256}.${rnd() % 256}.${rnd() % 256}`;
    const ts = `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T12:${String(i % 60).padStart(2, '0')}:00Z`;
    lines[i] = `${ip} [${ts}] "${METHODS[rnd() % METHODS.length]} ${r} HTTP/1.1" ${STATUSES[rnd() % STATUSES.length]} ${rnd() % 50000} ${rnd() % 900}ms ua="${AGENTS[rnd() % AGENTS.length]}"`;
  }
  return lines;
}

function parseLine(line) {
  const LINE_RE = new RegExp('^(\\S+) \\[([^\\]]+)\\] "(GET|POST|PUT|DELETE) ([^" ]+) HTTP/1\\.[01]" (\\d{3}) (\\d+) (\\d+)ms ua="([^"]*)"$');
  const m = LINE_RE.exec(line);
  if (m === null) return null;
  return { ip: m[1], ts: m[2], method: m[3], path: m[4], status: +m[5], bytes: +m[6], ms: +m[7], ua: m[8] };
}

function normalizePath(path) {
  const parts = path.split('/');
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p.length > 0 && p.charCodeAt(0) >= 48 && p.charCodeAt(0) <= 57) parts[i] = '{id}';
    else if (p.startsWith('app.') && p.endsWith('.js')) parts[i] = 'app.{hash}.js';
  }
  return parts.join('/');
}

function classifyAgent(ua) {
  if (ua.startsWith('Mozilla')) return 'browser';
  if (ua.startsWith('curl')) return 'cli';
  return 'client-lib';
}

function aggregate(stats, rec) {
  const key = rec.method + ' ' + normalizePath(rec.path);
  let s = stats.get(key);
  if (s === undefined) { s = { n: 0, bytes: 0, ms: 0, errors: 0, agents: Object.create(null), lat: [] }; stats.set(key, s); }
  s.n++; s.bytes += rec.bytes; s.ms += rec.ms;
  if (rec.status >= 500) s.errors++;
  const a = classifyAgent(rec.ua);
  s.agents[a] = (s.agents[a] || 0) + 1;
  if (s.lat.length < 4096) s.lat.push(rec.ms);
}

function percentile(arr, p) {
  const sorted = arr.slice().sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function summarize(stats) {
  const out = [];
  for (const [key, s] of stats) out.push(`${key} n=${s.n} avgms=${(s.ms / s.n).toFixed(1)} p95=${percentile(s.lat, 0.95)} err=${s.errors} kb=${(s.bytes / 1024) | 0}`);
  return out.sort();
}

function main() {
  const n = +(process.argv[2] || 200000);
  const passes = +(process.argv[3] || 5);
  const lines = generateLines(n, 12345);
  const stats = new Map();
  let bad = 0;
  for (let p = 0; p < passes; p++) {
    for (let i = 0; i < lines.length; i++) {
      const rec = parseLine(lines[i]);
      if (rec === null) { bad++; continue; }
      aggregate(stats, rec);
    }
  }
  const rows = summarize(stats);
  let h = 0;
  for (const r of rows) for (let i = 0; i < r.length; i++) h = (h * 31 + r.charCodeAt(i)) | 0;
  console.log(`routes=${rows.length} bad=${bad} hash=${h}`);
}

main();
