'use strict';
// Toy async ingest pipeline: batches of sensor events flow through
// fetchBatch -> decodeBatch -> normalizeBatch -> enrichBatch -> aggregate.
// Every stage is async and awaited per batch (stages yield via setImmediate,
// as if backed by I/O).
//   node pipeline.cjs BATCHES [--after]
// after: normalizeBatch additionally deep-copies each record with
// JSON.parse(JSON.stringify(rec)) and re-validates the copy before normalizing
// ("defensive copy so later stages cannot mutate the raw record").
const crypto = require('crypto');

const AFTER = process.argv.includes('--after');
const BATCHES = parseInt(process.argv[2] || '400', 10);
const BATCH_SIZE = 500;
const SITES = ['berlin-01', 'berlin-02', 'paris-07', 'oslo-03', 'lima-11', 'pune-04'];
const KINDS = ['temp', 'humidity', 'co2', 'pm25', 'noise'];
const FW_RE = /^\d+\.\d+$/;

const tick = () => new Promise((resolve) => setImmediate(resolve));

let seed = 12345;
function rand() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
}

async function fetchBatch(i) {
  await tick();
  const lines = new Array(BATCH_SIZE);
  for (let j = 0; j < BATCH_SIZE; j++) {
    const site = SITES[(rand() * SITES.length) | 0];
    const kind = KINDS[(rand() * KINDS.length) | 0];
    lines[j] = JSON.stringify({
      id: i * BATCH_SIZE + j, site, kind,
      ts: 1700000000000 + i * 1000 + j,
      value: Math.round(rand() * 10000) / 100,
      unit: kind === 'temp' ? 'C' : kind === 'noise' ? 'dB' : 'ppm',
      tags: { fw: '2.' + ((rand() * 9) | 0), batt: Math.round(rand() * 100) },
    });
  }
  return lines;
}

async function decodeBatch(lines) {
  await tick();
  const out = [];
  for (const l of lines) {
    try { out.push(JSON.parse(l)); } catch (e) { /* drop */ }
  }
  return out;
}

function validate(rec) {
  if (typeof rec.id !== 'number' || !Number.isFinite(rec.value)) return false;
  if (!SITES.includes(rec.site) || !KINDS.includes(rec.kind)) return false;
  if (typeof rec.tags !== 'object' || rec.tags === null) return false;
  return rec.ts > 0;
}

async function normalizeBatch(recs) {
  await tick();
  const out = [];
  for (let rec of recs) {
    if (!validate(rec)) continue;
    if (AFTER) {
      rec = JSON.parse(JSON.stringify(rec));
      if (!validate(rec)) continue;
    }
    let v = rec.value;
    if (rec.kind === 'temp' && rec.unit === 'F') v = (v - 32) * 5 / 9;
    const [city, num] = rec.site.split('-');
    if (!FW_RE.test(rec.tags.fw)) continue;
    out.push({
      id: rec.id, site: city.toUpperCase() + '-' + num.padStart(3, '0'), kind: rec.kind, ts: rec.ts,
      iso: new Date(rec.ts).toISOString(), value: Math.round(v * 100) / 100,
      minute: Math.floor(rec.ts / 60000), fw: rec.tags.fw.split('.').map(Number),
      lowBatt: rec.tags.batt < 15,
    });
  }
  return out;
}

async function enrichBatch(recs) {
  await tick();
  for (const r of recs) {
    const h = crypto.createHash('md5').update(r.site + ':' + r.kind).digest('hex');
    r.shard = parseInt(h.slice(0, 4), 16) % 16;
    r.key = r.site + '/' + r.kind + '/' + r.minute;
  }
  return recs;
}

function aggregate(acc, recs) {
  for (const r of recs) {
    let s = acc.get(r.key);
    if (!s) { s = { n: 0, sum: 0, min: Infinity, max: -Infinity, low: 0 }; acc.set(r.key, s); }
    s.n++; s.sum += r.value;
    if (r.value < s.min) s.min = r.value;
    if (r.value > s.max) s.max = r.value;
    if (r.lowBatt) s.low++;
  }
}

function report(acc) {
  const rows = [...acc.entries()].map(([k, s]) => ({ k, mean: s.sum / s.n, ...s }));
  rows.sort((a, b) => b.mean - a.mean);
  return rows.slice(0, 5).map((r) => `${r.k} n=${r.n} mean=${r.mean.toFixed(2)}`).join('\n');
}

async function main() {
  const t0 = process.hrtime.bigint();
  const acc = new Map();
  let n = 0;
  for (let i = 0; i < BATCHES; i++) {
    const lines = await fetchBatch(i);
    const recs = await decodeBatch(lines);
    const norm = await normalizeBatch(recs);
    const rich = await enrichBatch(norm);
    aggregate(acc, rich);
    n += rich.length;
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  console.log(`after=${AFTER} records=${n} keys=${acc.size} ms=${ms.toFixed(0)}`);
  console.log(report(acc));
}

main();
