'use strict';
// Log-processing loop: each unit builds a batch of log records, serialises them to JSON,
// parses them back, tokenises the messages and folds everything into a running hash.
// The work per unit is fixed; the only knob is how long the loop runs (--seconds).
// Control case: before runs 2 s, after runs 3 s, same code, same seed.

function makeRng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'error', 'timeout', 'user', 'login',
  'cache', 'miss', 'write', 'read', 'disk', 'queue', 'retry', 'ok'];

function buildBatch(rng, n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const words = [];
    const len = 4 + Math.floor(rng() * 8);
    for (let j = 0; j < len; j++) words.push(WORDS[Math.floor(rng() * WORDS.length)]);
    out.push({ ts: 1700000000 + i, level: rng() < 0.1 ? 'warn' : 'info', msg: words.join(' '), n: i });
  }
  return out;
}

function roundTrip(batch) {
  return JSON.parse(JSON.stringify(batch));
}

function tokenize(records) {
  const counts = new Map();
  for (const r of records) {
    for (const tok of r.msg.split(' ')) counts.set(tok, (counts.get(tok) || 0) + 1);
  }
  return counts;
}

function foldHash(counts, h) {
  for (const [k, v] of counts) {
    for (let i = 0; i < k.length; i++) h = Math.imul(h ^ k.charCodeAt(i), 16777619) >>> 0;
    h = Math.imul(h ^ v, 16777619) >>> 0;
  }
  return h;
}

function processUnit(rng, h) {
  const batch = buildBatch(rng, 200);
  const parsed = roundTrip(batch);
  const counts = tokenize(parsed);
  return foldHash(counts, h);
}

function main() {
  const i = process.argv.indexOf('--seconds');
  const seconds = i > 0 ? Number(process.argv[i + 1]) : 2;
  const rng = makeRng(40);
  const end = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9));
  let h = 2166136261;
  let units = 0;
  while (process.hrtime.bigint() < end) {
    h = processUnit(rng, h);
    units++;
  }
  console.log(`seconds=${seconds} units=${units} hash=${h.toString(16)}`);
}

main();
