'use strict';
// Event exporter: builds user-activity records, scores them, serializes them
// in batches to JSON lines and checksums each payload before "sending" it.

const N_BATCHES = Number(process.env.N_BATCHES || 2600);
const BATCH = 100;

let seed = 12345;
function rand() {
  // xorshift32, deterministic input
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed / 4294967296;
}

const COUNTRIES = ['DE', 'FR', 'US', 'BR', 'IN', 'JP', 'NG', 'AU'];
const ACTIONS = ['view', 'click', 'add_to_cart', 'checkout', 'search', 'share'];

function makeRecord(i) {
  return {
    id: i,
    userId: 'u' + Math.floor(rand() * 1e6),
    email: 'user' + Math.floor(rand() * 1e5) + '@example.com',
    country: COUNTRIES[Math.floor(rand() * COUNTRIES.length)],
    action: ACTIONS[Math.floor(rand() * ACTIONS.length)],
    ts: 1714550000000 + Math.floor(rand() * 8.64e7),
    durationMs: Math.floor(rand() * 5000),
    price: Math.round(rand() * 50000) / 100,
    sessionToken: Math.floor(rand() * 1e15).toString(36),
    tags: ['t' + Math.floor(rand() * 50), 't' + Math.floor(rand() * 50)],
    device: { os: rand() < 0.5 ? 'android' : 'ios', version: Math.floor(rand() * 17) },
  };
}

function scoreRecord(r) {
  let s = 0;
  for (let k = 0; k < 300; k++) {
    s += Math.sin(r.durationMs * 0.001 + k) * Math.log1p(r.price + k);
  }
  r.score = Math.round(s * 1000) / 1000;
  return r;
}

function serializeBatch(batch) {
  let out = '';
  for (const r of batch) out += JSON.stringify(r) + '\n';
  return out;
}

function checksum(str) {
  // FNV-1a over UTF-16 code units
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function exportAll() {
  let bytes = 0, acc = 0, id = 0;
  for (let b = 0; b < N_BATCHES; b++) {
    const batch = [];
    for (let j = 0; j < BATCH; j++) batch.push(scoreRecord(makeRecord(id++)));
    // only conversion events are exported downstream
    const payload = serializeBatch(batch.filter((r) => r.action === 'add_to_cart' || r.action === 'checkout'));
    acc ^= checksum(payload);
    bytes += payload.length;
  }
  return { bytes, acc };
}

const t0 = process.hrtime.bigint();
const res = exportAll();
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
console.log(`exported ${N_BATCHES * BATCH} records, ${res.bytes} bytes, checksum ${res.acc >>> 0}, ${ms.toFixed(0)} ms`);
