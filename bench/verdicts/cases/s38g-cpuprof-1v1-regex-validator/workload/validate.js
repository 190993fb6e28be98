'use strict';
// Input-processing workload.  node validate.js before|after [rounds]
// after: validateHandle() uses a regular expression with a nested quantifier, /^([a-z0-9]+_?)+$/,
// which backtracks exponentially on handles that end in a character it cannot match.
const variant = process.argv[2] || 'before';
const rounds = Number(process.argv[3] || 30);

const SAFE = /^[a-z0-9]+(?:_[a-z0-9]+)*_?$/;
const BACKTRACKING = /^([a-z0-9]+_?)+$/;

function makeInputs(n, seed) {
  let s = seed >>> 0;
  const rnd = () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; };
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const out = [];
  for (let i = 0; i < n; i++) {
    const len = 8 + Math.floor(rnd() * 10);
    let h = '';
    for (let j = 0; j < len; j++) h += letters[Math.floor(rnd() * letters.length)];
    if (rnd() < 0.3) h = h.slice(0, 4) + '_' + h.slice(4);
    // some handles are invalid: a long run of word chars followed by a bad character
    if (rnd() < 0.02) h = 'user' + 'x'.repeat(7 + Math.floor(rnd() * 6)) + '!';
    out.push({ id: i, handle: h, bio: 'bio of ' + h + ' '.repeat(i % 7) + 'end', karma: Math.floor(rnd() * 1000) });
  }
  return out;
}

function validateHandle(h) {
  if (variant === 'after') return BACKTRACKING.test(h);
  return SAFE.test(h);
}

function normalizeRecord(r) {
  const bio = r.bio.trim().replace(/\s+/g, ' ');
  let tag = 0;
  for (let i = 0; i < bio.length; i++) tag = (tag * 31 + bio.charCodeAt(i)) | 0;
  return { id: r.id, handle: r.handle.toLowerCase(), bio, tag, karma: r.karma };
}

function serialize(recs) {
  return JSON.stringify(recs);
}

function processBatch(inputs) {
  const ok = [];
  let rejected = 0;
  for (const r of inputs) {
    if (!validateHandle(r.handle)) { rejected++; continue; }
    ok.push(normalizeRecord(r));
  }
  const text = serialize(ok);
  return { accepted: ok.length, rejected, bytes: text.length };
}

function main() {
  const inputs = makeInputs(20000, 12345);
  let last;
  const t0 = Date.now();
  for (let i = 0; i < rounds; i++) last = processBatch(inputs);
  console.log(variant, JSON.stringify(last), 'ms=' + (Date.now() - t0));
}

main();
