'use strict';
// Toy word-index builder: generate synthetic documents, tokenize them,
// normalize each token, build an inverted index, and score a few queries.
// Fixed amount of work (ROUNDS rounds).

const ROUNDS = Number(process.argv[2] || 40);
const WORDS = ['Alpha_Centauri', 'beta-carotene.', 'GAMMA_RAY_BURST', 'delta_wing', "Epsilon's",
  'zeta:function', 'Eta_Carinae', 'theta-join;', 'iota_subscript', 'Kappa_Kappa', '"lambda_calculus"',
  'MU_METAL', 'nu-metal', 'xi_baryon', 'Omicron_Persei', 'pi_approx.'];

function makeDocs(seed, n) {
  let x = seed >>> 0;
  const docs = [];
  for (let i = 0; i < n; i++) {
    const parts = [];
    for (let w = 0; w < 30; w++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      parts.push(WORDS[x % WORDS.length] + ((x >>> 8) % 50));
    }
    docs.push(parts.join(x & 1 ? ' ' : ',  '));
  }
  return docs;
}

function tokenize(doc) {
  return doc.split(/[\s,]+/);
}

function canonicalKey(tok) {
  // Canonical index key: strip surrounding punctuation, ASCII-lowercase,
  // collapse digit runs to a single marker digit count, then append a
  // small hash bucket so similar keys spread across buckets.
  let start = 0;
  let end = tok.length;
  while (start < end) {
    const c = tok.charCodeAt(start);
    if (c === 32 || c === 44 || c === 46 || c === 59 || c === 58 || c === 45) start++;
    else break;
  }
  while (end > start) {
    const c = tok.charCodeAt(end - 1);
    if (c === 32 || c === 44 || c === 46 || c === 59 || c === 58 || c === 45) end--;
    else break;
  }
  let out = '';
  let digits = 0;
  let h = 17;
  for (let i = start; i < end; i++) {
    let c = tok.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      digits++;
      h = (Math.imul(h, 31) + c) | 0;
      continue;
    }
    if (digits > 0) {
      out += 'd' + digits;
      digits = 0;
    }
    if (c === 39 || c === 34) continue; // drop quotes
    if (c >= 65 && c <= 90) c += 32;
    else if (c === 95) c = 45;
    else if (c > 127) c = 63;
    out += String.fromCharCode(c);
    h = (Math.imul(h, 31) + c) | 0;
  }
  if (digits > 0) out += 'd' + digits;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return out + '#' + ((h >>> 0) % 997);
}

function buildIndex(docs) {
  const index = new Map();
  for (let d = 0; d < docs.length; d++) {
    for (const tok of tokenize(docs[d])) {
      const key = canonicalKey(tok);
      let list = index.get(key);
      if (list === undefined) { list = []; index.set(key, list); }
      list.push(d);
    }
  }
  return index;
}

function scoreQueries(index, ndocs) {
  const scores = new Float64Array(ndocs);
  let best = 0;
  for (const [key, list] of index) {
    const idf = Math.log(ndocs / (1 + list.length));
    for (let i = 0; i < list.length; i++) scores[list[i]] += idf * (key.length % 7 + 1);
  }
  for (let i = 0; i < ndocs; i++) if (scores[i] > scores[best]) best = i;
  const order = Array.from(scores.keys()).sort((a, b) => scores[b] - scores[a]);
  return order[0] + best;
}

function main() {
  let sink = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const docs = makeDocs(r * 7919 + 1, 4000);
    const index = buildIndex(docs);
    sink += scoreQueries(index, docs.length);
  }
  console.log('sink', sink);
}

main();
