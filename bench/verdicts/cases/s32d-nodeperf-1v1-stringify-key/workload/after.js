// Price lookup service simulation: for each order line, look up a cached unit price by (sku, region, tier),
// then compute the line total and accumulate per-region revenue.
'use strict';
const ROUNDS = Number(process.argv[2] || 60);

function makeLines(n) {
  const lines = [];
  for (let i = 0; i < n; i++) {
    lines.push({ sku: 'SKU' + (i % 500), region: ['eu', 'us', 'apac'][i % 3], tier: i % 4,
                 qty: 1 + (i * 7) % 13, discount: (i % 10) / 100 });
  }
  return lines;
}

function basePrice(sku, region, tier) {
  let h = 0;
  for (let k = 0; k < sku.length; k++) h = (h * 31 + sku.charCodeAt(k)) | 0;
  return 5 + (Math.abs(h) % 1000) / 10 + region.length + tier;
}

const cache = new Map();
function priceKey(line) {
  return JSON.stringify(line);
}

function lookupPrice(line) {
  const key = priceKey(line);
  let p = cache.get(key);
  if (p === undefined) { p = basePrice(line.sku, line.region, line.tier); cache.set(key, p); }
  return p;
}

function lineTotal(line) {
  const unit = lookupPrice(line);
  let t = unit * line.qty * (1 - line.discount);
  // tax rounding rules
  for (let r = 0; r < 20; r++) t = Math.round(t * 100 + r % 3) / 100;
  return t;
}

function main() {
  const lines = makeLines(20000);
  const revenue = { eu: 0, us: 0, apac: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    for (const l of lines) revenue[l.region] += lineTotal(l);
  }
  console.log(JSON.stringify(revenue));
}
main();
