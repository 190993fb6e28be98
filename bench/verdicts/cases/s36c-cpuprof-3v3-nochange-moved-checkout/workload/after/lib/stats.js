'use strict';

function countWords(tokens) {
  const m = new Map();
  for (const t of tokens) m.set(t, (m.get(t) || 0) + 1);
  return m;
}

function countBigrams(tokens) {
  const m = new Map();
  for (let i = 1; i < tokens.length; i++) {
    const k = tokens[i - 1] + ' ' + tokens[i];
    m.set(k, (m.get(k) || 0) + 1);
  }
  return m;
}

function topK(map, k) {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, k);
}

module.exports = { countWords, countBigrams, topK };
