// Share of samples (perf script text) whose stack has a frame matching any culprit
// regex from expected.json, per run. Frame name = symbol with "+0x.." stripped.
// Usage: node measure.mjs    (from the case directory)
import { readFileSync, readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
// Profiles are gzipped in the repository (the lead compressed them after capture).
const readText = (p) => (p.endsWith('.gz') ? gunzipSync(readFileSync(p)).toString('utf8') : readFileSync(p, 'utf8'));
const exp = JSON.parse(readFileSync(new URL('./expected.json', import.meta.url)));
const res = exp.culprit.map((r) => new RegExp(r));
const dir = new URL('.', import.meta.url).pathname;
for (const side of ['before', 'after']) {
  for (const f of readdirSync(dir + side).sort()) {
    let total = 0, hit = 0, unk = 0, stack = null;
    const flush = () => {
      if (!stack) return;
      total++;
      if (stack.some((fr) => res.some((re) => re.test(fr)))) hit++;
      if (stack[0] === '[unknown]') unk++;
      stack = null;
    };
    for (const line of readText(`${dir}${side}/${f}`).split('\n')) {
      if (!line.trim()) { flush(); continue; }
      if (!/^\s/.test(line)) { flush(); stack = []; continue; }
      const m = /^\s+[0-9a-f]+ (.+?) \(([^)]*)\)$/.exec(line);
      if (m && stack) stack.push(m[1].replace(/\+0x[0-9a-f]+$/, ''));
    }
    flush();
    console.log(`${side}/${f}: culprit ${(100 * hit / total).toFixed(1)}% of ${total} samples (leaf [unknown]: ${(100 * unk / total).toFixed(1)}%)`);
  }
}
// Leaf frames whose share grew most (all runs of a side pooled); [unknown] leaves in
// /usr/bin/perl are bucketed by 4 KiB page of their address.
const leafShares = (side) => {
  const c = new Map(); let n = 0;
  for (const f of readdirSync(dir + side)) {
    const lines = readText(`${dir}${side}/${f}`).split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i] || /^\s/.test(lines[i])) continue;
      const m = /^\s+([0-9a-f]+) (.+?) \(([^)]*)\)$/.exec(lines[i + 1] || '');
      if (!m) continue;
      let s = m[2].replace(/\+0x[0-9a-f]+$/, '');
      if (s === '[unknown]') s = `[unknown] ${m[3]} page 0x${(parseInt(m[1], 16) >> 12).toString(16)}000`;
      c.set(s, (c.get(s) || 0) + 1); n++;
    }
  }
  return [c, n];
};
const [cb, nb] = leafShares('before'), [ca, na] = leafShares('after');
const keys = [...new Set([...cb.keys(), ...ca.keys()])]
  .map((k) => [k, 100 * ((ca.get(k) || 0) / na - (cb.get(k) || 0) / nb), 100 * (cb.get(k) || 0) / nb, 100 * (ca.get(k) || 0) / na])
  .sort((x, y) => y[1] - x[1]).slice(0, 20);
console.log('\nleaf frames that grew most (pooled): +pp  before%  after%  frame');
for (const [k, d, b, a] of keys) console.log(`${d.toFixed(2).padStart(6)} ${b.toFixed(2).padStart(6)} ${a.toFixed(2).padStart(6)}  ${k}${res.some((re) => re.test(k)) ? '   <- culprit' : ''}`);
