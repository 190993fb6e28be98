'use strict';
// Order-book simulator: allocation heavy (many short-lived objects, arrays and strings).
// Usage: node orders.js [rounds] [ordersPerRound] [seed]

const SYMBOLS = ['ACME', 'GLOBX', 'INIT', 'UMBR', 'TYRL', 'WAYN', 'STRK', 'OSCP', 'CYBD', 'MSSA'];

function makeRng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

function makeOrder(rng, id) {
  const side = rng() < 0.5 ? 'buy' : 'sell';
  return {
    id: 'ord-' + id.toString(36),
    symbol: SYMBOLS[(rng() * SYMBOLS.length) | 0],
    side,
    price: Math.round((50 + rng() * 100) * 100) / 100,
    qty: 1 + ((rng() * 500) | 0),
    tags: ['src:' + ((rng() * 4) | 0), side === 'buy' ? 'bid' : 'ask'],
  };
}

function generateOrders(rng, n, base) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(makeOrder(rng, base + i));
  return out;
}

function groupBySymbol(orders) {
  const books = new Map();
  for (const o of orders) {
    let b = books.get(o.symbol);
    if (!b) { b = { bids: [], asks: [] }; books.set(o.symbol, b); }
    (o.side === 'buy' ? b.bids : b.asks).push(o);
  }
  return books;
}

function matchBook(book) {
  const bids = book.bids.slice().sort((a, b) => b.price - a.price);
  const asks = book.asks.slice().sort((a, b) => a.price - b.price);
  const fills = [];
  let i = 0, j = 0;
  let bid = bids[0] && { ...bids[0] };
  let ask = asks[0] && { ...asks[0] };
  while (bid && ask && bid.price >= ask.price) {
    const qty = Math.min(bid.qty, ask.qty);
    fills.push({ buy: bid.id, sell: ask.id, qty, price: (bid.price + ask.price) / 2 });
    bid = { ...bid, qty: bid.qty - qty };
    ask = { ...ask, qty: ask.qty - qty };
    if (bid.qty === 0) bid = bids[++i] && { ...bids[i] };
    if (ask.qty === 0) ask = asks[++j] && { ...asks[j] };
  }
  return fills;
}

function formatFill(sym, f) {
  return `${sym} ${f.buy}->${f.sell} ${f.qty}@${f.price.toFixed(3)}`;
}

function settle(books) {
  const lines = [];
  for (const [sym, book] of books) {
    for (const f of matchBook(book)) lines.push(formatFill(sym, f));
  }
  return lines;
}

function digestLines(lines) {
  let h = 2166136261;
  for (const l of lines) {
    for (let k = 0; k < l.length; k++) { h ^= l.charCodeAt(k); h = Math.imul(h, 16777619); }
  }
  return h >>> 0;
}

function main() {
  const rounds = +(process.argv[2] || 60);
  const per = +(process.argv[3] || 20000);
  const rng = makeRng(+(process.argv[4] || 45));
  let acc = 0, fills = 0;
  for (let r = 0; r < rounds; r++) {
    const orders = generateOrders(rng, per, r * per);
    const lines = settle(groupBySymbol(orders));
    fills += lines.length;
    acc = (Math.imul(acc, 31) + digestLines(lines)) >>> 0;
  }
  console.log(`rounds=${rounds} orders=${per} fills=${fills} acc=${acc.toString(16)}`);
}

main();
