// A report generator for the verdict benchmark: parse CSV records, validate, aggregate, render
// rows. CHANGE=slow_render builds each row by repeated string concatenation with escaping;
// CHANGE=hash adds a SHA-256 of every record (node:crypto).
'use strict';
const crypto = require('node:crypto');
const CHANGE = process.env.CHANGE || '';
const SECONDS = Number(process.env.SECONDS_TO_RUN || 3);

function makeCsv(n) {
  const rows = [];
  for (let i = 0; i < n; i++) rows.push(`${i},user${i % 977},${(i * 37) % 1000},${i % 3 ? 'ok' : 'late'},region-${i % 11}`);
  return rows.join('\n');
}

function parseRecord(line) {
  const f = line.split(',');
  return { id: +f[0], user: f[1], amount: +f[2], status: f[3], region: f[4] };
}

function validateRecord(r) {
  return r.amount >= 0 && r.user.startsWith('user') && (r.status === 'ok' || r.status === 'late');
}

function digestRecord(r) {
  return crypto.createHash('sha256').update(`${r.id}:${r.user}:${r.amount}`).digest('hex');
}

function aggregate(records) {
  const by = new Map();
  for (const r of records) {
    const k = r.region;
    const cur = by.get(k) || { n: 0, sum: 0 };
    cur.n++;
    cur.sum += r.amount;
    by.set(k, cur);
  }
  return by;
}

function escapeCell(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

function renderRow(r) {
  if (CHANGE === 'slow_render') {
    let out = '';
    for (const v of [r.id, r.user, r.amount, r.status, r.region, r.user, r.region]) out += '<td>' + escapeCell(escapeCell(v)) + '</td>';
    return '<tr>' + out + '</tr>';
  }
  return `<tr><td>${r.id}</td><td>${r.user}</td><td>${r.amount}</td><td>${r.status}</td><td>${r.region}</td></tr>`;
}

function buildReport(csv) {
  const records = csv.split('\n').map(parseRecord).filter(validateRecord);
  let digests = 0;
  if (CHANGE === 'hash') for (const r of records) digests += digestRecord(r).length;
  const agg = aggregate(records);
  const html = records.map(renderRow).join('');
  return html.length + agg.size + digests;
}

function main() {
  const csv = makeCsv(5000);
  const end = Date.now() + SECONDS * 1000;
  let total = 0;
  while (Date.now() < end) total += buildReport(csv);
  console.log(total % 10);
}

main();
