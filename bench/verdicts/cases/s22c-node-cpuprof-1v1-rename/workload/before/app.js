'use strict';
// Metrics ingestion batch: synthesize CSV metric lines, then per round parse, validate,
// checksum, bucket and render a summary.

const HOSTS = ['web-01', 'web-02', 'db-01', 'cache-03', 'queue-07', 'api-11', 'api-12'];
const METRICS = ['cpu.user', 'cpu.sys', 'mem.rss', 'disk.read', 'disk.write', 'net.rx', 'net.tx'];

function generateLines(n, seed) {
  let x = seed >>> 0;
  const rnd = () => { x = (x * 1664525 + 1013904223) >>> 0; return x / 4294967296; };
  const out = [];
  for (let i = 0; i < n; i++) {
    const host = HOSTS[(rnd() * HOSTS.length) | 0];
    const metric = METRICS[(rnd() * METRICS.length) | 0];
    const ts = 1700000000 + i * 10;
    const val = (rnd() * 1000).toFixed(3);
    const tags = 'dc=' + (rnd() < 0.5 ? 'eu' : 'us') + ';env=' + (rnd() < 0.8 ? 'prod' : 'stage');
    out.push(`${ts},${host},${metric},${val},"${tags}"`);
  }
  return out;
}

function parseMetricLine(line) {
  const fields = [];
  let cur = '';
  let inQuote = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 34) { inQuote = !inQuote; continue; }
    if (c === 44 && !inQuote) { fields.push(cur); cur = ''; continue; }
    cur += line[i];
  }
  fields.push(cur);
  const tags = {};
  for (const kv of fields[4].split(';')) {
    const eq = kv.indexOf('=');
    tags[kv.slice(0, eq)] = kv.slice(eq + 1);
  }
  return { ts: +fields[0], host: fields[1], metric: fields[2], value: parseFloat(fields[3]), tags };
}

function validateRecord(rec) {
  if (!Number.isFinite(rec.ts) || rec.ts < 1600000000) return false;
  if (!/^[a-z]+-\d{2}$/.test(rec.host)) return false;
  if (!/^[a-z]+\.[a-z]+$/.test(rec.metric)) return false;
  return rec.value >= 0 && rec.tags.env !== undefined;
}

function recordChecksum(rec) {
  const s = rec.host + '|' + rec.metric + '|' + rec.ts;
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

function bucketize(buckets, rec, sum) {
  const key = rec.host + ':' + rec.metric + ':' + Math.floor(rec.ts / 3600);
  let b = buckets.get(key);
  if (b === undefined) { b = { n: 0, sum: 0, max: -Infinity, chk: 0 }; buckets.set(key, b); }
  b.n++; b.sum += rec.value; if (rec.value > b.max) b.max = rec.value;
  b.chk = (b.chk ^ sum) >>> 0;
}

function renderSummary(buckets) {
  const rows = [];
  for (const [k, b] of buckets) {
    rows.push(k.padEnd(32) + ' ' + String(b.n).padStart(5) + ' ' + (b.sum / b.n).toFixed(2).padStart(10) +
              ' ' + b.max.toFixed(2).padStart(10) + ' ' + b.chk.toString(16).padStart(8, '0'));
  }
  rows.sort();
  return rows.join('\n');
}

function runRound(lines) {
  const buckets = new Map();
  let bad = 0;
  for (const line of lines) {
    const rec = parseMetricLine(line);
    if (!validateRecord(rec)) { bad++; continue; }
    bucketize(buckets, rec, recordChecksum(rec));
  }
  return renderSummary(buckets).length + bad;
}

function main() {
  const rounds = +(process.argv[2] || 10);
  const t0 = process.hrtime.bigint();
  const lines = generateLines(20000, 42);
  let acc = 0;
  for (let r = 0; r < rounds; r++) acc += runRound(lines);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  console.log('acc', acc, 'elapsed', (ms / 1000).toFixed(2));
}

main();
