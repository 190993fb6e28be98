'use strict';
// Invoice pricing batch: parse order lines, quote each line, aggregate, report.
// quoteLine() does the pricing work and splits it among three callees:
// lookupTariff, applyDiscounts, computeTax.

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeOrders(nKeys, seed) {
  const rnd = mulberry32(seed);
  const regions = ['EU', 'US', 'APAC', 'LATAM'];
  const lines = [];
  for (let k = 0; k < nKeys; k++) {
    const sku = 'SKU-' + String(k).padStart(6, '0');
    const region = regions[k % regions.length];
    // every (sku, region) pair is ordered exactly twice
    for (let r = 0; r < 2; r++) {
      const qty = 1 + Math.floor(rnd() * 20);
      lines.push(`${k * 2 + r},${sku},${region},${qty},${(rnd() * 500).toFixed(2)}`);
    }
  }
  for (let i = lines.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const t = lines[i]; lines[i] = lines[j]; lines[j] = t;
  }
  return lines;
}

function parseLine(line) {
  const f = line.split(',');
  const o = { id: +f[0], sku: f[1], region: f[2], qty: parseInt(f[3], 10), list: parseFloat(f[4]) };
  o.hash = checksumLine(line);
  return o;
}

function checksumLine(line) {
  // integrity check carried over from the feed format: 40 rounds of a rolling hash
  let h = 0;
  for (let r = 0; r < 40; r++) {
    for (let i = 0; i < line.length; i++) h = (h * 31 + line.charCodeAt(i) + r) | 0;
  }
  return h;
}

function lookupTariff(sku, region) {
  let acc = 0;
  for (let i = 0; i < 900; i++) {
    acc = (acc * 33 + sku.charCodeAt(i % sku.length) + region.charCodeAt(i % region.length)) % 100003;
  }
  return 0.02 + (acc % 97) / 1000;
}

function applyDiscounts(sku, tiers) {
  let best = 0;
  for (let i = 0; i < 900; i++) {
    const t = tiers[i % tiers.length];
    const d = ((sku.charCodeAt(4 + (i % 6)) * t) % 1000) / 20000;
    if (d > best) best = d;
  }
  return best;
}

function computeTax(region, base) {
  let rate = 0;
  for (let i = 0; i < 900; i++) {
    rate += Math.sin(base * 0.001 + i) * region.length;
  }
  return Math.abs(rate % 0.25);
}

const TIERS = [3, 7, 11, 13, 17, 19, 23];

function quoteLine(sku, region) {
  const tariff = lookupTariff(sku, region);
  const disc = applyDiscounts(sku, TIERS);
  const tax = computeTax(region, tariff * 1000);
  return { tariff, disc, tax, factor: (1 + tariff) * (1 - disc) * (1 + tax) };
}

function priceOrders(orders) {
  const quoteCache = new Map();
  const priced = [];
  for (const o of orders) {
    // cache key now includes the order id (meant to keep per-order overrides apart): never hits
    const key = o.id + "|" + o.sku + "|" + o.region;
    let q = quoteCache.get(key);
    if (q === undefined) {
      q = quoteLine(o.sku, o.region);
      quoteCache.set(key, q);
    }
    priced.push({ id: o.id, region: o.region, total: Math.round(o.list * o.qty * q.factor * 100) / 100 });
  }
  return priced;
}

function aggregate(priced) {
  const byRegion = new Map();
  for (const p of priced) {
    const cur = byRegion.get(p.region) || { n: 0, sum: 0, max: 0 };
    cur.n++; cur.sum += p.total; if (p.total > cur.max) cur.max = p.total;
    byRegion.set(p.region, cur);
  }
  return byRegion;
}

function formatReport(byRegion, priced) {
  const rows = [...byRegion.entries()].sort((a, b) => a[0].localeCompare(b[0]))
    .map(([r, v]) => `${r}\t${v.n}\t${v.sum.toFixed(2)}\t${v.max.toFixed(2)}`);
  const top = priced.slice().sort((a, b) => b.total - a.total || a.id - b.id).slice(0, 5)
    .map((p) => `${p.id}:${p.total.toFixed(2)}`);
  return rows.join('\n') + '\ntop ' + top.join(' ');
}

function main() {
  const nKeys = +(process.argv[2] || 60000);
  const lines = makeOrders(nKeys, 48);
  const orders = lines.map(parseLine);
  const priced = priceOrders(orders);
  const report = formatReport(aggregate(priced), priced);
  console.log(report);
}

main();
