'use strict';
// Lookup benchmark. countKnown() checks each id against the set of known ids.
// --lookup=set   (before): known is a Set, membership via known.has(id)
// --lookup=array (after):  known is an Array, membership via known.includes(id)
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const MODE = args.lookup || 'set';
const ROUNDS = Number(args.rounds || 400);
const KNOWN_N = 48;
const BATCH = 20000;

function makeIds(seed, n) {
  const out = new Array(n);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    out[i] = x % 512;
  }
  return out;
}

function buildKnown() {
  const ids = [];
  for (let i = 0; i < KNOWN_N; i++) ids.push((i * 37) % 512);
  return MODE === 'array' ? ids : new Set(ids);
}

function countKnown(ids, known) {
  let hits = 0;
  if (MODE === 'array') {
    for (let i = 0; i < ids.length; i++) if (known.includes(ids[i])) hits++;
  } else {
    for (let i = 0; i < ids.length; i++) if (known.has(ids[i])) hits++;
  }
  return hits;
}

function checksumIds(ids) {
  let h = 2166136261;
  for (let r = 0; r < 4; r++)
    for (let i = 0; i < ids.length; i++) h = Math.imul(h ^ ids[i], 16777619) >>> 0;
  return h;
}

function buildReport(ids, hits, sum) {
  const buckets = new Array(16).fill(0);
  for (let i = 0; i < ids.length; i++) buckets[ids[i] & 15] += 1;
  return buckets.join(',').length + hits + (sum & 255);
}

function main() {
  const known = buildKnown();
  let acc = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const ids = makeIds(r * 2654435761 + 7, BATCH);
    const hits = countKnown(ids, known);
    const sum = checksumIds(ids);
    acc = (acc + buildReport(ids, hits, sum)) >>> 0;
  }
  console.log('mode', MODE, 'rounds', ROUNDS, 'acc', acc);
}

main();
