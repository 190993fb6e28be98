'use strict';
// Ingest batches of click events: parse, enrich, dedupe the user ids of each
// batch, and update per-user counters.
// BEFORE: uniqueSortedIds sorts the ids numerically with a comparator.

function makeBatch(seed, n) {
  let s = seed >>> 0;
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const user = 100000 + (s % 900000);
    const page = (s >>> 8) % 500;
    lines[i] = `${user},${page},${(s >>> 4) % 3000}`;
  }
  return lines;
}

function parseEvents(lines) {
  const out = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const parts = lines[i].split(',');
    out[i] = { user: +parts[0], page: +parts[1], ms: +parts[2] };
  }
  return out;
}

function enrich(events) {
  let acc = 0;
  for (const e of events) {
    let h = e.user ^ (e.page * 2654435761);
    for (let k = 0; k < 24; k++) {
      h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
    }
    e.bucket = (h >>> 0) % 64;
    acc += e.ms;
  }
  return acc;
}

function uniqueSortedIds(ids) {
  const sorted = ids.slice().sort((a, b) => a - b);
  const out = [];
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[i - 1]) out.push(sorted[i]);
  }
  return out;
}

function main() {
  const batches = +(process.argv[2] || 500);
  const counters = new Map();
  let total = 0;
  for (let b = 0; b < batches; b++) {
    const lines = makeBatch(b * 7919 + 1, 4000);
    const events = parseEvents(lines);
    total += enrich(events);
    const users = uniqueSortedIds(events.map((e) => e.user));
    for (const u of users) counters.set(u % 4096, (counters.get(u % 4096) || 0) + 1);
  }
  let check = 0;
  for (const [k, v] of counters) check = (check * 31 + k * v) % 1000003;
  console.log('batches', batches, 'total', total, 'check', check);
}

main();
