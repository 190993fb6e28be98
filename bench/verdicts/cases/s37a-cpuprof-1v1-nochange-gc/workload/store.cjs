'use strict';
// An allocation-heavy in-memory "order book" simulation. Each round creates a
// batch of order objects, indexes them in Maps, aggregates per customer and
// per product, expires old orders and serialises a small report. Most objects
// die young, so V8's scavenger runs constantly.
// Usage: node store.cjs <seed> <rounds>

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seed = Number(process.argv[2] || 1);
const rounds = Number(process.argv[3] || 400);
const rand = mulberry32(seed);

const CUSTOMERS = 5000;
const PRODUCTS = 800;

function makeOrder(id, now) {
  const lines = [];
  const n = 1 + Math.floor(rand() * 6);
  for (let i = 0; i < n; i++) {
    lines.push({ sku: 'p' + Math.floor(rand() * PRODUCTS), qty: 1 + Math.floor(rand() * 4), price: Math.round(rand() * 10000) / 100 });
  }
  return { id, customer: 'c' + Math.floor(rand() * CUSTOMERS), created: now, lines, tags: rand() < 0.2 ? ['promo'] : [] };
}

function makeBatch(round, size) {
  const out = new Array(size);
  for (let i = 0; i < size; i++) out[i] = makeOrder(round * size + i, round);
  return out;
}

function indexOrders(byCustomer, byId, batch) {
  for (const o of batch) {
    byId.set(o.id, o);
    let list = byCustomer.get(o.customer);
    if (!list) { list = []; byCustomer.set(o.customer, list); }
    list.push(o.id);
  }
}

function orderTotal(o) {
  let t = 0;
  for (const l of o.lines) t += l.qty * l.price;
  return o.tags.length ? t * 0.9 : t;
}

function aggregate(batch) {
  const perProduct = new Map();
  const perCustomer = {};
  for (const o of batch) {
    const total = orderTotal(o);
    perCustomer[o.customer] = (perCustomer[o.customer] || 0) + total;
    for (const l of o.lines) {
      const e = perProduct.get(l.sku) || { qty: 0, revenue: 0 };
      e.qty += l.qty;
      e.revenue += l.qty * l.price;
      perProduct.set(l.sku, e);
    }
  }
  return { perProduct, perCustomer };
}

function expire(byCustomer, byId, round, keep) {
  let removed = 0;
  for (const [id, o] of byId) {
    if (o.created >= round - keep) break; // Map iterates in insertion order
    byId.delete(id);
    const list = byCustomer.get(o.customer);
    const k = list.indexOf(id);
    if (k >= 0) list.splice(k, 1);
    if (list.length === 0) byCustomer.delete(o.customer);
    removed++;
  }
  return removed;
}

function report(agg) {
  const top = [...agg.perProduct.entries()]
    .map(([sku, e]) => ({ sku, qty: e.qty, revenue: Math.round(e.revenue) }))
    .sort((a, b) => b.revenue - a.revenue)
    .slice(0, 20);
  return JSON.stringify({ top, customers: Object.keys(agg.perCustomer).length });
}

function main() {
  const byCustomer = new Map();
  const byId = new Map();
  let bytes = 0, removed = 0;
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) {
    const batch = makeBatch(r, 4000);
    indexOrders(byCustomer, byId, batch);
    const agg = aggregate(batch);
    removed += expire(byCustomer, byId, r, 5);
    bytes += report(agg).length;
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  console.error(`seed=${seed} rounds=${rounds} live=${byId.size} removed=${removed} reportBytes=${bytes} ms=${ms.toFixed(0)}`);
}

main();
