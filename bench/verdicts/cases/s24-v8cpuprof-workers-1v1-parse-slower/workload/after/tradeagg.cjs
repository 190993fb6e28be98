// tradeagg: the main thread generates 4 distinct batches of trade records (CSV-like text,
// standing in for 4 capture files) and replays them to 2 worker_threads in turn; each worker parses the records, validates them, computes
// per-symbol VWAP / OHLC bars and returns its aggregate; the main thread merges and hashes.
'use strict';
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');
const crypto = require('crypto');

const SYMBOLS = ['AAPL', 'MSFT', 'GOOG', 'AMZN', 'META', 'NVDA', 'TSLA', 'ORCL', 'IBM', 'INTC',
  'AMD', 'CSCO', 'ADBE', 'CRM', 'NFLX', 'PYPL', 'QCOM', 'TXN', 'AVGO', 'SAP'];
const VENUES = ['XNAS', 'XNYS', 'BATS', 'IEXG', 'EDGX'];

function makeRng(seed) {
  let s = seed >>> 0 || 1;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
}

function genBatch(seed, n) {
  const r = makeRng(seed);
  const lines = new Array(n);
  let ts = 1700000000000 + seed * 3600000;
  for (let i = 0; i < n; i++) {
    const sym = SYMBOLS[r() % SYMBOLS.length];
    const px = (100 + (r() % 50000) / 100).toFixed(2);
    const qty = 1 + (r() % 900);
    ts += r() % 7;
    const side = r() & 1 ? 'B' : 'S';
    lines[i] = `${ts},${sym},${VENUES[r() % VENUES.length]},${side},${px},${qty},T${(r() % 1e9).toString(36)}`;
  }
  return lines.join('\n');
}

// ---------------- worker side ----------------
function parseRecord(line) {
  const f = new Array(7);
  let start = 0;
  for (let k = 0; k < 6; k++) {
    const c = line.indexOf(',', start);
    f[k] = line.substring(start, c).trim();
    start = c + 1;
  }
  f[6] = line.substring(start).trim();
  return { ts: Number(f[0]), sym: f[1].toUpperCase(), venue: f[2].toUpperCase(), side: f[3], px: Number(f[4]), qty: parseInt(f[5], 10), id: f[6] };
}

function validate(rec) {
  return rec.qty > 0 && rec.px > 0 && (rec.side === 'B' || rec.side === 'S') && rec.sym.length <= 5 && rec.id.charCodeAt(0) === 84;
}

function updateBars(bars, rec) {
  const minute = Math.floor(rec.ts / 60000);
  const key = rec.sym + '@' + minute;
  let b = bars.get(key);
  if (!b) { b = { o: rec.px, h: rec.px, l: rec.px, c: rec.px, v: 0, pv: 0, n: 0 }; bars.set(key, b); }
  if (rec.px > b.h) b.h = rec.px;
  if (rec.px < b.l) b.l = rec.px;
  b.c = rec.px; b.v += rec.qty; b.pv += rec.px * rec.qty; b.n++;
}

function processBatch(text) {
  const bars = new Map();
  let bad = 0, start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const rec = parseRecord(text.substring(start, end));
    start = end + 1;
    if (!validate(rec)) { bad++; continue; }
    updateBars(bars, rec);
  }
  const out = [];
  for (const [k, b] of bars) out.push([k, b.o, b.h, b.l, b.c, b.v, Math.round(b.pv * 100) / 100, b.n]);
  return { bars: out, bad };
}

// ---------------- main side ----------------
function mergeInto(all, res) {
  for (const row of res.bars) {
    const k = row[0];
    const p = all.get(k);
    if (!p) { all.set(k, row.slice()); continue; }
    p[2] = Math.max(p[2], row[2]); p[3] = Math.min(p[3], row[3]);
    p[5] += row[5]; p[6] = Math.round((p[6] + row[6]) * 100) / 100; p[7] += row[7];
  }
}

function digest(all) {
  const h = crypto.createHash('sha256');
  for (const k of [...all.keys()].sort()) { const r = all.get(k); h.update(`${k} ${r[2]} ${r[3]} ${r[5]} ${r[7]}\n`); }
  return h.digest('hex').slice(0, 16);
}

if (isMainThread) {
  const batches = +(process.argv[2] || 40), perBatch = +(process.argv[3] || 60000);
  const files = [1, 2, 3, 4].map((seed) => genBatch(seed, perBatch));
  const workers = [0, 1].map(() => new Worker(__filename, { workerData: {} }));
  const all = new Map();
  let next = 0, done = 0, bad = 0;
  const busy = [0, 0];
  function feed(w, i) {
    if (next >= batches) { w.postMessage(null); return; }
    w.postMessage(files[next++ % files.length]);
    busy[i]++;
  }
  workers.forEach((w, i) => {
    w.on('message', (res) => { mergeInto(all, res); bad += res.bad; done++; feed(w, i); });
    feed(w, i);
  });
  let exited = 0;
  workers.forEach((w) => w.on('exit', () => {
    if (++exited === 2) console.log(`batches=${done} per_worker=${busy.join('/')} bars=${all.size} bad=${bad} digest=${digest(all)}`);
  }));
} else {
  parentPort.on('message', (text) => {
    if (text === null) { parentPort.close(); return; }
    parentPort.postMessage(processBatch(text));
  });
}
