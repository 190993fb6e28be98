'use strict';
// Simulated request-processing loop. For each request main() builds a raw JSON body
// (makeBody), decodes it (decodeRequest), calls handleRequest (validate, priceItems,
// applyDiscounts, renderResponse) and writes an access-log line (writeAccessLog).
// CLONE=1 (the "after" variant): handleRequest deep-copies its input with structuredClone
// before processing (a defensive copy) -- the regression. Everything else is identical.
const CLONE = process.env.CLONE === '1';
const N = parseInt(process.argv[2] || '40000', 10);
let seed = parseInt(process.argv[3] || '1', 10);
function rnd() { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; }

const SKUS = Array.from({ length: 500 }, (_, i) => 'SKU-' + (100000 + i * 7));
const PRICE = new Map(SKUS.map((s, i) => [s, 1 + (i % 97) * 0.75]));

function makeBody(id) {
  const items = [];
  const n = 3 + Math.floor(rnd() * 3);
  for (let i = 0; i < n; i++) {
    items.push({ sku: SKUS[Math.floor(rnd() * SKUS.length)], qty: 1 + Math.floor(rnd() * 5), tags: ['std', 'x' + (i % 3)] });
  }
  return JSON.stringify({ id, customer: { id: 'C' + Math.floor(rnd() * 1e6), tier: ['gold', 'silver', 'basic'][id % 3] },
    items, note: 'n'.repeat(200 + (id % 50)) });
}

function decodeRequest(body) {
  const req = JSON.parse(body);
  let h = 0;
  for (let r = 0; r < 6; r++) for (let i = 0; i < body.length; i++) h = (h * 31 + body.charCodeAt(i)) | 0;
  req.bodyHash = h;
  return req;
}

function validate(req) {
  if (!req.customer || !req.customer.id) throw new Error('no customer');
  for (const it of req.items) {
    if (!PRICE.has(it.sku) || it.qty <= 0) throw new Error('bad item');
    if (!/^SKU-\d{6}$/.test(it.sku)) throw new Error('bad sku');
  }
  return true;
}

function priceItems(req) {
  let total = 0;
  const lines = [];
  for (const it of req.items) {
    let unit = PRICE.get(it.sku);
    for (let k = 0; k < 300; k++) unit = Math.round((unit * 1.0001 + k * 1e-6) * 1e6) / 1e6;
    const line = unit * it.qty;
    total += line;
    lines.push({ sku: it.sku, qty: it.qty, line });
  }
  return { total, lines };
}

function applyDiscounts(req, priced) {
  const rate = req.customer.tier === 'gold' ? 0.1 : req.customer.tier === 'silver' ? 0.05 : 0;
  let total = priced.total * (1 - rate);
  for (const l of priced.lines) if (l.qty >= 4) total -= l.line * 0.02;
  return Math.round(total * 100) / 100;
}

function renderResponse(req, priced, total) {
  return JSON.stringify({ id: req.id, customer: req.customer.id, total,
    lines: priced.lines.map(l => ({ sku: l.sku, qty: l.qty, line: l.line.toFixed(2) })) });
}

function handleRequest(input) {
  const req = CLONE ? structuredClone(input) : input;
  validate(req);
  const priced = priceItems(req);
  const total = applyDiscounts(req, priced);
  return renderResponse(req, priced, total);
}

const LOG = [];
function writeAccessLog(req, resp) {
  const line = `${new Date(1700000000000 + req.id * 1000).toISOString()} ${req.customer.id} ${req.items.length} ${resp.length} ${req.bodyHash.toString(16)}`;
  LOG.push(line);
  if (LOG.length > 1000) LOG.length = 0;
  return line.length;
}

function main() {
  let bytes = 0;
  for (let i = 0; i < N; i++) {
    const req = decodeRequest(makeBody(i));
    const resp = handleRequest(req);
    bytes += resp.length + writeAccessLog(req, resp);
  }
  console.log(`clone=${CLONE} requests=${N} bytes=${bytes}`);
}
main();
