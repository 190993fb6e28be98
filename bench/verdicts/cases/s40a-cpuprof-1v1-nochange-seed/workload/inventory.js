'use strict';
// Inventory simulation for a node --cpu-prof control case.
// The only difference between the two runs is --seed (before 11, after 97):
// same record count, same rounds, same operations; only the random values differ.

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generateItems(rand, n) {
  const items = new Array(n);
  for (let i = 0; i < n; i++) {
    items[i] = {
      sku: 'S' + Math.floor(rand() * 1e6).toString(36),
      warehouse: Math.floor(rand() * 32),
      qty: Math.floor(rand() * 500),
      cost: Math.round(rand() * 100000) / 100,
    };
  }
  return items;
}

function sortByValue(items) {
  return items.slice().sort((a, b) => b.qty * b.cost - a.qty * a.cost || (a.sku < b.sku ? -1 : 1));
}

function indexByWarehouse(items) {
  const idx = new Map();
  for (const it of items) {
    let list = idx.get(it.warehouse);
    if (!list) { list = []; idx.set(it.warehouse, list); }
    list.push(it);
  }
  return idx;
}

function restockPlan(idx) {
  let orders = 0;
  let spend = 0;
  for (const [, list] of idx) {
    for (const it of list) {
      let q = it.qty;
      for (let step = 0; step < 40; step++) {
        q = (q * 1103515245 + 12345) % 500;
        if (q < 50) { orders++; spend += it.cost * (50 - q); }
      }
    }
  }
  return { orders, spend };
}

function encodeReport(sorted) {
  const parts = [];
  for (let i = 0; i < sorted.length; i += 4) {
    const it = sorted[i];
    parts.push(it.sku + ':' + it.warehouse + ':' + it.qty + ':' + it.cost.toFixed(2));
  }
  return parts.join('|').length;
}

function main() {
  const args = process.argv.slice(2);
  const opt = (name, def) => { const i = args.indexOf('--' + name); return i >= 0 ? Number(args[i + 1]) : def; };
  const seed = opt('seed', 11), n = opt('items', 60000), rounds = opt('rounds', 12);
  const rand = mulberry32(seed);
  let check = 0;
  for (let r = 0; r < rounds; r++) {
    const items = generateItems(rand, n);
    const sorted = sortByValue(items);
    const idx = indexByWarehouse(items);
    const plan = restockPlan(idx);
    check += plan.orders + encodeReport(sorted);
  }
  console.log(`seed=${seed} items=${n} rounds=${rounds} check=${check}`);
}

main();
