// Share of samples whose stack contains the culprit (validateRequest or a regex frame under it), per run.
import fs from 'node:fs'; import path from 'node:path'; import zlib from 'node:zlib'; import { fileURLToPath } from 'node:url';
const D = path.dirname(fileURLToPath(import.meta.url));
const CULPRIT = [/^validateRequest\b/, /^RegExp: /];
const top = process.argv[2] ? Number(process.argv[2]) : 0;
for (const side of ['before', 'after']) {
  for (const f of fs.readdirSync(path.join(D, side)).filter(f => f.startsWith('run-')).sort()) {
    let buf = fs.readFileSync(path.join(D, side, f));
    if (f.endsWith('.gz')) buf = zlib.gunzipSync(buf);
    const prof = JSON.parse(buf.toString());
    const byId = new Map(prof.nodes.map(n => [n.id, n]));
    const parent = new Map();
    for (const n of prof.nodes) for (const c of n.children || []) parent.set(c, n.id);
    const hitMemo = new Map();
    const isHit = id => {
      if (hitMemo.has(id)) return hitMemo.get(id);
      const n = byId.get(id); const name = n.callFrame.functionName;
      const h = CULPRIT.some(r => r.test(name)) || (parent.has(id) ? isHit(parent.get(id)) : false);
      hitMemo.set(id, h); return h;
    };
    let hit = 0; const selfBy = new Map();
    for (const s of prof.samples) {
      if (isHit(s)) hit++;
      const nm = byId.get(s).callFrame.functionName || '(anonymous)';
      selfBy.set(nm, (selfBy.get(nm) || 0) + 1);
    }
    const n = prof.samples.length;
    console.log(`${side}/${f}: samples=${n} culprit=${hit} share=${(100 * hit / n).toFixed(1)}%`);
    if (top) console.log('  self top:', [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `${k}=${(100 * v / n).toFixed(1)}%`).join(', '));
  }
}
