'use strict';
// Order-processing batch job: validate each order, compute its tax, look up the
// customer profile (for the loyalty discount) and sum the totals.
const N = +process.argv[2] || 300000;
const PASSES = +process.argv[3] || 4;

function rng(seed) {
  let x = seed >>> 0;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; };
}

const REGIONS = ['EU-DE', 'EU-FR', 'US-CA', 'US-NY', 'UK', 'JP'];
const RATES = { 'EU-DE': 0.19, 'EU-FR': 0.2, 'US-CA': 0.0725, 'US-NY': 0.04, UK: 0.2, JP: 0.1 };

function makeOrders(n, r) {
  const orders = new Array(n);
  for (let i = 0; i < n; i++) {
    const items = [];
    const k = 1 + (r() % 5);
    for (let j = 0; j < k; j++) {
      items.push({ sku: 'SKU-' + (r() % 90000 + 10000), qty: 1 + (r() % 4), price: (r() % 10000) / 100 });
    }
    // 3 in 4 orders come from 200 regular customers, the rest from a long tail
    const customerId = (r() & 3) ? (r() % 200) : (1000 + (r() % 5000000));
    orders[i] = { id: i, customerId, region: REGIONS[r() % REGIONS.length], items };
  }
  return orders;
}

const SKU_RE = /^SKU-\d{5}$/;
function validateOrder(o) {
  if (!o || typeof o.id !== 'number' || !RATES.hasOwnProperty(o.region)) return false;
  for (const it of o.items) {
    if (!SKU_RE.test(it.sku)) return false;
    if (!(it.qty > 0 && it.qty < 100)) return false;
    if (!(it.price >= 0)) return false;
  }
  return true;
}

const EXEMPT_PREFIXES = ['SKU-100', 'SKU-2000', 'SKU-3333', 'SKU-4', 'SKU-555', 'SKU-9999'];
function isTaxExempt(sku) {
  for (let i = 0; i < EXEMPT_PREFIXES.length; i++) if (sku.startsWith(EXEMPT_PREFIXES[i])) return true;
  return false;
}

function computeTax(o) {
  const rate = RATES[o.region];
  let tax = 0;
  // tax is rounded per line item (as the invoice prints it)
  for (const it of o.items) {
    if (isTaxExempt(it.sku)) continue;
    tax += Math.round(it.price * it.qty * rate * 100) / 100;
  }
  return Number(tax.toFixed(2));
}

// Builds the customer profile from its id (stands in for an expensive
// deserialisation / scoring step).
function buildProfile(id) {
  let h = 2166136261;
  const key = 'customer:' + id;
  for (let round = 0; round < 12; round++) {
    for (let i = 0; i < key.length; i++) {
      h ^= key.charCodeAt(i) + round;
      h = Math.imul(h, 16777619) >>> 0;
    }
  }
  return { id, tier: h % 4, discount: 1 - (h % 4) * 0.025 };
}

const profileCache = new Map();
function lookupCustomer(id) {
  let p = profileCache.get(id);
  if (p === undefined) {
    p = buildProfile(id);
    if (profileCache.size < 50000) profileCache.set(id, p);
  }
  return p;
}

function processOrder(o) {
  if (!validateOrder(o)) return 0;
  const tax = computeTax(o);
  const cust = lookupCustomer(o.customerId);
  let net = 0;
  for (const it of o.items) net += it.price * it.qty;
  return (net + tax) * cust.discount;
}

function main() {
  const orders = makeOrders(N, rng(12345));
  let total = 0;
  for (let p = 0; p < PASSES; p++) {
    for (let i = 0; i < orders.length; i++) total += processOrder(orders[i]);
  }
  console.log('orders', N * PASSES, 'total', total.toFixed(2));
}

main();
