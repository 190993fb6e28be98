'use strict';
// Toy order-book pipeline: generate orders from a seeded PRNG, then parse, aggregate, rank, render.
const SEED = Number(process.argv[2] || 1);
const N = Number(process.argv[3] || 60000);
const ROUNDS = Number(process.argv[4] || 12);

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generateOrders(rand, n) {
  const syms = ['AAPL', 'MSFT', 'GOOG', 'AMZN', 'TSLA', 'NVDA', 'META', 'ORCL', 'IBM', 'INTC'];
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const sym = syms[Math.floor(rand() * syms.length)];
    const qty = 1 + Math.floor(rand() * 500);
    const px = (50 + rand() * 450).toFixed(2);
    const side = rand() < 0.5 ? 'B' : 'S';
    lines[i] = `${i},${sym},${side},${qty},${px}`;
  }
  return lines;
}

function parseOrder(line) {
  const f = line.split(',');
  return { id: +f[0], sym: f[1], side: f[2], qty: +f[3], px: parseFloat(f[4]) };
}

function aggregate(orders) {
  const book = new Map();
  for (const o of orders) {
    let e = book.get(o.sym);
    if (!e) { e = { sym: o.sym, buy: 0, sell: 0, notional: 0, n: 0 }; book.set(o.sym, e); }
    if (o.side === 'B') e.buy += o.qty; else e.sell += o.qty;
    e.notional += o.qty * o.px;
    e.n++;
  }
  return [...book.values()];
}

function checksum(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}

function rankOrders(orders) {
  return orders.slice().sort((a, b) => b.qty * b.px - a.qty * a.px || a.id - b.id).slice(0, 2000);
}

function render(top, agg) {
  const rows = top.map(o => `${o.id}|${o.sym}|${o.side}|${o.qty}|${o.px.toFixed(2)}`);
  rows.push(JSON.stringify(agg));
  return rows.join('\n');
}

function main() {
  const rand = mulberry32(SEED);
  let acc = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const lines = generateOrders(rand, N);
    const orders = lines.map(parseOrder);
    const agg = aggregate(orders);
    const top = rankOrders(orders);
    acc = (acc + checksum(render(top, agg))) >>> 0;
  }
  console.log(`seed=${SEED} acc=${acc}`);
}
main();
