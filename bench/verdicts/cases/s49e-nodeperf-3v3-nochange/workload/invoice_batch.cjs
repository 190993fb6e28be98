'use strict';
// Invoice batch: generates deterministic customer accounts and line items, prices them
// (tiered discounts, tax by region), renders each invoice to text and folds a checksum.
// Usage: node invoice_batch.js SEED N
const crypto = require('crypto');

const REGIONS = ['north', 'south', 'east', 'west', 'central'];
const TAX = { north: 0.07, south: 0.0625, east: 0.08, west: 0.0725, central: 0.05 };

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeAccount(rand, id) {
  return { id, name: 'cust-' + id.toString(36), region: REGIONS[Math.floor(rand() * REGIONS.length)],
           tier: Math.floor(rand() * 4) };
}

function makeLines(rand) {
  const n = 3 + Math.floor(rand() * 9);
  const lines = [];
  for (let i = 0; i < n; i++) {
    lines.push({ sku: 'P' + Math.floor(rand() * 5000), qty: 1 + Math.floor(rand() * 20),
                 unit: Math.round(100 + rand() * 9900) / 100 });
  }
  return lines;
}

function tierDiscount(tier, qty) {
  let d = [0, 0.03, 0.06, 0.1][tier];
  if (qty >= 10) d += 0.02;
  return d;
}

function priceLines(account, lines) {
  let subtotal = 0;
  const priced = lines.map((l) => {
    const net = l.unit * l.qty * (1 - tierDiscount(account.tier, l.qty));
    subtotal += net;
    return { sku: l.sku, qty: l.qty, net: Math.round(net * 100) / 100 };
  });
  const tax = Math.round(subtotal * TAX[account.region] * 100) / 100;
  return { priced, subtotal: Math.round(subtotal * 100) / 100, tax };
}

function padRight(s, w) { return s.length >= w ? s : s + ' '.repeat(w - s.length); }

function renderInvoice(account, bill) {
  const out = [`INVOICE ${account.name} (${account.region})`];
  for (const p of bill.priced) {
    out.push(padRight(p.sku, 8) + padRight(String(p.qty), 5) + p.net.toFixed(2));
  }
  out.push('subtotal ' + bill.subtotal.toFixed(2));
  out.push('tax ' + bill.tax.toFixed(2));
  out.push('total ' + (bill.subtotal + bill.tax).toFixed(2));
  return out.join('\n');
}

function foldChecksum(hash, text) {
  hash.update(text);
}

function runBatch(seed, n) {
  const rand = rng(seed);
  const hash = crypto.createHash('sha1');
  let grand = 0;
  for (let i = 0; i < n; i++) {
    const acct = makeAccount(rand, i);
    const bill = priceLines(acct, makeLines(rand));
    grand += bill.subtotal + bill.tax;
    foldChecksum(hash, renderInvoice(acct, bill));
  }
  return { grand: grand.toFixed(2), sha: hash.digest('hex').slice(0, 16) };
}

const seed = Number(process.argv[2] || 42);
const n = Number(process.argv[3] || 300000);
const r = runBatch(seed, n);
console.log(`invoices=${n} grand=${r.grand} sha=${r.sha}`);
