'use strict';
// invoices: CSV invoice batch. makeCsv once; per round: parseCsv (split lines/fields),
// normalizeRow (trim, case, number parsing), applyDiscounts (tiered discount lookup),
// computeTax (bracketed tax with rounding), formatCurrency (toFixed + thousands separators),
// aggregateByRegion (Map of totals), renderSummary (sorted table).

const REGIONS = ['north', 'south', 'east', 'west', 'central', 'islands'];
const TAX_BRACKETS = [[0, 0.05], [100, 0.08], [1000, 0.12], [5000, 0.15], [20000, 0.19]];

function makeCsv(n) {
  const out = ['id,customer,region,qty,unit,category'];
  let s = 987654321;
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    out.push(`${i}, Customer ${s % 5000} ,${REGIONS[s % 6].toUpperCase()},${1 + (s % 40)},${((s >>> 7) % 90000) / 100},cat-${(s >>> 3) % 12}`);
  }
  return out.join('\n');
}

function parseCsv(text) {
  const lines = text.split('\n');
  const header = lines[0].split(',');
  const rows = [];
  for (let i = 1; i < lines.length; i++) {
    const f = lines[i].split(',');
    const r = {};
    for (let j = 0; j < header.length; j++) r[header[j]] = f[j];
    rows.push(r);
  }
  return rows;
}

function normalizeRow(r) {
  return {
    id: parseInt(r.id, 10),
    customer: r.customer.trim().toLowerCase().replace(/\s+/g, '-'),
    region: r.region.toLowerCase(),
    qty: Number(r.qty),
    unit: parseFloat(r.unit),
    category: r.category,
  };
}

function applyDiscounts(row) {
  const gross = row.qty * row.unit;
  let pct = 0;
  if (row.qty >= 30) pct = 0.1; else if (row.qty >= 10) pct = 0.05;
  if (row.category === 'cat-3' || row.category === 'cat-7') pct += 0.02;
  return gross * (1 - pct);
}

function computeTax(net) {
  let tax = 0;
  for (let i = TAX_BRACKETS.length - 1; i >= 0; i--) {
    const [floor, rate] = TAX_BRACKETS[i];
    if (net > floor) {
      tax = Math.round(net * rate * 100) / 100;
      break;
    }
  }
  return tax;
}

function formatCurrency(v) {
  const [int, frac] = v.toFixed(2).split('.');
  let out = '';
  for (let i = 0; i < int.length; i++) {
    if (i > 0 && (int.length - i) % 3 === 0) out += ',';
    out += int[i];
  }
  return out + '.' + frac;
}

function aggregateByRegion(rows, totals) {
  for (const r of rows) {
    const t = totals.get(r.region) || { net: 0, tax: 0, n: 0 };
    t.net += r.net; t.tax += r.tax; t.n++;
    totals.set(r.region, t);
  }
}

function renderSummary(totals) {
  return [...totals.entries()].sort((a, b) => b[1].net - a[1].net)
    .map(([k, t]) => `${k.padEnd(10)} ${formatCurrency(t.net).padStart(16)} ${formatCurrency(t.tax).padStart(14)} ${t.n}`)
    .join('\n');
}

function runRound(csv) {
  const rows = parseCsv(csv).map(normalizeRow);
  const lines = [];
  for (const r of rows) {
    r.net = applyDiscounts(r);
    r.tax = computeTax(r.net);
    lines.push(formatCurrency(r.net + r.tax));
  }
  const totals = new Map();
  aggregateByRegion(rows, totals);
  return [renderSummary(totals), lines.length];
}

function main() {
  const rounds = Number(process.argv[2] || 10);
  const csv = makeCsv(60000);
  const t0 = process.hrtime.bigint();
  let chk = 0, summary = '';
  for (let i = 0; i < rounds; i++) {
    const [s, n] = runRound(csv);
    summary = s; chk += n;
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  console.log(summary.split('\n')[0]);
  console.log(`rounds=${rounds} rows=${chk} time=${(ms / 1000).toFixed(3)}s`);
}

main();
