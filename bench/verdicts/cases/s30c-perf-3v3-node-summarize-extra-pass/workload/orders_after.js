'use strict';
// Order-book analytics: every tick, summarize the open orders, score them against
// a set of weights, and bucket them into price levels.

const N_ORDERS = 20000;
const TICKS = 3500;

let seed = 12345;
function rand() { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; }

function makeOrders(n) {
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    out[i] = { id: i, price: 100 + rand() * 10, qty: 1 + Math.floor(rand() * 50), side: rand() < 0.5 ? 1 : -1, age: 0 };
  }
  return out;
}

function summarize(orders) {
  let n = 0, notional = 0, qty = 0, sumSq = 0;
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    n++;
    qty += o.qty;
    notional += o.price * o.qty;
    sumSq += o.price * o.price;
  }
  const vwap = notional / qty;
  const mean = notional / qty;
  // Second pass: quantity-weighted mean absolute deviation from the VWAP.
  let absDev = 0;
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    absDev += Math.abs(o.price - vwap) * o.qty;
  }
  return { n, qty, vwap, variance: sumSq / n - mean * mean, mad: absDev / qty };
}

function scoreOrders(orders, w, summary) {
  let best = -Infinity, bestId = -1;
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    const d = (o.price - summary.vwap) / summary.vwap;
    const decay = 1 / (1 + o.age * 0.02);
    let s = w[0] * d * o.side + w[1] * (o.qty / (o.qty + 10)) + w[2] * decay;
    s += w[3] * d * d * (o.side > 0 ? 1 : -0.5);
    if (s > best) { best = s; bestId = o.id; }
  }
  return bestId;
}

function priceLevels(orders) {
  const levels = new Map();
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    const key = Math.round(o.price * 10);
    levels.set(key, (levels.get(key) || 0) + o.qty * o.side);
  }
  return levels.size;
}

function tick(orders, t) {
  for (let i = t % 7; i < orders.length; i += 7) {
    const o = orders[i];
    o.age++;
    o.price += (rand() - 0.5) * 0.01;
  }
}

function main() {
  const orders = makeOrders(N_ORDERS);
  const w = [0.5, 0.2, 0.2, 0.1];
  let check = 0;
  for (let t = 0; t < TICKS; t++) {
    tick(orders, t);
    const s = summarize(orders);
    check += scoreOrders(orders, w, s);
    if (t % 5 === 0) check += priceLevels(orders);  // levels are refreshed every 5th tick
    check += s.variance > 0 ? 1 : 0;
  }
  console.log('check', check);
}

main();
