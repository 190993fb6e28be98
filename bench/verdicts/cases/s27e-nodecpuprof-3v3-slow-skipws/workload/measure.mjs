// Culprit share in a V8 .cpuprofile: samples whose stack contains a frame matching REGEX / all samples
// (idle/program/GC samples included in the total). Usage: node measure.mjs REGEX files...
import fs from 'node:fs';
const rx = new RegExp(process.argv[2]);
for (const f of process.argv.slice(3)) {
  const prof = JSON.parse(fs.readFileSync(f, 'utf8'));
  const byId = new Map(prof.nodes.map(n => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const memo = new Map();
  const hits = id => {
    if (memo.has(id)) return memo.get(id);
    const n = byId.get(id);
    const r = rx.test(n.callFrame.functionName) || (parent.has(id) && hits(parent.get(id)));
    memo.set(id, r); return r;
  };
  let tot = 0, hit = 0, selfCount = {};
  for (const id of prof.samples) {
    tot++; if (hits(id)) hit++;
    const nm = byId.get(id).callFrame.functionName || '(anon)';
    selfCount[nm] = (selfCount[nm] || 0) + 1;
  }
  const top = Object.entries(selfCount).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${(100 * v / tot).toFixed(1)}%`).join(' ');
  console.log(`${f}\tsamples=${tot}\tculprit=${hit}\tshare=${(100 * hit / tot).toFixed(1)}%\tself: ${top}`);
}
