'use strict';
// Access-log processor: generate synthetic log lines, parse, classify, aggregate, report.
// VARIANT is replaced by build.sh: "before" uses a module-level regexp, "after" builds it per line.

const LEVEL_PATTERN = '^(\\S+) (\\S+) \\[([^\\]]+)\\] "(GET|POST|PUT|DELETE) ([^ ]+) HTTP/1\\.[01]" (\\d{3}) (\\d+) (\\d+)ms$';
const LINE_RE = new RegExp(LEVEL_PATTERN);

function makeRng(seed) {
  let s = seed >>> 0;
  return function () {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function generateLines(n, seed) {
  const rnd = makeRng(seed);
  const methods = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];
  const paths = ['/api/users', '/api/orders', '/static/app.js', '/api/items', '/health', '/login'];
  const codes = [200, 200, 200, 201, 204, 301, 404, 500];
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const ip = `10.${(rnd() * 255) | 0}.${(rnd() * 255) | 0}.${(rnd() * 255) | 0}`;
    const user = rnd() < 0.3 ? '-' : 'u' + ((rnd() * 5000) | 0);
    const ts = `2026-11-${10 + ((rnd() * 18) | 0)}T${String((rnd() * 24) | 0).padStart(2, '0')}:00:00Z`;
    const m = methods[(rnd() * methods.length) | 0];
    const p = paths[(rnd() * paths.length) | 0] + (rnd() < 0.5 ? '/' + ((rnd() * 100000) | 0) : '');
    const c = codes[(rnd() * codes.length) | 0];
    lines[i] = `${ip} ${user} [${ts}] "${m} ${p} HTTP/1.1" ${c} ${(rnd() * 90000) | 0} ${(rnd() * 900) | 0}ms`;
  }
  return lines;
}

function parseLine(line) {
  const re = new RegExp(LEVEL_PATTERN);
  const m = re.exec(line);
  if (!m) return null;
  return { ip: m[1], user: m[2], ts: m[3], method: m[4], path: m[5],
           status: +m[6], bytes: +m[7], ms: +m[8] };
}

function normalizePath(path) {
  const parts = path.split('/');
  for (let i = 0; i < parts.length; i++) {
    if (parts[i].length > 0 && parts[i].charCodeAt(0) >= 48 && parts[i].charCodeAt(0) <= 57) parts[i] = ':id';
  }
  return parts.join('/');
}

function classify(rec) {
  const route = normalizePath(rec.path);
  let bucket;
  if (rec.ms < 50) bucket = 'fast';
  else if (rec.ms < 300) bucket = 'ok';
  else bucket = 'slow';
  const cls = rec.status >= 500 ? 'error' : rec.status >= 400 ? 'client' : 'success';
  return { route, bucket, cls };
}

function aggregate(stats, rec, c) {
  const key = rec.method + ' ' + c.route;
  let s = stats.get(key);
  if (!s) {
    s = { count: 0, bytes: 0, ms: 0, errors: 0, buckets: { fast: 0, ok: 0, slow: 0 }, users: new Set() };
    stats.set(key, s);
  }
  s.count++;
  s.bytes += rec.bytes;
  s.ms += rec.ms;
  if (c.cls === 'error') s.errors++;
  s.buckets[c.bucket]++;
  if (rec.user !== '-') s.users.add(rec.user);
}

function processBatch(lines, stats) {
  let bad = 0;
  for (let i = 0; i < lines.length; i++) {
    const rec = parseLine(lines[i]);
    if (!rec) { bad++; continue; }
    aggregate(stats, rec, classify(rec));
  }
  return bad;
}

function report(stats) {
  const rows = [];
  for (const [key, s] of stats) {
    rows.push(`${key}\t${s.count}\t${(s.ms / s.count).toFixed(1)}\t${s.errors}\t${s.users.size}\t${s.bytes}`);
  }
  rows.sort();
  let h = 0;
  const text = rows.join('\n');
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return { rows: rows.length, hash: h >>> 0 };
}

function main() {
  const n = parseInt(process.argv[2] || '20000', 10);
  const rounds = parseInt(process.argv[3] || '10', 10);
  const lines = generateLines(n, 12345);
  const stats = new Map();
  let bad = 0;
  for (let r = 0; r < rounds; r++) bad += processBatch(lines, stats);
  const out = report(stats);
  console.log(`lines=${n * rounds} bad=${bad} routes=${out.rows} hash=${out.hash}`);
}

main();
