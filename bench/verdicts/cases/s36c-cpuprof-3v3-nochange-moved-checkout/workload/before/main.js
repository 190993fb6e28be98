'use strict';
// textstats: builds a synthetic corpus, tokenizes it, counts words and bigrams,
// and prints a small JSON summary.
const { makeCorpus } = require('./lib/corpus');
const { tokenize } = require('./lib/tokenize');
const { countWords, countBigrams, topK } = require('./lib/stats');

const rounds = Number(process.argv[2] || 12);
let summary = null;
for (let r = 0; r < rounds; r++) {
  const text = makeCorpus(60000, 42 + r);
  const tokens = tokenize(text);
  const words = countWords(tokens);
  const bigrams = countBigrams(tokens);
  summary = {
    round: r,
    tokens: tokens.length,
    distinct: words.size,
    topWords: topK(words, 10),
    topBigrams: topK(bigrams, 10),
  };
}
console.log(JSON.stringify(summary).slice(0, 200));
