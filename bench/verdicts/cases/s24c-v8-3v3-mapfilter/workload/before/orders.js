'use strict';
// orders.js: synthetic e-commerce batch report. Per batch: generateOrders builds
// order objects, summarizeOrders computes paid revenue / refund totals / counts,
// groupByRegion aggregates per region and category, topCustomers ranks customers,
// formatReport renders and hashes a text report.

const REGIONS = ['eu-west', 'eu-north', 'us-east', 'us-west', 'ap-south', 'ap-east'];
const CATEGORIES = ['books', 'garden', 'toys', 'kitchen', 'audio', 'tools', 'sport', 'office'];
const STATUSES = ['paid', 'paid', 'paid', 'paid', 'pending', 'refunded', 'cancelled'];

let seed = 0x2545F491;
function rand() {
  seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5;
  return (seed >>> 0) / 4294967296;
}

function generateOrders(n) {
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    const lines = 1 + Math.floor(rand() * 4);
    const items = [];
    for (let k = 0; k < lines; k++) {
      items.push({ sku: 'S' + Math.floor(rand() * 5000), qty: 1 + Math.floor(rand() * 5), price: Math.round(rand() * 20000) / 100 });
    }
    out[i] = {
      id: i,
      customer: 'c' + Math.floor(rand() * 20000),
      region: REGIONS[Math.floor(rand() * REGIONS.length)],
      category: CATEGORIES[Math.floor(rand() * CATEGORIES.length)],
      status: STATUSES[Math.floor(rand() * STATUSES.length)],
      discount: rand() < 0.3 ? 0.1 : 0,
      items,
    };
  }
  return out;
}

function summarizeOrders(orders) {
  let revenue = 0, refunds = 0, paidCount = 0, units = 0, bigOrders = 0;
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    let total = 0;
    for (let k = 0; k < o.items.length; k++) {
      const it = o.items[k];
      total += it.qty * it.price;
      units += it.qty;
    }
    total *= 1 - o.discount;
    if (o.status === 'paid') {
      revenue += total;
      paidCount++;
      if (total > 300) bigOrders++;
    } else if (o.status === 'refunded') {
      refunds += total;
    }
  }
  return { revenue, refunds, paidCount, units, bigOrders };
}

function groupByRegion(orders) {
  const m = new Map();
  for (const o of orders) {
    const key = o.region + '/' + o.category;
    let g = m.get(key);
    if (!g) { g = { n: 0, units: 0 }; m.set(key, g); }
    g.n++;
    for (const it of o.items) g.units += it.qty;
  }
  return m;
}

function topCustomers(orders, k) {
  const spend = new Map();
  for (const o of orders) {
    if (o.status !== 'paid') continue;
    let t = 0;
    for (const it of o.items) t += it.qty * it.price;
    spend.set(o.customer, (spend.get(o.customer) || 0) + t);
  }
  return [...spend.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, k);
}

function formatReport(sum, groups, top) {
  const parts = [`revenue=${sum.revenue.toFixed(2)} refunds=${sum.refunds.toFixed(2)} paid=${sum.paidCount} units=${sum.units} big=${sum.bigOrders}`];
  for (const [k, g] of [...groups.entries()].sort()) parts.push(`${k} ${g.n} ${g.units}`);
  for (const [c, t] of top) parts.push(`${c} ${t.toFixed(2)}`);
  const text = parts.join('\n');
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function main() {
  const batches = Number(process.argv[2] || 20);
  let check = 0, rev = 0;
  for (let b = 0; b < batches; b++) {
    const orders = generateOrders(50000);
    let sum;
    for (let pass = 0; pass < 20; pass++) sum = summarizeOrders(orders);   // one summary per dashboard view
    const groups = groupByRegion(orders);
    const top = topCustomers(orders, 20);
    check = (check ^ formatReport(sum, groups, top)) >>> 0;
    rev += sum.revenue;
  }
  console.log('revenue', rev.toFixed(2), 'check', check.toString(16));
}

main();
