'use strict';
// Small order-event pipeline: parseStage -> validateStage -> priceStage -> serializeStage
// over a synthetic event log, batch at a time. Each stage has a helper or two below it.

function makeLog(n, seed) {
  let x = seed >>> 0;
  const skus = ['A-100', 'B-220', 'C-310', 'D-475', 'E-590', 'F-605', 'G-730', 'H-845'];
  const regions = ['eu-west', 'us-east', 'ap-south', 'sa-east'];
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const qty = 1 + (x % 9);
    const cents = 199 + ((x >>> 8) % 50000);
    out[i] = `${i},${skus[x % 8]},${qty},${cents},${regions[(x >>> 4) % 4]},cust${(x >>> 12) % 20000}`;
  }
  return out;
}

// ---- stage 1: parse ----
function splitCsv(line) {
  return line.split(',');
}
function parseIntField(s) {
  let v = 0;
  for (let i = 0; i < s.length; i++) v = v * 10 + (s.charCodeAt(i) - 48);
  return v;
}
function parseEvent(line) {
  const f = splitCsv(line);
  return { id: parseIntField(f[0]), sku: f[1], qty: parseIntField(f[2]),
           cents: parseIntField(f[3]), region: f[4], customer: f[5] };
}

// ---- stage 2: validate ----
function checkSku(sku) {
  if (sku.length !== 5 || sku.charCodeAt(1) !== 45) return false;
  for (let i = 2; i < 5; i++) { const c = sku.charCodeAt(i); if (c < 48 || c > 57) return false; }
  return true;
}
function checkCustomer(c) {
  let h = 0, digits = 0;
  for (let i = 0; i < c.length; i++) h = (h * 33 + c.charCodeAt(i)) | 0;
  for (let i = 4; i < c.length; i++) { const d = c.charCodeAt(i) - 48; if (d >= 0 && d <= 9) digits++; }
  return h !== 0 && digits === c.length - 4 && c.startsWith('cust');
}
function validateEvent(ev) {
  ev.valid = checkSku(ev.sku) && checkCustomer(ev.customer) && ev.qty > 0 && ev.cents > 0;
  return ev;
}

// ---- stage 3: price ----
const TAX = { 'eu-west': 0.21, 'us-east': 0.07, 'ap-south': 0.18, 'sa-east': 0.12 };
function loyaltyTier(customer) {
  let h = 7;
  for (let i = 4; i < customer.length; i++) h = (h * 31 + customer.charCodeAt(i)) % 1000003;
  return h % 5;
}
function discountFor(sku, qty, customer) {
  let d = loyaltyTier(customer);
  for (let i = 0; i < sku.length; i++) d += sku.charCodeAt(i) % 7;
  return qty >= 5 ? (d % 10) / 100 : (d % 4) / 100;
}
function applyTax(amount, region) {
  return Math.round(amount * (1 + TAX[region]));
}
function priceEvent(ev) {
  const gross = ev.qty * ev.cents;
  const net = Math.round(gross * (1 - discountFor(ev.sku, ev.qty, ev.customer)));
  ev.total = applyTax(net, ev.region);
  return ev;
}

// ---- stage 4: serialize ----
function formatCents(c) {
  const s = String(c);
  return s.length > 2 ? s.slice(0, -2) + '.' + s.slice(-2) : '0.' + s.padStart(2, '0');
}
function serializeEvent(ev) {
  return ev.id + '|' + ev.sku + '|' + ev.region + '|' + formatCents(ev.total) + '|' + (ev.valid ? 'ok' : 'bad');
}

function crc(h, s) {
  for (let i = 0; i < s.length; i++) h = (Math.imul(h ^ s.charCodeAt(i), 16777619)) >>> 0;
  return h;
}

// Stage drivers: each runs one stage over the whole batch.
function parseStage(lines) {
  const evs = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) evs[i] = parseEvent(lines[i]);
  return evs;
}
function validateStage(evs) {
  let bad = 0;
  for (let i = 0; i < evs.length; i++) if (!validateEvent(evs[i]).valid) bad++;
  return bad;
}
function priceStage(evs) {
  let sum = 0;
  for (let i = 0; i < evs.length; i++) sum += priceEvent(evs[i]).total;
  return sum;
}
function serializeStage(evs) {
  let h = 2166136261;
  for (let i = 0; i < evs.length; i++) h = crc(h, serializeEvent(evs[i]));
  return h;
}

function runBatch(lines) {
  const evs = parseStage(lines);
  const bad = validateStage(evs);
  const sum = priceStage(evs);
  const h = serializeStage(evs);
  return { h: (h + bad) >>> 0, sum };
}

function main() {
  const n = Number(process.argv[2] || 200000);
  const rounds = Number(process.argv[3] || 10);
  const lines = makeLog(n, 4242);
  let h = 0, sum = 0;
  for (let r = 0; r < rounds; r++) { const res = runBatch(lines); h = (Math.imul(h, 31) + res.h) >>> 0; sum += res.sum; }
  console.log(`events=${n} rounds=${rounds} crc=${(h >>> 0).toString(16)} sum=${sum}`);
}

main();
