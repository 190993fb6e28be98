// Control workload: inventory simulation. Work size is fixed by ROUNDS and BATCH;
// only the PRNG seed differs between before (seeds 101..103) and after (seeds 201..203).
'use strict';
const seed0 = Number(process.argv[2] || 1);
const ROUNDS = Number(process.argv[3] || 60);
const BATCH = 20000;

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeItems(rand) {
  const items = new Array(BATCH);
  for (let i = 0; i < BATCH; i++) {
    items[i] = { sku: 'SKU' + ((rand() * 1e6) | 0), qty: (rand() * 500) | 0, price: Math.round(rand() * 10000) / 100 };
  }
  return items;
}

function rankItems(items) {
  return items.slice().sort((a, b) => (b.qty * b.price) - (a.qty * a.price));
}

function groupByPrefix(items) {
  const groups = new Map();
  for (const it of items) {
    const key = it.sku.slice(0, 5);
    const g = groups.get(key);
    if (g) { g.n++; g.value += it.qty * it.price; } else groups.set(key, { n: 1, value: it.qty * it.price });
  }
  return groups;
}

function digest(ranked) {
  let h = 2166136261;
  for (let r = 0; r < 3; r++) {
    for (let i = 0; i < ranked.length; i++) {
      const s = ranked[i].sku;
      for (let k = 0; k < s.length; k++) { h ^= s.charCodeAt(k); h = Math.imul(h, 16777619); }
    }
  }
  return h >>> 0;
}

function main() {
  const rand = mulberry32(seed0);
  let total = 0, groups = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const items = makeItems(rand);
    const ranked = rankItems(items);
    groups += groupByPrefix(items).size;
    total = (total + digest(ranked)) >>> 0;
  }
  console.log(`seed=${seed0} rounds=${ROUNDS} groups=${groups} total=${total}`);
}
main();
