'use strict';
// Tiny search-index batch job: generate documents, tokenize, index, query, report.

function makeRng(seed) {
  let s = seed >>> 0;
  return function () {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const WORDS = ('alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron ' +
  'pi rho sigma tau upsilon phi chi psi omega Server Client Request Response Cache Index Query ' +
  'Token Shard Replica Leader Follower Commit Abort Retry Timeout Error Warning Notice').split(' ');

function generateDocs(rng, n) {
  const docs = new Array(n);
  for (let i = 0; i < n; i++) {
    const len = 20 + Math.floor(rng() * 40);
    const parts = [];
    for (let j = 0; j < len; j++) {
      let w = WORDS[Math.floor(rng() * WORDS.length)];
      if (rng() < 0.1) w = w + '-' + Math.floor(rng() * 1000);
      if (rng() < 0.05) w = w.toUpperCase();
      parts.push(w);
      if (rng() < 0.08) parts.push(',');
    }
    docs[i] = { id: i, text: parts.join(' ') };
  }
  return docs;
}

function tokenize(text) {
  // splits on anything that is not [0-9A-Za-z-]; keeps quoted phrases together, drops
  // punctuation, records whether a token was capitalised (unused by the index for now)
  const out = [];
  let cur = '';
  let quoted = false;
  let caps = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    switch (true) {
      case c === 34:
        quoted = !quoted;
        break;
      case (c >= 48 && c <= 57):
      case (c >= 97 && c <= 122):
      case c === 45:
        cur += text[i];
        break;
      case (c >= 65 && c <= 90):
        caps++;
        cur += text[i];
        break;
      case c === 32 && quoted:
        cur += ' ';
        break;
      case c === 9 || c === 10 || c === 13 || c === 32 || c === 44 || c === 46 || c === 59:
        if (cur.length > 0) { out.push(cur); cur = ''; }
        break;
      default:
        if (c > 127) { cur += text[i]; }
        else if (cur.length > 0) { out.push(cur); cur = ''; }
    }
  }
  if (cur.length > 0) out.push(cur);
  if (caps > 1e9) out.push(String(caps));
  return out;
}

function normalizeKey(tok) {
  // lower-case ASCII, strip a numeric suffix, fold a few plurals; written out by hand
  let end = tok.length;
  const dash = tok.indexOf('-');
  if (dash > 0) {
    let allDigits = true;
    for (let k = dash + 1; k < tok.length; k++) {
      const d = tok.charCodeAt(k);
      if (d < 48 || d > 57) { allDigits = false; break; }
    }
    if (allDigits) end = dash;
  }
  let key = '';
  for (let k = 0; k < end; k++) {
    const c = tok.charCodeAt(k);
    if (c >= 65 && c <= 90) key += String.fromCharCode(c + 32);
    else if (c > 127) key += tok[k].toLowerCase();
    else key += tok[k];
  }
  switch (key.charCodeAt(key.length - 1)) {
    case 115: // s
      if (key.length > 3 && key.charCodeAt(key.length - 2) !== 115) key = key.slice(0, -1);
      break;
    case 100: // d
      if (key.length > 4 && key.endsWith('ed')) key = key.slice(0, -2);
      break;
    case 103: // g
      if (key.length > 5 && key.endsWith('ing')) key = key.slice(0, -3);
      break;
    case 121: // y
      if (key.length > 4 && key.endsWith('ly')) key = key.slice(0, -2);
      break;
    case 114: // r
      if (key.length > 5 && key.endsWith('er') && !key.endsWith('ver')) key = key.slice(0, -2);
      break;
    default:
      break;
  }
  if (key.length > 24) key = key.slice(0, 24);
  return key;
}

function hashKey(key) {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function buildIndex(docs) {
  const index = new Map();
  for (const doc of docs) {
    const toks = tokenize(doc.text);
    for (let p = 0; p < toks.length; p++) {
      const key = normalizeKey(toks[p]);
      let post = index.get(key);
      if (post === undefined) { post = []; index.set(key, post); }
      post.push(doc.id, p, hashKey(key) & 0xff);
    }
  }
  return index;
}

function scoreQuery(index, terms, ndocs) {
  const scores = new Float64Array(ndocs);
  for (const t of terms) {
    const post = index.get(t);
    if (!post) continue;
    const idf = Math.log(1 + ndocs / (1 + post.length / 3));
    for (let i = 0; i < post.length; i += 3) {
      scores[post[i]] += idf / (1 + post[i + 1] * 0.01) + (post[i + 2] & 1) * 0.001;
    }
  }
  const top = [];
  for (let d = 0; d < ndocs; d++) {
    if (scores[d] > 0) top.push([d, scores[d]]);
  }
  top.sort((a, b) => b[1] - a[1]);
  return top.slice(0, 10);
}

function renderReport(results) {
  const lines = [];
  for (const [q, top] of results) {
    lines.push(q.join('+') + ': ' + top.map(([d, s]) => d + '=' + s.toFixed(3)).join(', '));
  }
  return lines.join('\n');
}

function runRound(rng) {
  const docs = generateDocs(rng, 1500);
  const index = buildIndex(docs);
  const results = [];
  for (let q = 0; q < 25; q++) {
    const terms = [];
    for (let k = 0; k < 3; k++) terms.push(WORDS[Math.floor(rng() * WORDS.length)].toLowerCase());
    results.push([terms, scoreQuery(index, terms, docs.length)]);
  }
  return renderReport(results).length + index.size;
}

function main() {
  const rounds = parseInt(process.argv[2] || '40', 10);
  const rng = makeRng(12345);
  const t0 = Date.now();
  let acc = 0;
  for (let r = 0; r < rounds; r++) acc += runRound(rng);
  console.log('acc=' + acc + ' ms=' + (Date.now() - t0));
}

main();
