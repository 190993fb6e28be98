// fourwork.js: four independent CPU-bound functions called once per round.
// Usage: node fourwork.js before|after
// In "after", scoreTokens does 30% more iterations per call (1.3x work); the
// other three functions and the round count are unchanged.
'use strict';
const variant = process.argv[2] || 'before';
const ROUNDS = 120;
const BASE = 400000;

function hashBlock(n, seed) {
  let h = seed | 0;
  for (let i = 0; i < n; i++) {
    h = Math.imul(h ^ (i * 2654435761), 16777619) | 0;
    h ^= h >>> 13;
  }
  return h;
}

function scoreTokens(n, seed) {
  let s = 0;
  for (let i = 0; i < n; i++) {
    const x = (i * 7 + seed) % 1013;
    s += (x * x) % 97;
    s = (s * 31) % 1000003;
  }
  return s;
}

function mixFloats(n, seed) {
  let a = seed * 0.001 + 0.5, b = 0.25;
  for (let i = 0; i < n; i++) {
    a = a * 1.0000001 + Math.sqrt(b + i);
    b = (b + a) % 1000.5;
  }
  return a + b;
}

function countBits(n, seed) {
  let c = 0;
  for (let i = 0; i < n; i++) {
    let v = (i ^ seed) >>> 0;
    v = v - ((v >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    c += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return c;
}

const scoreN = variant === 'after' ? Math.round(BASE * 2 * 1.3) : BASE * 2;
let acc = 0;
for (let r = 0; r < ROUNDS; r++) {
  acc ^= hashBlock(BASE * 4, r);
  acc ^= scoreTokens(scoreN, r);
  acc ^= mixFloats(BASE / 4, r) | 0;
  acc ^= countBits(BASE * 4, r);
}
console.log(variant, 'scoreN', scoreN, 'acc', acc);
