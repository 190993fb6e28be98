'use strict';
// Invoice batch pricer: parses a synthetic CSV of order lines, prices each
// line (tax rate lookup + discount schedule), and builds a per-customer report.

function makeRng(seed) {
  let x = seed >>> 0;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; };
}

function generateCsv(n, seed) {
  const rnd = makeRng(seed);
  const regions = ['DE-BE', 'DE-BY', 'FR-IDF', 'US-CA', 'US-NY', 'JP-13', 'BR-SP', 'IN-MH'];
  const lines = ['customer,sku,qty,unit_cents,region,tier'];
  for (let i = 0; i < n; i++) {
    lines.push([`C${rnd() % 3000}`, `SKU-${(rnd() % 900).toString(36)}-${rnd() % 40}`, 1 + rnd() % 12,
      99 + rnd() % 50000, regions[rnd() % regions.length], rnd() % 5].join(','));
  }
  return lines.join('\n');
}

function parseCsv(text) {
  const rows = text.split('\n');
  const header = rows[0].split(',');
  const out = [];
  for (let i = 1; i < rows.length; i++) {
    const cells = rows[i].split(',');
    const rec = {};
    for (let j = 0; j < header.length; j++) rec[header[j]] = cells[j];
    out.push({ customer: rec.customer, sku: rec.sku, qty: Number(rec.qty), unit: Number(rec.unit_cents),
      region: rec.region, tier: Number(rec.tier) });
  }
  return out;
}

// Tax rate in basis points for a region and SKU class, from a rule table.
const TAX_RULES = [];
(function buildRules() {
  const rnd = makeRng(7);
  for (let i = 0; i < 48; i++) TAX_RULES.push({ prefix: ['DE', 'FR', 'US', 'JP', 'BR', 'IN'][i % 6], cls: i % 8, bp: 500 + rnd() % 1500 });
})();

function taxRateFor(line) {
  let cls = 0;
  for (let i = 0; i < line.sku.length; i++) cls = (cls * 31 + line.sku.charCodeAt(i)) & 0xffff;
  cls &= 7;
  const country = line.region.slice(0, 2);
  const subdivision = line.region.slice(3);
  let bp = 0;
  let matched = 0;
  for (const rule of TAX_RULES) {
    if (rule.prefix === country && rule.cls === cls) {
      bp = Math.max(bp, rule.bp);
      matched++;
    }
  }
  if (matched === 0) {
    // fall back to the highest rate of the country
    for (const rule of TAX_RULES) if (rule.prefix === country) bp = Math.max(bp, rule.bp);
  }
  if (country === 'US') {
    // state surcharges
    if (subdivision === 'CA') bp += 125;
    else if (subdivision === 'NY') bp += 90;
  } else if (country === 'DE' && line.sku.endsWith('-0')) {
    bp = Math.min(bp, 700); // reduced rate for food/books class
  } else if (country === 'IN' && line.tier >= 3) {
    bp -= 50; // registered business buyers
  }
  if (line.unit < 500 && country !== 'US') bp = Math.floor(bp * 0.9);
  if (bp < 0 || bp > 3000) throw new RangeError(`tax rate out of range for ${line.region}/${line.sku}: ${bp}`);
  return bp;
}

