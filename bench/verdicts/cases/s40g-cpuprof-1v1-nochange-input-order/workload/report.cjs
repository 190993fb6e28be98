'use strict';
// Workload for s40g-cpuprof-1v1-nochange-input-order (a control).
// usage: node report.cjs <orders.csv> <forward|reversed> [passes]
// Reads the same order lines either in file order ("forward", before) or in reverse
// order ("reversed", after), then per pass: parses every line (parseLine), validates it
// (validateOrder), aggregates revenue per SKU and region (aggregate) and renders a
// top-list (renderReport: sort of the ~3000 per-SKU totals). Every line is processed
// exactly once per pass in both variants; only the order differs.
const fs = require('fs');
const [file, order = 'forward', passesArg = '12'] = process.argv.slice(2);
const PASSES = +passesArg;

function parseLine(line) {
  const f = line.split(',');
  return { id: f[0], sku: f[1], qty: parseInt(f[2], 10), price: parseFloat(f[3]), region: f[4] };
}

function validateOrder(o) {
  if (!/^ORD\d{7}$/.test(o.id)) return false;
  if (!/^SKU-[0-9A-F]{5}$/.test(o.sku)) return false;
  return o.qty > 0 && o.price >= 0;
}

function aggregate(orders) {
  const bySku = new Map();
  const byRegion = new Map();
  for (const o of orders) {
    const rev = o.qty * o.price;
    bySku.set(o.sku, (bySku.get(o.sku) || 0) + rev);
    byRegion.set(o.region, (byRegion.get(o.region) || 0) + rev);
  }
  return { bySku, byRegion };
}

function renderReport(agg) {
  const rows = [...agg.bySku.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const top = rows.slice(0, 20).map(([k, v]) => `${k} ${v.toFixed(2)}`);
  const regions = [...agg.byRegion.keys()].sort().map((k) => `${k}=${agg.byRegion.get(k).toFixed(2)}`);
  return top.join('\n') + '\n' + regions.join(' ');
}

function main() {
  let lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  if (order === 'reversed') lines = lines.reverse();
  else if (order !== 'forward') throw new Error('order must be forward|reversed');
  const t0 = process.hrtime.bigint();
  let out = '';
  for (let p = 0; p < PASSES; p++) {
    const orders = [];
    for (const line of lines) {
      const o = parseLine(line);
      if (validateOrder(o)) orders.push(o);
    }
    out = renderReport(aggregate(orders));
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  console.log(`order=${order} lines=${lines.length} passes=${PASSES} ms=${ms.toFixed(0)} reportLen=${out.length} head=${out.split('\n')[0]}`);
}
main();
