'use strict';
// Micro-benchmark of computeTax: run as `node tn.cjs` and `node tn.cjs --after`.
const { computeTax, COUNTRIES, CATS } = require('./orders.cjs');
const inputs = [];
let s = 7;
for (let i = 0; i < 4096; i++) { s = (s * 1103515245 + 12345) & 0x7fffffff; inputs.push([COUNTRIES[s % 10], CATS[(s >> 8) % 8], (s >> 4) % 100000]); }
let best = Infinity, acc = 0;
for (let r = 0; r < 15; r++) {
  const t = process.hrtime.bigint();
  for (let k = 0; k < 100; k++) for (const [c, g, v] of inputs) acc += computeTax(c, g, v);
  best = Math.min(best, Number(process.hrtime.bigint() - t) / (100 * inputs.length));
}
console.log(`computeTax ${process.argv.includes('--after') ? 'after ' : 'before'}: ${best.toFixed(1)} ns/call (checksum ${acc})`);
