'use strict';
// mini-api: an HTTP/1.1-style request handler exercised with synthetic raw
// requests: parse the request text, route it, resolve the session from an LRU
// cache, run the handler, render the JSON body and build the response.

const crypto = require('crypto');
const DURATION_MS = Number(process.argv[2] || 3000);

// ------------------------------------------------------------------ fixtures
let seed = 88172645;
function rnd(n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; }

const USERS = [];
for (let i = 0; i < 400; i++) {
  USERS.push({ id: i, name: 'user' + i, email: `user${i}@example.org`, plan: ['free', 'pro', 'team'][i % 3],
    orders: Array.from({ length: 3 + (i % 9) }, (_, k) => ({ id: i * 100 + k, total: (i * 7 + k * 13) % 500 + 0.99, status: ['new', 'paid', 'shipped'][k % 3] })) });
}
const PATHS = ['/api/users/:id', '/api/users/:id/orders', '/api/search?q=:q', '/api/health', '/api/users/:id/orders?status=paid'];

function makeRequest() {
  const p = PATHS[rnd(PATHS.length)].replace(':id', String(rnd(USERS.length))).replace(':q', 'user' + rnd(50));
  const method = rnd(10) === 0 ? 'HEAD' : 'GET';
  return `${method} ${p} HTTP/1.1\r\nHost: api.example.org\r\nUser-Agent: bench/1.0\r\nAccept: application/json\r\n` +
    `Cookie: theme=dark; sid=s${rnd(600)}\r\nX-Request-Id: ${rnd(1e9).toString(36)}\r\n\r\n`;
}

// ------------------------------------------------------------------ parsing
function parseQuery(qs) {
  const out = {};
  if (!qs) return out;
  for (const kv of qs.split('&')) {
    const eq = kv.indexOf('=');
    out[decodeURIComponent(eq < 0 ? kv : kv.slice(0, eq))] = eq < 0 ? '' : decodeURIComponent(kv.slice(eq + 1));
  }
  return out;
}

function parseCookies(h) {
  const out = {};
  if (!h) return out;
  for (const part of h.split(';')) {
    const [k, v] = part.trim().split('=');
    out[k] = v;
  }
  return out;
}

function parseRequest(raw) {
  const headEnd = raw.indexOf('\r\n\r\n');
  const lines = raw.slice(0, headEnd).split('\r\n');
  const [method, target, version] = lines[0].split(' ');
  if (version !== 'HTTP/1.1') throw new Error('bad version');
  const headers = {};
  for (let i = 1; i < lines.length; i++) {
    const c = lines[i].indexOf(':');
    headers[lines[i].slice(0, c).toLowerCase()] = lines[i].slice(c + 1).trim();
  }
  const q = target.indexOf('?');
  return { method, path: q < 0 ? target : target.slice(0, q), query: parseQuery(q < 0 ? '' : target.slice(q + 1)),
    headers, cookies: parseCookies(headers.cookie) };
}

// ------------------------------------------------------------------ sessions
class LruCache {
  constructor(limit) { this.limit = limit; this.map = new Map(); this.hits = 0; this.misses = 0; }
  get(k) {
    const v = this.map.get(k);
    if (v === undefined) { this.misses++; return undefined; }
    this.map.delete(k); this.map.set(k, v); this.hits++;
    return v;
  }
  set(k, v) {
    if (this.map.size >= this.limit) this.map.delete(this.map.keys().next().value);
    this.map.set(k, v);
  }
}
const sessions = new LruCache(256);

function loadSession(sid) {
  let s = sessions.get(sid);
  if (!s) {
    const n = Number(sid.slice(1));
    s = { sid, userId: n % USERS.length, roles: n % 7 === 0 ? ['admin', 'user'] : ['user'], created: 1700000000 + n };
    sessions.set(sid, s);
  }
  return s;
}

// ------------------------------------------------------------------ handlers
function handleGetUser(req, m) {
  const u = USERS[Number(m[1])];
  if (!u) return { status: 404, body: { error: 'not found' } };
  return { status: 200, body: { id: u.id, name: u.name, email: u.email, plan: u.plan, orderCount: u.orders.length } };
}

function handleListOrders(req, m) {
  const u = USERS[Number(m[1])];
  if (!u) return { status: 404, body: { error: 'not found' } };
  let orders = u.orders;
  if (req.query.status) orders = orders.filter(o => o.status === req.query.status);
  return { status: 200, body: { user: u.id, orders: orders.map(o => ({ id: o.id, total: o.total.toFixed(2), status: o.status })) } };
}

function handleSearch(req) {
  const q = (req.query.q || '').toLowerCase();
  const hits = [];
  for (let i = 0; i < USERS.length && hits.length < 20; i++) if (USERS[i].name.startsWith(q)) hits.push(USERS[i].id);
  return { status: 200, body: { q, hits } };
}

function handleHealth() { return { status: 200, body: { ok: true, sessions: sessions.map.size } }; }

const ROUTES = [
  [/^\/api\/users\/(\d+)$/, handleGetUser],
  [/^\/api\/users\/(\d+)\/orders$/, handleListOrders],
  [/^\/api\/search$/, handleSearch],
  [/^\/api\/health$/, handleHealth],
];

function routeRequest(req) {
  for (const [re, fn] of ROUTES) {
    const m = re.exec(req.path);
    if (m) return fn(req, m);
  }
  return { status: 404, body: { error: 'no route' } };
}

// ------------------------------------------------------------------ responses
const REASONS = { 200: 'OK', 304: 'Not Modified', 404: 'Not Found' };

// computeEtag: strong validator for conditional GETs (sha256 of the body).
function computeEtag(body) {
  return '"' + crypto.createHash('sha256').update(body).digest('hex') + '"';
}

function buildResponse(req, res) {
  let body = JSON.stringify(res.body);
  const etag = computeEtag(body);
  if (req.headers['if-none-match'] === etag) { res.status = 304; body = ''; }
  const headers = [
    `HTTP/1.1 ${res.status} ${REASONS[res.status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${req.headers['x-request-id']}`,
    'Cache-Control: private, max-age=0',
    `ETag: ${etag}`,
  ];
  return headers.join('\r\n') + '\r\n\r\n' + (req.method === 'HEAD' ? '' : body);
}

function handleRequest(raw, stats) {
  const req = parseRequest(raw);
  const session = loadSession(req.cookies.sid || 's0');
  req.user = session.userId;
  const res = routeRequest(req);
  const out = buildResponse(req, res);
  stats.bytes += out.length;
  stats.byStatus[res.status] = (stats.byStatus[res.status] || 0) + 1;
}

function serve(ms) {
  const pool = [];
  for (let i = 0; i < 4000; i++) pool.push(makeRequest());
  const stats = { bytes: 0, byStatus: {}, requests: 0 };
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    for (let i = 0; i < 500; i++) handleRequest(pool[(stats.requests + i) % pool.length], stats);
    stats.requests += 500;
  }
  return stats;
}

const t0 = Date.now();
const st = serve(DURATION_MS);
const secs = (Date.now() - t0) / 1000;
console.error(`requests=${st.requests} bytes=${st.bytes} status=${JSON.stringify(st.byStatus)} sessions hit/miss=${sessions.hits}/${sessions.misses} elapsed=${secs.toFixed(2)}s rate=${Math.round(st.requests / secs)}/s`);
