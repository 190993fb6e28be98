'use strict';
// Generates a batch of synthetic log records, shuffles them with a seeded PRNG,
// then parses, groups, sorts and summarises them. Usage: node orders.js <seed> <seconds>
const seed = Number(process.argv[2] || 1);
const seconds = Number(process.argv[3] || 4);

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SERVICES = ['auth', 'billing', 'search', 'catalog', 'cart', 'shipping', 'profile', 'reviews'];
const LEVELS = ['DEBUG', 'INFO', 'INFO', 'INFO', 'WARN', 'ERROR'];

function generate(n) {
  // deterministic content (fixed generator seed) so every run sees the same multiset of lines
  const rnd = mulberry32(12345);
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const svc = SERVICES[(rnd() * SERVICES.length) | 0];
    const lvl = LEVELS[(rnd() * LEVELS.length) | 0];
    const ms = (rnd() * 900) | 0;
    const user = 'u' + ((rnd() * 5000) | 0);
    lines[i] = `2024-05-01T12:${String(i % 60).padStart(2, '0')}:00Z ${lvl} ${svc} user=${user} latency_ms=${ms} path=/api/${svc}/${i % 97}`;
  }
  return lines;
}

function shuffle(arr, rnd) {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = (rnd() * (i + 1)) | 0;
    const t = arr[i]; arr[i] = arr[j]; arr[j] = t;
  }
  return arr;
}

function parseLine(line) {
  const parts = line.split(' ');
  const rec = { ts: parts[0], level: parts[1], service: parts[2] };
  for (let k = 3; k < parts.length; k++) {
    const eq = parts[k].indexOf('=');
    rec[parts[k].slice(0, eq)] = parts[k].slice(eq + 1);
  }
  rec.latency = Number(rec.latency_ms);
  return rec;
}

function groupByService(recs) {
  const groups = new Map();
  for (const r of recs) {
    let g = groups.get(r.service);
    if (!g) { g = []; groups.set(r.service, g); }
    g.push(r);
  }
  return groups;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function summarise(groups) {
  const out = [];
  for (const [svc, recs] of groups) {
    const lat = recs.map(r => r.latency).sort((a, b) => a - b);
    const users = new Set(recs.map(r => r.user));
    let errors = 0;
    for (const r of recs) if (r.level === 'ERROR') errors++;
    out.push({ svc, n: recs.length, p50: percentile(lat, 0.5), p99: percentile(lat, 0.99), users: users.size, errors });
  }
  return out.sort((a, b) => a.svc < b.svc ? -1 : 1);
}

function checksum(summary) {
  let h = 2166136261;
  const s = JSON.stringify(summary);
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}

const base = generate(40000);
const rnd = mulberry32(seed);
const deadline = Date.now() + seconds * 1000;
let rounds = 0, last = 0;
while (Date.now() < deadline) {
  const lines = shuffle(base.slice(), rnd);
  const recs = lines.map(parseLine);
  last = checksum(summarise(groupByService(recs)));
  rounds++;
}
console.log(`seed=${seed} rounds=${rounds} checksum=${last}`);
