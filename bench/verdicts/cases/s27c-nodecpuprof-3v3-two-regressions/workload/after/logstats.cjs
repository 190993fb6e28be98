'use strict';
// logstats: generates a synthetic HTTP access log and computes per-route statistics
// (request counts, status classes, latency histogram, top user agents), then renders a report.

function makeRng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

const ROUTES = ['/api/users/{id}', '/api/users/{id}/orders', '/api/orders/{id}', '/static/{hex}.js',
  '/api/search', '/health', '/api/products/{id}/reviews', '/login', '/api/cart/{id}/items/{id}'];
const AGENTS = ['Mozilla/5.0 (X11; Linux x86_64) Firefox/121.0', 'curl/8.4.0',
  'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Safari/605.1.15', 'python-requests/2.31',
  'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36', 'Googlebot/2.1'];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];

function generateLog(n, seed) {
  const rnd = makeRng(seed);
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    let path = ROUTES[(rnd() * ROUTES.length) | 0]
      .replace(/\{id\}/g, () => String((rnd() * 100000) | 0))
      .replace('{hex}', () => ((rnd() * 0xffffffff) >>> 0).toString(16));
    if (rnd() < 0.3) path += '?page=' + ((rnd() * 20) | 0) + '&sort=desc';
    const ip = `10.${(rnd() * 256) | 0}.${(rnd() * 256) | 0}.${(rnd() * 256) | 0}`;
    const status = rnd() < 0.9 ? 200 : rnd() < 0.5 ? 404 : rnd() < 0.7 ? 500 : 302;
    const latency = Math.round(Math.exp(rnd() * 8) * 10) / 10;
    const bytes = (rnd() * 50000) | 0;
    const ts = `2024-03-${String(1 + ((rnd() * 28) | 0)).padStart(2, '0')}T12:${String((rnd() * 60) | 0).padStart(2, '0')}:00Z`;
    lines[i] = `${ip} - - [${ts}] "${METHODS[(rnd() * METHODS.length) | 0]} ${path} HTTP/1.1" ${status} ${bytes} ${latency} "${AGENTS[(rnd() * AGENTS.length) | 0]}"`;
  }
  return lines;
}

// ---------------------------------------------------------------- parsing

function parseLine(line) {
  const q1 = line.indexOf('"');
  const q2 = line.indexOf('"', q1 + 1);
  const request = line.slice(q1 + 1, q2);
  const sp1 = request.indexOf(' ');
  const sp2 = request.lastIndexOf(' ');
  const rest = line.slice(q2 + 2);
  const f = rest.split(' ', 3);
  const uaStart = line.indexOf('"', q2 + 1);
  return {
    ip: line.slice(0, line.indexOf(' ')),
    ts: line.slice(line.indexOf('[') + 1, line.indexOf(']')),
    method: request.slice(0, sp1),
    path: request.slice(sp1 + 1, sp2),
    status: +f[0],
    bytes: +f[1],
    latency: +f[2],
    agent: line.slice(uaStart + 1, line.length - 1),
  };
}

// Turn a concrete path into its route template: drop the query, then rewrite each segment
// with the first matching rule (rules are data, so new ID shapes can be added without code).
const SEGMENT_RULES = [
  { pattern: '^[0-9]+$', replace: '{id}' },
  { pattern: '^[0-9a-f]{6,}(\\.[a-z]+)$', replace: '{hex}$1' },
];

function normalizePath(path) {
  const q = path.indexOf('?');
  if (q >= 0) path = path.slice(0, q);
  const compiled = [];
  for (const rule of SEGMENT_RULES) compiled.push([new RegExp(rule.pattern), rule.replace]);
  const segs = path.split('/');
  for (let i = 1; i < segs.length; i++) {
    for (const [re, replacement] of compiled) {
      if (re.test(segs[i])) {
        segs[i] = segs[i].replace(re, replacement);
        break;
      }
    }
  }
  return segs.join('/');
}

