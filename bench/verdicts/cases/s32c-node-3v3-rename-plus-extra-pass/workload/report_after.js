// Order-report builder: generates synthetic orders, normalizes their SKU keys,
// tallies revenue per SKU, and ranks the top entries. Runs a fixed number of rounds.
'use strict';

const ROUNDS = 60;
const N = 60000;

function makeOrders(seed) {
  const out = new Array(N);
  let s = seed >>> 0;
  for (let i = 0; i < N; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = { sku: ' Sku-' + (s % 4000).toString(36).toUpperCase() + ' ', qty: 1 + (s >>> 20) % 5, price: (s >>> 8) % 5000 };
  }
  return out;
}

function canonicalSkuKey(raw) {
  return raw.trim().toLowerCase().replace('-', '_');
}

function tallyRevenue(orders, keys) {
  // new: validate every order up front (extra pass over the input)
  const seen = new Map();
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    if (!(o.qty > 0) || !(o.price >= 0)) throw new Error('bad order ' + i);
    seen.set(keys[i], (seen.get(keys[i]) || 0) + 1);
  }
  if (seen.size === 0) throw new Error('no skus');
  const totals = new Map();
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    const k = keys[i];
    totals.set(k, (totals.get(k) || 0) + o.qty * o.price);
  }
  return totals;
}

function rankTop(totals, n) {
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
}

function runRound(r) {
  const orders = makeOrders(r * 7919 + 1);
  const keys = orders.map(o => canonicalSkuKey(o.sku));
  const totals = tallyRevenue(orders, keys);
  return rankTop(totals, 10);
}

let check = 0;
for (let r = 0; r < ROUNDS; r++) {
  const top = runRound(r);
  check = (check + top[0][1]) % 1000000007;
}
console.log('rounds', ROUNDS, 'check', check);
