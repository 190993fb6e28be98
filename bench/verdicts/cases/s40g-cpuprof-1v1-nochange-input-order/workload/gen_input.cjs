'use strict';
// usage: node gen_input.cjs [out.csv]. Writes 120000 synthetic order lines from a fixed PRNG seed.
const fs = require('fs');
const path = require('path');
let x = 20240611;
function rnd() { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; return x; }
const skus = [];
for (let i = 0; i < 3000; i++) skus.push('SKU-' + (rnd() % 1e6).toString(16).toUpperCase().padStart(5, '0'));
const lines = [];
for (let i = 0; i < 120000; i++) {
  const r = rnd();
  lines.push([`ORD${String(i).padStart(7, '0')}`, skus[r % skus.length], (r >>> 12) % 20 + 1,
    ((r >>> 5) % 100000 / 100).toFixed(2), ['EU', 'US', 'APAC', 'LATAM'][r % 4]].join(','));
}
const outPath = process.argv[2] || path.join(__dirname, 'orders.csv');
fs.writeFileSync(outPath, lines.join('\n') + '\n');
console.log('wrote', lines.length, 'lines');
