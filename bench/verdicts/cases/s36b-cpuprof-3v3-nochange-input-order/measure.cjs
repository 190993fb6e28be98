'use strict';
// Per-run inclusive share of samples for the program's main functions, read from the .cpuprofile
// files themselves. This is a control: the shares should agree between sides within run-to-run noise.
const fs = require('fs');
const path = require('path');
const FUNCS = ['shuffle', 'parseLine', 'groupByService', 'summarise', 'checksum', '(garbage collector)'];

for (const side of ['before', 'after']) {
  const dir = path.join(__dirname, side);
  for (const f of fs.readdirSync(dir).filter(n => n.endsWith('.cpuprofile')).sort()) {
    const prof = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    const byId = new Map(), parent = new Map();
    for (const n of prof.nodes) byId.set(n.id, n);
    for (const n of prof.nodes) for (const c of n.children || []) parent.set(c, n.id);
    const counts = Object.fromEntries(FUNCS.map(k => [k, 0]));
    let total = 0, idle = 0;
    for (const id of prof.samples) {
      total++;
      const names = new Set();
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) names.add(byId.get(cur).callFrame.functionName);
      if (names.has('(idle)')) idle++;
      for (const k of FUNCS) if (names.has(k)) counts[k]++;
    }
    const pct = k => (100 * counts[k] / total).toFixed(1) + '%';
    console.log(`${side}/${f}: samples=${total} idle=${(100 * idle / total).toFixed(1)}% ` +
      FUNCS.map(k => `${k}=${pct(k)}`).join(' '));
  }
}
