// Workload: build a sorted array of keys, then answer batches of membership queries against it.
// MODE=before: countHits() binary-searches the (already sorted) input array directly.
// MODE=after:  countHits() first sorts a copy of its input array, then binary-searches the copy.
// Everything else (data, queries, number of batches) is identical.
'use strict';
const MODE = process.argv[2] || 'before';
const BATCHES = parseInt(process.argv[3] || '400', 10);

function makeKeys(n, seed) {
  const a = new Array(n);
  let x = seed >>> 0;
  let v = 0;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    v += 1 + (x % 7);
    a[i] = v;
  }
  return a; // strictly increasing
}

function makeQueries(n, max, seed) {
  const q = new Array(n);
  let x = seed >>> 0;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 22695477) + 1) >>> 0;
    q[i] = x % max;
  }
  return q;
}

function binarySearch(arr, key) {
  let lo = 0, hi = arr.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const m = arr[mid];
    if (m === key) return mid;
    if (m < key) lo = mid + 1; else hi = mid - 1;
  }
  return -1;
}

function countHits(arr, queries) {
  let src = arr;
  if (MODE === 'after') {
    src = arr.slice().sort((a, b) => a - b);
  }
  let hits = 0;
  for (let i = 0; i < queries.length; i++) {
    if (binarySearch(src, queries[i]) >= 0) hits++;
  }
  return hits;
}

function main() {
  const keys = makeKeys(20000, 12345);
  const max = keys[keys.length - 1];
  let total = 0;
  for (let b = 0; b < BATCHES; b++) {
    const queries = makeQueries(20000, max, 777 + b);
    total += countHits(keys, queries);
  }
  console.log(`mode=${MODE} batches=${BATCHES} hits=${total}`);
}

main();
