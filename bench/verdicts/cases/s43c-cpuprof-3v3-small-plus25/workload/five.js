'use strict';
// five.js: a small batch job made of five hot functions called once per batch.
// Usage: node five.js before|after [batches]
// "after": scoreRows does 25% more inner iterations (SCORE_PASSES 4 -> 5);
// the other four functions do exactly the same work on both sides.
const variant = process.argv[2] || 'before';
const BATCHES = +(process.argv[3] || 300);
const SCORE_PASSES = variant === 'after' ? 5 : 4;
const ROWS = 4000;

function makeRows(seed) {
  const rows = new Float64Array(ROWS);
  let x = seed >>> 0;
  for (let i = 0; i < ROWS; i++) {
    for (let k = 0; k < 8; k++) { x = (Math.imul(x, 1664525) + 1013904223) >>> 0; }
    rows[i] = (x & 0xffff) / 65536;
  }
  return rows;
}

function hashRows(rows) {
  let h = 2166136261 >>> 0;
  for (let r = 0; r < 8; r++) {
    for (let i = 0; i < rows.length; i++) {
      h = Math.imul(h ^ ((rows[i] * 1e6) | 0), 16777619) >>> 0;
    }
  }
  return h;
}

function scoreRows(rows) {
  let s = 0;
  for (let p = 0; p < SCORE_PASSES; p++) {
    for (let i = 0; i < rows.length; i++) {
      const v = rows[i];
      s += Math.sqrt(v * (p + 1)) * 0.5 + (v > 0.5 ? v : -v) * 0.25;
    }
  }
  return s;
}

function normalize(rows) {
  let mx = 0;
  for (let r = 0; r < 4; r++) {
    for (let i = 0; i < rows.length; i++) if (rows[i] > mx) mx = rows[i];
    for (let i = 0; i < rows.length; i++) rows[i] = rows[i] / (mx + 1e-9) * 0.999 + 0.0005;
  }
  return mx;
}

function summarize(rows) {
  let acc = 0;
  for (let r = 0; r < 3; r++) {
    for (let i = 1; i < rows.length; i++) {
      acc += Math.abs(rows[i] - rows[i - 1]) * Math.log1p(rows[i]);
    }
  }
  return acc;
}

let total = 0;
for (let b = 0; b < BATCHES; b++) {
  const rows = makeRows(b + 1);
  total += hashRows(rows) % 1000;
  total += normalize(rows);
  total += scoreRows(rows);
  total += summarize(rows);
}
console.log(variant, 'passes', SCORE_PASSES, 'total', total.toFixed(3));
