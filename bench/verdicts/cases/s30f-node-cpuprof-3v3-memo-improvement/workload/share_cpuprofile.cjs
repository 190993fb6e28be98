// node share_cpuprofile.cjs REGEX FILE... : for V8 .cpuprofile files print sample count and the share of
// samples whose stack contains a function whose name matches REGEX (anchored at the name's start).
// Also prints the top self-time functions.
'use strict';
const fs = require('fs');
const rx = new RegExp(process.argv[2]);
for (const file of process.argv.slice(3)) {
  const p = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const hitCache = new Map();
  const onStack = (id) => {
    if (hitCache.has(id)) return hitCache.get(id);
    const n = byId.get(id);
    const r = rx.test(n.callFrame.functionName) || (parent.has(id) && onStack(parent.get(id)));
    hitCache.set(id, r);
    return r;
  };
  let hit = 0;
  const self = new Map();
  for (const id of p.samples) {
    if (onStack(id)) hit++;
    const name = byId.get(id).callFrame.functionName || '(anonymous)';
    self.set(name, (self.get(name) || 0) + 1);
  }
  const n = p.samples.length;
  const dur = (p.endTime - p.startTime) / 1e6;
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${(100 * v / n).toFixed(1)}%`).join(', ');
  console.log(`${file}: samples=${n} duration=${dur.toFixed(2)}s culprit=${hit} share=${(100 * hit / n).toFixed(1)}%`);
  console.log(`    top self: ${top}`);
}
