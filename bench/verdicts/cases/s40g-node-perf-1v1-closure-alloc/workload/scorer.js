'use strict';
// Workload for s40g-node-perf-1v1-closure-alloc.
// usage: node scorer.js <before|after> [batches]
// Per batch the program hashes a fixed set of names (unchanged work) and scores a
// fixed set of items with scoreItems(). In the "after" variant scoreItems() allocates,
// per item, a fresh record object plus a closure over it (stored in an array, so the
// allocations escape and cannot be optimised away) and then calls each closure.
const variant = process.argv[2] || 'before';
const BATCHES = +(process.argv[3] || 300);
const N_ITEMS = 20000;
const N_NAMES = 4000;

function makeItems(n) {
  const items = new Array(n);
  let x = 12345;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    items[i] = { id: i, price: (x % 1000) + 1, qty: ((x >>> 10) % 50) + 1 };
  }
  return items;
}

function makeNames(n) {
  const names = new Array(n);
  for (let i = 0; i < n; i++) names[i] = 'customer-' + (i * 7919).toString(36) + '-' + (i % 97);
  return names;
}

// unchanged steady work
function hashNames(names) {
  let h = 0x811c9dc5;
  for (let i = 0; i < names.length; i++) {
    const s = names[i];
    for (let j = 0; j < s.length; j++) {
      h ^= s.charCodeAt(j);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return h;
}

// BEFORE: plain loop, no per-item allocation
const scoreItemsBefore = function scoreItems(items, weight) {
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    total = (total + ((it.price * it.qty * weight) % 97)) | 0;
  }
  return total;
};

// AFTER: one object + one closure allocated per item
const scoreItemsAfter = function scoreItems(items, weight) {
  const scorers = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    const rec = { id: it.id, price: it.price, qty: it.qty, w: weight };
    scorers[i] = () => (rec.price * rec.qty * rec.w) % 97;
  }
  let total = 0;
  for (let i = 0; i < scorers.length; i++) total = (total + scorers[i]()) | 0;
  return total;
};

// Both variants are named function expressions called scoreItems, so the JIT
// (and thus the perf map) names them identically; only the body differs.
const scoreItems = variant === 'after' ? scoreItemsAfter : scoreItemsBefore;

function run() {
  const items = makeItems(N_ITEMS);
  const names = makeNames(N_NAMES);
  let acc = 0;
  for (let b = 0; b < BATCHES; b++) {
    acc = (acc + hashNames(names)) | 0;
    acc = (acc + scoreItems(items, (b % 7) + 1)) | 0;
  }
  return acc;
}

const t0 = process.hrtime.bigint();
const r = run();
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
console.log(`variant=${variant} batches=${BATCHES} result=${r} ms=${ms.toFixed(0)}`);
