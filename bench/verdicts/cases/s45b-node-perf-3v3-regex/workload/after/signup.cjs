'use strict';
// Signup batch importer: parses CSV-ish rows, validates and normalises
// them, de-duplicates by email and aggregates per-domain statistics.
const crypto = require('crypto');

const EMAIL_RE = /^(?=.{6,254}$)(?=[^@]{1,64}@)(?!.*\.\.)(?!.*\.@)(?!.*@.*--)(?!.*@-)(?:[a-z0-9_%+-]\.?)+[a-z0-9_%+-]@(?:(?:[a-z0-9]-?)*[a-z0-9]\.)+[a-z]{2,}$/i;

function validateEmail(email) {
  if (email.length > 254) return false;
  return EMAIL_RE.test(email);
}

let seed = 0x2545f491;
function rnd(n) {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed % n;
}

const FIRST = ['anna', 'bob', 'carla', 'dmitri', 'eve', 'farid', 'gina', 'hiro', 'ines', 'jules'];
const LAST = ['smith', 'okafor', 'lee', 'garcia', 'novak', 'tanaka', 'ivanova', 'muller'];
const DOMAINS = ['example.com', 'mail.example.org', 'corp.acme.co.uk', 'student.uni-x.edu', 'fastmail.net'];

function makeRows(n) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    const f = FIRST[rnd(FIRST.length)], l = LAST[rnd(LAST.length)];
    let local = `${f}.${l}${rnd(500)}`;
    if (rnd(4) === 0) local += `.team-${rnd(90)}.dept-${rnd(40)}.ops`;
    let email = `${local}@${DOMAINS[rnd(DOMAINS.length)]}`;
    const k = rnd(20);
    if (k === 0) email = `${local}.${local}.${local}-${local}@nodomain`; // invalid: no TLD
    else if (k === 1) email = email.replace('@', ' at ');                // invalid: no @
    if (rnd(3) === 0) email = email.toUpperCase();
    rows.push(`${i};${f} ${l};${email};${1950 + rnd(60)};${rnd(3) === 0 ? 'pro' : 'free'}`);
  }
  return rows;
}

function parseRow(line) {
  const parts = line.split(';');
  return { id: +parts[0], name: parts[1], email: parts[2], year: +parts[3], plan: parts[4] };
}

function normalizeRecord(rec) {
  const email = rec.email.trim().toLowerCase();
  const name = rec.name.split(' ').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  return { ...rec, email, name, domain: email.slice(email.indexOf('@') + 1) };
}

function fingerprint(rec) {
  return crypto.createHash('sha1').update(rec.email).digest('hex').slice(0, 10);
}

function aggregate(stats, rec) {
  let d = stats.get(rec.domain);
  if (!d) { d = { n: 0, pro: 0, years: 0 }; stats.set(rec.domain, d); }
  d.n++;
  if (rec.plan === 'pro') d.pro++;
  d.years += rec.year;
}

function importBatch(rows, seen, stats, counts) {
  for (const line of rows) {
    const rec = parseRow(line);
    if (!validateEmail(rec.email)) { counts.invalid++; continue; }
    const norm = normalizeRecord(rec);
    const fp = fingerprint(norm);
    if (seen.has(fp)) { counts.dup++; continue; }
    seen.add(fp);
    aggregate(stats, norm);
    counts.ok++;
  }
}

function report(stats, counts) {
  const lines = [...stats.entries()].sort((a, b) => a[0].localeCompare(b[0]))
    .map(([dom, d]) => `${dom} n=${d.n} pro=${d.pro} avgYear=${(d.years / d.n).toFixed(2)}`);
  const h = crypto.createHash('sha1').update(lines.join('\n')).update(JSON.stringify(counts)).digest('hex');
  return `ok=${counts.ok} dup=${counts.dup} invalid=${counts.invalid} digest=${h.slice(0, 16)}`;
}

function main() {
  const batches = +(process.argv[2] || 40);
  const seen = new Set(), stats = new Map(), counts = { ok: 0, dup: 0, invalid: 0 };
  for (let b = 0; b < batches; b++) importBatch(makeRows(20000), seen, stats, counts);
  console.log(report(stats, counts));
}

main();
