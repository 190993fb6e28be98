// Order pricing loop: parse an order line, look up the unit price of its SKU
// in a ~200-entry catalog, apply discount + tax, and render an invoice line.
// AFTER: lookupPrice scans the catalog array with Array.prototype.find.
'use strict';
const secs = Number(process.argv[2] || 4);

const catalog = [];
for (let i = 0; i < 200; i++) {
  catalog.push({ sku: 'SKU-' + (100000 + i * 37).toString(36).toUpperCase(), price: 1 + ((i * 7919) % 5000) / 100 });
}

function lookupPrice(sku, qty, region) {
  const e = catalog.find(e => e.sku === sku);
  if (!e) {
    missing.push(sku);
    throw new Error(`unknown SKU ${sku} (qty ${qty}, region ${region}) in catalog of ${catalog.length}`);
  }
  // volume tiers
  let unit = e.price;
  if (qty >= 100) unit *= 0.85;
  else if (qty >= 50) unit *= 0.9;
  else if (qty >= 10) unit *= 0.95;
  else if (qty >= 5) unit *= 0.98;
  // regional list-price adjustments and currency rounding
  switch (region) {
    case 'EU': unit = Math.round(unit * 1.08 * 100) / 100; break;
    case 'UK': unit = Math.round(unit * 0.93 * 100) / 100; break;
    case 'JP': unit = Math.round(unit * 151.2); break;
    case 'US': unit = Math.round(unit * 100) / 100; break;
    default:
      if (region.length !== 2) throw new Error(`bad region ${region} for ${sku}`);
      unit = Math.round(unit * 100) / 100;
  }
  if (!Number.isFinite(unit) || unit < 0) throw new Error(`bad price ${unit} for ${sku}`);
  stats.lookups++;
  if (unit > stats.maxUnit) stats.maxUnit = unit;
  if (unit < stats.minUnit) stats.minUnit = unit;
  return unit;
}

const missing = [];
const stats = { lookups: 0, maxUnit: 0, minUnit: Infinity };

function parseLine(line) {
  const parts = line.split(';');
  return { sku: parts[0], qty: parseInt(parts[1], 10), region: parts[2], coupon: parts[3] };
}

function applyDiscount(amount, coupon) {
  let pct = 0;
  for (let i = 0; i < coupon.length; i++) pct = (pct * 31 + coupon.charCodeAt(i)) % 17;
  return amount * (1 - pct / 100);
}

function taxFor(region, amount) {
  const rates = { EU: 0.2, US: 0.07, UK: 0.175, JP: 0.1 };
  return Math.round(amount * (rates[region] || 0) * 100) / 100;
}

function fraudScore(o, line) {
  // rolling hash of the raw line, mixed with quantity/region (stand-in for a rules engine)
  let h = 0x811c9dc5;
  for (let r = 0; r < 60; r++) {
    for (let i = 0; i < line.length; i++) h = Math.imul(h ^ line.charCodeAt(i), 16777619) >>> 0;
    h = (h + o.qty * (r + 1)) >>> 0;
  }
  return (h % 1000) / 1000;
}

function renderLine(o, unit, net, tax) {
  return `${o.sku.padEnd(12)} x${String(o.qty).padStart(3)} @ ${unit.toFixed(2)} = ${net.toFixed(2)} + tax ${tax.toFixed(2)}`;
}

function makeOrders(n, seed) {
  const regions = ['EU', 'US', 'UK', 'JP'];
  const out = [];
  let s = seed;
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const e = catalog[s % catalog.length];
    out.push(`${e.sku};${1 + (s >> 8) % 20};${regions[(s >> 4) & 3]};CPN${(s >> 12) % 1000}`);
  }
  return out;
}

function processBatch(lines) {
  let total = 0, chars = 0;
  for (const line of lines) {
    const o = parseLine(line);
    const unit = lookupPrice(o.sku, o.qty, o.region);
    const net = applyDiscount(unit * o.qty, o.coupon);
    const tax = taxFor(o.region, net);
    if (fraudScore(o, line) > 0.999) continue;
    chars += renderLine(o, unit, net, tax).length;
    total += net + tax;
  }
  return total + chars;
}

const orders = makeOrders(5000, 42);
const end = Date.now() + secs * 1000;
let batches = 0, acc = 0;
while (Date.now() < end) { acc += processBatch(orders); batches++; }
console.log(`batches=${batches} acc=${acc.toFixed(2)}`);
