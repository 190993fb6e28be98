// Order-report pipeline: generate orders, score them, collect the flagged ones, summarise.
'use strict';
const VARIANT = process.argv[2] || 'before';
const ROUNDS = parseInt(process.argv[3] || '600', 10);

function makeOrders(seed, n) {
  let x = seed >>> 0;
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = { id: i, amount: (x % 10000) / 100, region: 'r' + (x % 17), sku: 'SKU-' + (x % 997) };
  }
  return out;
}

function scoreOrder(o) {
  let h = 2166136261;
  const s = o.sku + ':' + o.region;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
  return ((h >>> 0) % 1000) / 1000 + Math.sqrt(o.amount) / 10;
}

function collectFlagged(orders, scores) {
  let result = [];
  for (let i = 0; i < orders.length; i++) {
    if (scores[i] > 1.6) {
      if (VARIANT === 'after') {
        result = result.concat([orders[i]]);
      } else {
        result.push(orders[i]);
      }
    }
  }
  return result;
}

function summarise(flagged) {
  const byRegion = new Map();
  for (const o of flagged) byRegion.set(o.region, (byRegion.get(o.region) || 0) + o.amount);
  return [...byRegion.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
}

function main() {
  let total = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const orders = makeOrders(r + 1, 4000);
    const scores = orders.map(scoreOrder);
    const flagged = collectFlagged(orders, scores);
    const top = summarise(flagged);
    total += flagged.length + top.length;
  }
  console.log(VARIANT, 'total', total);
}
main();
