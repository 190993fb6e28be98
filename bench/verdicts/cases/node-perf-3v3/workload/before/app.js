'use strict';
// order-xform: a JSON transformer for an order feed. Reads newline-delimited
// order documents, validates and normalises them, computes totals, renders an
// invoice line per order and keeps per-customer / per-SKU indexes.

const DURATION_MS = Number(process.argv[2] || 3000);

// ------------------------------------------------------------------ input
let seed = 0x2545f491;
function rand() {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed / 4294967296;
}
function pick(a) { return a[Math.floor(rand() * a.length)]; }

const CITIES = ['Berlin', 'Lyon', 'Porto', 'Gdansk', 'Malmo', 'Turin', 'Leeds', 'Ghent'];
const STREETS = ['  main street ', 'Rue de la Paix', 'avenida da Liberdade', 'Long Lane', 'via Roma '];
const CURRENCIES = ['EUR', 'EUR', 'GBP', 'SEK', 'PLN'];
const SKUS = [];
for (let i = 0; i < 300; i++) SKUS.push('SKU-' + (1000 + i * 7));

function generateOrder(id) {
  const items = [];
  const n = 1 + Math.floor(rand() * 6);
  for (let i = 0; i < n; i++) {
    items.push({ sku: pick(SKUS), qty: 1 + Math.floor(rand() * 4), unit: Math.round(rand() * 20000) / 100,
      discount: rand() < 0.2 ? { kind: pick(['pct', 'abs']), value: Math.round(rand() * 30) } : null });
  }
  return JSON.stringify({
    id: 'ord-' + id, customer: 'cust-' + Math.floor(rand() * 2000), currency: pick(CURRENCIES),
    createdAt: new Date(1700000000000 + Math.floor(rand() * 3e10)).toISOString(),
    address: { street: pick(STREETS) + ' ' + Math.floor(rand() * 200), city: pick(CITIES), zip: String(10000 + Math.floor(rand() * 89999)) },
    items, notes: rand() < 0.3 ? 'leave at door; ring "twice"' : '',
  });
}

// ------------------------------------------------------------------ transform
const RATES = { EUR: 1, GBP: 1.16, SEK: 0.087, PLN: 0.23 };

function validateOrder(o) {
  if (typeof o.id !== 'string' || !o.id.startsWith('ord-')) throw new Error('bad id');
  if (!Array.isArray(o.items) || o.items.length === 0) throw new Error('no items');
  for (const it of o.items) {
    if (!(it.qty > 0) || !(it.unit >= 0) || typeof it.sku !== 'string') throw new Error('bad item');
  }
  if (!RATES[o.currency]) throw new Error('bad currency');
  return true;
}

function applyDiscount(line, d) {
  if (!d) return line;
  return d.kind === 'pct' ? line * (1 - d.value / 100) : Math.max(0, line - d.value);
}

function computeTotals(items, rate) {
  let net = 0, qty = 0;
  const lines = [];
  for (const it of items) {
    const gross = it.qty * it.unit;
    const after = applyDiscount(gross, it.discount);
    net += after * rate;
    qty += it.qty;
    lines.push({ sku: it.sku, qty: it.qty, eur: Math.round(after * rate * 100) / 100 });
  }
  const vat = net * 0.21;
  return { net: Math.round(net * 100) / 100, vat: Math.round(vat * 100) / 100, gross: Math.round((net + vat) * 100) / 100, qty, lines };
}

function titleCase(s) {
  return s.trim().split(/\s+/).map(w => w[0].toUpperCase() + w.slice(1).toLowerCase()).join(' ');
}

function normalizeAddress(a) {
  return { street: titleCase(a.street), city: a.city.toUpperCase(), zip: a.zip.padStart(5, '0') };
}

function transformOrder(o) {
  const totals = computeTotals(o.items, RATES[o.currency]);
  return {
    id: o.id, customer: o.customer, day: o.createdAt.slice(0, 10), currency: 'EUR',
    address: normalizeAddress(o.address), totals, flagged: totals.gross > 1500 || o.notes.includes('"'),
  };
}

function formatMoney(v) {
  const [int, frac] = v.toFixed(2).split('.');
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + frac;
}

// renderInvoiceLine: one fixed-width text line per order for the invoice export.
function renderInvoiceLine(t) {
  const parts = [t.id, t.customer, t.day, t.address.city, t.address.zip, t.totals.qty.toString(), formatMoney(t.totals.gross)];
  const widths = [14, 10, 10, 8, 6, 4, 12];
  const cells = new Array(parts.length);
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    cells[i] = p.length >= widths[i] ? p.slice(0, widths[i]) : (i >= 5 ? p.padStart(widths[i]) : p.padEnd(widths[i]));
  }
  let skus = '';
  for (const l of t.totals.lines) skus += (skus ? ',' : '') + l.sku + 'x' + l.qty;
  let street = t.address.street;
  if (street.indexOf('|') >= 0 || street.indexOf('"') >= 0) street = '"' + street.replace(/"/g, '""') + '"';
  let check = 0;
  for (let i = 0; i < t.id.length; i++) check = (check * 31 + t.id.charCodeAt(i)) % 97;
  return cells.join('|') + '|' + street + '|' + skus + '|' + (check < 10 ? '0' + check : check) + (t.flagged ? '|!' : '|');
}

// ------------------------------------------------------------------ indexes
class OrderIndex {
  constructor() { this.byCustomer = new Map(); this.bySku = new Map(); this.count = 0; this.bytes = 0; }
  add(t, line) {
    let c = this.byCustomer.get(t.customer);
    if (!c) { c = { orders: 0, gross: 0, last: '' }; this.byCustomer.set(t.customer, c); }
    c.orders++; c.gross += t.totals.gross; c.last = t.day;
    for (const l of t.totals.lines) this.bySku.set(l.sku, (this.bySku.get(l.sku) || 0) + l.qty);
    this.count++; this.bytes += line.length;
  }
  topSkus(n) {
    return [...this.bySku.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  }
}

// ------------------------------------------------------------------ pipeline
function handleMessage(raw, index, out) {
  const order = JSON.parse(raw);
  validateOrder(order);
  const t = transformOrder(order);
  const line = renderInvoiceLine(t);
  index.add(t, line);
  out.push(line);
}

function processChunk(lines, start, n, index) {
  const out = [];
  for (let i = 0; i < n; i++) handleMessage(lines[(start + i) % lines.length], index, out);
  return out.length;
}

function runFor(ms) {
  const lines = [];
  for (let i = 0; i < 5000; i++) lines.push(generateOrder(i));
  const index = new OrderIndex();
  const deadline = Date.now() + ms;
  let pos = 0, chunks = 0, top = null;
  while (Date.now() < deadline) {
    pos += processChunk(lines, pos, 200, index);
    if (++chunks % 50 === 0) top = index.topSkus(5);
  }
  return { orders: index.count, bytes: index.bytes, top };
}

const t0 = Date.now();
const r = runFor(DURATION_MS);
const secs = (Date.now() - t0) / 1000;
console.error(`orders=${r.orders} bytes=${r.bytes} elapsed=${secs.toFixed(2)}s rate=${Math.round(r.orders / secs)}/s top=${r.top && r.top[0][0]}`);
