'use strict';
// Order-book style simulation: a fixed number of batches of events are applied to a state object.
const BATCHES = Number(process.argv[2] || 4000);

function makeRng(seed) {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; };
}

function makeState() {
  const config = { fees: {}, limits: [], symbols: [] };
  for (let i = 0; i < 40; i++) {
    const sym = 'SYM' + i;
    config.symbols.push(sym);
    config.fees[sym] = { maker: 0.001 * (i % 5), taker: 0.002 * (i % 7) };
    config.limits.push({ sym, maxQty: 1000 + i * 10, maxNotional: 1e6 + i });
  }
  return { config, books: new Map(), fills: 0, volume: 0 };
}

function makeEvents(rng, n, symbols) {
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push({ sym: symbols[(rng() * symbols.length) | 0], side: rng() < 0.5 ? 'buy' : 'sell',
               px: 100 + Math.round(rng() * 1000) / 100, qty: 1 + ((rng() * 50) | 0) });
  }
  return out;
}

function matchOrder(book, ev) {
  const opp = ev.side === 'buy' ? book.asks : book.bids;
  let qty = ev.qty, filled = 0;
  while (qty > 0 && opp.length) {
    const top = opp[opp.length - 1];
    if (ev.side === 'buy' ? top.px > ev.px : top.px < ev.px) break;
    const q = Math.min(qty, top.qty);
    qty -= q; top.qty -= q; filled += q;
    if (top.qty === 0) opp.pop();
  }
  if (qty > 0) {
    const own = ev.side === 'buy' ? book.bids : book.asks;
    own.push({ px: ev.px, qty });
    own.sort(ev.side === 'buy' ? (a, b) => a.px - b.px : (a, b) => b.px - a.px);
    if (own.length > 64) own.shift();
  }
  return filled;
}

function beginBatch(state) {
  return state.config;
}

function applyBatch(state, events) {
  const cfg = beginBatch(state);
  let fees = 0;
  for (const ev of events) {
    let book = state.books.get(ev.sym);
    if (!book) { book = { bids: [], asks: [] }; state.books.set(ev.sym, book); }
    const lim = cfg.limits[cfg.symbols.indexOf(ev.sym)];
    if (ev.qty > lim.maxQty) continue;
    const f = matchOrder(book, ev);
    state.fills += f;
    state.volume += f * ev.px;
    fees += f * ev.px * cfg.fees[ev.sym].taker;
  }
  return fees;
}

function summarize(state) {
  let depth = 0;
  for (const b of state.books.values()) depth += b.bids.length + b.asks.length;
  return depth;
}

function main() {
  const rng = makeRng(12345);
  const state = makeState();
  let fees = 0, depth = 0;
  for (let i = 0; i < BATCHES; i++) {
    const events = makeEvents(rng, 200, state.config.symbols);
    fees += applyBatch(state, events);
    if (i % 50 === 0) depth += summarize(state);
  }
  console.log('fills', state.fills, 'volume', state.volume.toFixed(2), 'fees', fees.toFixed(2), 'depth', depth);
}

main();
