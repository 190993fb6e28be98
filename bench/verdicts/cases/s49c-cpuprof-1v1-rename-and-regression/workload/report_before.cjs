'use strict';
// Sales report generator: builds orders, normalises them, computes per-region
// totals, formats a text table and hashes it.
// build.sh produces report_before.cjs / report_after.cjs from this template:
//  - the row formatter's name (before: formatRow, after: renderRow; same body)
//  - TAX_PASSES: passes in applyTax's rate refinement (before 5, after 7 -> ~40% slower)
const TAX_PASSES = 5;
const crypto = require('crypto');

function makeRng(seed) {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; };
}

const REGIONS = ['north', 'south', 'east', 'west', 'central', 'overseas'];
const PRODUCTS = ['widget', 'gadget', 'sprocket', 'flange', 'gizmo', 'doohickey', 'bracket'];

function makeOrders(n, rng) {
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    out[i] = {
      id: 'ORD-' + (100000 + i),
      region: REGIONS[Math.floor(rng() * REGIONS.length)],
      product: PRODUCTS[Math.floor(rng() * PRODUCTS.length)],
      qty: 1 + Math.floor(rng() * 20),
      price: Math.round(rng() * 50000) / 100,
      date: '2026-' + String(1 + Math.floor(rng() * 12)).padStart(2, '0') + '-' + String(1 + Math.floor(rng() * 28)).padStart(2, '0'),
    };
  }
  return out;
}

function normaliseOrder(o) {
  return {
    id: o.id.toLowerCase(),
    region: o.region.toUpperCase(),
    product: o.product.charAt(0).toUpperCase() + o.product.slice(1),
    qty: o.qty,
    amount: o.qty * o.price,
    month: o.date.slice(0, 7),
  };
}

function applyTax(orders) {
  // Per-order tax with iterative rate refinement (bracket smoothing). The result
  // is rounded to cents and extra passes do not change it.
  const taxes = new Float64Array(orders.length);
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    let rate = 0.05 + o.region.length * 0.01;
    let tax = 0;
    for (let pass = 0; pass < TAX_PASSES; pass++) {
      let acc = 0;
      for (let k = 1; k <= 40; k++) {
        acc += Math.sqrt(o.amount * rate + k) / (k * k + 1);
      }
      if (acc < 0) rate = 0; // guard: smoothing never yields a negative rate
      tax = Math.round(o.amount * rate * 100) / 100;
    }
    taxes[i] = tax;
  }
  return taxes;
}

function summarise(orders, taxes) {
  const byRegion = new Map();
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    let r = byRegion.get(o.region);
    if (!r) { r = { region: o.region, orders: 0, qty: 0, amount: 0, tax: 0 }; byRegion.set(o.region, r); }
    r.orders++;
    r.qty += o.qty;
    r.amount += o.amount;
    r.tax += taxes[i];
  }
  return [...byRegion.values()].sort((a, b) => a.region.localeCompare(b.region));
}

function pad(s, w) {
  s = String(s);
  return s.length >= w ? s : s + ' '.repeat(w - s.length);
}

function formatRow(o) {
  const cells = [o.id, o.region, o.product, String(o.qty), o.amount.toFixed(2), o.month];
  const widths = [12, 10, 12, 4, 12, 8];
  let line = '|';
  for (let i = 0; i < cells.length; i++) line += ' ' + pad(cells[i], widths[i]) + ' |';
  return line.replace(/\s+\|$/, ' |');
}

function renderTable(orders) {
  const lines = [];
  for (const o of orders) lines.push(formatRow(o));
  return lines.join('\n');
}

function buildReport(orders) {
  const norm = orders.map(normaliseOrder);
  const taxes = applyTax(norm);
  const totals = summarise(norm, taxes);
  const table = renderTable(norm);
  const head = totals.map(t => `${t.region}: ${t.orders} orders, ${t.qty} units, ${t.amount.toFixed(2)} + tax ${t.tax.toFixed(2)}`).join('\n');
  return head + '\n' + table;
}

function main() {
  const n = Number(process.argv[2] || 40000);
  const rounds = Number(process.argv[3] || 12);
  const orders = makeOrders(n, makeRng(49));
  let digest = '';
  for (let r = 0; r < rounds; r++) {
    const report = buildReport(orders);
    digest = crypto.createHash('sha1').update(report).digest('hex');
  }
  console.log(`orders=${n} rounds=${rounds} digest=${digest}`);
}

main();
