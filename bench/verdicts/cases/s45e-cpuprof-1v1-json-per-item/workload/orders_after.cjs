'use strict';
// Order pipeline: generates synthetic orders, expands line items, dedupes them
// through a cache keyed per item, aggregates totals per customer and prints a digest.
// The only difference between orders_before.cjs and orders_after.cjs is the
// CACHE-KEY line of buildLineIndex (see build.sh): before uses the item's
// id/revision, after calls JSON.stringify(item) for every item. Items sharing an
// id/revision are identical copies, so the result is the same.
const crypto = require('crypto');

function makeRng(seed) {
  let s = seed >>> 0;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
}

function generateOrders(n, seed) {
  const rnd = makeRng(seed);
  const catalog = [];
  for (let i = 0; i < 5000; i++) {
    catalog.push({ id: 'P' + i, rev: i % 7, sku: 'SKU-' + (i * 7919 % 100000),
      price: (i * 37) % 1000 + 99, tags: ['t' + (i % 13), 't' + (i % 5)],
      dims: { w: i % 30, h: i % 17, d: i % 11 } });
  }
  const orders = [];
  for (let o = 0; o < n; o++) {
    const items = [];
    const k = 3 + (rnd() % 6);
    for (let j = 0; j < k; j++) {
      const p = catalog[rnd() % catalog.length];
      items.push({ id: p.id, rev: p.rev, sku: p.sku, price: p.price, tags: p.tags.slice(),
        dims: { w: p.dims.w, h: p.dims.h, d: p.dims.d } });
    }
    orders.push({ orderId: o, customer: 'C' + (rnd() % 2000), items });
  }
  return orders;
}

function computeLine(item) {
  let weight = item.dims.w * item.dims.h * item.dims.d;
  let tax = 0;
  for (let i = 0; i < item.tags.length; i++) tax += item.tags[i].charCodeAt(1) % 3;
  return { unit: item.price + tax, shipping: Math.ceil(Math.sqrt(weight + 1)) };
}

function buildLineIndex(orders, cache) {
  let hits = 0;
  for (const order of orders) {
    for (const item of order.items) {
      const key = JSON.stringify(item); // CACHE-KEY
      let line = cache.get(key);
      if (line === undefined) { line = computeLine(item); cache.set(key, line); } else hits++;
      item.line = line;
    }
  }
  return hits;
}

function aggregateCustomers(orders) {
  const totals = new Map();
  for (const order of orders) {
    let sum = 0;
    for (const item of order.items) sum += item.line.unit + item.line.shipping;
    const t = totals.get(order.customer) || { orders: 0, amount: 0 };
    t.orders++; t.amount += sum;
    totals.set(order.customer, t);
  }
  return totals;
}

function digest(totals) {
  const keys = Array.from(totals.keys()).sort();
  const h = crypto.createHash('sha256');
  for (const k of keys) { const t = totals.get(k); h.update(k + ':' + t.orders + ':' + t.amount + '\n'); }
  return h.digest('hex').slice(0, 16);
}

function main() {
  const n = Number(process.argv[2] || 200000);
  const rounds = Number(process.argv[3] || 3);
  let out = '';
  let hits = 0;
  for (let r = 0; r < rounds; r++) {
    const orders = generateOrders(n, 12345 + r);
    const cache = new Map();
    hits += buildLineIndex(orders, cache);
    out += digest(aggregateCustomers(orders));
  }
  console.log(`n=${n} rounds=${rounds} hits=${hits} digest=${out.slice(0, 32)}`);
}

main();
