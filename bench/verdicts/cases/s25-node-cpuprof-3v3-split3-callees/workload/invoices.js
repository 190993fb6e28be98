'use strict';
// invoices: toy invoice renderer. Per round: makeOrders builds order objects,
// copies them with structuredClone (as if received from a worker), validateOrder
// checks them (regexes), renderInvoice turns each order into an HTML fragment with formatMoney / lookupTaxRate / escapeHtml,
// then summarize sorts customers by total. VARIANT=after renders a per-line
// tax breakdown as well (one more formatMoney, lookupTaxRate and escapeHtml
// call per line item), the change under test.
const VARIANT = process.env.VARIANT || 'before';
const ROUNDS = Number(process.argv[2] || 40);

let seed = 12345;
function rnd() { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; }
const WORDS = ['Widget', 'Gadget', 'Sprocket', 'Flange', 'Bracket', 'Valve', '<Deluxe>', 'Gear', 'Bolt & Nut', 'Cable "XL"'];
const REGIONS = ['DE-BY', 'DE-BE', 'FR-IDF', 'US-CA', 'US-NY', 'UK-LND', 'NL-NH', 'ES-MD'];

function makeOrders(n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const items = [];
    const k = 3 + Math.floor(rnd() * 6);
    for (let j = 0; j < k; j++) {
      items.push({ sku: 'SKU-' + Math.floor(rnd() * 90000 + 10000), name: WORDS[Math.floor(rnd() * 10)] + ' ' + WORDS[Math.floor(rnd() * 10)],
        qty: 1 + Math.floor(rnd() * 5), price: Math.round(rnd() * 50000) / 100, category: Math.floor(rnd() * 6) });
    }
    out.push({ id: i, customer: 'cust-' + Math.floor(rnd() * 800), region: REGIONS[Math.floor(rnd() * 8)], items });
  }
  return out;
}

// tax table: region:category entries for some pairs, region:* for the rest
const TAX = new Map();
for (const r of REGIONS) {
  TAX.set(r + ':*', 0.1 + (r.charCodeAt(1) % 10) / 100);
  for (let c = 0; c < 6; c++) if ((r.charCodeAt(3) + c) % 3 === 0) TAX.set(r + ':' + c, 0.05 + ((r.charCodeAt(0) * 7 + c * 13) % 20) / 100);
}

function lookupTaxRate(region, category) {
  const reg = region.trim().toUpperCase();
  let rate = TAX.get(reg + ':' + category);
  if (rate === undefined) rate = TAX.get(reg + ':*');
  if (rate === undefined) rate = 0.2;
  return category === 3 && reg.startsWith('US') ? rate * 0.5 : rate;
}

function formatMoney(v, currency) {
  const s = Math.abs(v).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (v < 0 ? '-' : '') + currency + '\u00a0' + s;
}

const ESC = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(s) {
  return String(s).replace(/[<>&"']/g, (ch) => ESC[ch]);
}

function renderInvoice(order) {
  let html = '<div class="inv" id="' + order.id + '"><h2>' + escapeHtml(order.customer) + '</h2><table>';
  let total = 0;
  for (const it of order.items) {
    const net = it.qty * it.price;
    const rate = lookupTaxRate(order.region, it.category);
    const gross = net * (1 + rate);
    total += gross;
    html += '<tr><td>' + escapeHtml(it.name) + '</td><td>' + it.qty + '</td><td>' + formatMoney(gross, 'EUR') + '</td></tr>';
    if (VARIANT === 'after') {
      // per-line tax breakdown: tax amount, its rate label and the SKU
      const tax = net * lookupTaxRate(order.region, it.category);
      html += '<tr class="tax"><td>' + escapeHtml(it.sku + ' ' + it.name) + '</td><td>' + formatMoney(tax, 'EUR') + '</td></tr>';
    }
  }
  html += '</table><p>Total ' + formatMoney(total, 'EUR') + '</p></div>';
  return { html, total };
}

const SKU_RE = /^SKU-\d{5}$/;
function validateOrder(o) {
  let bad = 0;
  if (!/^cust-\d+$/.test(o.customer)) bad++;
  for (const it of o.items) {
    if (!SKU_RE.test(it.sku)) bad++;
    if (!(it.qty > 0 && it.qty < 100) || !(it.price >= 0)) bad++;
    if (it.name.length === 0 || it.name.length > 200) bad++;
  }
  return bad;
}

function summarize(totals) {
  const arr = [...totals.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  let h = 0;
  for (const [c, t] of arr.slice(0, 50)) for (let i = 0; i < c.length; i++) h = (h * 31 + c.charCodeAt(i) + Math.round(t)) | 0;
  return h;
}

function main() {
  let bytes = 0, check = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const orders = makeOrders(3000).map((o) => structuredClone(o)); // as if received from a worker
    const totals = new Map();
    for (const o of orders) {
      if (validateOrder(o)) continue;
      const { html, total } = renderInvoice(o);
      bytes += html.length;
      totals.set(o.customer, (totals.get(o.customer) || 0) + total);
    }
    check ^= summarize(totals);
  }
  console.log(`variant ${VARIANT} bytes ${bytes} check ${check}`);
}
main();
