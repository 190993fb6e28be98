// Small steady workload: three functions of our own do all the work.
// Usage: node work.js <seed> [rounds]
// The seed changes only the VALUES processed, never the amount of work:
// every round processes exactly N elements with fixed loop counts.
'use strict';
const seed = Number(process.argv[2] || 1);
const rounds = Number(process.argv[3] || 1400);
const N = 20000;

let state = seed >>> 0 || 1;
function rng() { // xorshift32
  state ^= state << 13; state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}

// 1) fill a buffer with pseudo-random samples (fixed N per call)
function fillSamples(buf) {
  for (let i = 0; i < buf.length; i++) {
    let x = rng();
    buf[i] = x * x * 3.0 - x + 0.5;
  }
}

// 2) three fixed smoothing passes over the buffer
function smoothPasses(buf, tmp) {
  for (let p = 0; p < 3; p++) {
    tmp[0] = buf[0];
    for (let i = 1; i < buf.length - 1; i++) {
      tmp[i] = (buf[i - 1] + 2 * buf[i] + buf[i + 1]) * 0.25;
    }
    tmp[buf.length - 1] = buf[buf.length - 1];
    buf.set(tmp);
  }
}

// 3) checksum with a fixed number of integer mixing steps per element
function checksum(buf) {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < buf.length; i++) {
    let v = (buf[i] * 1e6) | 0;
    h = Math.imul(h ^ v, 16777619);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
  }
  return h >>> 0;
}

const buf = new Float64Array(N);
const tmp = new Float64Array(N);
let acc = 0;
const t0 = process.hrtime.bigint();
for (let r = 0; r < rounds; r++) {
  fillSamples(buf);
  smoothPasses(buf, tmp);
  acc = (acc + checksum(buf)) >>> 0;
}
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
console.log(`seed=${seed} rounds=${rounds} N=${N} acc=${acc} elapsed_ms=${ms.toFixed(0)}`);
