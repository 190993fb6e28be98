// Small control workload: the same amount of work for any seed; only the data values change.
'use strict';
const seed = parseInt(process.argv[2] || '1', 10);
const N = parseInt(process.argv[3] || '400', 10);

function makeRng(s) {
  let x = (s * 2654435761) >>> 0 || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; };
}

function fillBuffer(rng, buf) {
  for (let i = 0; i < buf.length; i++) buf[i] = rng() * 1000;
  return buf;
}

function smoothSignal(buf) {
  const out = new Float64Array(buf.length);
  for (let k = 0; k < 8; k++) {
    for (let i = 1; i < buf.length - 1; i++) out[i] = (buf[i - 1] + 2 * buf[i] + buf[i + 1]) * 0.25;
    buf.set(out);
  }
  return buf;
}

function checksumSignal(buf) {
  let h = 0;
  for (let r = 0; r < 6; r++)
    for (let i = 0; i < buf.length; i++) h = (h + Math.sqrt(buf[i] + r) * 31) % 1000003;
  return h;
}

const rng = makeRng(seed);
const buf = new Float64Array(20000);
let total = 0;
for (let it = 0; it < N; it++) {
  fillBuffer(rng, buf);
  smoothSignal(buf);
  total += checksumSignal(buf);
}
console.log('seed', seed, 'iters', N, 'total', total.toFixed(3));
