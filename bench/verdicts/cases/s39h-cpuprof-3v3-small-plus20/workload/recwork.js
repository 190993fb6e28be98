'use strict';
// recwork: 4 stages over generated records, repeated ROUNDS times.
// `--after` makes hashRecords run 24 hashing passes instead of 20 (+20% work in hashRecords
// only). Each stage is a single self-contained function with its own loops (no small helpers),
// so V8 has nothing to inline and every stage stays a separate frame in the profile.

function buildRecords(n, seed) {
  let x = seed >>> 0;
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    let name = '';
    let y = x;
    for (let k = 0; k < 8; k++) { name += String.fromCharCode(97 + (y % 26)); y = Math.floor(y / 26) + k * 7919; }
    out[i] = { id: i, key: x % 100000, name: name, weight: (x % 1000) / 10 };
  }
  return out;
}

function hashRecords(recs, passes) {
  let h = 2166136261;
  for (let p = 0; p < passes; p++) {
    for (let i = 0; i < recs.length; i++) {
      const s = recs[i].name;
      for (let k = 0; k < s.length; k++) {
        h ^= s.charCodeAt(k) + p;
        h = Math.imul(h, 16777619) >>> 0;
      }
      h = (h + recs[i].key) >>> 0;
    }
  }
  return h;
}

function sortRecords(recs) {
  // bottom-up merge sort by key, then by name length (stable), on a copy
  let a = recs.slice();
  let b = new Array(a.length);
  for (let w = 1; w < a.length; w *= 2) {
    for (let lo = 0; lo < a.length; lo += 2 * w) {
      const mid = Math.min(lo + w, a.length), hi = Math.min(lo + 2 * w, a.length);
      let i = lo, j = mid, k = lo;
      while (i < mid && j < hi) b[k++] = a[i].key <= a[j].key ? a[i++] : a[j++];
      while (i < mid) b[k++] = a[i++];
      while (j < hi) b[k++] = a[j++];
    }
    const t = a; a = b; b = t;
  }
  return a;
}

function summarize(sorted) {
  let acc = 0, prev = 0;
  for (let r = 0; r < 12; r++) {
    for (let i = 0; i < sorted.length; i++) {
      const rec = sorted[i];
      const d = rec.key - prev;
      acc += Math.sqrt(d * d + rec.weight * (r + 1)) * ((i & 7) + 1);
      prev = rec.key;
    }
  }
  return acc;
}

function main() {
  const after = process.argv.includes('--after');
  const ra = process.argv.find((a) => a.startsWith('--rounds='));
  const rounds = ra ? parseInt(ra.split('=')[1], 10) : 10;
  const passes = after ? 24 : 20;
  let total = 0;
  for (let r = 0; r < rounds; r++) {
    const recs = buildRecords(60000, 12345 + r);
    total = (total + hashRecords(recs, passes)) % 1000000007;
    const sorted = sortRecords(recs);
    total = (total + Math.floor(summarize(sorted))) % 1000000007;
  }
  console.log(`variant=${after ? 'after' : 'before'} passes=${passes} rounds=${rounds} total=${total}`);
}

main();
