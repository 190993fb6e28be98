'use strict';
// report.js: sensor-readings report.  node report.js before|after [rounds]
// before: rowStats reads row.values in place.
// after:  rowStats first copies the whole HISTORY (256) value array (row.values.slice()) on every call, then works on
//         the copy (it still only reads the last WINDOW values).
const MODE = process.argv[2] === 'after' ? 'after' : 'before';
const ROUNDS = Number(process.argv[3] || 40);
const WINDOW = 12;
const HISTORY = 256;

function makeRows(n, seed) {
  let s = seed >>> 0;
  const rnd = () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 4294967296; };
  const rows = [];
  for (let i = 0; i < n; i++) {
    const values = new Array(HISTORY);
    for (let k = 0; k < HISTORY; k++) values[k] = Math.floor(rnd() * 1000) / 10;
    rows.push({ id: i, sensor: 'S' + (i % 97), values });
  }
  return rows;
}

function rowStats(row) {
  const vals = MODE === 'after' ? row.values.slice() : row.values;
  // statistics over the most recent WINDOW readings
  const n = vals.length, from = n - WINDOW;
  let sum = 0, sumSq = 0, max = -Infinity, min = Infinity;
  let rising = 0, falling = 0, flat = 0, above50 = 0, below10 = 0, above90 = 0;
  let q0 = 0, q1 = 0, q2 = 0, q3 = 0;
  for (let i = from; i < n; i++) {
    const v = vals[i];
    sum += v;
    sumSq += v * v;
    if (v > max) max = v;
    if (v < min) min = v;
    if (v > 50) above50++;
    if (v < 10) below10++;
    if (v > 90) above90++;
    if (v < 25) q0++; else if (v < 50) q1++; else if (v < 75) q2++; else q3++;
    if (i > from) {
      const d = v - vals[i - 1];
      if (d > 0.5) rising++; else if (d < -0.5) falling++; else flat++;
    }
  }
  const mean = sum / WINDOW;
  const variance = sumSq / WINDOW - mean * mean;
  let peakRun = 0, run = 0;
  for (let i = from + 1; i < n; i++) {
    if (vals[i] > mean) { run++; if (run > peakRun) peakRun = run; } else run = 0;
  }
  return {
    mean, max, min, variance, peakRun,
    trend: rising - falling, flat,
    tails: above90 - below10, above50,
    quart: q0 * 1000000 + q1 * 10000 + q2 * 100 + q3,
  };
}

function bucketize(stats, buckets) {
  for (let r = 0; r < 6; r++) {
    const b = Math.floor((stats.mean * 7 + r * 13 + stats.max) % 64);
    buckets[b] = (buckets[b] * 31 + Math.floor(stats.min * 10)) % 1000003;
  }
}

function renderLine(row, stats) {
  return row.sensor + ':' + row.id + ' mean=' + stats.mean.toFixed(2) + ' max=' + stats.max + ' min=' + stats.min;
}

function runReport(rows) {
  const buckets = new Array(64).fill(0);
  let chars = 0;
  for (let i = 0; i < rows.length; i++) {
    const st = rowStats(rows[i]);
    bucketize(st, buckets);
    if ((i & 7) === 0) chars += renderLine(rows[i], st).length;
  }
  return chars + buckets.reduce((a, b) => (a * 33 + b) % 1000000007, 0);
}

const rows = makeRows(20000, 12345);
let acc = 0;
for (let r = 0; r < ROUNDS; r++) acc = (acc + runReport(rows)) % 1000000007;
console.log(MODE, ROUNDS, acc);
