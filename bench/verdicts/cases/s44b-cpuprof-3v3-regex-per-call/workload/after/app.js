'use strict';
// Order-ingest pipeline: generate CSV-ish order lines, parse, validate, price, aggregate per region.

const REGIONS = ['eu-west', 'eu-central', 'us-east', 'us-west', 'ap-south', 'ap-northeast'];
const CURRENCIES = ['EUR', 'USD', 'GBP', 'JPY', 'INR'];
const RATES = { EUR: 1.0, USD: 0.92, GBP: 1.17, JPY: 0.0062, INR: 0.011 };

const SKU_PATTERN = '^[A-Z]{3}-[0-9]{4,6}(?:-[A-Z0-9]{2})?$';


function makeRng(seed) {
  let s = seed >>> 0;
  return function next() {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s;
  };
}

function generateLine(rng, id) {
  const r = rng();
  const letters = String.fromCharCode(65 + (r % 26), 65 + ((r >>> 5) % 26), 65 + ((r >>> 10) % 26));
  let sku = letters + '-' + (1000 + (r % 900000));
  if ((r >>> 3) & 1) sku += '-' + String.fromCharCode(65 + ((r >>> 7) % 26)) + ((r >>> 12) % 10);
  if ((r & 63) === 0) sku = sku.toLowerCase(); // a few invalid SKUs
  const qty = 1 + ((r >>> 14) % 20);
  const price = ((r >>> 8) % 100000) / 100;
  const cur = CURRENCIES[(r >>> 18) % CURRENCIES.length];
  const region = REGIONS[(r >>> 21) % REGIONS.length];
  return id + ',' + sku + ',' + qty + ',' + price.toFixed(2) + ',' + cur + ',' + region;
}

function parseLine(line) {
  const f = line.split(',');
  return { id: +f[0], sku: f[1], qty: parseInt(f[2], 10), price: parseFloat(f[3]), currency: f[4], region: f[5] };
}

function isValidSku(sku) {
  const re = new RegExp(SKU_PATTERN);
  return re.test(sku);
}

function validateOrder(o) {
  if (!isValidSku(o.sku)) return false;
  if (!(o.qty > 0 && o.qty <= 100)) return false;
  if (!(o.price >= 0)) return false;
  return Object.prototype.hasOwnProperty.call(RATES, o.currency);
}

function priceOrder(o) {
  const net = o.qty * o.price * RATES[o.currency];
  const tax = o.region.startsWith('eu') ? net * 0.2 : net * 0.08;
  return Math.round((net + tax) * 100) / 100;
}

function aggregate(totals, o, amount) {
  let t = totals.get(o.region);
  if (!t) { t = { orders: 0, amount: 0, skus: new Set() }; totals.set(o.region, t); }
  t.orders++;
  t.amount += amount;
  if (t.skus.size < 5000) t.skus.add(o.sku);
}

function processBatch(rng, startId, n) {
  const totals = new Map();
  let rejected = 0;
  for (let i = 0; i < n; i++) {
    const o = parseLine(generateLine(rng, startId + i));
    if (!validateOrder(o)) { rejected++; continue; }
    aggregate(totals, o, priceOrder(o));
  }
  return { totals, rejected };
}

function report(results) {
  let h = 0;
  for (const { totals, rejected } of results) {
    for (const region of [...totals.keys()].sort()) {
      const t = totals.get(region);
      h = (h * 31 + t.orders + Math.round(t.amount) + t.skus.size) >>> 0;
    }
    h = (h * 31 + rejected) >>> 0;
  }
  return h.toString(16);
}

function main() {
  const batches = +(process.argv[2] || 40);
  const perBatch = +(process.argv[3] || 20000);
  const rng = makeRng(12345);
  const results = [];
  for (let b = 0; b < batches; b++) results.push(processBatch(rng, b * perBatch, perBatch));
  console.log('checksum', report(results));
}

main();
