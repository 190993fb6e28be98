'use strict';
// Fuzzy SKU matcher: for each incoming (misspelt) product code, rank the catalogue by edit
// distance and emit the best matches as JSON. (after: edit distance memoised per pair)

function makeRng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const ALPHA = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(rng, len) {
  let out = '';
  for (let i = 0; i < len; i++) out += ALPHA[Math.floor(rng() * ALPHA.length)];
  return out;
}

function mutate(rng, code) {
  const chars = code.split('');
  const pos = Math.floor(rng() * chars.length);
  const op = rng();
  if (op < 0.4) chars[pos] = ALPHA[Math.floor(rng() * ALPHA.length)];
  else if (op < 0.7) chars.splice(pos, 1);
  else chars.splice(pos, 0, ALPHA[Math.floor(rng() * ALPHA.length)]);
  return chars.join('');
}

function normalise(raw) {
  return raw.trim().toUpperCase().replace(/[\s_-]+/g, '').replace(/O/g, '0').replace(/I/g, '1');
}

// edit distance between a[0..i) and b[0..j); memo[i * (b.length + 1) + j] caches results (-1 = unknown)
function editDistance(a, b, i, j, memo) {
  if (i === 0) return j;
  if (j === 0) return i;
  const key = i * (b.length + 1) + j;
  const cached = memo[key];
  if (cached >= 0) return cached;
  let result;
  if (a.charCodeAt(i - 1) === b.charCodeAt(j - 1)) {
    result = editDistance(a, b, i - 1, j - 1, memo);
  } else {
    const del = editDistance(a, b, i - 1, j, memo);
    const ins = editDistance(a, b, i, j - 1, memo);
    const sub = editDistance(a, b, i - 1, j - 1, memo);
    result = 1 + Math.min(del, ins, sub);
  }
  memo[key] = result;
  return result;
}

function distance(a, b) {
  const memo = new Int16Array((a.length + 1) * (b.length + 1)).fill(-1);
  return editDistance(a, b, a.length, b.length, memo);
}

function rankCandidates(query, catalogue) {
  const scored = [];
  for (const item of catalogue) {
    if (Math.abs(item.code.length - query.length) > 2) continue;
    scored.push({ sku: item.sku, code: item.code, d: distance(query, item.code) });
  }
  scored.sort((x, y) => x.d - y.d || (x.sku < y.sku ? -1 : 1));
  return scored.slice(0, 3);
}

function formatResult(raw, query, best) {
  return JSON.stringify({
    input: raw,
    normalised: query,
    matches: best.map((m) => ({ sku: m.sku, code: m.code, distance: m.d })),
    exact: best.length > 0 && best[0].d === 0,
  });
}

function buildCatalogue(rng, n) {
  const cat = [];
  for (let i = 0; i < n; i++) {
    cat.push({ sku: 'SKU-' + String(100000 + i), code: randomCode(rng, 4 + Math.floor(rng() * 3)), price: Math.round(rng() * 10000) / 100 });
  }
  return cat;
}

// load-test harness: answer queries for a fixed wall-clock budget, report throughput
function main() {
  const seconds = Number(process.argv[2] || 4);
  const catSize = Number(process.argv[3] || 150);
  const rng = makeRng(12345);
  const catalogue = buildCatalogue(rng, catSize);
  const deadline = Date.now() + seconds * 1000;
  let bytes = 0;
  let exact = 0;
  let q = 0;
  for (; (q & 15) !== 0 || Date.now() < deadline; q++) {
    const target = catalogue[Math.floor(rng() * catalogue.length)].code;
    let raw = mutate(rng, target);
    if (rng() < 0.3) raw = ' ' + raw.toLowerCase().slice(0, 3) + '-' + raw.slice(3) + ' ';
    const query = normalise(raw);
    const best = rankCandidates(query, catalogue);
    const line = formatResult(raw, query, best);
    bytes += line.length;
    if (best.length && best[0].d === 0) exact++;
  }
  console.log(`seconds=${seconds} queries=${q} qps=${Math.round(q / seconds)} catalogue=${catSize} exact=${exact} bytes=${bytes}`);
}

main();
