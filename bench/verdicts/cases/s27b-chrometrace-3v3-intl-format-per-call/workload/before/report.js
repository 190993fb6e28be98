'use strict';
// Order report: generate a CSV export, parse it, clean it, filter, sort, aggregate,
// and render a table plus a summary. Runs a fixed number of rounds after load.

const ROUNDS = 14;
const ROWS_PER_ROUND = 6000;
const TABLE_ROWS = 150;

const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Overseas'];
const PRODUCTS = ['Widget', 'Gadget', 'Sprocket', 'Gizmo', 'Doohickey', 'Thingamajig', 'Whatsit', 'Contraption'];
const FIRST = ['Ada', 'Brian', 'Chen', 'Dana', 'Emil', 'Fatima', 'Goran', 'Hilde', 'Ines', 'Jules'];
const LAST = ['Okafor', 'Smith', 'Nakamura', 'García', 'Novak', 'Berg', 'Kowalski', "O'Neil", 'Lindqvist', 'Rossi'];

function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function csvField(s) {
  if (/[",\n]/.test(s)) return '"' + s.replace(/"/g, '""') + '"';
  return s;
}

function generateCsv(rand, n) {
  const lines = ['id,date,region,product,customer,qty,unit_price,note'];
  for (let i = 0; i < n; i++) {
    const y = 2021 + Math.floor(rand() * 3);
    const m = 1 + Math.floor(rand() * 12);
    const d = 1 + Math.floor(rand() * 28);
    const date = y + '-' + String(m).padStart(2, '0') + '-' + String(d).padStart(2, '0');
    const customer = LAST[Math.floor(rand() * LAST.length)] + ', ' + FIRST[Math.floor(rand() * FIRST.length)];
    const qty = 1 + Math.floor(rand() * 40);
    const price = (2 + rand() * 480).toFixed(2);
    const note = rand() < 0.2 ? 'rush "priority" order' : (rand() < 0.5 ? '' : 'standard');
    lines.push([String(i + 1), date, REGIONS[Math.floor(rand() * REGIONS.length)],
      PRODUCTS[Math.floor(rand() * PRODUCTS.length)], csvField(customer), String(qty), price, csvField(note)].join(','));
  }
  return lines.join('\n');
}

function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inQuotes) {
      if (c === 34) {
        if (text.charCodeAt(i + 1) === 34) { field += '"'; i++; }
        else inQuotes = false;
      } else {
        field += text[i];
      }
    } else if (c === 34) {
      inQuotes = true;
    } else if (c === 44) {
      row.push(field); field = '';
    } else if (c === 10) {
      row.push(field); field = '';
      rows.push(row); row = [];
    } else {
      field += text[i];
    }
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows;
}

function parseIsoDate(s) {
  const y = parseInt(s.slice(0, 4), 10);
  const m = parseInt(s.slice(5, 7), 10);
  const d = parseInt(s.slice(8, 10), 10);
  return new Date(Date.UTC(y, m - 1, d));
}

function toRecords(rows) {
  const header = rows[0];
  const idx = {};
  header.forEach((h, i) => { idx[h] = i; });
  const out = [];
  for (let r = 1; r < rows.length; r++) {
    const f = rows[r];
    const qty = parseInt(f[idx.qty], 10);
    const unit = parseFloat(f[idx.unit_price]);
    out.push({
      id: parseInt(f[idx.id], 10),
      date: parseIsoDate(f[idx.date]),
      region: f[idx.region].trim(),
      product: f[idx.product].trim(),
      customer: f[idx.customer].trim(),
      qty, unit, total: Math.round(qty * unit * 100) / 100,
      rush: f[idx.note].indexOf('rush') >= 0,
    });
  }
  return out;
}

function compareRecords(a, b) {
  if (a.region !== b.region) return a.region < b.region ? -1 : 1;
  if (a.total !== b.total) return b.total - a.total;
  return a.date - b.date;
}

function aggregate(records) {
  const byKey = new Map();
  for (const r of records) {
    const key = r.region + '|' + r.date.getUTCFullYear() + '-' + (r.date.getUTCMonth() + 1);
    let g = byKey.get(key);
    if (!g) { g = { key, count: 0, revenue: 0, qty: 0 }; byKey.set(key, g); }
    g.count++; g.revenue += r.total; g.qty += r.qty;
  }
  return Array.from(byKey.values()).sort((a, b) => b.revenue - a.revenue);
}

const currencyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function formatCurrency(n) {
  return currencyFormat.format(n);
}

function formatDate(d) {
  return d.getUTCFullYear() + '-' + String(d.getUTCMonth() + 1).padStart(2, '0') + '-' + String(d.getUTCDate()).padStart(2, '0');
}

function escapeHtml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function renderRows(records) {
  const parts = [];
  for (const r of records) {
    parts.push('<tr><td class="num">' + r.id + '</td><td>' + formatDate(r.date) + '</td><td>' +
      escapeHtml(r.region) + '</td><td>' + escapeHtml(r.product) + (r.rush ? ' ⚡' : '') + '</td><td>' +
      escapeHtml(r.customer) + '</td><td class="num">' + r.qty + '</td><td class="num">' +
      formatCurrency(r.unit) + '</td><td class="num">' + formatCurrency(r.total) + '</td></tr>');
  }
  return parts.join('');
}

function renderSummary(groups) {
  const lines = groups.slice(0, 40).map(g =>
    '<li>' + escapeHtml(g.key) + ': ' + g.count + ' orders, ' + formatCurrency(g.revenue) +
    ' (avg ' + formatCurrency(g.revenue / g.count) + ')</li>');
  return '<ul>' + lines.join('') + '</ul>';
}

function runRound(round) {
  const rand = mulberry32(1234 + round);
  const csv = generateCsv(rand, ROWS_PER_ROUND);
  const rows = parseCsv(csv);
  const records = toRecords(rows);
  const minDate = new Date(Date.UTC(2021, 6, 1));
  const kept = records.filter(r => r.qty >= 3 && r.date >= minDate);
  kept.sort(compareRecords);
  const groups = aggregate(kept);
  document.getElementById('rows').innerHTML = renderRows(kept.slice(0, TABLE_ROWS));
  document.getElementById('summary').innerHTML = renderSummary(groups);
  return kept.length;
}

let round = 0;
let totalKept = 0;
const t0 = performance.now();
function step() {
  totalKept += runRound(round++);
  if (round < ROUNDS) { setTimeout(step, 0); return; }
  const ms = Math.round(performance.now() - t0);
  document.getElementById('status').textContent = 'done: ' + totalKept + ' rows in ' + ms + ' ms';
  console.log('report done in ' + ms + ' ms');
  document.title = 'done ' + ms;
}
window.addEventListener('load', () => setTimeout(step, 0));
