'use strict';
// Order-message processor: parse JSON messages, validate them, build output lines.
// Runs for a fixed wall time (default 3000 ms).

const TYPES = new Set(['order', 'refund', 'exchange']);
const CURRENCIES = new Set(['EUR', 'USD', 'GBP', 'JPY']);
const COUNTRIES = ['DE', 'FR', 'US', 'GB', 'JP', 'NL', 'ES', 'IT'];
const ID_RE = /^ord-\d{6}$/;
const EMAIL_RE = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
const COUNTRY_SET = new Set(COUNTRIES);

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function makeMessages(n) {
  const r = rng(42);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const msgs = [];
  for (let i = 0; i < n; i++) {
    const items = [];
    const k = 1 + Math.floor(r() * 6);
    let total = 0;
    for (let j = 0; j < k; j++) {
      const qty = 1 + Math.floor(r() * 5);
      const price = Math.round(r() * 20000) / 100;
      total += qty * price;
      items.push({ sku: 'SKU-' + String(Math.floor(r() * 10000)).padStart(4, '0') + '-' + pick(['AB', 'CD', 'EF', 'X1']), qty, price });
    }
    const msg = {
      id: 'ord-' + String(i).padStart(6, '0'),
      type: pick(['order', 'order', 'order', 'refund', 'exchange']),
      ts: 1700000000000 + i * 1000,
      currency: pick(['EUR', 'USD', 'GBP', 'JPY']),
      customer: { id: 'c' + Math.floor(r() * 50000), email: 'user' + i + '@' + pick(['example.com', 'mail.test', 'shop.example']), country: pick(COUNTRIES) },
      items,
      total: Math.round(total * 100) / 100,
      tags: Array.from({ length: Math.floor(r() * 4) }, () => pick(['gift', 'express', 'promo', 'b2b', 'repeat'])),
    };
    if (i % 97 === 0) msg.total += 1;           // some invalid totals
    if (i % 131 === 0) msg.items[0].qty = 0;    // some invalid quantities
    msgs.push(JSON.stringify(msg));
  }
  return msgs;
}

function parseMessage(text) {
  return JSON.parse(text);
}

function validateMessage(m) {
  const errors = [];
  if (typeof m.id !== 'string' || !ID_RE.test(m.id)) errors.push('bad id');
  if (!TYPES.has(m.type)) errors.push('bad type');
  if (!CURRENCIES.has(m.currency)) errors.push('bad currency');
  if (!m.customer || typeof m.customer.id !== 'string') errors.push('bad customer');
  else {
    if (typeof m.customer.email !== 'string' || !EMAIL_RE.test(m.customer.email)) errors.push('bad email');
    if (!COUNTRY_SET.has(m.customer.country)) errors.push('bad country');
  }
  if (typeof m.total !== 'number' || !(m.total >= 0)) errors.push('bad total');
  if (!Array.isArray(m.items) || m.items.length === 0) {
    errors.push('no items');
    return errors;
  }
  let sum = 0;
  for (let i = 0; i < m.items.length; i++) {
    const it = m.items[i];
    if (!Number.isInteger(it.qty) || it.qty <= 0) errors.push('bad qty at ' + i);
    sum += it.qty * it.price;
  }
  if (Math.abs(Math.round(sum * 100) / 100 - m.total) > 0.005) errors.push('total mismatch');
  return errors;
}

function renderLine(m, errors) {
  const items = m.items.map((it) => `${it.sku}x${it.qty}@${it.price.toFixed(2)}`).join(',');
  const when = new Date(m.ts).toISOString();
  const status = errors.length ? 'REJECT(' + errors.join(';') + ')' : 'OK';
  return `${when} ${m.id} ${m.type.padEnd(8)} ${m.customer.country} ${m.currency} ${m.total.toFixed(2).padStart(10)} [${items}] ${m.tags.join('|')} ${status}`;
}

function processBatch(msgs, start, count, stats) {
  let bytes = 0;
  for (let k = 0; k < count; k++) {
    const m = parseMessage(msgs[(start + k) % msgs.length]);
    const errors = validateMessage(m);
    if (errors.length) stats.rejected++;
    else stats.ok++;
    bytes += renderLine(m, errors).length;
  }
  return bytes;
}

function main() {
  const durationMs = Number(process.argv[2] || 3000);
  const msgs = makeMessages(4000);
  const stats = { ok: 0, rejected: 0, bytes: 0 };
  const t0 = Date.now();
  let pos = 0;
  while (Date.now() - t0 < durationMs) {
    stats.bytes += processBatch(msgs, pos, 500, stats);
    pos += 500;
  }
  console.log(JSON.stringify(stats));
}

main();
