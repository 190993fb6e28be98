// s38d control workload: the same steady loop; only the number of rounds differs
// between before (~3 s) and after (~9 s). usage: node app.js <rounds>
'use strict';

function makeRecords(n, seed) {
  let s = seed >>> 0;
  const rnd = () => { s = (Math.imul(s, 1103515245) + 12345) >>> 0; return s; };
  const words = ['alpha', 'beta', 'gamma', 'delta', 'eps', 'zeta', 'eta', 'theta'];
  const out = [];
  for (let i = 0; i < n; i++) {
    const parts = [];
    for (let k = 0; k < 12; k++) parts.push(words[rnd() % words.length] + '=' + (rnd() % 10000));
    out.push(parts.join('&'));
  }
  return out;
}

function parseRecord(line) {
  const obj = {};
  for (const kv of line.split('&')) {
    const eq = kv.indexOf('=');
    obj[kv.slice(0, eq)] = Number(kv.slice(eq + 1));
  }
  return obj;
}

function hashRecord(line) {
  let h = 2166136261;
  for (let r = 0; r < 3; r++)
    for (let i = 0; i < line.length; i++) h = Math.imul(h ^ line.charCodeAt(i), 16777619);
  return h >>> 0;
}

function renderRow(obj, h) {
  let s = '';
  for (const k of Object.keys(obj)) s += k + ':' + obj[k].toString(16) + ',';
  return s + h.toString(36);
}

function step(records) {
  let acc = 0;
  for (const line of records) {
    const obj = parseRecord(line);
    const h = hashRecord(line);
    acc = (acc + renderRow(obj, h).length) | 0;
  }
  return acc;
}

function main() {
  const rounds = Number(process.argv[2] || 100);
  const records = makeRecords(2000, 7);
  let acc = 0;
  for (let r = 0; r < rounds; r++) acc = (acc + step(records)) | 0;
  console.log('rounds', rounds, 'acc', acc);
}

main();
