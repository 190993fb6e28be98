'use strict';
// Small report generator: three functions do the work.
// Variant "after": tallyWords makes 3 passes over the words instead of 2 (50% more work); nothing else changes.
const variant = process.argv[2] || 'before';
const batches = Number(process.argv[3] || 80);
const tallyPasses = variant === 'after' ? 3 : 2;

function makeRng(seed) {
  let s = seed >>> 0;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
}

function checksumRows(rows, rounds) {
  let h = 0x811c9dc5;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < rows.length; i++) {
      h ^= rows[i];
      h = Math.imul(h, 0x01000193) >>> 0;
      h = (h ^ (h >>> 15)) >>> 0;
    }
  }
  return h;
}

function formatLines(rows, count) {
  let total = 0;
  for (let i = 0; i < count; i++) {
    const v = rows[i % rows.length];
    const line = 'id=' + i + ';v=' + v.toString(16) + ';w=' + ((v & 0x3fffffff) % 977).toFixed(2);
    total += line.length;
  }
  return total;
}

function tallyWords(words, passes) {
  let distinct = 0;
  for (let p = 0; p < passes; p++) {
    const counts = new Map();
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      counts.set(w, (counts.get(w) || 0) + 1);
    }
    distinct += counts.size;
  }
  return distinct;
}

const rng = makeRng(20240611);
const rows = new Uint32Array(200000);
for (let i = 0; i < rows.length; i++) rows[i] = rng();
const words = [];
for (let i = 0; i < 60000; i++) words.push('w' + (rng() % 5000));

let sink = 0;
for (let b = 0; b < batches; b++) {
  sink += checksumRows(rows, 12);
  sink += formatLines(rows, 12000);
  sink += tallyWords(words, tallyPasses);
}
console.log(`variant=${variant} batches=${batches} tallyPasses=${tallyPasses} sink=${sink}`);