// Volume discount in basis points: tiered schedule evaluated per unit band.
function discountFor(line) {
  let bp = 0;
  for (let q = 1; q <= line.qty; q++) {
    const band = q <= 3 ? 0 : q <= 6 ? 150 : q <= 9 ? 275 : 400;
    bp += band + line.tier * 35;
  }
  let h = 0;
  for (let i = 0; i < line.customer.length; i++) h = (h * 33 + line.customer.charCodeAt(i)) | 0;
  if ((h & 15) === 3) bp += 100 * line.qty; // loyalty customers
  let s = 0;
  for (let i = 0; i < line.sku.length; i++) s = (s * 17 + line.sku.charCodeAt(i)) | 0;
  const skuClass = (s >>> 0) % 11;
  let best = 0;
  for (const promo of PROMOTIONS) {
    if (promo.skuClass !== skuClass || promo.minQty > line.qty) continue;
    if (promo.region !== '*' && !line.region.startsWith(promo.region)) continue;
    best = Math.max(best, promo.bp);
  }
  bp += best * line.qty;
  let avg = Math.floor(bp / line.qty);
  if (line.unit * line.qty > 400000) avg += 50; // large-order rebate
  if (line.sku.startsWith('SKU-z')) avg += 75; // clearance range
  if (line.tier === 0 && line.qty === 1 && avg > 0) avg = Math.floor(avg / 2);
  if (avg > 2500) avg = 2500; // cap
  if (!Number.isInteger(avg) || avg < 0) throw new RangeError(`discount out of range for ${line.customer}/${line.sku}: ${avg}`);
  return avg;
}

const PROMOTIONS = [];
(function buildPromotions() {
  const rnd = makeRng(11);
  const regions = ['*', 'DE', 'FR', 'US', 'JP', 'BR', 'IN', '*'];
  for (let i = 0; i < 64; i++) PROMOTIONS.push({ skuClass: rnd() % 11, minQty: 1 + rnd() % 10, bp: 50 + rnd() % 400, region: regions[rnd() % regions.length] });
})();

const FX = { DE: 1, FR: 1, US: 0.92, JP: 0.0061, BR: 0.17, IN: 0.011 };

function priceLine(line) {
  const gross = line.qty * line.unit;
  const tax = taxRateFor(line);
  const discount = discountFor(line);
  if (tax < 0 || discount > 10000) throw new Error('bad pricing rule');
  const net = Math.round(gross * (10000 - discount) / 10000);
  const country = line.region.slice(0, 2);
  const fx = FX[country] === undefined ? 1 : FX[country];
  let shipping = 0;
  if (country !== 'DE' && country !== 'FR') shipping = 900 + 40 * line.qty;
  else if (net < 2500) shipping = 490;
  if (line.tier >= 4) shipping = 0;
  else if (line.region === 'BR-SP' || line.region === 'IN-MH') shipping += 300; // remote-area surcharge
  const taxCents = Math.round(net * tax / 10000);
  const eur = Math.round((net + taxCents + shipping) * fx);
  if (!Number.isFinite(eur)) throw new Error(`bad amount for ${line.customer}`);
  const handling = line.qty > 10 ? 250 : line.qty > 5 ? 120 : 0;
  const total = eur + Math.round(handling * fx);
  if (total < 0) throw new RangeError(`negative total for ${line.customer}/${line.sku}: ${total}`);
  return { net, tax: taxCents, shipping, eur: total };
}

function buildReport(lines) {
  const byCustomer = new Map();
  for (const line of lines) {
    const p = priceLine(line);
    let c = byCustomer.get(line.customer);
    if (!c) { c = { net: 0, tax: 0, eur: 0, skus: new Set() }; byCustomer.set(line.customer, c); }
    c.net += p.net; c.tax += p.tax; c.eur += p.eur; c.skus.add(line.sku);
  }
  return byCustomer;
}

function renderReport(byCustomer) {
  const rows = [];
  for (const [cust, c] of [...byCustomer.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    rows.push(`${cust};${(c.net / 100).toFixed(2)};${(c.tax / 100).toFixed(2)};${(c.eur / 100).toFixed(2)};${[...c.skus].sort().join('|')}`);
  }
  return rows.join('\n');
}

function checksum(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
  return (h >>> 0).toString(16);
}

function main() {
  const batches = Number(process.argv[2] || 6);
  let sum = '';
  for (let b = 0; b < batches; b++) {
    const lines = parseCsv(generateCsv(120000, 1000 + b));
    sum = checksum(sum + renderReport(buildReport(lines)));
  }
  console.log(`batches=${batches} checksum=${sum}`);
}

main();
