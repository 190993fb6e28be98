'use strict';
// logstats: synthesize batches of service log lines, parse them, aggregate
// per service/route, compute latency percentiles and render a report.
// Usage: node logstats.cjs BATCHES
const crypto = require('crypto');

const SERVICES = ['checkout', 'cart', 'search', 'auth', 'catalog', 'payments', 'shipping'];
const METHODS = ['GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE'];
const ROUTES = ['/api/v1/cart/:id', '/api/v1/items/:id', '/api/v1/search', '/api/v2/orders/:id/lines', '/login', '/api/v1/users/:id/prefs'];
const LEVELS = ['INFO', 'INFO', 'INFO', 'DEBUG', 'WARN', 'ERROR'];
const WORDS = ['upstream', 'timeout', 'cache', 'miss', 'retry', 'ok', 'slow', 'query', 'token', 'refresh', 'db', 'pool'];

let seed = 12345;
function rnd(n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; }

function makeLine(i) {
  const ts = new Date(1714560000000 + i * 37).toISOString();
  const svc = SERVICES[rnd(SERVICES.length)];
  const req = (0x100000 + rnd(0xeffff)).toString(16);
  const route = ROUTES[rnd(ROUTES.length)].replace(':id', String(rnd(100000)));
  const status = rnd(20) === 0 ? 500 : rnd(10) === 0 ? 404 : 200;
  const ms = 1 + rnd(400) + (rnd(50) === 0 ? 2000 : 0);
  let msg = '';
  for (let k = rnd(6); k > 0; k--) msg += (msg ? ' ' : '') + WORDS[rnd(WORDS.length)];
  const user = rnd(3) === 0 ? '' : ` user=u${rnd(5000)}@example.com`;
  return `${ts} ${LEVELS[rnd(LEVELS.length)]} [svc=${svc} req=${req}] ${METHODS[rnd(METHODS.length)]} ${route} ${status} ${ms}ms${user} msg="${msg}"`;
}

function synthesize(n, base) {
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = makeLine(base + i);
  return out;
}

// parseLine: "<ts> <LEVEL> [svc=<s> req=<r>] <METHOD> <path> <status> <ms>ms[ user=<u>] msg="<text>""
// One declarative pattern instead of hand-rolled indexOf/slice (tolerates extra whitespace and an optional user).
const LINE_RE = /^(\S+)\s+([A-Z]+)\s+\[(.*)\]\s+([A-Z]+)\s+(.*?)\s+(\d+)\s+(\d+(?:\.\d+)?)ms(?:.*?\buser=(\S+))?.*?\s+msg="(.*)"\s*$/;
const TAGS_RE = /(?:^|\s)svc=(\S+).*?\breq=(\S+)/;

function parseLine(line) {
  const m = LINE_RE.exec(line);
  if (m === null) return null;
  const t = TAGS_RE.exec(m[3]);
  if (t === null) return null;
  return { ts: m[1], level: m[2], svc: t[1], req: t[2], method: m[4], path: m[5], status: +m[6], ms: +m[7], user: m[8] || '', msg: m[9] };
}

function routeKey(path) {
  const segs = path.split('/');
  for (let i = 0; i < segs.length; i++) if (segs[i] !== '' && /^\d+$/.test(segs[i])) segs[i] = ':id';
  return segs.join('/');
}

function aggregate(recs, stats) {
  for (const r of recs) {
    const key = `${r.svc} ${r.method} ${routeKey(r.path)}`;
    let s = stats.get(key);
    if (!s) { s = { n: 0, errors: 0, lat: [], users: new Set(), words: new Map() }; stats.set(key, s); }
    s.n++;
    if (r.status >= 500) s.errors++;
    s.lat.push(r.ms);
    if (r.user) s.users.add(r.user);
    if (r.level === 'WARN' || r.level === 'ERROR') {
      for (const w of r.msg.split(' ')) if (w) s.words.set(w, (s.words.get(w) || 0) + 1);
    }
  }
}

function percentile(sorted, p) { return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]; }

function report(stats) {
  const keys = [...stats.keys()].sort();
  const h = crypto.createHash('sha1');
  for (const k of keys) {
    const s = stats.get(k);
    const lat = Float64Array.from(s.lat).sort();
    const top = [...s.words.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 3).map(e => e[0]).join(',');
    h.update(`${k.padEnd(40)} n=${s.n} err=${s.errors} p50=${percentile(lat, 0.5)} p99=${percentile(lat, 0.99)} users=${s.users.size} top=${top}\n`);
  }
  return h.digest('hex').slice(0, 10);
}

function main() {
  const batches = +(process.argv[2] || 10);
  const per = 40000;
  const digest = crypto.createHash('sha1');
  let parsed = 0, bad = 0;
  for (let b = 0; b < batches; b++) {
    const lines = synthesize(per, b * per);
    const recs = [];
    for (const ln of lines) {
      const r = parseLine(ln);
      if (r) recs.push(r); else bad++;
    }
    parsed += recs.length;
    const stats = new Map();
    aggregate(recs, stats);
    digest.update(report(stats));
  }
  console.log(`batches=${batches} parsed=${parsed} bad=${bad} digest=${digest.digest('hex').slice(0, 10)}`);
}

main();
