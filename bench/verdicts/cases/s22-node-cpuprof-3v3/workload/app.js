'use strict';
// Log-batch processor: parse CSV-ish lines, checksum each line, aggregate per key,
// sort the top entries and render a text report. Fixed amount of work per run.
const VARIANT = process.env.VARIANT || 'before';
const ROUNDS = +(process.argv[2] || 40);

function makeLines(n, seed) {
  let x = seed >>> 0;
  const rnd = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 4294967296;
  const hosts = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
  const paths = ['/api/v1/items', '/api/v1/users', '/static/app.js', '/login', '/search', '/cart/checkout'];
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push([
      (1700000000 + i).toString(),
      hosts[(rnd() * hosts.length) | 0] + '-' + ((rnd() * 40) | 0),
      paths[(rnd() * paths.length) | 0] + '?q=' + ((rnd() * 1e6) | 0).toString(36),
      (200 + ((rnd() * 4) | 0) * 100).toString(),
      ((rnd() * 5000) | 0).toString(),
      (rnd() * 900).toFixed(3),
    ].join(','));
  }
  return out;
}

function parseLine(line) {
  const f = line.split(',');
  const q = f[2].indexOf('?');
  return {
    ts: parseInt(f[0], 10),
    host: f[1],
    path: q >= 0 ? f[2].slice(0, q) : f[2],
    query: q >= 0 ? f[2].slice(q + 1) : '',
    status: parseInt(f[3], 10),
    bytes: parseInt(f[4], 10),
    ms: parseFloat(f[5]),
  };
}

const CRC_TABLE = (() => {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
})();

const CRC32C_TABLE = (() => {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
})();

function lineChecksum(s) {
  // CRC-32 over the UTF-8 encoding of the line (encodes on the fly; handles surrogate pairs)
  let c = -1;
  for (let i = 0; i < s.length; i++) {
    let u = s.charCodeAt(i);
    if (u < 0x80) {
      c = CRC_TABLE[(c ^ u) & 0xff] ^ (c >>> 8);
    } else if (u < 0x800) {
      c = CRC_TABLE[(c ^ (0xc0 | (u >> 6))) & 0xff] ^ (c >>> 8);
      c = CRC_TABLE[(c ^ (0x80 | (u & 63))) & 0xff] ^ (c >>> 8);
    } else if (u >= 0xd800 && u < 0xdc00 && i + 1 < s.length) {
      const lo = s.charCodeAt(++i);
      u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
      c = CRC_TABLE[(c ^ (0xf0 | (u >> 18))) & 0xff] ^ (c >>> 8);
      c = CRC_TABLE[(c ^ (0x80 | ((u >> 12) & 63))) & 0xff] ^ (c >>> 8);
      c = CRC_TABLE[(c ^ (0x80 | ((u >> 6) & 63))) & 0xff] ^ (c >>> 8);
      c = CRC_TABLE[(c ^ (0x80 | (u & 63))) & 0xff] ^ (c >>> 8);
    } else {
      c = CRC_TABLE[(c ^ (0xe0 | (u >> 12))) & 0xff] ^ (c >>> 8);
      c = CRC_TABLE[(c ^ (0x80 | ((u >> 6) & 63))) & 0xff] ^ (c >>> 8);
      c = CRC_TABLE[(c ^ (0x80 | (u & 63))) & 0xff] ^ (c >>> 8);
    }
  }
  if (VARIANT === 'after') {
    // after: a second pass, CRC-32C (Castagnoli table) over the UTF-16 code units, folded in
    let d = -1;
    for (let i = 0; i < s.length; i++) {
      const u = s.charCodeAt(i);
      d = CRC32C_TABLE[(d ^ u) & 0xff] ^ (d >>> 8);
    }
    c ^= d;
  }
  return (c ^ -1) >>> 0;
}

function aggregate(acc, rec) {
  const key = rec.host + ' ' + rec.path;
  let e = acc.get(key);
  if (!e) { e = { n: 0, bytes: 0, ms: 0, errors: 0, maxMs: 0, hist: new Array(10).fill(0) }; acc.set(key, e); }
  e.n++; e.bytes += rec.bytes; e.ms += rec.ms;
  if (rec.status >= 400) e.errors++;
  if (rec.ms > e.maxMs) e.maxMs = rec.ms;
  e.hist[Math.min(9, (rec.ms / 90) | 0)]++;
}

function topEntries(acc, k) {
  const arr = Array.from(acc, ([key, e]) => ({ key, ...e, avg: e.ms / e.n }));
  arr.sort((a, b) => b.avg - a.avg || (a.key < b.key ? -1 : 1));
  return arr.slice(0, k);
}

function renderReport(top, sums) {
  let out = '';
  for (const e of top) {
    out += e.key.padEnd(32) + ' n=' + String(e.n).padStart(6) + ' avg=' + e.avg.toFixed(2).padStart(8) +
      ' err=' + (100 * e.errors / e.n).toFixed(1) + '% hist=' + e.hist.map((h) => h.toString(16)).join(':') + '\n';
  }
  out += 'checksum=' + sums.toString(16) + '\n';
  return out;
}

function processBatch(lines) {
  const acc = new Map();
  let sums = 0;
  for (const line of lines) {
    const rec = parseLine(line);
    sums = (sums + lineChecksum(line)) >>> 0;
    aggregate(acc, rec);
  }
  const top = topEntries(acc, 200);
  return renderReport(top, sums);
}

function main() {
  const t0 = process.hrtime.bigint();
  let total = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const lines = makeLines(20000, r + 1);
    total += processBatch(lines).length;
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  console.log(`variant=${VARIANT} rounds=${ROUNDS} out=${total} ms=${ms.toFixed(0)}`);
}
main();
