// Small ledger workload: three functions do the work per batch.
// Usage: node ledger.js <batches> <seed>
// Same work per batch in both variants; only the number of batches (run length) differs.
'use strict';
const batches = parseInt(process.argv[2] || '100', 10);
let seed = parseInt(process.argv[3] || '1', 10) >>> 0;
function rnd() { seed = (seed * 1664525 + 1013904223) >>> 0; return seed; }

function makeLines(n) {
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = 'acct' + (rnd() % 97) + ',' + (rnd() % 100000) + ',' + (rnd() % 13);
  return out;
}

function parseEntries(lines) {
  const out = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const f = lines[i].split(',');
    out[i] = { acct: f[0], cents: parseInt(f[1], 10), cat: parseInt(f[2], 10) };
  }
  return out;
}

function scoreEntries(entries) {
  let s = 0;
  for (let r = 0; r < 6; r++) {
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i];
      let v = e.cents ^ (r * 2654435761);
      for (let k = 0; k < 8; k++) v = (Math.imul(v, 31) + e.cat + k) | 0;
      s = (s + v) | 0;
    }
  }
  return s;
}

function aggregateEntries(entries) {
  const m = new Map();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const key = e.acct + ':' + e.cat;
    m.set(key, (m.get(key) || 0) + e.cents);
  }
  let t = 0;
  for (const [k, v] of m) t = (t + v + k.length) | 0;
  return t;
}

let total = 0;
for (let b = 0; b < batches; b++) {
  const lines = makeLines(4000);
  const entries = parseEntries(lines);
  total = (total + scoreEntries(entries) + aggregateEntries(entries)) | 0;
}
console.log('batches', batches, 'checksum', total);
