'use strict';
// Record pipeline: parseRecord -> normalizeRecord -> isKnownSku -> accumulateTotals.
// mode "before": isKnownSku checks membership with a Set (KNOWN_SET.has).
// mode "after":  isKnownSku checks membership with Array.prototype.includes on the
//                3000-element KNOWN_LIST.  Everything else is identical.
const MODE = process.argv[2] || 'before';
const N = Number(process.argv[3] || 600000);
if (MODE !== 'before' && MODE !== 'after') throw new Error('mode must be before|after');

function lcg(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0);
}

const KNOWN_LIST = [];
for (let i = 0; i < 3000; i++) KNOWN_LIST.push('SKU-' + (i * 7 + 13).toString(36).toUpperCase());
const KNOWN_SET = new Set(KNOWN_LIST);

function makeLines(n, rnd) {
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const r = rnd();
    const known = (r & 3) !== 0;
    const sku = known ? KNOWN_LIST[r % 3000] : 'SKU-X' + (r % 99991).toString(36);
    lines[i] = `${i},${sku.toLowerCase()} ,${(r % 5000) / 100},${r % 17},region-${r % 9}`;
  }
  return lines;
}

function parseRecord(line) {
  const f = line.split(',');
  return { id: +f[0], sku: f[1], price: parseFloat(f[2]), qty: parseInt(f[3], 10), region: f[4] };
}

function normalizeRecord(rec) {
  rec.sku = rec.sku.trim().toUpperCase();
  rec.region = rec.region.replace('region-', 'R');
  rec.amount = Math.round(rec.price * rec.qty * 100) / 100;
  return rec;
}

function isKnownSku(sku) {
  if (MODE === 'after') return KNOWN_LIST.includes(sku);
  return KNOWN_SET.has(sku);
}

function accumulateTotals(totals, rec) {
  const key = rec.region + ':' + (rec.qty % 4);
  totals.set(key, (totals.get(key) || 0) + rec.amount);
}

function runPipeline(lines) {
  const totals = new Map();
  let known = 0;
  for (let i = 0; i < lines.length; i++) {
    const rec = normalizeRecord(parseRecord(lines[i]));
    if (isKnownSku(rec.sku)) {
      known++;
      accumulateTotals(totals, rec);
    }
  }
  return { known, buckets: totals.size };
}

const t0 = Date.now();
const lines = makeLines(N, lcg(12345));
let res;
for (let pass = 0; pass < 3; pass++) res = runPipeline(lines);
console.log(`mode=${MODE} n=${N} known=${res.known} buckets=${res.buckets} ms=${Date.now() - t0}`);
