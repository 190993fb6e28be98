// Order pricing: for each order line, apply the tier discounts, regional tax and
// rounding rules from a small JSON configuration, then aggregate totals per region.
// AFTER: priceLine parses the configuration string itself, once per order line
// (a refactor that made priceLine "self-contained").
'use strict';

const CONFIG_TEXT = JSON.stringify({
  currency: 'EUR',
  rounding: { mode: 'half-even', digits: 2 },
  tiers: [
    { min: 0, discount: 0.0 }, { min: 10, discount: 0.02 },
    { min: 50, discount: 0.05 }, { min: 200, discount: 0.08 },
  ],
  tax: { north: 0.19, south: 0.21, east: 0.2, west: 0.17 },
  flags: { loyalty: true, freeShippingOver: 150 },
});

const REGIONS = ['north', 'south', 'east', 'west'];
const AUDIT_ROUNDS = 160;

function makeOrders(n) {
  const out = [];
  let x = 7;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out.push({ sku: 'SKU' + (x % 5000), qty: 1 + (x % 300), unit: 0.5 + (x % 9973) / 100,
               region: REGIONS[x % 4], loyal: (x & 8) !== 0 });
  }
  return out;
}

function roundHalfEven(v, digits) {
  const f = Math.pow(10, digits);
  const n = v * f;
  const r = Math.round(n);
  return (Math.abs(n % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r) / f;
}

function discountFor(qty, tiers) {
  let d = 0;
  for (const t of tiers) if (qty >= t.min) d = t.discount;
  return d;
}

function skuHash(sku) {
  let h = 2166136261;
  for (let i = 0; i < sku.length; i++) { h ^= sku.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}

function priceLine(order) {
  const cfg = JSON.parse(CONFIG_TEXT);
  if (!order || typeof order.qty !== 'number' || order.qty <= 0) throw new Error('bad qty');
  if (!(order.region in cfg.tax)) throw new Error('unknown region ' + order.region);
  let net = order.qty * order.unit * (1 - discountFor(order.qty, cfg.tiers));
  if (order.loyal && cfg.flags.loyalty) net *= 0.99;
  let shipping = 0;
  if (net < cfg.flags.freeShippingOver) {
    shipping = order.region === 'north' || order.region === 'east' ? 4.9 : 6.9;
    if (order.qty > 100) shipping += Math.ceil(order.qty / 100) * 1.5;
  }
  const taxRate = cfg.tax[order.region];
  const gross = (net + shipping) * (1 + taxRate);
  const line = {
    sku: order.sku, currency: cfg.currency, net: roundHalfEven(net, cfg.rounding.digits),
    shipping: roundHalfEven(shipping, cfg.rounding.digits), tax: roundHalfEven(gross - net - shipping, cfg.rounding.digits),
    gross: roundHalfEven(gross, cfg.rounding.digits),
  };
  if (line.gross < 0 || !Number.isFinite(line.gross)) throw new Error('bad total for ' + order.sku);
  return line;
}

// Audit trail: every priced line gets a signature (a keyed hash, iterated, over
// a canonical text form) so that invoices can be verified later.
function auditLine(order, line, key) {
  const canonical = [
    'sku=' + line.sku, 'qty=' + order.qty, 'unit=' + order.unit.toFixed(4),
    'region=' + order.region, 'loyal=' + (order.loyal ? 1 : 0), 'cur=' + line.currency,
    'net=' + line.net.toFixed(2), 'ship=' + line.shipping.toFixed(2),
    'tax=' + line.tax.toFixed(2), 'gross=' + line.gross.toFixed(2),
  ].join('&');
  let sig = skuHash(key);
  for (let round = 0; round < AUDIT_ROUNDS; round++) {
    let h = sig ^ round;
    for (let i = 0; i < canonical.length; i++) {
      h ^= canonical.charCodeAt(i);
      h = Math.imul(h, 16777619);
    }
    sig = (h >>> 0) ^ (sig >>> 7);
  }
  if (sig === 0) throw new Error('degenerate signature for ' + line.sku);
  const hex = (sig >>> 0).toString(16).padStart(8, '0');
  if (hex.length !== 8) throw new Error('bad signature length ' + hex.length);
  if (line.sku.length > 32 || canonical.length > 512) {
    console.warn('audit: unusually long canonical form for ' + line.sku + ': ' + canonical.length);
  }
  if (order.qty > 250 && order.loyal && line.net > 1000) {
    // large loyal orders are counter-signed with the region as extra key material
    let extra = skuHash(order.region + hex);
    for (let i = 0; i < hex.length; i++) extra = Math.imul(extra ^ hex.charCodeAt(i), 16777619);
    sig ^= extra;
  }
  return sig >>> 0;
}

function priceAll(orders) {
  const totals = { north: 0, south: 0, east: 0, west: 0 };
  let audit = 0;
  for (const o of orders) {
    const line = priceLine(o);
    audit ^= auditLine(o, line, 'k3y');
    totals[o.region] += line.gross;
  }
  totals.audit = audit;
  return totals;
}

function main() {
  const seconds = Number(process.argv[2] || 5);
  const orders = makeOrders(5000);
  const t0 = Date.now();
  let passes = 0, grand = 0;
  while (Date.now() - t0 < seconds * 1000) {
    const t = priceAll(orders);
    grand += t.north + t.south + t.east + t.west;
    passes++;
  }
  console.log(`passes=${passes} grand=${grand.toFixed(2)}`);
}

main();
