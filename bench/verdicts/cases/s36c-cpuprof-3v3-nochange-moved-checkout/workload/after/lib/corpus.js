'use strict';
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'su', 'ta', 'ri', 'vo', 'pe', 'zu', 'an', 'el', 'or', 'ix'];

function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x / 4294967296;
  };
}

function makeWord(next) {
  const n = 1 + Math.floor(next() * next() * 4);
  let w = '';
  for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
  return next() < 0.1 ? w[0].toUpperCase() + w.slice(1) : w;
}

function makeCorpus(words, seed) {
  const next = rng(seed);
  const parts = [];
  for (let i = 0; i < words; i++) {
    parts.push(makeWord(next));
    const p = next();
    parts.push(p < 0.06 ? '. ' : p < 0.12 ? ', ' : ' ');
  }
  return parts.join('');
}

module.exports = { makeCorpus };
