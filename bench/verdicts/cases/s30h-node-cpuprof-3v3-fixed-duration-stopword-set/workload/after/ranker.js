'use strict';
// Fixed-duration throughput loop: rank incoming "reviews" for 4 seconds and
// report how many were processed. Same seeded input stream in every run.
const DURATION_MS = 4000;

const STOPWORDS = ('a about above after again against all am an and any are as at be because been before ' +
  'being below between both but by could did do does doing down during each few for from further had has ' +
  'have having he her here hers herself him himself his how i if in into is it its itself just me more most ' +
  'my myself no nor not now of off on once only or other our ours out over own same she should so some such ' +
  'than that the their theirs them then there these they this those through to too under until up very was ' +
  'we were what when where which while who whom why will with you your yours yourself').split(' ');
const STOPWORD_SET = new Set(STOPWORDS);

const VOCAB = ('the battery life is great but the screen was too dim and i would not buy it again ' +
  'shipping took forever yet support answered quickly excellent value for money sturdy build quality ' +
  'terrible noise when charging overall happy with this purchase would recommend to friends').split(' ');

function makeRng(seed) {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; };
}

function nextReview(rng) {
  const n = 20 + Math.floor(rng() * 40);
  const words = [];
  for (let i = 0; i < n; i++) words.push(VOCAB[Math.floor(rng() * VOCAB.length)]);
  return { id: Math.floor(rng() * 1e9), stars: 1 + Math.floor(rng() * 5), text: words.join(' ') };
}

function contentWords(text) {
  const out = [];
  for (const w of text.toLowerCase().split(' ')) {
    if (w.length > 0 && !STOPWORD_SET.has(w)) out.push(w);
  }
  return out;
}

const POSITIVE = new Map([['great', 2], ['excellent', 3], ['happy', 2], ['recommend', 2], ['sturdy', 1], ['quickly', 1]]);
const NEGATIVE = new Map([['terrible', 3], ['dim', 1], ['forever', 1], ['noise', 2]]);

function sentimentScore(words) {
  let s = 0;
  for (const w of words) s += (POSITIVE.get(w) || 0) - (NEGATIVE.get(w) || 0);
  return s;
}

function summarize(review, words, score) {
  const top = words.slice(0, 5).join('/');
  return JSON.stringify({ id: review.id, stars: review.stars, score, top });
}

function processReview(review) {
  const words = contentWords(review.text);
  const score = sentimentScore(words);
  return summarize(review, words, score);
}

function main() {
  const rng = makeRng(42);
  const t0 = Date.now();
  let processed = 0, bytes = 0;
  while (Date.now() - t0 < DURATION_MS) {
    for (let k = 0; k < 200; k++) {
      bytes += processReview(nextReview(rng)).length;
      processed++;
    }
  }
  console.log(`processed ${processed} reviews in ${Date.now() - t0} ms (${bytes} bytes of output)`);
}

main();
