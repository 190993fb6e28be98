'use strict';
// Ledger batch: builds synthetic invoices, prices every line item (discounts,
// tax, currency rounding), rolls totals up per customer and prints a digest.
const crypto = require('crypto');

function makeRng(seed) {
  let s = seed >>> 0;
  return () => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK'];
const RATES = { EUR: 1, USD: 0.92, GBP: 1.17, CHF: 1.04, SEK: 0.087 };
const TAX = [0, 0.07, 0.19, 0.2, 0.25];

function makeInvoices(rng, count) {
  const invoices = [];
  for (let i = 0; i < count; i++) {
    const n = 20 + Math.floor(rng() * 40);
    const lines = new Array(n);
    for (let k = 0; k < n; k++) {
      lines[k] = {
        sku: 1000 + Math.floor(rng() * 9000),
        qty: 1 + Math.floor(rng() * 12),
        unit: Math.round(rng() * 50000) / 100,
        taxClass: Math.floor(rng() * TAX.length),
        promo: rng() < 0.15 ? 0.1 : 0,
      };
    }
    invoices.push({ id: i, customer: Math.floor(rng() * 500), currency: CURRENCIES[i % CURRENCIES.length], lines });
  }
  return invoices;
}

// shared helper, used by several reports
function applyToLine(line, fn) {
  return fn(line.unit * line.qty, line);
}

function roundCents(x) {
  return Math.round(x * 100) / 100;
}

function volumeDiscount(qty) {
  return qty >= 10 ? 0.05 : qty >= 5 ? 0.02 : 0;
}

function priceLines(invoice, fx) {
  let net = 0, tax = 0;
  const lines = invoice.lines;
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k];
    const gross = line.unit * line.qty;
    const disc = gross * (line.promo + volumeDiscount(line.qty));
    const base = roundCents((gross - disc) * fx);
    net += base;
    tax += roundCents(base * TAX[line.taxClass]);
  }
  return { net: roundCents(net), tax: roundCents(tax) };
}

function customerReport(invoices) {
  // cold path: summary figures that also go through the shared helper
  let maxLine = 0, promoValue = 0, bulkLines = 0, heavyTax = 0, skuSum = 0, fxMax = 0;
  for (const inv of invoices) {
    const fx = RATES[inv.currency];
    for (const line of inv.lines) {
      maxLine = Math.max(maxLine, applyToLine(line, (g) => g));
      promoValue += applyToLine(line, (g, l) => g * l.promo);
      bulkLines += applyToLine(line, (g, l) => (l.qty >= 10 ? 1 : 0));
      heavyTax += applyToLine(line, (g, l) => (TAX[l.taxClass] >= 0.2 ? g : 0));
      skuSum += applyToLine(line, (g, l) => l.sku % 7);
      fxMax = Math.max(fxMax, applyToLine(line, (g) => g * fx));
    }
  }
  return { maxLine, promoValue: roundCents(promoValue), bulkLines, heavyTax: roundCents(heavyTax), skuSum, fxMax: roundCents(fxMax) };
}

function formatEntry(inv, r, pass) {
  const cur = inv.currency;
  return `${pass}|${String(inv.id).padStart(6, '0')}|c${inv.customer}|${cur}|net=${r.net.toFixed(2)}|tax=${r.tax.toFixed(2)}|n=${inv.lines.length}`;
}

function journalChecksum(entries) {
  let h = 2166136261;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    for (let j = 0; j < e.length; j++) h = Math.imul(h ^ e.charCodeAt(j), 16777619);
  }
  return h >>> 0;
}

function rollUp(invoices, passes) {
  const totals = new Float64Array(500);
  let taxSum = 0, journal = 0;
  for (let p = 0; p < passes; p++) {
    const entries = [];
    for (let i = 0; i < invoices.length; i++) {
      const inv = invoices[i];
      const r = priceLines(inv, RATES[inv.currency]);
      totals[inv.customer] += r.net;
      taxSum += r.tax;
      entries.push(formatEntry(inv, r, p));
    }
    journal = (journal * 31 + journalChecksum(entries)) >>> 0;
  }
  return { totals, taxSum, journal };
}

function digest(totals, taxSum) {
  const h = crypto.createHash('sha256');
  for (let c = 0; c < totals.length; c++) h.update(totals[c].toFixed(2));
  h.update(taxSum.toFixed(2));
  return h.digest('hex').slice(0, 16);
}

function main() {
  const passes = Number(process.argv[2] || 30);
  const rng = makeRng(20240611);
  const invoices = makeInvoices(rng, 4000);
  const summary = customerReport(invoices);
  const { totals, taxSum, journal } = rollUp(invoices, passes);
  console.log(`invoices=${invoices.length} passes=${passes} summary=${JSON.stringify(summary)} digest=${digest(totals, taxSum)} journal=${journal.toString(16)}`);
}

main();
