// Order pricing pipeline: builds a batch of orders, prices each one,
// aggregates per-region totals and renders a small text report.
'use strict';

function makeRng(seed) {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; };
}

const RISK_ROUNDS = Number(process.env.RISK_ROUNDS || 3000);
const REGIONS = ['eu', 'us', 'apac', 'latam'];
const SKUS = Array.from({ length: 200 }, (_, i) => 'SKU-' + (1000 + i));

function makeOrder(rng, id) {
  const n = 3 + Math.floor(rng() * 6);
  const items = [];
  for (let i = 0; i < n; i++) {
    items.push({ sku: SKUS[Math.floor(rng() * SKUS.length)], qty: 1 + Math.floor(rng() * 4),
                 unit: Math.round(rng() * 10000) / 100, tags: ['std', rng() < 0.2 ? 'promo' : 'full'] });
  }
  return { id, region: REGIONS[Math.floor(rng() * REGIONS.length)], customer: { tier: rng() < 0.1 ? 'gold' : 'basic', since: 2010 + Math.floor(rng() * 14) }, items };
}

function lineTotal(item, tier) {
  let t = item.qty * item.unit;
  if (item.tags[1] === 'promo') t *= 0.9;
  if (tier === 'gold') t *= 0.95;
  return Math.round(t * 100) / 100;
}

function priceOrder(order) {
  const o = order;
  let subtotal = 0;
  for (const it of o.items) subtotal += lineTotal(it, o.customer.tier);
  const tax = o.region === 'eu' ? 0.2 : o.region === 'us' ? 0.07 : 0.1;
  return { id: o.id, region: o.region, subtotal, total: Math.round(subtotal * (1 + tax) * 100) / 100 };
}

// Toy fraud/risk model: a few rounds of a small logistic recurrence per line item.
function riskScore(order, rounds) {
  let x = (order.customer.since % 7) / 7 + 0.05;
  for (const it of order.items) {
    let y = ((x + it.qty / 10) % 0.9) + 0.05;
    for (let r = 0; r < rounds; r++) y = 3.7 * y * (1 - y) + (it.unit > 50 ? 1e-4 : 0);
    x = (x + y) / 2;
  }
  return x;
}

function checksum(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}

function renderReport(priced) {
  const byRegion = new Map();
  for (const p of priced) {
    const r = byRegion.get(p.region) || { n: 0, total: 0, lines: [] };
    r.n++; r.total += p.total; r.lines.push(`#${p.id} ${p.subtotal.toFixed(2)} -> ${p.total.toFixed(2)}`);
    byRegion.set(p.region, r);
  }
  let out = '';
  for (const [region, r] of byRegion) out += `${region}: ${r.n} orders, ${r.total.toFixed(2)}\n` + r.lines.join('\n') + '\n';
  return checksum(out);
}

function processBatch(rng, batchNo) {
  const orders = [];
  for (let i = 0; i < 400; i++) orders.push(makeOrder(rng, batchNo * 400 + i));
  let risk = 0;
  for (const o of orders) risk += riskScore(o, RISK_ROUNDS);
  const priced = orders.map(priceOrder);
  if (risk < 0) throw new Error('unreachable');
  return renderReport(priced);
}

function main() {
  const rng = makeRng(42);
  const deadline = Date.now() + Number(process.env.RUN_MS || 4000);
  let acc = 0, batches = 0;
  while (Date.now() < deadline) { acc ^= processBatch(rng, batches); batches++; }
  console.log(`batches=${batches} acc=${acc}`);
}

main();
