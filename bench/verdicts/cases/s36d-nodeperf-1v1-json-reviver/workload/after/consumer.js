'use strict';
// Message consumer: decode JSON messages from a queue, route them,
// aggregate per-account totals and render a periodic summary line.

let seed = 12345;
function rand() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
}

const KINDS = ['order', 'refund', 'payment', 'adjustment'];
function makeMessage(i) {
  const ts = Date.UTC(2024, (i % 12), 1 + (i % 28), i % 24, i % 60, i % 60);
  return JSON.stringify({
    id: i,
    kind: KINDS[i % KINDS.length],
    account: 'acct-' + (i % 500),
    amount: Math.round(rand() * 100000) / 100,
    createdAt: new Date(ts).toISOString(),
    tags: ['t' + (i % 7), 't' + (i % 11)],
    meta: { source: 'api', retries: i % 3 },
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
function reviveDates(key, value) {
  if (typeof value === 'string' && ISO_DATE.test(value)) return new Date(value);
  return value;
}

function parseMessage(raw) {
  return JSON.parse(raw, reviveDates);
}

function route(msg) {
  switch (msg.kind) {
    case 'order': return 1;
    case 'refund': return -1;
    case 'payment': return 1;
    default: return 0;
  }
}

const totals = new Map();
function aggregate(msg, sign) {
  const prev = totals.get(msg.account) || 0;
  totals.set(msg.account, prev + sign * msg.amount);
}

function fingerprint(raw) {
  let h = 2166136261;
  for (let r = 0; r < 28; r++) {
    for (let i = 0; i < raw.length; i++) {
      h ^= raw.charCodeAt(i);
      h = Math.imul(h, 16777619);
    }
  }
  return h >>> 0;
}

function renderSummary() {
  const parts = [];
  for (const [acct, total] of totals) parts.push(acct + '=' + total.toFixed(2));
  parts.sort();
  return parts.join(';').length;
}

function main() {
  const ms = Number(process.argv[2] || 5000);
  const pool = [];
  for (let i = 0; i < 20000; i++) pool.push(makeMessage(i));
  const end = Date.now() + ms;
  let n = 0, fp = 0, out = 0;
  while (Date.now() < end) {
    for (let k = 0; k < 1000; k++) {
      const raw = pool[(n + k) % pool.length];
      const msg = parseMessage(raw);
      aggregate(msg, route(msg));
      fp ^= fingerprint(raw);
    }
    n += 1000;
    if (n % 20000 === 0) out += renderSummary();
  }
  console.log('messages=' + n + ' fp=' + fp + ' out=' + out);
}

main();
