'use strict';
// Streaming log aggregator: generates N synthetic access-log lines, parses
// each one, buckets it and folds it into fixed-size per-route statistics.
// Memory use is constant in N, so a bigger N only makes the run longer.

const ROUTES = ['/api/users', '/api/orders', '/api/cart', '/static/app.js', '/health', '/api/search', '/login', '/api/items'];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];

function makeRng(seed) {
  let s = seed >>> 0;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

function makeLine(i, rng) {
  const route = ROUTES[(rng() * ROUTES.length) | 0];
  const method = METHODS[(rng() * METHODS.length) | 0];
  const status = rng() < 0.93 ? 200 : (rng() < 0.5 ? 404 : 500);
  const ms = (rng() * rng() * 900).toFixed(2);
  return `10.0.${i & 255}.${(i >> 8) & 255} - - [27/Nov/2026:04:${String(i % 60).padStart(2, '0')}] "${method} ${route}?id=${i} HTTP/1.1" ${status} ${ms}`;
}

function parseLine(line) {
  const q1 = line.indexOf('"');
  const q2 = line.indexOf('"', q1 + 1);
  const [method, target] = line.slice(q1 + 1, q2).split(' ');
  const tail = line.slice(q2 + 2).split(' ');
  const path = target.split('?')[0];
  return { ip: line.slice(0, line.indexOf(' ')), method, path, status: +tail[0], ms: +tail[1] };
}

function latencyBucket(ms) {
  let b = 0;
  let lim = 1;
  while (ms > lim && b < 15) { lim *= 2; b++; }
  return b;
}

function fnv1a(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function updateStats(stats, rec) {
  let st = stats.get(rec.path);
  if (!st) { st = { n: 0, errors: 0, sum: 0, hist: new Array(16).fill(0) }; stats.set(rec.path, st); }
  st.n++;
  st.sum += rec.ms;
  if (rec.status >= 500) st.errors++;
  st.hist[latencyBucket(rec.ms)]++;
}

function main() {
  const n = +(process.argv[2] || 1000000);
  const rng = makeRng(12345);
  const stats = new Map();
  let digest = 0;
  for (let i = 0; i < n; i++) {
    const line = makeLine(i, rng);
    const rec = parseLine(line);
    updateStats(stats, rec);
    digest = (digest + fnv1a(rec.ip + rec.path)) >>> 0;
  }
  let total = 0;
  for (const st of stats.values()) total += st.n;
  console.log(`lines=${total} routes=${stats.size} digest=${digest}`);
}

main();
