'use strict';
// s38e-perf-node-1v1-crypto-hash workload.
// Usage: node app.cjs before|after [iterations]
// after: encodeRecord, validateUser and summarizeOrder each also compute
//        crypto.createHash('sha1').update(<their input>).digest('hex').
const crypto = require('crypto');
const MODE = process.argv[2];
const ITER = parseInt(process.argv[3] || '60000', 10);
const HASH = MODE === 'after';
let sink = 0;

function sha1(s) {
  return crypto.createHash('sha1').update(s).digest('hex');
}

function makeRecord(i) {
  return {
    id: i, user: 'user' + (i % 977), email: 'u' + i + '@example.com',
    items: Array.from({ length: 8 }, (_, k) => ({ sku: 'SKU' + ((i + k) % 313), qty: (i + k) % 5 + 1, price: ((i * 7 + k) % 1000) / 10 })),
    note: 'x'.repeat(40 + (i % 60)),
  };
}

function encodeRecord(r) {
  let out = r.id + '|' + r.user + '|' + r.email + '|';
  for (const it of r.items) out += it.sku + ':' + it.qty + ':' + it.price + ';';
  out += r.note;
  if (HASH) out += '|' + sha1(out);
  return out;
}

function validateUser(r) {
  let ok = 0;
  const s = r.user + r.email;
  for (let k = 0; k < 30; k++)
    for (let i = 0; i < s.length; i++) ok = (ok * 33 + s.charCodeAt(i) + k) | 0;
  if (HASH) ok ^= sha1(s).charCodeAt(0);
  return ok;
}

function summarizeOrder(r) {
  let total = 0;
  const parts = [];
  for (const it of r.items) { total += it.qty * it.price; parts.push(it.sku + 'x' + it.qty); }
  const summary = r.id + ':' + parts.join(',') + '=' + total.toFixed(2);
  if (HASH) return summary + '#' + sha1(summary);
  return summary;
}

function computeStats(recs) {
  let a = 0;
  for (let rep = 0; rep < 12; rep++)
    for (const r of recs) for (const it of r.items) a += Math.sqrt(it.price * it.qty + rep) * Math.log1p(it.qty);
  return a;
}

function renderTemplate(r, enc, sum) {
  return `<tr><td>${r.id}</td><td>${r.user}</td><td>${enc.length}</td><td>${sum}</td></tr>`.replace(/td/g, 'TD');
}

function main() {
  const recs = [];
  for (let i = 0; i < 256; i++) recs.push(makeRecord(i));
  for (let n = 0; n < ITER; n++) {
    const r = recs[n & 255];
    r.id = n;
    const enc = encodeRecord(r);
    const v = validateUser(r);
    const sum = summarizeOrder(r);
    sink += renderTemplate(r, enc, sum).length + v;
    if ((n & 255) === 255) sink += computeStats(recs);
  }
  console.log(MODE, ITER, sink);
}

main();
