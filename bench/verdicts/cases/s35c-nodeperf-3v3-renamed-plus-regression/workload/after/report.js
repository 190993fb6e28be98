'use strict';
// Daily sales report built from the raw order rows exported by the shop front-ends.
// Rows arrive messy (padding, mixed case, numbers as strings) and front-ends
// re-send some rows, so they are normalised and de-duplicated before aggregation.

const DAYS = 10;
const ROWS_PER_DAY = 40000;

function mulberry32(seed) {
  return function () {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REGIONS = ['  North ', 'south', 'EAST ', ' West', 'Central', 'north'];
const FIRST = ['Ann', 'bob', 'Chen', 'dana ', 'Eve', 'Farid', 'Gia', ' Hugo'];
const LAST = ['Smith', 'O\'Neil', 'garcia', 'Ng', 'Kowalski ', 'Haddad', 'Ito'];

function generateRows(day, n) {
  const rnd = mulberry32(1000 + day);
  const rows = [];
  for (let i = 0; i < n; i++) {
    if (i > 10 && rnd() < 0.03) {
      rows.push(Object.assign({}, rows[Math.floor(rnd() * rows.length)])); // re-sent row
      continue;
    }
    const first = FIRST[Math.floor(rnd() * FIRST.length)];
    const last = LAST[Math.floor(rnd() * LAST.length)];
    rows.push({
      id: ` D${day}-${i} `,
      region: REGIONS[Math.floor(rnd() * REGIONS.length)],
      sku: `sku-${Math.floor(rnd() * 800)}`,
      qty: String(1 + Math.floor(rnd() * 12)),
      price: (1 + rnd() * 250).toFixed(2),
      customer: ` ${first}  ${last} `,
      email: ` ${first.trim()}.${last.trim()}${Math.floor(rnd() * 90)}@Example.com `,
    });
  }
  return rows;
}

function canonicalizeRow(raw) {
  return {
    id: raw.id.trim(),
    region: raw.region.trim().toLowerCase(),
    sku: raw.sku.toUpperCase(),
    qty: parseInt(raw.qty, 10),
    priceCents: Math.round(parseFloat(raw.price) * 100),
    customer: raw.customer.trim().replace(/\s+/g, ' ').toLowerCase(),
    email: raw.email.trim().toLowerCase(),
  };
}

// Front-ends may reuse ids, so a row only counts as a duplicate if every
// field matches.
function dedupe(rows) {
  const seen = new Set();
  const out = [];
  for (const row of rows) {
    const key = JSON.stringify(row);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(row);
  }
  return out;
}

function aggregate(rows) {
  const byRegion = new Map();
  const bySku = new Map();
  const byCustomer = new Map();
  for (const r of rows) {
    const cents = r.qty * r.priceCents;
    const reg = byRegion.get(r.region) || { revenue: 0, units: 0, orders: 0 };
    reg.revenue += cents;
    reg.units += r.qty;
    reg.orders += 1;
    byRegion.set(r.region, reg);
    bySku.set(r.sku, (bySku.get(r.sku) || 0) + cents);
    byCustomer.set(r.email, (byCustomer.get(r.email) || 0) + cents);
  }
  return { byRegion, bySku, byCustomer };
}

function topN(map, n) {
  return [...map.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
}

function money(cents) {
  return (cents / 100).toFixed(2);
}

function formatReport(day, agg) {
  const lines = [`day ${day}`];
  for (const [region, r] of [...agg.byRegion.entries()].sort()) {
    lines.push(`  ${region.padEnd(8)} orders=${r.orders} units=${r.units} revenue=${money(r.revenue)}`);
  }
  for (const [sku, c] of topN(agg.bySku, 3)) lines.push(`  top sku ${sku} ${money(c)}`);
  for (const [cust, c] of topN(agg.byCustomer, 3)) lines.push(`  top customer ${cust} ${money(c)}`);
  return lines.join('\n');
}

function main() {
  const out = [];
  let kept = 0;
  for (let day = 0; day < DAYS; day++) {
    const raw = generateRows(day, ROWS_PER_DAY);
    const rows = raw.map(canonicalizeRow);
    const unique = dedupe(rows);
    kept += unique.length;
    out.push(formatReport(day, aggregate(unique)));
  }
  console.log(out[out.length - 1]);
  console.log(`rows kept: ${kept}`);
}

main();
