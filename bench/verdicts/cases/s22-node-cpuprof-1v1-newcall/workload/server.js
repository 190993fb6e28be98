'use strict';
// In-process "order service": a synthetic request stream goes through handleRequest ->
// decodeBody (JSON.parse) -> priceOrder -> applyDiscounts -> renderResponse (JSON.stringify
// + an ETag hash). Fixed number of requests per run.
const VALIDATE = process.env.VARIANT === 'after';
const N = +(process.argv[2] || 60000);

function makeRequest(i) {
  const items = [];
  const k = 3 + (i % 9);
  for (let j = 0; j < k; j++) {
    items.push({ sku: 'SKU-' + ((i * 31 + j * 7) % 5000), qty: 1 + ((i + j) % 4),
      price: ((i * 13 + j * 17) % 9000) / 100, tags: ['t' + (j % 5), 'c' + (i % 11)] });
  }
  return { method: 'POST', path: '/orders/' + (i % 1000),
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-' + i.toString(36) },
    body: JSON.stringify({ customer: { id: 'C' + (i % 777), email: 'user' + (i % 777) + '@example.com',
      country: ['DE', 'FR', 'US', 'JP', 'BR'][i % 5] }, items, coupon: i % 3 ? 'SAVE' + (i % 20) : null }) };
}

const CATALOG = new Map();
for (let s = 0; s < 5000; s++) CATALOG.set('SKU-' + s, { weight: (s % 97) / 10, category: 'cat' + (s % 23), taxClass: s % 4 });

function decodeBody(req) {
  if (req.headers['content-type'] !== 'application/json') throw new Error('bad type');
  return JSON.parse(req.body);
}

function priceOrder(order) {
  let subtotal = 0, weight = 0;
  const lines = [];
  for (const it of order.items) {
    const c = CATALOG.get(it.sku);
    const tax = [0, 0.07, 0.19, 0.21][c.taxClass];
    const net = it.qty * it.price;
    subtotal += net * (1 + tax);
    weight += c.weight * it.qty;
    lines.push({ sku: it.sku, category: c.category, net: Math.round(net * 100) / 100, tax });
  }
  return { lines, subtotal, shipping: 4.99 + weight * 0.35 };
}

function applyDiscounts(order, priced) {
  let discount = 0;
  if (order.coupon) {
    const pct = parseInt(order.coupon.slice(4), 10) || 0;
    discount = priced.subtotal * Math.min(pct, 15) / 100;
  }
  const byCat = {};
  for (const l of priced.lines) byCat[l.category] = (byCat[l.category] || 0) + l.net;
  for (const k of Object.keys(byCat)) if (byCat[k] > 150) discount += byCat[k] * 0.02;
  return { ...priced, discount, total: priced.subtotal + priced.shipping - discount, byCat };
}

function etag(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); }
  return (h >>> 0).toString(16);
}

function renderResponse(order, result) {
  const body = JSON.stringify({ customer: order.customer.id, total: result.total.toFixed(2),
    discount: result.discount.toFixed(2), lines: result.lines, categories: result.byCat });
  return { status: 201, headers: { etag: etag(body), 'content-length': body.length }, body };
}

function validateOrderPayload(order) {
  // after: schema-ish validation via a JSON round trip and per-call compiled regexes
  const copy = JSON.parse(JSON.stringify(order));
  const email = new RegExp('^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$', 'i');
  const sku = new RegExp('^SKU-\\d{1,6}$');
  if (!email.test(copy.customer.email)) throw new Error('bad email');
  for (const it of copy.items) {
    if (!sku.test(it.sku)) throw new Error('bad sku');
    for (const t of it.tags) if (!new RegExp('^[a-z]\\d+$').test(t)) throw new Error('bad tag');
  }
  return copy;
}

function handleRequest(req) {
  let order = decodeBody(req);
  if (VALIDATE) order = validateOrderPayload(order);
  const priced = priceOrder(order);
  const result = applyDiscounts(order, priced);
  return renderResponse(order, result);
}

function main() {
  const t0 = Date.now();
  let bytes = 0;
  for (let i = 0; i < N; i++) bytes += handleRequest(makeRequest(i)).body.length;
  console.log(`variant=${process.env.VARIANT} requests=${N} bytes=${bytes} ms=${Date.now() - t0}`);
}
main();
