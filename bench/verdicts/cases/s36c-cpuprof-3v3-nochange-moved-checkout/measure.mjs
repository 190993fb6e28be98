// Per run: self-time share of the top functions, keyed by function name + path relative to the
// checkout (so before/after are comparable). Reads .cpuprofile or .cpuprofile.gz.
import { readFileSync, readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const key = (cf) => {
  const m = cf.url.match(/\/textstats[^/]*\/(.*)$/);
  const file = m ? m[1] : (cf.url || '');
  return `${cf.functionName || '(anonymous)'} ${file}:${cf.lineNumber + 1}`;
};
const runs = [];
for (const side of ['before', 'after']) {
  for (const f of readdirSync(join(here, side)).sort()) {
    let buf = readFileSync(join(here, side, f));
    if (f.endsWith('.gz')) buf = gunzipSync(buf);
    const p = JSON.parse(buf.toString('utf8'));
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    const counts = new Map();
    let total = 0, idle = 0;
    const urls = new Set();
    for (const id of p.samples) {
      const n = byId.get(id);
      total++;
      if (n.callFrame.functionName === '(idle)') idle++;
      if (n.callFrame.url.startsWith('file://')) urls.add(n.callFrame.url.replace(/\/(main\.js|lib\/.*)$/, '/'));
      const k = key(n.callFrame);
      counts.set(k, (counts.get(k) || 0) + 1);
    }
    runs.push({ name: `${side}/${f}`, total, idle, counts, root: [...urls].join(' ') });
  }
}
const all = new Map();
for (const r of runs) for (const [k, v] of r.counts) all.set(k, (all.get(k) || 0) + v / r.total);
const top = [...all.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k]) => k);
console.log('self-time share per run (%); columns: ' + runs.map((r) => r.name).join(', '));
for (const r of runs) console.log(`  ${r.name}: samples=${r.total} idle=${(100 * r.idle / r.total).toFixed(1)}% root=${r.root}`);
for (const k of top) {
  console.log(k.padEnd(44) + runs.map((r) => (100 * (r.counts.get(k) || 0) / r.total).toFixed(1).padStart(7)).join(''));
}
