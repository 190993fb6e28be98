// signups.js - synthetic sign-up import pipeline for a node --cpu-prof case.
//
//   node signups.js <before|after> <seed>
//
// Every record goes through parseLine -> isValidEmail -> normalizeRecord -> tallyByDomain,
// and the batch is serialized with JSON.stringify. Only the email validation regex differs:
//   before: EMAIL_STRICT  - linear, no nested quantifiers
//   after:  EMAIL_LOOSE   - "simplified" rewrite with nested quantifiers ((x+.?)+); the domain
//           group overshoots past the final dot on every input and has to backtrack through
//           all ways of splitting the domain before `\.[a-z]{2,}$` can match.
// Both accept the same (all valid) inputs, so the rest of the pipeline does identical work.
'use strict';

const EMAIL_STRICT = /^[a-z0-9]+(?:[._-][a-z0-9]+)*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/;
const EMAIL_LOOSE = /^([a-z0-9]+.?)+@([a-z0-9-]+.?)+\.[a-z]{2,}$/;

const variant = process.argv[2] || 'before';
const seed = Number(process.argv[3] || 1);
const EMAIL_RE = variant === 'after' ? EMAIL_LOOSE : EMAIL_STRICT;

const N_RECORDS = 12000;
const N_BATCHES = 6;
const L = 'abcdefghijklmnopqrstuvwxyz';
const COUNTRIES = ['DE', 'FR', 'NL', 'SE', 'PL', 'IT', 'ES', 'PT'];

function makeRng(s) {
  let x = (s * 2654435761) >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

function letters(rnd, n) {
  let s = '';
  for (let i = 0; i < n; i++) s += L[rnd(26)];
  return s;
}

function makeLines(rnd) {
  // fixed shapes: 8-letter name, 2 digits, 4-letter subdomain of example.com
  const lines = new Array(N_RECORDS);
  for (let i = 0; i < N_RECORDS; i++) {
    const name = letters(rnd, 8);
    const email = name + '.' + rnd(10) + rnd(10) + '@' + letters(rnd, 4) + '.example.com';
    lines[i] = [i, name, email, 18 + rnd(60), COUNTRIES[rnd(COUNTRIES.length)], letters(rnd, 16)].join(',');
  }
  return lines;
}

function parseLine(line) {
  const f = line.split(',');
  return { id: Number(f[0]), name: f[1], email: f[2], age: Number(f[3]), country: f[4], token: f[5] };
}

function isValidEmail(email) {
  return EMAIL_RE.test(email);
}

function normalizeRecord(r) {
  const name = r.name.charAt(0).toUpperCase() + r.name.slice(1);
  let h = 0;
  for (let k = 0; k < 24; k++) {
    for (let i = 0; i < r.token.length; i++) h = (Math.imul(h, 31) + r.token.charCodeAt(i) + k) | 0;
  }
  return { id: r.id, name, email: r.email.toLowerCase(), ageBand: Math.floor(r.age / 10) * 10, country: r.country, tokenHash: h >>> 0 };
}

function tallyByDomain(tally, rec) {
  const domain = rec.email.slice(rec.email.indexOf('@') + 1);
  const key = rec.country + ':' + domain;
  tally.set(key, (tally.get(key) || 0) + 1);
}

function importBatch(lines) {
  const out = [];
  const tally = new Map();
  let rejected = 0;
  for (const line of lines) {
    const r = parseLine(line);
    if (!isValidEmail(r.email)) { rejected++; continue; }
    const n = normalizeRecord(r);
    tallyByDomain(tally, n);
    out.push(n);
  }
  const json = JSON.stringify(out);
  return { accepted: out.length, rejected, domains: tally.size, bytes: json.length };
}

function main() {
  const rnd = makeRng(seed);
  let accepted = 0, rejected = 0, bytes = 0;
  for (let b = 0; b < N_BATCHES; b++) {
    const res = importBatch(makeLines(rnd));
    accepted += res.accepted; rejected += res.rejected; bytes += res.bytes;
  }
  console.log(`variant=${variant} seed=${seed} accepted=${accepted} rejected=${rejected} bytes=${bytes}`);
}

main();
