'use strict';
// invoices.js - toy invoice batch renderer.
//   node invoices.js N_INVOICES
// makeInvoices (seeded PRNG) -> for each: validateInvoice, computeTotals
// (tax rules, rounding), renderInvoice (template + escapeHtml), then
// digestBatch (FNV over the rendered HTML) and a summary via JSON.stringify.

function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

const PRODUCTS = Array.from({ length: 300 }, (_, i) => ({
  sku: `P-${String(i).padStart(4, '0')}`,
  name: `Product <${i}> & "friends"`,
  price: Math.round((1 + (i * 37) % 500) * 100) / 100,
  category: ['books', 'food', 'tools', 'toys', 'garden'][i % 5],
}));
const TAX = { books: 0.07, food: 0.07, tools: 0.19, toys: 0.19, garden: 0.19 };

function makeInvoices(n, seed) {
  const r = prng(seed);
  const out = [];
  for (let i = 0; i < n; i++) {
    const lines = [];
    const k = 1 + Math.floor(r() * 12);
    for (let j = 0; j < k; j++) {
      const p = PRODUCTS[Math.floor(r() * PRODUCTS.length)];
      lines.push({ sku: p.sku, qty: 1 + Math.floor(r() * 5), discount: r() < 0.2 ? 0.1 : 0 });
    }
    out.push({
      id: `INV-${2024}-${String(i).padStart(7, '0')}`,
      customer: { name: `Customer ${Math.floor(r() * 5000)} <c@x.org>`, country: r() < 0.8 ? 'DE' : 'AT' },
      lines,
    });
  }
  return out;
}

const BY_SKU = new Map(PRODUCTS.map((p) => [p.sku, p]));

function validateInvoice(inv) {
  if (!/^INV-\d{4}-\d{7}$/.test(inv.id)) throw new Error('bad id ' + inv.id);
  for (const l of inv.lines) {
    if (!BY_SKU.has(l.sku)) throw new Error('unknown sku ' + l.sku);
    if (!(l.qty > 0 && l.qty < 100)) throw new Error('bad qty');
  }
  return true;
}

function round2(x) {
  return Math.round(x * 100 + Number.EPSILON) / 100;
}

function computeTotals(inv) {
  let net = 0;
  const taxBy = {};
  for (const l of inv.lines) {
    const p = BY_SKU.get(l.sku);
    const lineNet = round2(p.price * l.qty * (1 - l.discount));
    net += lineNet;
    const rate = inv.customer.country === 'AT' && p.category !== 'books' ? 0.2 : TAX[p.category];
    taxBy[rate] = (taxBy[rate] || 0) + lineNet * rate;
  }
  let tax = 0;
  for (const k of Object.keys(taxBy)) tax += round2(taxBy[k]);
  return { net: round2(net), tax: round2(tax), gross: round2(net + tax) };
}

const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ESC[c]);
}

function fmtMoney(x) {
  return x.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',') + ' EUR';
}

function renderInvoice(inv, totals) {
  const rows = inv.lines.map((l) => {
    const p = BY_SKU.get(l.sku);
    return `<tr><td>${escapeHtml(p.sku)}</td><td>${escapeHtml(p.name)}</td><td>${l.qty}</td>` +
      `<td>${fmtMoney(p.price)}</td><td>${l.discount ? '-10%' : ''}</td></tr>`;
  });
  return `<html><head><title>${escapeHtml(inv.id)}</title></head><body>` +
    `<h1>Invoice ${escapeHtml(inv.id)}</h1><p>${escapeHtml(inv.customer.name)}</p>` +
    `<table>${rows.join('')}</table><p>Net ${fmtMoney(totals.net)} Tax ${fmtMoney(totals.tax)} ` +
    `Total ${fmtMoney(totals.gross)}</p></body></html>`;
}

function digestBatch(htmls) {
  let h = 0x811c9dc5;
  for (const s of htmls) {
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return (h >>> 0).toString(16);
}

function main() {
  const n = parseInt(process.argv[2] || '100000', 10);
  const batch = 5000;
  let gross = 0;
  const digests = [];
  for (let b = 0; b < n; b += batch) {
    const invs = makeInvoices(Math.min(batch, n - b), b + 1);
    const htmls = [];
    for (const inv of invs) {
      validateInvoice(inv);
      const t = computeTotals(inv);
      gross += t.gross;
      htmls.push(renderInvoice(inv, t));
    }
    digests.push(digestBatch(htmls));
  }
  console.log(JSON.stringify({ invoices: n, gross: round2(gross), digests: digests.length, last: digests[digests.length - 1] }));
}

main();
