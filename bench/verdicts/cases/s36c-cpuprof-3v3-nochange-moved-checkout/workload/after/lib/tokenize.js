'use strict';

function isWordChar(c) {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 39;
}

function tokenize(text) {
  const out = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (isWordChar(c)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out.push(normalize(text.slice(start, i)));
      start = -1;
    }
  }
  return out;
}

function normalize(word) {
  let w = word.toLowerCase();
  if (w.length > 5 && w.endsWith('ix')) w = w.slice(0, -2);
  return w.normalize('NFC');
}

module.exports = { tokenize };
