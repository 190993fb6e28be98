'use strict';
// Phased e-commerce order-report batch (toy, for profiling).
// Each pass runs five phases in order, each dominated by its own functions:
//   load      -> genOrders, genOrder           (JSON lines text)
//   parse     -> parseOrders, parseOrder, parseDate
//   enrich    -> enrichOrders, lookupCustomer, computeTax (destination + all-country spread)
//   aggregate -> groupBy, quantiles, topCustomers
//   render    -> renderReport, renderRow, escapeHtml, formatCurrency
// Usage: node orders.cjs PASSES ORDERS [--after]
// --after: computeTax (enrich phase only) normalizes its inputs (trim + case),
// looks up the country's rule list by the lower-cased country code and walks
// it for the upper-cased category, instead of a single Map hit on
// "country/category".

const AFTER = process.argv.includes('--after');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const PASSES = +(args[0] || 5);
const N = +(args[1] || 60000);

let seed = 12345;
function rand() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x80000000;
}
const pick = (a) => a[(rand() * a.length) | 0];

const COUNTRIES = ['DE', 'FR', 'NL', 'AT', 'BE', 'IT', 'ES', 'PL', 'SE', 'DK'];
const CATS = ['books', 'food', 'electronics', 'clothing', 'toys', 'garden', 'pharmacy', 'music'];
const NAMES = ['Anna <Schmidt>', 'Jean & Marie', 'O\'Brien Ltd', 'Zoë "Z" Berg', 'Kowalski & Sons', 'Müller GmbH'];
const TAX = { DE: [19, 7], FR: [20, 5.5], NL: [21, 9], AT: [20, 10], BE: [21, 6], IT: [22, 10], ES: [21, 10], PL: [23, 8], SE: [25, 12], DK: [25, 25] };
const REDUCED = new Set(['books', 'food', 'pharmacy']);
const TAX_MAP = new Map();
for (const c of COUNTRIES) for (const k of CATS) TAX_MAP.set(c + '/' + k, REDUCED.has(k) ? TAX[c][1] : TAX[c][0]);
const TAX_RULES = {};
for (const c of COUNTRIES) TAX_RULES[c.toLowerCase()] = CATS.map((k) => ({ category: k.toUpperCase(), rate: REDUCED.has(k) ? TAX[c][1] : TAX[c][0] }));

// ------------------------------------------------------------ load
function genOrder(i) {
  const lines = [];
  const nl = 1 + ((rand() * 4) | 0);
  for (let k = 0; k < nl; k++) lines.push({ sku: 'SKU-' + ((rand() * 9000) | 0), cat: pick(CATS), qty: 1 + ((rand() * 3) | 0), price: Math.round(rand() * 20000) / 100 });
  return JSON.stringify({ id: i, customer: 'C' + ((rand() * 8000) | 0), country: pick(COUNTRIES), ts: `2024-${String(1 + ((rand() * 12) | 0)).padStart(2, '0')}-${String(1 + ((rand() * 28) | 0)).padStart(2, '0')}T${String((rand() * 24) | 0).padStart(2, '0')}:00:00Z`, lines });
}

function genOrders(n) {
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = genOrder(i);
  return out.join('\n');
}

// ------------------------------------------------------------ parse
function parseDate(s) {
  const y = +s.slice(0, 4), m = +s.slice(5, 7), d = +s.slice(8, 10), h = +s.slice(11, 13);
  return { y, m, d, h, day: (y - 2024) * 372 + m * 31 + d };
}

function parseOrder(line) {
  const o = JSON.parse(line);
  o.date = parseDate(o.ts);
  o.lines = o.lines.map((l) => ({ sku: l.sku, cat: l.cat, qty: l.qty | 0, cents: Math.round(l.price * 100) }));
  return o;
}

function parseOrders(text) {
  return text.split('\n').map(parseOrder);
}

// ------------------------------------------------------------ enrich
const customers = new Map();
function lookupCustomer(id) {
  let c = customers.get(id);
  if (!c) {
    const n = +id.slice(1);
    c = { id, name: NAMES[n % NAMES.length] + ' #' + n, tier: n % 11 === 0 ? 'gold' : n % 3 === 0 ? 'silver' : 'basic' };
    customers.set(id, c);
  }
  return c;
}

function computeTax(country, cat, cents) {
  let rate;
  if (!AFTER) {
    rate = TAX_MAP.get(country + '/' + cat);
  } else {
    const rules = TAX_RULES[country.trim().toLowerCase()], ku = cat.trim().toUpperCase();
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i];
      if (r.category === ku) { rate = r.rate; break; }
    }
  }
  return Math.round((cents * rate) / 100);
}

