'use strict';
// Control workload: a toy request router. Same amount and kind of work for every seed;
// only the pseudo-random inputs differ.  Usage: node router.js SEED REQUESTS
const seed = Number(process.argv[2] || 1);
const requests = Number(process.argv[3] || 200000);

let s = (seed * 2654435761) >>> 0 || 1;
function rand() { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; }

const SEGMENTS = ['api', 'users', 'orders', 'items', 'v2', 'search', 'admin', 'stats'];

function buildPath() {
  const parts = [];
  for (let i = 0; i < 5; i++) parts.push(SEGMENTS[rand() % SEGMENTS.length] + (rand() % 50));
  return '/' + parts.join('/');
}

function parseRoute(path) {
  const parts = path.split('/');
  const out = [];
  for (let i = 1; i < parts.length; i++) {
    const m = /^([a-z0-9]+?)(\d+)$/.exec(parts[i]);
    out.push(m ? { name: m[1], id: Number(m[2]) } : { name: parts[i], id: 0 });
  }
  return out;
}

function hashRoute(route) {
  let h = 2166136261;
  for (const seg of route) {
    for (let i = 0; i < seg.name.length; i++) h = Math.imul(h ^ seg.name.charCodeAt(i), 16777619);
    h = Math.imul(h ^ seg.id, 16777619);
  }
  return h >>> 0;
}

function renderBody(route) {
  return JSON.stringify({ route, ts: rand() });
}

function main() {
  const counts = new Map();
  let bytes = 0;
  for (let r = 0; r < requests; r++) {
    const route = parseRoute(buildPath());
    const h = hashRoute(route) & 1023;
    counts.set(h, (counts.get(h) || 0) + 1);
    bytes += renderBody(route).length;
  }
  console.log('seed', seed, 'requests', requests, 'buckets', counts.size, 'bytes', bytes);
}
main();
