// Order-feed pipeline: parse pipe-separated order lines, validate them, transform into
// invoice objects, serialize to a JSON-ish string, checksum the output. The stages run
// through one pipeline call site. Runs for SECONDS_TO_RUN seconds (default 3).
'use strict';
const SECONDS = Number(process.env.SECONDS_TO_RUN || 3);
const SKUS = ['A-100', 'B-220', 'C-310', 'D-404', 'E-512', 'F-623', 'G-777'];
let rejected = 0;

function makeFeed(n) {
  const lines = [];
  for (let i = 0; i < n; i++) {
    const sku = SKUS[i % SKUS.length];
    lines.push(`${i}|cust${(i * 31) % 503}@example.org|${sku}|${1 + (i % 9)}|${((i * 7919) % 10000) / 100}|${i % 5 ? 'EUR' : 'USD'}`);
  }
  return lines.join('\n');
}

function parseOrders(text) {
  const out = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const f = text.slice(start, end).split('|');
    out.push({ id: parseInt(f[0], 10), email: f[1], sku: f[2], qty: parseInt(f[3], 10), price: parseFloat(f[4]), currency: f[5], valid: true });
    start = end + 1;
  }
  return out;
}

function validateOrders(orders) {
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    let bad = 0;
    if (!(o.id >= 0)) bad++;
    if (o.email.indexOf('@') < 1) bad++;
    if (o.sku.length !== 5 || o.sku[1] !== '-') bad++;
    if (!(o.qty > 0 && o.qty < 100)) bad++;
    if (!(o.price >= 0)) bad++;
    if (o.currency !== 'EUR' && o.currency !== 'USD') bad++;
    o.valid = bad === 0;
    rejected += bad;
  }
  return orders;
}

function transformOrders(orders) {
  const out = [];
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    if (!o.valid) continue;
    const rate = o.currency === 'USD' ? 0.92 : 1;
    const net = Math.round(o.qty * o.price * rate * 100) / 100;
    const tax = Math.round(net * 0.19 * 100) / 100;
    out.push({ id: o.id, customer: o.email.slice(0, o.email.indexOf('@')), sku: o.sku, net, tax, gross: net + tax });
  }
  return out;
}

function serializeInvoices(invoices) {
  let s = '[';
  for (let i = 0; i < invoices.length; i++) {
    const v = invoices[i];
    if (i) s += ',';
    s += '{"id":' + v.id + ',"customer":"' + v.customer + '","sku":"' + v.sku + '","net":' + v.net.toFixed(2) + ',"tax":' + v.tax.toFixed(2) + ',"gross":' + v.gross.toFixed(2) + '}';
  }
  return s + ']';
}

function checksumText(s) {
  let h = 0;
  for (let i = 0; i < s.length; i += 7) h = (h * 31 + s.charCodeAt(i)) | 0;
  return h;
}

const PIPELINE = [parseOrders, validateOrders, transformOrders, serializeInvoices, checksumText];

function runPipeline(input) {
  let x = input;
  for (let k = 0; k < PIPELINE.length; k++) x = PIPELINE[k](x);
  return x;
}

function main() {
  const feed = makeFeed(400);
  const deadline = Date.now() + SECONDS * 1000;
  let batches = 0, sink = 0;
  while (Date.now() < deadline) {
    for (let k = 0; k < 20; k++) {
      sink = (sink + runPipeline(feed)) | 0;
      batches++;
    }
  }
  console.log(`batches=${batches} sink=${sink} rejected=${rejected}`);
}

main();
