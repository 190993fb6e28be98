'use strict';
// Order-processing workload for the parse-in-two-callers case.
// Usage: node orders.js {before|after} [rounds]
// Two unrelated entry paths:
//   ingestBatch()  -> normalizeOrder(order)   (per order)
//   buildReport()  -> summarizeCustomer(cust) (per customer)
// In "after", normalizeOrder and summarizeCustomer each start by deep-cloning
// their input with JSON.parse(JSON.stringify(x)).  Nothing else changes; the
// same orders/customers are processed the same number of times.
const VARIANT = process.argv[2] || 'before';
const ROUNDS = parseInt(process.argv[3] || '40', 10);
const CLONE = VARIANT === 'after';

function makeRng(seed) {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; };
}

function makeData(nOrders, nCustomers) {
  const rnd = makeRng(7);
  const skus = ['A100', 'B220', 'C310', 'D404', 'E550', 'F660', 'G777'];
  const orders = [];
  for (let i = 0; i < nOrders; i++) {
    const lines = [];
    const n = 2 + Math.floor(rnd() * 5);
    for (let j = 0; j < n; j++) {
      lines.push({ sku: skus[Math.floor(rnd() * skus.length)], qty: 1 + Math.floor(rnd() * 9), price: Math.round(rnd() * 10000) / 100 });
    }
    orders.push({ id: i, customer: 'c' + Math.floor(rnd() * nCustomers), currency: 'EUR', lines, meta: { channel: rnd() < 0.5 ? 'web' : 'store', priority: Math.floor(rnd() * 3) } });
  }
  const customers = [];
  for (let c = 0; c < nCustomers; c++) {
    const history = [];
    for (let k = 0; k < 12; k++) history.push({ month: k, spend: Math.round(rnd() * 50000) / 100, visits: Math.floor(rnd() * 20) });
    customers.push({ id: 'c' + c, name: 'Customer ' + c, tier: Math.floor(rnd() * 4), history });
  }
  return { orders, customers };
}

function normalizeOrder(order) {
  const o = CLONE ? JSON.parse(JSON.stringify(order)) : order;
  let total = 0;
  for (const l of o.lines) {
    const sku = l.sku.toLowerCase();
    total += l.qty * l.price * (sku.charCodeAt(0) % 3 === 0 ? 0.95 : 1);
  }
  return { id: o.id, customer: o.customer, total: Math.round(total * 100) / 100, prio: o.meta.priority };
}

function checksumOrder(n) {
  let h = 2166136261;
  const s = n.customer + ':' + n.total.toFixed(2);
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
  for (let r = 0; r < 300; r++) { h ^= h >>> 13; h = Math.imul(h, 0x5bd1e995); }
  return h >>> 0;
}

function ingestBatch(orders) {
  let acc = 0;
  const out = [];
  for (const order of orders) {
    const n = normalizeOrder(order);
    acc = (acc + checksumOrder(n)) >>> 0;
    out.push(n);
  }
  return { acc, out };
}

function summarizeCustomer(cust) {
  const c = CLONE ? JSON.parse(JSON.stringify(cust)) : cust;
  let spend = 0, visits = 0, best = 0;
  for (const h of c.history) {
    spend += h.spend; visits += h.visits;
    if (h.spend > best) best = h.spend;
  }
  let trend = 0;
  for (let r = 0; r < 60; r++) {
    for (let k = 1; k < c.history.length; k++) trend += Math.sqrt(Math.abs(c.history[k].spend - c.history[k - 1].spend) + r);
  }
  return { id: c.id, spend, visits, best, score: spend / (1 + visits) + c.tier * 10 + trend * 1e-9 };
}

function rankCustomers(summaries) {
  const copy = summaries.slice();
  copy.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  return copy.slice(0, 10).map((s) => s.id);
}

function buildReport(customers) {
  const sums = [];
  for (const c of customers) sums.push(summarizeCustomer(c));
  return rankCustomers(sums);
}

function main() {
  const { orders, customers } = makeData(20000, 5000);
  let acc = 0, top = [];
  for (let r = 0; r < ROUNDS; r++) {
    acc = (acc + ingestBatch(orders).acc) >>> 0;
    top = buildReport(customers);
  }
  console.log(`variant=${VARIANT} rounds=${ROUNDS} orders=${orders.length} customers=${customers.length} acc=${acc} top=${top.slice(0, 3).join(',')}`);
}

main();
