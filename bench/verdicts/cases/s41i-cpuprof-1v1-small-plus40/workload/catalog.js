'use strict';
// Small catalog workload: three functions share the CPU time.
// usage: node catalog.js SEED [--render-rounds N]   (default 10; the "after" variant uses 14 = +40%)
// The amount of work is fixed by the constants; SEED only changes the data values.

const N_PRODUCTS = 20000;
const REPS = 8;
const PARSE_ROUNDS = 8;
const PRICE_ROUNDS = 80;

function makeRng(seed) {
  let s = seed >>> 0 || 1;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
}

function parseProducts(lines, rounds) {
  let out = null;
  for (let r = 0; r < rounds; r++) {
    out = new Array(lines.length);
    for (let i = 0; i < lines.length; i++) {
      const parts = lines[i].split(';');
      out[i] = { sku: parts[0], cents: parseInt(parts[1], 10), stock: parseInt(parts[2], 10), tag: parts[3] };
    }
  }
  return out;
}

function priceProducts(products, rounds) {
  let acc = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < products.length; i++) {
      const p = products[i];
      let c = p.cents;
      for (let k = 0; k < 8; k++) c = (c * 1103 + p.stock + k + r) % 100003;
      acc = (acc + c) % 1000000007;
    }
  }
  return acc;
}

function renderProducts(products, rounds) {
  let len = 0;
  for (let r = 0; r < rounds; r++) {
    const rows = [];
    for (let i = 0; i < products.length; i++) {
      const p = products[i];
      rows.push(`<li data-sku="${p.sku}">${p.tag.toUpperCase()} ${(p.cents / 100).toFixed(2)} x${p.stock}</li>`);
    }
    len += rows.join('\n').length;
  }
  return len;
}

function main() {
  const seed = parseInt(process.argv[2] || '1', 10);
  let renderRounds = 10;
  const ix = process.argv.indexOf('--render-rounds');
  if (ix > 0) renderRounds = parseInt(process.argv[ix + 1], 10);
  const rnd = makeRng(seed);
  let total = 0;
  for (let rep = 0; rep < REPS; rep++) {
    const lines = new Array(N_PRODUCTS);
    for (let i = 0; i < N_PRODUCTS; i++) {
      lines[i] = `SKU${rnd() % 100000};${rnd() % 500000};${rnd() % 1000};tag${rnd() % 300}`;
    }
    const products = parseProducts(lines, PARSE_ROUNDS);
    total = (total + priceProducts(products, PRICE_ROUNDS)) % 1000000007;
    total += renderProducts(products, renderRounds);
  }
  console.log('seed', seed, 'renderRounds', renderRounds, 'checksum', total);
}

main();
