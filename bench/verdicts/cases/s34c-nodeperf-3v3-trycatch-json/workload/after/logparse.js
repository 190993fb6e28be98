'use strict';
// Log ingester: reads a mixed log where about half the lines are JSON objects
// (structured events) and half are plain "LEVEL ts component message" lines,
// turns each into a record, enriches it and aggregates per component and user.
const fs = require('fs');

function parsePlain(line) {
  const parts = line.split(' ');
  const ms = parseInt(parts[5], 10);
  return { ts: +parts[1], level: parts[0], component: parts[2], latency_ms: ms,
    user: parts[8], ok: ms < 700, path: parts[10] };
}

function parseLine(line) {
  // try JSON first; anything that does not parse is a plain line
  try {
    return JSON.parse(line);
  } catch (e) {
    return parsePlain(line);
  }
}

function routeKey(path) {
  // collapse numeric ids: /api/db/42 -> /api/db/:id
  const segs = path.split('/');
  for (let i = 0; i < segs.length; i++) {
    const c = segs[i].charCodeAt(0);
    if (c >= 48 && c <= 57) segs[i] = ':id';
  }
  return segs.join('/');
}

function fingerprint(r) {
  const s = `${r.level}|${r.component}|${r.user}|${r.path}`;
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function enrich(r) {
  r.route = routeKey(r.path);
  r.fp = fingerprint(r);
  r.bucket = r.latency_ms < 100 ? 'fast' : r.latency_ms < 400 ? 'ok' : r.latency_ms < 700 ? 'slow' : 'timeout';
  r.line = `${new Date(r.ts * 1000).toISOString()} ${r.level.padEnd(5)} ${r.component}:${r.route} ${r.latency_ms}ms ${r.bucket}`;
  return r;
}

function summarise(records) {
  const byComp = new Map();
  const byUser = new Map();
  for (const r of records) {
    let s = byComp.get(r.component);
    if (!s) byComp.set(r.component, (s = { n: 0, errors: 0, slow: 0, total: 0, routes: new Map() }));
    s.n++;
    if (r.level === 'ERROR') s.errors++;
    if (!r.ok) s.slow++;
    s.total += r.latency_ms;
    s.routes.set(r.route, (s.routes.get(r.route) || 0) + 1);
    byUser.set(r.user, (byUser.get(r.user) || 0) ^ r.fp);
  }
  return { byComp, byUser };
}

function main() {
  const batches = +(process.argv[3] || 10);
  const lines = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean);
  let checksum = 0;
  for (let b = 0; b < batches; b++) {
    const records = lines.map(parseLine).map(enrich);
    const { byComp, byUser } = summarise(records);
    for (const [k, s] of byComp) checksum = (checksum + s.n * 31 + s.slow * 7 + s.total + k.length + s.routes.size) % 1000000007;
    checksum = (checksum + byUser.size) % 1000000007;
    checksum = (checksum + records[b].line.length) % 1000000007;
  }
  console.log(`lines=${lines.length} batches=${batches} checksum=${checksum}`);
}

main();
