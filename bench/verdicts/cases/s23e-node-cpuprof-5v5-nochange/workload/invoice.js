// invoice.js: generate customer orders, price them with a rules table, render invoices
// to a small template language, and summarise revenue per customer.
'use strict';

function rng(seed) {
  let s = seed >>> 0;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
}

const PRODUCTS = Array.from({ length: 400 }, (_, i) => ({ sku: 'P' + String(i).padStart(5, '0'), name: 'Product ' + i, price: 1 + (i * 37 % 500) / 3 }));
const RULES = [
  { when: (l) => l.qty >= 10, pct: 0.05, label: 'bulk' },
  { when: (l) => l.sku.endsWith('7'), pct: 0.1, label: 'promo-7' },
  { when: (l) => l.price > 120, pct: 0.02, label: 'premium' },
];

function makeOrders(rand, n) {
  const orders = [];
  for (let i = 0; i < n; i++) {
    const lines = [];
    const k = 1 + Math.floor(rand() * 8);
    for (let j = 0; j < k; j++) {
      const p = PRODUCTS[Math.floor(rand() * PRODUCTS.length)];
      lines.push({ sku: p.sku, name: p.name, price: p.price, qty: 1 + Math.floor(rand() * 14) });
    }
    orders.push({ id: 'O' + i, customer: 'C' + Math.floor(rand() * 300), lines });
  }
  return orders;
}

function priceOrder(order) {
  let total = 0;
  const applied = [];
  for (const l of order.lines) {
    let net = l.qty * l.price;
    for (const r of RULES) {
      if (r.when(l)) { net *= 1 - r.pct; applied.push(r.label); }
    }
    l.net = Math.round(net * 100) / 100;
    total += l.net;
  }
  order.total = Math.round(total * 1.2 * 100) / 100;
  order.discounts = applied;
  return order;
}

const TEMPLATE = 'Invoice {{id}} for {{customer}}\n{{#lines}}  {{sku}} {{name}} x{{qty}} = {{net}}\n{{/lines}}Total incl. VAT: {{total}}\n';

function renderTemplate(tpl, ctx) {
  return tpl.replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, (_, key, inner) =>
    ctx[key].map((item) => renderTemplate(inner, item)).join('')
  ).replace(/\{\{(\w+)\}\}/g, (_, key) => String(ctx[key]));
}

function checksum(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}

function summarise(orders) {
  const byCustomer = new Map();
  for (const o of orders) byCustomer.set(o.customer, (byCustomer.get(o.customer) || 0) + o.total);
  return [...byCustomer.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
}

function main() {
  const batches = Number(process.argv[2] || 8);
  const rand = rng(12345);
  let digest = 0;
  let top;
  for (let b = 0; b < batches; b++) {
    const orders = makeOrders(rand, 6000).map(priceOrder);
    const snapshot = JSON.parse(JSON.stringify(orders));
    for (const o of snapshot) digest = (digest + checksum(renderTemplate(TEMPLATE, o))) >>> 0;
    top = summarise(snapshot);
  }
  console.log('batches', batches, 'digest', digest, 'top', top[0][0]);
}

main();
