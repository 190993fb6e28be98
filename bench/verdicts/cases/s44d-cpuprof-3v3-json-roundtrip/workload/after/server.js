'use strict';
// In-process order service: a synthetic request stream is routed to handlers
// that validate the order, price its line items, apply discounts and update an
// inventory index. No network; requests are generated from a fixed seed.

function makeRng(seed) {
  let s = seed >>> 0;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

const CATALOG = [];
function buildCatalog(rng, n) {
  for (let i = 0; i < n; i++) {
    CATALOG.push({ sku: 'SKU' + i, price: Math.round(rng() * 10000) / 100, tags: ['t' + (i % 7), 't' + (i % 11)] });
  }
}

function makeRequest(rng, id) {
  const lines = [];
  const nlines = 5 + Math.floor(rng() * 20);
  for (let i = 0; i < nlines; i++) {
    lines.push({ sku: 'SKU' + Math.floor(rng() * CATALOG.length), qty: 1 + Math.floor(rng() * 5), note: rng() < 0.2 ? 'gift wrap' : '' });
  }
  return {
    id, path: rng() < 0.8 ? '/orders' : '/quote',
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-' + id, 'x-client': 'web' },
    body: { customer: { id: Math.floor(rng() * 5000), tier: rng() < 0.1 ? 'gold' : 'basic', address: { city: 'C' + Math.floor(rng() * 90), zip: String(10000 + Math.floor(rng() * 89999)) } }, lines, coupon: rng() < 0.3 ? 'SAVE10' : null },
  };
}

function validateOrder(order) {
  if (!order.customer || typeof order.customer.id !== 'number') throw new Error('bad customer');
  for (const l of order.lines) {
    if (!/^SKU\d+$/.test(l.sku)) throw new Error('bad sku ' + l.sku);
    if (l.qty <= 0) throw new Error('bad qty');
  }
}

const skuIndex = new Map();
function lookupSku(sku) {
  let item = skuIndex.get(sku);
  if (item === undefined) {
    item = CATALOG[Number(sku.slice(3))];
    skuIndex.set(sku, item);
  }
  return item;
}

function priceLines(order) {
  let subtotal = 0;
  const priced = [];
  for (const l of order.lines) {
    const item = lookupSku(l.sku);
    const amount = Math.round(item.price * l.qty * 100) / 100;
    subtotal += amount;
    priced.push({ sku: l.sku, qty: l.qty, amount, tags: item.tags.join('|') });
  }
  return { subtotal, priced };
}

function applyDiscounts(order, pricing) {
  let total = pricing.subtotal;
  if (order.customer.tier === 'gold') total *= 0.95;
  if (order.coupon === 'SAVE10') total -= Math.min(10, total * 0.1);
  for (const p of pricing.priced) if (p.tags.includes('t3')) total -= 0.05 * p.qty;
  return Math.max(0, Math.round(total * 100) / 100);
}

const inventory = new Map();
function reserveStock(order) {
  for (const l of order.lines) inventory.set(l.sku, (inventory.get(l.sku) || 0) + l.qty);
}

function handleOrder(req) {
  // defensive copy so downstream steps cannot mutate the caller's request
  const order = JSON.parse(JSON.stringify(req.body));
  validateOrder(order);
  const pricing = priceLines(order);
  const total = applyDiscounts(order, pricing);
  reserveStock(order);
  return { status: 201, id: req.id, total, lines: pricing.priced.length };
}

function handleQuote(req) {
  const order = req.body;
  validateOrder(order);
  const pricing = priceLines(order);
  return { status: 200, id: req.id, total: applyDiscounts(order, pricing) };
}

function route(req) {
  switch (req.path) {
    case '/orders': return handleOrder(req);
    case '/quote': return handleQuote(req);
    default: return { status: 404 };
  }
}

function serialize(res) {
  return '{"status":' + res.status + ',"id":' + res.id + ',"total":' + res.total.toFixed(2) + '}';
}

function main() {
  const n = Number(process.argv[2] || 100000);
  const rng = makeRng(12345);
  buildCatalog(rng, 2000);
  let checksum = 0;
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const req = makeRequest(rng, i);
    const res = route(req);
    const out = serialize(res);
    bytes += out.length;
    checksum = (checksum * 31 + Math.round(res.total * 100)) % 1000000007;
  }
  console.log(`requests=${n} bytes=${bytes} checksum=${checksum}`);
}

main();
