'use strict';
// Inventory simulation: the same amount and kind of work for any seed.
// Usage: node inventory.js <seed> <rounds>
// Each round: generate N orders (seeded PRNG), apply them to stock (applyOrders),
// price the resulting stock (priceStock), and summarise with a fixed-size report (buildReport).
const seed = parseInt(process.argv[2] || '1', 10);
const rounds = parseInt(process.argv[3] || '100', 10);

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const N_ITEMS = 5000, N_ORDERS = 20000;

function makeOrders(rand) {
  const orders = new Array(N_ORDERS);
  for (let i = 0; i < N_ORDERS; i++) {
    orders[i] = { item: (rand() * N_ITEMS) | 0, qty: 1 + ((rand() * 9) | 0), sell: rand() < 0.5 };
  }
  return orders;
}

function applyOrders(stock, orders) {
  for (let k = 0; k < 4; k++) {
    for (const o of orders) {
      const s = stock[o.item];
      if (o.sell) { s.qty = s.qty >= o.qty ? s.qty - o.qty : 0; s.sold += o.qty; }
      else { s.qty += o.qty; s.bought += o.qty; }
    }
  }
}

function priceStock(stock) {
  let total = 0;
  for (let k = 0; k < 6; k++) {
    for (let i = 0; i < stock.length; i++) {
      const s = stock[i];
      let p = s.base;
      for (let j = 0; j < 8; j++) p = p * 1.0001 + (s.sold - s.bought) * 1e-6;
      total += p * s.qty;
    }
  }
  return total;
}

function buildReport(stock) {
  const parts = [];
  for (let i = 0; i < stock.length; i += 10) {
    const s = stock[i];
    parts.push(`${i}:${s.qty}:${s.sold}:${s.bought}`);
  }
  return parts.join(',').length;
}

function main() {
  const rand = mulberry32(seed);
  const stock = [];
  for (let i = 0; i < N_ITEMS; i++) stock.push({ qty: 50, sold: 0, bought: 0, base: 1 + rand() * 99 });
  let acc = 0;
  for (let r = 0; r < rounds; r++) {
    const orders = makeOrders(rand);
    applyOrders(stock, orders);
    acc += priceStock(stock);
    acc += buildReport(stock);
  }
  console.log('seed', seed, 'rounds', rounds, 'acc', acc.toFixed(2));
}
main();
