'use strict';
// Telemetry pipeline: synthesize events, serialize to NDJSON, parse back, sessionize,
// compute per-route latency percentiles, render a text table.

function lcg(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296);
}

const ROUTES = ['/home', '/search', '/cart', '/checkout', '/api/v1/items', '/api/v1/users', '/login', '/help'];
const AGENTS = ['firefox', 'chrome', 'safari', 'curl', 'bot'];

function synthEvents(rnd, n, t0) {
  const ev = [];
  let t = t0;
  for (let i = 0; i < n; i++) {
    t += Math.floor(rnd() * 50);
    ev.push({
      ts: t,
      user: 'u' + Math.floor(rnd() * 400),
      route: ROUTES[Math.floor(rnd() * ROUTES.length)],
      agent: AGENTS[Math.floor(rnd() * AGENTS.length)],
      ms: Math.round(rnd() * rnd() * 900 * 100) / 100,
      status: rnd() < 0.03 ? 500 : 200,
    });
  }
  return ev;
}

function toNdjson(events) {
  let out = '';
  for (const e of events) out += JSON.stringify(e) + '\n';
  return out;
}

function parseNdjson(text) {
  const lines = text.split('\n');
  const out = [];
  for (const line of lines) {
    if (line.length === 0) continue;
    out.push(JSON.parse(line));
  }
  return out;
}

function sessionize(events, gapMs) {
  const last = new Map();
  const sessions = new Map();
  let nextId = 0;
  for (const e of events) {
    const prev = last.get(e.user);
    let sid;
    if (prev === undefined || e.ts - prev.ts > gapMs) {
      sid = nextId++;
      sessions.set(sid, { user: e.user, start: e.ts, routes: [] });
    } else {
      sid = prev.sid;
    }
    sessions.get(sid).routes.push(e.route);
    last.set(e.user, { ts: e.ts, sid });
  }
  return sessions;
}

function routeStats(events) {
  const byRoute = new Map();
  for (const e of events) {
    let arr = byRoute.get(e.route);
    if (!arr) byRoute.set(e.route, (arr = []));
    arr.push(e.ms);
  }
  const rows = [];
  for (const [route, arr] of byRoute) {
    arr.sort((a, b) => a - b);
    const q = (p) => arr[Math.min(arr.length - 1, Math.floor(p * arr.length))];
    rows.push({ route, n: arr.length, p50: q(0.5), p90: q(0.9), p99: q(0.99) });
  }
  return rows;
}

function renderTable(rows, sessions) {
  const lines = ['route'.padEnd(16) + 'n'.padStart(8) + 'p50'.padStart(9) + 'p90'.padStart(9) + 'p99'.padStart(9)];
  for (const r of rows.sort((a, b) => a.route.localeCompare(b.route))) {
    lines.push(r.route.padEnd(16) + String(r.n).padStart(8) + r.p50.toFixed(2).padStart(9) +
      r.p90.toFixed(2).padStart(9) + r.p99.toFixed(2).padStart(9));
  }
  let longest = 0;
  for (const s of sessions.values()) longest = Math.max(longest, s.routes.length);
  lines.push('sessions=' + sessions.size + ' longest=' + longest);
  return lines.join('\n');
}

function main() {
  const batches = parseInt(process.argv[2] || '20', 10);
  const rnd = lcg(2024);
  const t0 = Date.now();
  let out = '';
  let ts = 1700000000000;
  for (let b = 0; b < batches; b++) {
    const events = synthEvents(rnd, 12000, ts);
    ts = events[events.length - 1].ts;
    const text = toNdjson(events);
    const parsed = parseNdjson(text);
    const sessions = sessionize(parsed, 1500);
    out = renderTable(routeStats(parsed), sessions);
  }
  console.log(out.split('\n').slice(-1)[0] + ' ms=' + (Date.now() - t0));
}

main();