function agentFamily(ua) {
  if (ua.includes('bot')) return 'bot';
  if (ua.startsWith('curl/') || ua.startsWith('python-')) return 'script';
  if (ua.includes('Firefox/')) return 'firefox';
  if (ua.includes('Chrome/')) return 'chrome';
  if (ua.includes('Safari/')) return 'safari';
  return 'other';
}

// ---------------------------------------------------------------- histogram

const BOUNDS = [];
for (let b = 0.5; b < 60000; b *= 1.25) BOUNDS.push(Math.round(b * 100) / 100);

function latencyBucket(ms) {
  let lo = 0, hi = BOUNDS.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (BOUNDS[mid] < ms) lo = mid + 1; else hi = mid;
  }
  return lo;
}

// ---------------------------------------------------------------- aggregation

function groupByRoute(records) {
  const routes = new Map();
  for (const r of records) {
    const key = r.method + ' ' + normalizePath(r.path);
    let st = routes.get(key);
    if (!st) {
      st = { count: 0, bytes: 0, errors: 0, hist: new Uint32Array(BOUNDS.length + 1), agents: new Map() };
      routes.set(key, st);
    }
    st.count++;
    st.bytes += r.bytes;
    if (r.status >= 500) st.errors++;
    st.hist[latencyBucket(r.latency)]++;
    const fam = agentFamily(r.agent);
    st.agents.set(fam, (st.agents.get(fam) || 0) + 1);
  }
  return routes;
}

// Per client IP: number of requests and the span between the first and last one.
function sessionize(records) {
  const clients = new Map();
  for (const r of records) {
    const t = Date.parse(r.ts);
    const c = clients.get(r.ip);
    if (c === undefined) clients.set(r.ip, { n: 1, first: t, last: t });
    else {
      c.n++;
      if (t < c.first) c.first = t;
      if (t > c.last) c.last = t;
    }
  }
  let multi = 0, longest = 0;
  for (const c of clients.values()) {
    if (c.n > 1) multi++;
    const days = Math.floor(c.last / 86400000) - Math.floor(c.first / 86400000);
    if (days > longest) longest = days;
  }
  return { clients: clients.size, multi, longestDays: longest };
}

function percentile(hist, p) {
  let total = 0;
  for (let i = 0; i < hist.length; i++) total += hist[i];
  let want = total * p, acc = 0;
  for (let i = 0; i < hist.length; i++) {
    acc += hist[i];
    if (acc >= want) return i < BOUNDS.length ? BOUNDS[i] : Infinity;
  }
  return Infinity;
}

function renderReport(routes) {
  const rows = [...routes.entries()].sort((a, b) => b[1].count - a[1].count);
  const out = [];
  for (const [key, st] of rows) {
    const agents = [...st.agents.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${v}`).join(',');
    out.push(`${key.padEnd(40)} ${String(st.count).padStart(8)} ${(st.bytes / st.count).toFixed(0).padStart(7)} ` +
      `p50=${percentile(st.hist, 0.5)} p99=${percentile(st.hist, 0.99)} err=${st.errors} ${agents}`);
  }
  return out.join('\n');
}

function main() {
  const n = +(process.argv[2] || 100000);
  const rounds = +(process.argv[3] || 10);
  const seed = +(process.argv[4] || 42);
  const lines = generateLog(n, seed);
  let checksum = 0;
  for (let r = 0; r < rounds; r++) {
    const records = lines.map(parseLine);
    const routes = groupByRoute(records);
    const sess = sessionize(records);
    const report = renderReport(routes) + `\nclients=${sess.clients} multi=${sess.multi} longest=${sess.longestDays}d`;
    for (let i = 0; i < report.length; i += 97) checksum = (checksum * 31 + report.charCodeAt(i)) >>> 0;
    if (r === 0) checksum = (checksum * 31 + sess.clients + sess.multi + sess.longestDays) >>> 0;
  }
  console.log(`lines=${n} rounds=${rounds} checksum=${checksum.toString(16)}`);
}

main();
