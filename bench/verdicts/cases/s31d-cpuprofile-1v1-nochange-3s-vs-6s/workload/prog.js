// textstats: repeatedly tokenises a synthetic corpus, counts word frequencies, computes bigram
// statistics, round-trips the result through JSON and sorts the top words.
// usage: node prog.js ITERATIONS   (the input corpus is the same for every run)
'use strict';

const ITER = parseInt(process.argv[2] || '10', 10);

function makeCorpus(nDocs, seed) {
  const syll = ['ka', 'lo', 'mi', 'ra', 'te', 'su', 'no', 'vi', 'de', 'xa', 'pe', 'zo', 'an', 'ul'];
  let x = seed >>> 0;
  const rnd = () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; };
  const docs = [];
  for (let d = 0; d < nDocs; d++) {
    const words = [];
    const n = 40 + (rnd() % 80);
    for (let i = 0; i < n; i++) {
      let w = '';
      const k = 1 + (rnd() % 3);
      for (let j = 0; j < k; j++) w += syll[rnd() % syll.length];
      words.push(rnd() % 7 === 0 ? w.toUpperCase() : w);
    }
    docs.push(words.join(rnd() % 5 === 0 ? ', ' : ' ') + '.');
  }
  return docs;
}

function tokenize(doc) {
  return doc.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 0);
}

function countWords(docs) {
  const freq = new Map();
  for (const doc of docs) {
    for (const w of tokenize(doc)) freq.set(w, (freq.get(w) || 0) + 1);
  }
  return freq;
}

function bigramStats(docs) {
  const big = new Map();
  for (const doc of docs) {
    const t = tokenize(doc);
    for (let i = 1; i < t.length; i++) {
      const key = t[i - 1] + ' ' + t[i];
      big.set(key, (big.get(key) || 0) + 1);
    }
  }
  let maxKey = '';
  let max = 0;
  for (const [k, v] of big) if (v > max) { max = v; maxKey = k; }
  return { distinct: big.size, maxKey, max };
}

function roundTrip(freq) {
  const obj = Object.fromEntries(freq);
  return JSON.parse(JSON.stringify(obj));
}

function topWords(obj, n) {
  return Object.entries(obj).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
}

function main() {
  const docs = makeCorpus(3000, 12345);
  let chk = 0;
  for (let it = 0; it < ITER; it++) {
    const freq = countWords(docs);
    const bs = bigramStats(docs);
    const obj = roundTrip(freq);
    const top = topWords(obj, 20);
    chk += bs.distinct + bs.max + top[0][1] + top.length;
  }
  console.log(`iterations=${ITER} checksum=${chk}`);
}

main();
