'use strict';
// sales: generates a synthetic sales log, parses it, aggregates per store/product
// and formats a text report. Deterministic for a given seed.

function makeRng(seed) {
  let s = seed >>> 0;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

const STORES = ['oslo', 'bergen', 'lyon', 'porto', 'gdansk', 'turku', 'basel', 'graz'];
const PRODUCTS = [];
for (let i = 0; i < 300; i++) PRODUCTS.push('sku-' + (1000 + i * 7).toString(36));

function generateLog(rng, n) {
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const store = STORES[Math.floor(rng() * STORES.length)];
    const product = PRODUCTS[Math.floor(rng() * PRODUCTS.length)];
    const qty = 1 + Math.floor(rng() * 9);
    const cents = 99 + Math.floor(rng() * 50000);
    const day = 1 + Math.floor(rng() * 28);
    lines[i] = `2026-11-${String(day).padStart(2, '0')}T10:00:00Z;${store};${product};${qty};${(cents / 100).toFixed(2)}`;
  }
  return lines.join('\n');
}

function parseDate(s) {
  return { year: +s.slice(0, 4), month: +s.slice(5, 7), day: +s.slice(8, 10) };
}

function parseRecord(line) {
  const f = line.split(';');
  if (f.length !== 5) return null;
  return { date: parseDate(f[0]), store: f[1], product: f[2], qty: parseInt(f[3], 10), price: parseFloat(f[4]) };
}

function parseLog(text) {
  const out = [];
  for (const line of text.split('\n')) {
    const r = parseRecord(line);
    if (r) out.push(r);
  }
  return out;
}

function addTo(map, key, rec) {
  let e = map.get(key);
  if (!e) { e = { qty: 0, revenue: 0, n: 0 }; map.set(key, e); }
  e.qty += rec.qty;
  e.revenue += rec.qty * rec.price;
  e.n++;
}

function aggregate(records) {
  const byStore = new Map();
  const byProduct = new Map();
  const byDay = new Map();
  for (const r of records) {
    addTo(byStore, r.store, r);
    addTo(byProduct, r.product, r);
    addTo(byDay, r.date.day, r);
  }
  return { byStore, byProduct, byDay };
}

function money(x) {
  return x.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatTable(title, map, limit) {
  const rows = [...map.entries()].sort((a, b) => b[1].revenue - a[1].revenue).slice(0, limit);
  const lines = [`## ${title}`];
  for (const [k, e] of rows) {
    lines.push(`${String(k).padEnd(12)} ${String(e.n).padStart(7)} ${String(e.qty).padStart(8)} ${money(e.revenue).padStart(16)}`);
  }
  return lines.join('\n');
}

function formatReport(agg) {
  return [
    formatTable('stores', agg.byStore, 8),
    formatTable('products', agg.byProduct, 300),
    formatTable('days', agg.byDay, 28),
  ].join('\n\n');
}

function checksum(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}

function runBatch(seed, n) {
  const rng = makeRng(seed);
  const text = generateLog(rng, n);
  const records = parseLog(text);
  const agg = aggregate(records);
  const report = formatReport(agg);
  return checksum(report);
}

function main() {
  const batches = parseInt(process.argv[2] || '20', 10);
  const n = parseInt(process.argv[3] || '50000', 10);
  let acc = 0;
  for (let b = 0; b < batches; b++) acc = (Math.imul(acc, 31) + runBatch(0x9e3779b9 ^ (b + 1), n)) >>> 0;
  console.log(`batches=${batches} n=${n} checksum=${acc.toString(16)}`);
}

main();
