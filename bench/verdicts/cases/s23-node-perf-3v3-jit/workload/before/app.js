'use strict';
// Access-log analytics: generate synthetic requests, normalize paths into route
// keys, parse user agents, aggregate latency per route, compute percentiles and
// render a text report. Runs for DURATION_MS of wall time, batch by batch.

const DURATION_MS = Number(process.argv[2] || 2500);
const SEGMENTS = ['api', 'v1', 'v2', 'users', 'orders', 'items', 'cart', 'search', 'static', 'img', 'Profile', 'Settings'];
const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 13_5) AppleWebKit/605.1.15 Version/16.6 Safari/605.1.15',
  'curl/8.4.0', 'okhttp/4.12.0', 'python-requests/2.31.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
];

let seed = 12345;
function rnd() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
}

function makeRecords(n) {
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    const depth = 2 + Math.floor(rnd() * 4);
    let url = '';
    for (let d = 0; d < depth; d++) {
      url += '/' + (rnd() < 0.3 ? String(Math.floor(rnd() * 100000)) : SEGMENTS[Math.floor(rnd() * SEGMENTS.length)]);
    }
    if (rnd() < 0.2) url += '/';
    out[i] = {
      url: rnd() < 0.4 ? url + '?page=' + Math.floor(rnd() * 9) : url,
      ua: AGENTS[Math.floor(rnd() * AGENTS.length)],
      status: rnd() < 0.93 ? 200 : (rnd() < 0.5 ? 404 : 500),
      latency: Math.round(5 + rnd() * rnd() * 400),
    };
  }
  return out;
}

// Turn "/api/v1/users/12345/Profile/?page=2" into "/api/v1/users/:id/profile".
function normalizePath(url) {
  let end = url.indexOf('?');
  if (end < 0) end = url.length;
  while (end > 1 && url.charCodeAt(end - 1) === 47) end--;
  let out = '';
  let start = 1;
  for (let i = 1; i <= end; i++) {
    if (i === end || url.charCodeAt(i) === 47) {
      let numeric = i > start;
      for (let j = start; j < i && numeric; j++) {
        const c = url.charCodeAt(j);
        if (c < 48 || c > 57) numeric = false;
      }
      if (numeric) {
        out += '/:id';
      } else {
        let lower = false;
        for (let j = start; j < i; j++) {
          const c = url.charCodeAt(j);
          if (c >= 65 && c <= 90) { lower = true; break; }
        }
        const seg = url.slice(start, i);
        out += '/' + (lower ? seg.toLowerCase() : seg);
      }
      start = i + 1;
    }
  }
  return out;
}

const UA_RE = /^(Mozilla\/5\.0 \(([^;)]+)|([A-Za-z-]+)\/([\d.]+))/;
const uaCache = new Map();
function parseUserAgent(ua) {
  let r = uaCache.get(ua);
  if (r === undefined) {
    const m = UA_RE.exec(ua);
    r = m && m[2] ? 'browser:' + m[2].split(' ')[0] : (m ? 'client:' + m[3] : 'other');
    uaCache.set(ua, r);
  }
  return r;
}

function aggregate(stats, rec, route, client) {
  let s = stats.get(route);
  if (s === undefined) {
    s = { count: 0, errors: 0, lat: [], clients: new Map() };
    stats.set(route, s);
  }
  s.count++;
  if (rec.status >= 500) s.errors++;
  s.lat.push(rec.latency);
  s.clients.set(client, (s.clients.get(client) || 0) + 1);
}

function percentiles(values) {
  const v = Float64Array.from(values).sort();
  const at = (p) => v[Math.min(v.length - 1, Math.floor(p * v.length))];
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99) };
}

function renderReport(stats) {
  const rows = [];
  for (const [route, s] of stats) {
    const p = percentiles(s.lat);
    let top = '';
    let best = 0;
    for (const [c, n] of s.clients) if (n > best) { best = n; top = c; }
    rows.push(route.padEnd(40) + String(s.count).padStart(7) + String(s.errors).padStart(6) +
      String(p.p50).padStart(6) + String(p.p90).padStart(6) + String(p.p99).padStart(6) + '  ' + top);
  }
  rows.sort();
  return rows.join('\n');
}

function processBatch(records) {
  const stats = new Map();
  for (let i = 0; i < records.length; i++) {
    const rec = records[i];
    aggregate(stats, rec, normalizePath(rec.url), parseUserAgent(rec.ua));
  }
  return renderReport(stats);
}

function main() {
  const t0 = Date.now();
  let batches = 0;
  let bytes = 0;
  let recs = 0;
  while (Date.now() - t0 < DURATION_MS) {
    const records = makeRecords(20000);
    const report = processBatch(records);
    bytes += report.length;
    recs += records.length;
    batches++;
  }
  console.log(`batches=${batches} records=${recs} reportBytes=${bytes} ms=${Date.now() - t0}`);
}

main();
