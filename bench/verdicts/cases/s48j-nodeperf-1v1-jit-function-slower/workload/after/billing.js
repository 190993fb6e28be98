'use strict';
// Monthly billing run: generate synthetic usage records, parse them, price each
// invoice against a rule table, aggregate per region, and print a checksum.

function makeRng(seed) {
  let s = seed >>> 0;
  return function next() {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

const REGIONS = ['eu-west', 'eu-north', 'us-east', 'us-west', 'ap-south', 'ap-east'];
const PRODUCTS = ['compute', 'storage', 'egress', 'db', 'queue', 'cache', 'dns', 'cdn'];

function generateLines(n, rng) {
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const region = REGIONS[Math.floor(rng() * REGIONS.length)];
    const nItems = 4 + Math.floor(rng() * 8);
    const parts = [];
    for (let j = 0; j < nItems; j++) {
      const p = PRODUCTS[Math.floor(rng() * PRODUCTS.length)];
      parts.push(p + ':' + (1 + Math.floor(rng() * 500)) + ':' + (rng() * 3).toFixed(3));
    }
    lines[i] = 'acct' + (i % 997) + '|' + region + '|' + parts.join(',');
  }
  return lines;
}

function parseItem(text) {
  const a = text.indexOf(':');
  const b = text.indexOf(':', a + 1);
  return {
    product: text.slice(0, a),
    qty: parseInt(text.slice(a + 1, b), 10),
    unit: parseFloat(text.slice(b + 1)),
  };
}

function parseLine(line) {
  const f = line.split('|');
  const items = f[2].split(',').map(parseItem);
  return { account: f[0], region: f[1], items };
}

function buildRules() {
  const rules = [];
  for (let r = 0; r < 64; r++) {
    rules.push({
      product: PRODUCTS[r % PRODUCTS.length],
      minQty: 20 * (r % 6),
      maxQty: 120 + 40 * (r % 7),
      pct: 0.01 * (1 + (r % 5)),
      cap: 5 + (r % 9),
    });
  }
  return rules;
}

function aggregate(invoices, rules) {
  const byRegion = new Map();
  for (let i = 0; i < invoices.length; i++) {
    const inv = invoices[i];
    const amount = priceInvoice(inv, rules);
    const acc = byRegion.get(inv.region) || { count: 0, sum: 0 };
    acc.count++;
    acc.sum += amount;
    byRegion.set(inv.region, acc);
  }
  return byRegion;
}

function checksum(byRegion) {
  let h = 2166136261;
  const keys = Array.from(byRegion.keys()).sort();
  for (const k of keys) {
    const s = k + '=' + byRegion.get(k).sum.toFixed(2);
    for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  }
  return h.toString(16);
}

function runBatch(rng, rules, n) {
  const lines = generateLines(n, rng);
  const invoices = lines.map(parseLine);
  return aggregate(invoices, rules);
}

function main() {
  const batches = parseInt(process.argv[2] || '40', 10);
  const perBatch = parseInt(process.argv[3] || '20000', 10);
  const rng = makeRng(12345);
  const rules = buildRules();
  let out = '';
  for (let b = 0; b < batches; b++) {
    out = checksum(runBatch(rng, rules, perBatch));
  }
  console.log('batches=' + batches + ' last=' + out);
}

// Prices one invoice: for every item, apply each matching volume rule,
// then the regional tax and the per-account minimum charge.
function priceInvoice(inv, rules) {
  let total = 0;
  let discounted = 0;
  const items = inv.items;
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    const gross = it.qty * it.unit;
    // Retired SKUs are billed at list price (no volume discounts).
    let retired = false;
    for (let k = 0; k < RETIRED_SKUS.length; k++) {
      if (RETIRED_SKUS[k] === it.product) { retired = true; break; }
    }
    if (retired) { total += gross; continue; }
    let discount = 0;
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r];
      if (rule.product !== it.product) continue;
      if (it.qty < rule.minQty || it.qty > rule.maxQty) continue;
      const d = gross * rule.pct;
      discount += d < rule.cap ? d : rule.cap;
    }
    if (discount > gross * 0.3) discount = gross * 0.3;
    if (discount > 0) discounted++;
    total += gross - discount;
  }
  let taxRate;
  switch (inv.region) {
    case 'eu-west': taxRate = 0.21; break;
    case 'eu-north': taxRate = 0.25; break;
    case 'us-east': taxRate = 0.0625; break;
    case 'us-west': taxRate = 0.0725; break;
    case 'ap-south': taxRate = 0.18; break;
    default: taxRate = 0.1;
  }
  // Bundle credit: accounts using compute, storage and db together get 2% off.
  let mask = 0;
  for (let i = 0; i < items.length; i++) {
    switch (items[i].product) {
      case 'compute': mask |= 1; break;
      case 'storage': mask |= 2; break;
      case 'db': mask |= 4; break;
      case 'egress': mask |= 8; break;
      case 'cdn': mask |= 16; break;
      default: break;
    }
  }
  if ((mask & 7) === 7) total *= 0.98;
  if ((mask & 24) === 24 && total > 500) total -= 5;
  const minimum = inv.account.length > 6 ? 25 : 10;
  if (total < minimum) total = minimum;
  const tax = Math.round(total * taxRate * 100) / 100;
  if (discounted === items.length && items.length > 8) total -= 1;
  return Math.round((total + tax) * 100) / 100;
}

const RETIRED_SKUS = [];
for (const p of PRODUCTS) for (let v = 1; v <= 12; v++) RETIRED_SKUS.push(p + '-v' + v);

main();
