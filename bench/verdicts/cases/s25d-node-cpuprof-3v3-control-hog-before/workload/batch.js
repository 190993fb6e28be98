'use strict';
// Toy inventory batch job. Usage: node batch.js ROUNDS VARIANT   (VARIANT: base | slowhash | allocscore)
const ROUNDS = +process.argv[2] || 30;
const VARIANT = process.argv[3] || 'base';
const N = 30000;

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeItems(rnd) {
  const items = new Array(N);
  for (let i = 0; i < N; i++) {
    const w = [];
    for (let k = 0; k < 6; k++) w.push(Math.floor(rnd() * 1000));
    items[i] = { id: i, sku: 'SKU-' + Math.floor(rnd() * 5000) + '-' + (i % 97),
      cat: 'c' + Math.floor(rnd() * 40), price: rnd() * 100, qty: 1 + Math.floor(rnd() * 9), w };
  }
  return items;
}

function hashItems(items) {
  let acc = 0, extra = 0;
  for (let i = 0; i < items.length; i++) {
    const s = items[i].sku, w = items[i].w;
    let h = 0x811c9dc5;
    for (let p = 0; p < 6; p++) {
      for (let j = 0; j < s.length; j++) { h ^= s.charCodeAt(j) + p; h = Math.imul(h, 16777619); }
      for (let k = 0; k < 6; k++) { h ^= w[k]; h = Math.imul(h, 16777619); }
    }
    if (VARIANT === 'slowhash') {
      // the slowhash change: a second, independent check hash with three more passes (~1.5x the work)
      let g = 0x01000193;
      for (let p = 0; p < 3; p++) {
        for (let j = 0; j < s.length; j++) { g ^= s.charCodeAt(j) + p; g = Math.imul(g, 16777619); }
        for (let k = 0; k < 6; k++) { g ^= w[k]; g = Math.imul(g, 16777619); }
      }
      extra = (extra + (g & 1)) | 0;
    }
    items[i].h = h >>> 0;
    acc = (acc + (h >>> 0)) % 1000000007;
  }
  return acc + (extra & 0);
}

function scoreItems(items) {
  let total = 0;
  if (VARIANT === 'allocscore') {
    // the allocscore change: per item temporary arrays/objects, kept in a per-call scratch list until it returns
    const scratch = [];
    for (let i = 0; i < items.length; i++) {
      const it = items[i];
      const parts = it.w.map((x, k) => ({ k, v: Math.sqrt(x + 1) * (k + 1) }));
      const pairs = [];
      for (let a = 0; a < parts.length; a++) for (let b = a + 1; b < parts.length; b++) pairs.push([parts[a].v, parts[b].v]);
      let s = 0;
      for (const p of pairs) s += Math.sqrt(p[0] * p[1] + 1);
      if ((i & 7) === 0) scratch.push(pairs);
      it.score = s * Math.log1p(it.price) * it.qty;
      total += it.score;
    }
    return total;
  }
  for (let i = 0; i < items.length; i++) {
    const it = items[i]; const w = it.w;
    let s = 0;
    for (let a = 0; a < 6; a++) {
      const va = Math.sqrt(w[a] + 1) * (a + 1);
      for (let b = a + 1; b < 6; b++) s += Math.sqrt(va * Math.sqrt(w[b] + 1) * (b + 1) + 1);
    }
    it.score = s * Math.log1p(it.price) * it.qty;
    total += it.score;
  }
  return total;
}

function groupItems(items) {
  const m = new Map();
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    const key = it.cat + '/' + (it.h % 64);
    let g = m.get(key);
    if (!g) { g = { n: 0, rev: 0, best: 0 }; m.set(key, g); }
    g.n++; g.rev += it.price * it.qty; if (it.score > g.best) g.best = it.score;
  }
  return m;
}

function rankItems(items) {
  const copy = items.filter((it) => (it.id & 3) === 0);
  copy.sort((a, b) => (b.score - a.score) || (a.id - b.id));
  return copy.slice(0, 100);
}

function renderReport(groups, top) {
  const lines = [];
  for (const [k, g] of groups) lines.push(k + ',' + g.n + ',' + g.rev.toFixed(2) + ',' + g.best.toFixed(3));
  for (const it of top) lines.push(it.sku + ';' + it.score.toFixed(4) + ';' + it.h.toString(16));
  let out = lines.join('\n');
  let c = 0; for (let i = 0; i < out.length; i++) c = (c * 31 + out.charCodeAt(i)) | 0;
  return out.length + ':' + (c >>> 0);
}

function main() {
  const rnd = mulberry32(12345);
  let acc = 0, tot = 0, last = '';
  for (let r = 0; r < ROUNDS; r++) {
    const items = makeItems(rnd);
    acc = (acc + hashItems(items)) % 1000000007;
    tot += scoreItems(items);
    const groups = groupItems(items);
    const top = rankItems(items);
    last = renderReport(groups, top);
  }
  console.log(`variant=${VARIANT} rounds=${ROUNDS} acc=${acc} total=${tot.toFixed(1)} last=${last}`);
}
main();
