'use strict';
// searchidx: build a small full-text index over a deterministic corpus of
// "support tickets", then answer a batch of ranked (BM25) queries and print
// the top hits. Everything is in memory; input is fixed by the seed.

const VOCAB = ('account password reset login error timeout server database backup restore invoice ' +
  'payment refund card declined shipping delivery address tracking package delayed damaged return ' +
  'label printer driver update install crash freeze slow network wifi vpn certificate expired ' +
  'email spam quota storage sync conflict upload download permission denied admin role group ' +
  'license renewal upgrade downgrade plan trial cancel subscription billing tax receipt export ' +
  'report dashboard chart filter search index query latency memory cpu disk alert monitor').split(' ');
const STOP = new Set(['the', 'a', 'to', 'and', 'of', 'is', 'my', 'on', 'in', 'it', 'for', 'not', 'with']);

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

function makeCorpus(n, seed) {
  const r = rng(seed);
  const stop = [...STOP];
  const docs = [];
  for (let i = 0; i < n; i++) {
    const len = 20 + Math.floor(r() * 60);
    const words = [];
    // each ticket leans on a few topic words
    const topic = [0, 1, 2].map(() => VOCAB[Math.floor(r() * VOCAB.length)]);
    for (let j = 0; j < len; j++) {
      const x = r();
      if (x < 0.3) words.push(stop[Math.floor(r() * stop.length)]);
      else if (x < 0.55) words.push(topic[Math.floor(r() * 3)]);
      else words.push(VOCAB[Math.floor(r() * VOCAB.length)] + (r() < 0.1 ? 's' : ''));
    }
    docs.push({ id: 'T-' + (100000 + i), title: topic.join(' / '), body: words.join(' ') + '.' });
  }
  return docs;
}

function tokenize(text) {
  const out = [];
  const re = /[a-z0-9]+/g;
  let m;
  const lower = text.toLowerCase();
  while ((m = re.exec(lower)) !== null) {
    if (!STOP.has(m[0])) out.push(stem(m[0]));
  }
  return out;
}

function stem(w) {
  if (w.length > 4 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 3 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

function buildIndex(docs) {
  const postings = new Map(); // term -> Map(docIndex -> tf)
  const lengths = new Float64Array(docs.length);
  docs.forEach((d, i) => {
    const terms = tokenize(d.title + ' ' + d.title + ' ' + d.body);
    lengths[i] = terms.length;
    for (const t of terms) {
      let p = postings.get(t);
      if (!p) { p = new Map(); postings.set(t, p); }
      p.set(i, (p.get(i) || 0) + 1);
    }
  });
  let avg = 0;
  for (const l of lengths) avg += l;
  return { postings, lengths, avg: avg / docs.length, n: docs.length };
}

function bm25(index, query, k1 = 1.2, b = 0.75) {
  const scores = new Map();
  for (const t of new Set(tokenize(query))) {
    const p = index.postings.get(t);
    if (!p) continue;
    const idf = Math.log(1 + (index.n - p.size + 0.5) / (p.size + 0.5));
    for (const [doc, tf] of p) {
      const norm = tf * (k1 + 1) / (tf + k1 * (1 - b + b * index.lengths[doc] / index.avg));
      scores.set(doc, (scores.get(doc) || 0) + idf * norm);
    }
  }
  return topK(scores, 10);
}

function topK(scores, k) {
  const heap = []; // min-heap of [score, doc]
  const less = (x, y) => x[0] < y[0] || (x[0] === y[0] && x[1] > y[1]);
  for (const [doc, s] of scores) {
    if (heap.length < k) {
      heap.push([s, doc]);
      for (let i = heap.length - 1; i > 0;) {
        const p = (i - 1) >> 1;
        if (!less(heap[i], heap[p])) break;
        [heap[i], heap[p]] = [heap[p], heap[i]]; i = p;
      }
    } else if (less(heap[0], [s, doc])) {
      heap[0] = [s, doc];
      for (let i = 0; ;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < heap.length && less(heap[l], heap[m])) m = l;
        if (r < heap.length && less(heap[r], heap[m])) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m], heap[i]]; i = m;
      }
    }
  }
  return heap.sort((x, y) => y[0] - x[0] || x[1] - y[1]);
}

function makeQueries(n, seed) {
  const r = rng(seed);
  const qs = [];
  for (let i = 0; i < n; i++) {
    const len = 2 + Math.floor(r() * 3);
    const w = [];
    for (let j = 0; j < len; j++) w.push(VOCAB[Math.floor(r() * VOCAB.length)]);
    qs.push(w.join(' '));
  }
  return qs;
}

function snippet(doc, query) {
  const want = new Set(tokenize(query));
  const words = doc.body.split(' ');
  let best = 0, bestAt = 0;
  for (let i = 0; i < words.length; i++) {
    let c = 0;
    for (let j = i; j < Math.min(words.length, i + 8); j++) if (want.has(stem(words[j]))) c++;
    if (c > best) { best = c; bestAt = i; }
  }
  return words.slice(bestAt, bestAt + 8).join(' ');
}

function main() {
  const nDocs = Number(process.argv[2] || 20000);
  const nQueries = Number(process.argv[3] || 2000);
  const docs = makeCorpus(nDocs, 12345);
  const index = buildIndex(docs);
  const queries = makeQueries(nQueries, 777);
  let checksum = 0;
  const lines = [];
  for (const q of queries) {
    const hits = bm25(index, q);
    for (const [score, doc] of hits) checksum = (checksum * 31 + doc + Math.round(score * 1000)) % 1000000007;
    if (lines.length < 5 && hits.length) lines.push(`${q}: ${docs[hits[0][1]].id} "${snippet(docs[hits[0][1]], q)}"`);
  }
  console.log(`docs=${nDocs} terms=${index.postings.size} queries=${nQueries} checksum=${checksum}`);
  for (const l of lines) console.log(l);
}

main();