function enrichOrders(orders) {
  for (const o of orders) {
    o.cust = lookupCustomer(o.customer);
    let net = 0, tax = 0;
    for (const l of o.lines) {
      const v = l.cents * l.qty;
      net += v;
      tax += computeTax(o.country, l.cat, v);
      // cross-border price spread: gross of this line in every member state
      let lo = Infinity, hi = -Infinity;
      for (let c = 0; c < COUNTRIES.length; c++) {
        const g = v + computeTax(COUNTRIES[c], l.cat, v);
        if (g < lo) lo = g;
        if (g > hi) hi = g;
      }
      l.spread = hi - lo;
    }
    const disc = o.cust.tier === 'gold' ? 0.05 : o.cust.tier === 'silver' ? 0.02 : 0;
    o.net = Math.round(net * (1 - disc));
    o.tax = tax;
    o.gross = o.net + o.tax;
  }
  return orders;
}

// ------------------------------------------------------------ aggregate
function groupBy(orders, keyFn) {
  const m = new Map();
  for (const o of orders) {
    const k = keyFn(o);
    let g = m.get(k);
    if (!g) { g = { key: k, n: 0, gross: 0, values: [] }; m.set(k, g); }
    g.n++; g.gross += o.gross; g.values.push(o.gross);
  }
  return m;
}

function quantiles(values) {
  const v = Float64Array.from(values).sort();
  const q = (p) => v[Math.min(v.length - 1, Math.floor(p * v.length))];
  return [q(0.5), q(0.9), q(0.99)];
}

function topCustomers(orders, k) {
  const g = groupBy(orders, (o) => o.customer);
  return [...g.values()].sort((a, b) => b.gross - a.gross || (a.key < b.key ? -1 : 1)).slice(0, k);
}

function aggregate(orders) {
  const byCountry = groupBy(orders, (o) => o.country);
  const byMonth = groupBy(orders, (o) => o.date.m);
  const stats = [];
  for (const g of [...byCountry.values(), ...byMonth.values()]) stats.push({ key: g.key, n: g.n, gross: g.gross, q: quantiles(g.values) });
  return { stats, top: topCustomers(orders, 2000) };
}

// ------------------------------------------------------------ render
const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ESC[c]);
}

function formatCurrency(cents) {
  const neg = cents < 0;
  let s = String(Math.abs(Math.trunc(cents / 100)));
  let out = '';
  while (s.length > 3) { out = '.' + s.slice(-3) + out; s = s.slice(0, -3); }
  const c = String(Math.abs(cents % 100)).padStart(2, '0');
  return (neg ? '-' : '') + s + out + ',' + c + ' €';
}

function renderRow(cells) {
  let h = '<tr>';
  for (const c of cells) h += '<td>' + escapeHtml(c) + '</td>';
  return h + '</tr>';
}

function renderReport(agg, orders) {
  const parts = ['<table>'];
  for (const s of agg.stats) parts.push(renderRow([s.key, s.n, formatCurrency(s.gross), formatCurrency(s.q[0]), formatCurrency(s.q[1]), formatCurrency(s.q[2])]));
  for (const g of agg.top) parts.push(renderRow([g.key, lookupCustomer(g.key).name, g.n, formatCurrency(g.gross)]));
  // order detail page for every second order
  for (let i = 0; i < orders.length; i += 2) {
    const o = orders[i];
    parts.push(renderRow([o.id, o.cust.name, o.ts, o.lines.length, formatCurrency(o.net), formatCurrency(o.tax), formatCurrency(o.gross)]));
  }
  parts.push('</table>');
  return parts.join('\n');
}

// ------------------------------------------------------------ main
function main() {
  let total = 0;
  for (let p = 0; p < PASSES; p++) {
    const t = process.hrtime.bigint();
    const text = genOrders(N);
    const orders = parseOrders(text);
    enrichOrders(orders);
    const agg = aggregate(orders);
    const html = renderReport(agg, orders);
    total += html.length;
    console.error(`pass ${p}: ${orders.length} orders, ${agg.stats.length} groups, html ${html.length} chars, ${Number(process.hrtime.bigint() - t) / 1e6} ms`);
  }
  console.log(total);
}

if (require.main === module) main();
module.exports = { computeTax, COUNTRIES, CATS };
