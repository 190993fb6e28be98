// Inventory report generator: builds batches of random order records,
// serialises/deserialises them (as if over the wire), aggregates per-SKU
// totals, sorts the SKUs and renders a small text report.
// The SAME file is run on both sides of this case; only the seed differs.
'use strict';

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WAREHOUSES = ['ams', 'fra', 'lhr', 'iad', 'sfo', 'nrt', 'syd', 'gru'];

function makeOrders(rand, n) {
  const orders = [];
  for (let i = 0; i < n; i++) {
    const lines = [];
    const nl = 1 + Math.floor(rand() * 6);
    for (let j = 0; j < nl; j++) {
      lines.push({ sku: 'SKU-' + Math.floor(rand() * 5000), qty: 1 + Math.floor(rand() * 9), price: Math.round(rand() * 10000) / 100 });
    }
    orders.push({ id: i, warehouse: WAREHOUSES[Math.floor(rand() * WAREHOUSES.length)], lines });
  }
  return orders;
}

function roundTrip(orders) {
  return JSON.parse(JSON.stringify(orders));
}

function aggregate(orders, totals) {
  for (const o of orders) {
    for (const l of o.lines) {
      let t = totals.get(l.sku);
      if (t === undefined) { t = { qty: 0, revenue: 0, warehouses: new Set() }; totals.set(l.sku, t); }
      t.qty += l.qty;
      t.revenue += l.qty * l.price;
      t.warehouses.add(o.warehouse);
    }
  }
}

function rankSkus(totals) {
  return [...totals.entries()].sort((a, b) => b[1].revenue - a[1].revenue || (a[0] < b[0] ? -1 : 1));
}

function renderReport(ranked, top) {
  const rows = [];
  for (const [sku, t] of ranked.slice(0, top)) {
    rows.push(`${sku.padEnd(10)} ${String(t.qty).padStart(7)} ${t.revenue.toFixed(2).padStart(12)} ${[...t.warehouses].sort().join(',')}`);
  }
  return rows.join('\n');
}

function main() {
  const batches = Number(process.argv[2] || 60);
  const seed = Number(process.argv[3] || 1);
  const rand = mulberry32(seed);
  const totals = new Map();
  let report = '';
  for (let b = 0; b < batches; b++) {
    const orders = roundTrip(makeOrders(rand, 4000));
    aggregate(orders, totals);
    if (b % 10 === 9) report = renderReport(rankSkus(totals), 50);
  }
  console.log(`batches=${batches} skus=${totals.size} report_lines=${report.split('\n').length}`);
}

main();
