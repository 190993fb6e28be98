#!/usr/bin/env node
'use strict';
// Share of samples whose stack contains a frame (by callFrame.functionName), per .cpuprofile.
// usage: node measure.cjs fnA,fnB,... FILE...
// Shares are of all samples, and (second table) of non-idle samples (excluding "(idle)").
const fs = require('fs');
const funcs = process.argv[2].split(',');
const files = process.argv.slice(3);
const rows = [];
for (const f of files) {
  const prof = JSON.parse(fs.readFileSync(f, 'utf8'));
  const byId = new Map(), parent = new Map();
  for (const n of prof.nodes) { byId.set(n.id, n); for (const c of n.children || []) parent.set(c, n.id); }
  const incl = Object.fromEntries(funcs.map((x) => [x, 0]));
  const self = Object.fromEntries(funcs.map((x) => [x, 0]));
  let total = 0, idle = 0, gc = 0, program = 0;
  const stackCache = new Map();
  const namesOf = (id) => {
    let s = stackCache.get(id);
    if (!s) {
      s = new Set();
      for (let x = id; x !== undefined; x = parent.get(x)) s.add(byId.get(x).callFrame.functionName);
      stackCache.set(id, s);
    }
    return s;
  };
  for (const id of prof.samples) {
    total++;
    const leaf = byId.get(id).callFrame.functionName;
    if (leaf === '(idle)') idle++;
    if (leaf === '(garbage collector)') gc++;
    if (leaf === '(program)') program++;
    const names = namesOf(id);
    for (const fn of funcs) { if (names.has(fn)) incl[fn]++; if (leaf === fn) self[fn]++; }
  }
  rows.push({ f, total, idle, gc, program, incl, self });
}
const pct = (a, b) => (100 * a / b).toFixed(1) + '%';
console.log('Share of all samples (incl. / self):\n');
console.log('| file | samples | (idle) | (gc) | (program) | ' + funcs.map((x) => `\`${x}\` incl. | self`).join(' | ') + ' |');
console.log('|---|---:|---:|---:|---:|' + funcs.map(() => '---:|---:|').join(''));
for (const r of rows) {
  console.log(`| ${r.f} | ${r.total} | ${pct(r.idle, r.total)} | ${pct(r.gc, r.total)} | ${pct(r.program, r.total)} | ` +
    funcs.map((x) => `${pct(r.incl[x], r.total)} | ${pct(r.self[x], r.total)}`).join(' | ') + ' |');
}
console.log('\nShare of non-idle samples (incl.):\n');
console.log('| file | non-idle | ' + funcs.map((x) => `\`${x}\``).join(' | ') + ' |');
console.log('|---|---:|' + funcs.map(() => '---:|').join(''));
for (const r of rows) {
  const n = r.total - r.idle;
  console.log(`| ${r.f} | ${n} | ` + funcs.map((x) => pct(r.incl[x], n)).join(' | ') + ' |');
}
