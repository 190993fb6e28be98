'use strict';
// Prices batches of orders: parse CSV-ish lines, price each line item, then total per region.

const DEBUG_PRICING = process.env.DEBUG_PRICING === '1';
const auditLog = [];

function makeLines(n, seed) {
  let s = seed >>> 0;
  const rnd = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
  const regions = ['eu', 'us', 'apac', 'latam'];
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push(`${i};${regions[(rnd() * 4) | 0]};${(rnd() * 500).toFixed(2)};${1 + ((rnd() * 9) | 0)};${(rnd() * 0.26).toFixed(3)}`);
  }
  return out;
}

function parseOrders(lines) {
  const orders = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const f = lines[i].split(';');
    orders[i] = { id: +f[0], region: f[1], price: +f[2], qty: +f[3], discount: +f[4] };
  }
  return orders;
}

function applyDiscount(price, opts, roundFn) {
  const { qty, taxRate, region } = opts;
  let discount = opts.discount;
  // Pricing rules (kept in one place; called once per line item).
  let net = price * qty;
  if (discount > 0) {
    if (discount > 0.25) discount = 0.25;            // cap on line discounts
    net *= 1 - discount;
  }
  if (qty >= 5) net *= 0.99;                         // bulk discount
  if (net > 1000) net -= (net - 1000) * opts.rebate;        // volume rebate
  let rate;
  switch (region) {
    case 'eu': rate = taxRate; break;
    case 'us': rate = taxRate * 0.4; break;
    case 'apac': rate = taxRate * 0.55 + 0.01; break;
    case 'latam': rate = taxRate * 0.8; break;
    default: throw new Error('unknown region ' + region);
  }
  let gross = net * (1 + rate);
  if (gross > 50000) {
    // large orders are audited
    auditLog.push({ kind: 'large-order', price, qty, discount, region, gross, at: auditLog.length });
    if (auditLog.length > 1000) auditLog.shift();
  }
  if (discount >= 0.25) {
    auditLog.push({ kind: 'discount-capped', price, qty, discount, region, gross, at: auditLog.length });
    if (auditLog.length > 1000) auditLog.shift();
  }
  if (DEBUG_PRICING) {
    console.log(`applyDiscount price=${price} qty=${qty} discount=${discount} region=${region} net=${net} gross=${gross}`);
  }
  if (gross < 0.5) gross = 0.5;                      // minimum charge
  if (!Number.isFinite(gross)) throw new RangeError('bad price ' + price + ' x ' + qty + ' in ' + region);
  return roundFn(gross);
}

function priceOrders(orders, taxRate) {
  let total = 0;
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    // changed: options object + rounding closure built per line item
    const v = applyDiscount(o.price, { qty: o.qty, discount: o.discount, taxRate, region: o.region, rebate: 0.02 },
                            (x) => Math.round(x * 100) / 100);
    o.total = v;
    total += v;
  }
  return total;
}

function totalsByRegion(orders) {
  const m = new Map();
  for (const o of orders) m.set(o.region, (m.get(o.region) || 0) + o.total);
  return m;
}

function main() {
  const lines = makeLines(200000, 42);
  let grand = 0;
  for (let round = 0; round < 8; round++) {
    const orders = parseOrders(lines);
    for (let pass = 0; pass < 10; pass++) grand += priceOrders(orders, 0.19 + pass * 0.001);
    const m = totalsByRegion(orders);
    grand += m.get('eu');
  }
  console.log(grand.toFixed(2));
}

main();
