'use strict';
// orderbatch: synthetic order-processing job. Each batch generates orders,
// round-trips them through JSON, scores them, groups them by region and
// formats a small report.

const REGIONS = ['eu-west', 'eu-north', 'us-east', 'us-west', 'ap-south', 'ap-east'];
const RISK_ROUNDS = 160;
const SKUS = Array.from({ length: 400 }, (_, i) => 'SKU-' + (10000 + i * 7));

let seed = 12345;
function rand() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
}

function generateOrders(n) {
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    const items = [];
    const k = 1 + Math.floor(rand() * 6);
    for (let j = 0; j < k; j++) {
      items.push({ sku: SKUS[Math.floor(rand() * SKUS.length)], qty: 1 + Math.floor(rand() * 5), price: Math.round(rand() * 10000) / 100 });
    }
    out[i] = { id: 'o' + i + '-' + Math.floor(rand() * 1e6), region: REGIONS[Math.floor(rand() * REGIONS.length)], items, coupon: rand() < 0.2 ? 'SAVE10' : null };
  }
  return out;
}

function roundTrip(orders) {
  const text = JSON.stringify(orders);
  return JSON.parse(text);
}

function scoreOrder(order) {
  let total = 0;
  let weight = 0;
  for (const it of order.items) {
    total += it.qty * it.price;
    weight += it.qty * (1 + (it.sku.charCodeAt(it.sku.length - 1) % 7));
  }
  if (order.coupon === 'SAVE10') total *= 0.9;
  let risk = 0;
  for (let r = 0; r < RISK_ROUNDS; r++) {
    risk = (risk * 31 + Math.floor(total * 100) + weight * r) % 1000003;
  }
  return { total, weight, risk };
}

function groupByRegion(orders, scores) {
  const groups = new Map();
  for (let i = 0; i < orders.length; i++) {
    const g = groups.get(orders[i].region);
    if (g) { g.n++; g.total += scores[i].total; g.risk += scores[i].risk; }
    else groups.set(orders[i].region, { n: 1, total: scores[i].total, risk: scores[i].risk });
  }
  return groups;
}

function formatReport(groups) {
  const lines = [];
  for (const [region, g] of groups) {
    lines.push(region.padEnd(10) + String(g.n).padStart(6) + g.total.toFixed(2).padStart(14) + (g.risk / g.n).toFixed(1).padStart(10));
  }
  lines.sort();
  return lines.join('\n');
}

function runBatch() {
  const orders = roundTrip(generateOrders(3000));
  const scores = orders.map(scoreOrder);
  const groups = groupByRegion(orders, scores);
  return formatReport(groups);
}

function main() {
  const seconds = Number(process.argv[2] || 8);
  const deadline = Date.now() + seconds * 1000;
  let batches = 0;
  let last = '';
  while (Date.now() < deadline) {
    last = runBatch();
    batches++;
  }
  console.log('batches=' + batches + '\n' + last.split('\n')[0]);
}

main();
