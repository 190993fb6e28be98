'use strict';
// Scans synthetic log lines for key=value pairs and scores them.
// VARIANT=before: the key=value RegExp is built once at module level and reused.
// VARIANT=after:  extractPairs() builds `new RegExp(PAIR_SRC, 'g')` on every call.
const variant = process.argv[2] || 'before';
const seed = Number(process.argv[3] || 1);
const rounds = Number(process.argv[4] || 30);

const PAIR_SRC = '\\b(user|host|path|status|bytes|agent|region|trace)=("[^"]*"|[^\\s,;]+)';
const PAIR_RE_ONCE = new RegExp(PAIR_SRC, 'g');

let state = seed >>> 0 || 1;
function rand() { // xorshift32
  state ^= state << 13; state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5; state >>>= 0;
  return state;
}

function makeLines(n) {
  const keys = ['user', 'host', 'path', 'status', 'bytes', 'agent', 'region', 'trace', 'noise'];
  const lines = [];
  for (let i = 0; i < n; i++) {
    const parts = [];
    for (let k = 0; k < 5; k++) {
      const key = keys[rand() % keys.length];
      parts.push(key + '=' + (rand() % 2 ? '"v ' + (rand() % 1000) + '"' : 'v' + (rand() % 100000)));
    }
    lines.push('2024-01-01T00:00:00Z INFO ' + parts.join(', '));
  }
  return lines;
}

function extractPairs(line) {
  const re = variant === 'after' ? new RegExp(PAIR_SRC, 'g') : PAIR_RE_ONCE;
  re.lastIndex = 0;
  const out = [];
  let m;
  while ((m = re.exec(line)) !== null) out.push(m[1], m[2]);
  return out;
}

function scorePairs(pairs) {
  let h = 2166136261;
  for (let i = 0; i < pairs.length; i++) {
    const s = pairs[i];
    for (let j = 0; j < s.length; j++) {
      h ^= s.charCodeAt(j);
      h = Math.imul(h, 16777619);
    }
    for (let r = 0; r < 12; r++) { h = (h ^ (h >>> 15)) >>> 0; h = Math.imul(h, 2246822507) >>> 0; }
  }
  return h >>> 0;
}

function main() {
  const lines = makeLines(20000);
  let acc = 0;
  for (let r = 0; r < rounds; r++) {
    for (const line of lines) acc = (acc + scorePairs(extractPairs(line))) >>> 0;
  }
  console.log(`variant=${variant} seed=${seed} rounds=${rounds} acc=${acc}`);
}
main();
