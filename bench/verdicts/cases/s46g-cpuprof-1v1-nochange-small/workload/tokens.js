'use strict';
// Small text pipeline: make documents, tokenize, count terms, pick top terms.

function makeDocs(n, seed) {
  let x = seed >>> 0;
  const words = ['alpha', 'beta', 'gamma', 'delta', 'eps', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu'];
  const docs = [];
  for (let i = 0; i < n; i++) {
    const parts = [];
    for (let j = 0; j < 40; j++) {
      x = (x * 1103515245 + 12345) >>> 0;
      parts.push(words[x % words.length] + (x % 97));
    }
    docs.push(parts.join(' '));
  }
  return docs;
}

function tokenize(doc) {
  return doc.split(' ').map((t) => t.toLowerCase());
}

function countTerms(docs) {
  const counts = new Map();
  for (const d of docs) {
    for (const t of tokenize(d)) counts.set(t, (counts.get(t) || 0) + 1);
  }
  return counts;
}

function topTerms(counts, k) {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, k);
}

function main() {
  const rounds = Number(process.argv[2] || 20);
  let digest = 0;
  for (let r = 0; r < rounds; r++) {
    const docs = makeDocs(4000, r + 1);
    const top = topTerms(countTerms(docs), 20);
    for (const [t, c] of top) digest = (digest * 31 + c + t.length) % 1000000007;
  }
  console.log('digest', digest);
}

main();
