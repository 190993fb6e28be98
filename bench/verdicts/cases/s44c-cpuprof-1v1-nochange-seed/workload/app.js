'use strict';
// app.js: order-book matching simulation. Generates random limit orders from a seeded
// PRNG, matches them against a price-level book, keeps per-trader positions and
// renders an end-of-day summary. Usage: node app.js ORDERS SEED
const ORDERS = parseInt(process.argv[2] || '400000', 10);
const SEED = parseInt(process.argv[3] || '1', 10);

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeOrder(rand, id) {
  const side = rand() < 0.5 ? 'buy' : 'sell';
  const mid = 10000 + Math.floor(Math.sin(id / 5000) * 200);
  const price = mid + Math.floor((rand() - (side === 'buy' ? 0.55 : 0.45)) * 60);
  return { id, trader: 'T' + Math.floor(rand() * 500), side, price, qty: 1 + Math.floor(rand() * 100) };
}

class Book {
  constructor() { this.bids = new Map(); this.asks = new Map(); this.bestBid = -Infinity; this.bestAsk = Infinity; }
  levels(side) { return side === 'buy' ? this.bids : this.asks; }
  add(order) {
    const lv = this.levels(order.side);
    let q = lv.get(order.price);
    if (!q) { q = []; lv.set(order.price, q); }
    q.push(order);
    if (order.side === 'buy' && order.price > this.bestBid) this.bestBid = order.price;
    if (order.side === 'sell' && order.price < this.bestAsk) this.bestAsk = order.price;
  }
  refreshBest(side) {
    const lv = this.levels(side);
    let best = side === 'buy' ? -Infinity : Infinity;
    for (const [p, q] of lv) {
      if (q.length === 0) continue;
      if (side === 'buy' ? p > best : p < best) best = p;
    }
    if (side === 'buy') this.bestBid = best; else this.bestAsk = best;
  }
}

function matchOrder(book, order, fills) {
  const opp = order.side === 'buy' ? 'sell' : 'buy';
  while (order.qty > 0) {
    const best = opp === 'sell' ? book.bestAsk : book.bestBid;
    if (!isFinite(best)) break;
    if (order.side === 'buy' ? best > order.price : best < order.price) break;
    const q = book.levels(opp).get(best);
    const resting = q[0];
    const n = Math.min(order.qty, resting.qty);
    fills.push({ buyer: order.side === 'buy' ? order.trader : resting.trader,
                 seller: order.side === 'sell' ? order.trader : resting.trader, price: best, qty: n });
    order.qty -= n; resting.qty -= n;
    if (resting.qty === 0) {
      q.shift();
      if (q.length === 0) { book.levels(opp).delete(best); book.refreshBest(opp); }
    }
  }
  if (order.qty > 0) book.add(order);
}

function settle(fills, positions) {
  for (const f of fills) {
    const b = positions.get(f.buyer) || { qty: 0, cash: 0, trades: 0 };
    const s = positions.get(f.seller) || { qty: 0, cash: 0, trades: 0 };
    b.qty += f.qty; b.cash -= f.qty * f.price; b.trades++;
    s.qty -= f.qty; s.cash += f.qty * f.price; s.trades++;
    positions.set(f.buyer, b); positions.set(f.seller, s);
  }
}

function renderSummary(positions) {
  const rows = [];
  for (const [t, p] of positions) rows.push(`${t}\t${p.qty}\t${(p.cash / 100).toFixed(2)}\t${p.trades}`);
  rows.sort();
  let h = 0;
  for (const r of rows) for (let i = 0; i < r.length; i++) h = (Math.imul(h, 31) + r.charCodeAt(i)) | 0;
  return { traders: rows.length, hash: (h >>> 0).toString(16) };
}

function main() {
  const rand = mulberry32(SEED);
  const book = new Book();
  const positions = new Map();
  let fillCount = 0;
  for (let start = 0; start < ORDERS; start += 1000) {
    const fills = [];
    for (let id = start; id < start + 1000; id++) matchOrder(book, makeOrder(rand, id), fills);
    settle(fills, positions);
    fillCount += fills.length;
  }
  const s = renderSummary(positions);
  console.log(`orders=${ORDERS} seed=${SEED} fills=${fillCount} traders=${s.traders} hash=${s.hash}`);
}

main();
