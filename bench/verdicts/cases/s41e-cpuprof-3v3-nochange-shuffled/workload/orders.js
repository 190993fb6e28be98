// Control workload: a fixed set of order lines (fixed generation seed) is shuffled with a per-run
// seed, then parsed, priced, grouped and sorted. Only the order of the input changes between runs.
'use strict';

function rng(seed) {
  let s = seed >>> 0;
  return () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 4294967296; };
}

function makeLines(n) {
  const r = rng(424242);
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const cust = 'C' + Math.floor(r() * 5000);
    const sku = 'SKU' + Math.floor(r() * 20000);
    const qty = 1 + Math.floor(r() * 20);
    const cents = 100 + Math.floor(r() * 50000);
    lines[i] = `${i}|${cust}|${sku}|${qty}|${cents}`;
  }
  return lines;
}

function shuffle(arr, seed) {
  const r = rng(seed);
  for (let i = arr.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    const t = arr[i]; arr[i] = arr[j]; arr[j] = t;
  }
}

function parseLine(line) {
  const p = line.split('|');
  return { id: +p[0], cust: p[1], sku: p[2], qty: +p[3], cents: +p[4] };
}

function priceOrder(o) {
  let total = o.qty * o.cents;
  let h = 0;
  for (let k = 0; k < o.sku.length; k++) h = (Math.imul(h, 31) + o.sku.charCodeAt(k)) | 0;
  for (let k = 0; k < 60; k++) h = (Math.imul(h ^ k, 2654435761) + total) | 0;
  if ((h & 15) === 0) total = Math.round(total * 0.9);
  return total;
}

function groupByCustomer(orders, totals) {
  const m = new Map();
  for (let i = 0; i < orders.length; i++) {
    const c = orders[i].cust;
    m.set(c, (m.get(c) || 0) + totals[i]);
  }
  return m;
}

function rankCustomers(m) {
  return Array.from(m.entries()).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

function sortById(orders) {
  return orders.slice().sort((a, b) => a.id - b.id);
}

function main() {
  const seed = +(process.argv[2] || 1);
  const rounds = +(process.argv[3] || 8);
  const n = +(process.argv[4] || 100000);
  let check = 0;
  for (let r = 0; r < rounds; r++) {
    const lines = makeLines(n);
    shuffle(lines, seed * 1000 + r);
    const orders = lines.map(parseLine);
    const totals = orders.map(priceOrder);
    const ranked = rankCustomers(groupByCustomer(orders, totals));
    const byId = sortById(orders);
    check = (check + ranked[0][1] + byId[n - 1].id) % 1000000007;
  }
  console.log(`seed=${seed} rounds=${rounds} n=${n} check=${check}`);
}

main();
