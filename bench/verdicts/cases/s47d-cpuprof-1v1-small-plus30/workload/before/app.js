'use strict';
// Small batch pipeline: parse -> normalize -> score -> aggregate.
const NFEAT = 40;
const WEIGHT_LEN = 40; // scoring iterates this many weight slots

function makeInput(n, seed) {
  let s = seed >>> 0;
  const rnd = () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s; };
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    const parts = [];
    for (let j = 0; j < 8; j++) parts.push((rnd() % 10000).toString(36));
    lines[i] = 'u' + (rnd() % 500) + ',' + parts.join(',');
  }
  return lines;
}

function parseRecords(lines) {
  const out = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const cols = lines[i].split(',');
    const vals = new Float64Array(cols.length - 1);
    for (let j = 1; j < cols.length; j++) vals[j - 1] = parseInt(cols[j], 36);
    out[i] = { user: cols[0], vals };
  }
  return out;
}

function normalizeRecords(recs) {
  const feats = new Array(recs.length);
  for (let i = 0; i < recs.length; i++) {
    const v = recs[i].vals;
    let sum = 0;
    for (let j = 0; j < v.length; j++) sum += v[j];
    const f = new Float64Array(WEIGHT_LEN);
    for (let k = 0; k < NFEAT; k++) {
      const a = v[k & 7], b = v[(k * 3 + 1) & 7];
      f[k] = (a * (k + 1) + b) / ((sum + 1) * 40);
    }
    feats[i] = f;
  }
  return feats;
}

function makeWeights() {
  const w = new Float64Array(WEIGHT_LEN);
  for (let k = 0; k < NFEAT; k++) w[k] = Math.sin(k + 1) * 0.5 + 0.25;
  return w;
}

function scoreRecords(feats, weights, rounds) {
  const scores = new Float64Array(feats.length);
  for (let i = 0; i < feats.length; i++) {
    const f = feats[i];
    let acc = 0;
    for (let r = 0; r < rounds; r++) {
      let dot = 0;
      for (let k = 0; k < weights.length; k++) dot += f[k] * weights[k];
      acc += dot * (1 + r * 0.01);
    }
    scores[i] = Math.tanh(acc / rounds);
  }
  return scores;
}

function aggregate(recs, scores) {
  const byUser = new Map();
  for (let i = 0; i < recs.length; i++) {
    const u = recs[i].user;
    const e = byUser.get(u);
    if (e) { e.n++; e.total += scores[i]; } else byUser.set(u, { n: 1, total: scores[i] });
  }
  const rows = [...byUser.entries()].map(([u, e]) => [u, e.total / e.n]);
  rows.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return rows;
}

function runBatch(lines, weights, rounds) {
  const recs = parseRecords(lines);
  const feats = normalizeRecords(recs);
  const scores = scoreRecords(feats, weights, rounds);
  return aggregate(recs, scores);
}

function main() {
  const n = +(process.argv[2] || 60000), batches = +(process.argv[3] || 12);
  const rounds = 10;
  const weights = makeWeights();
  let check = 0;
  for (let b = 0; b < batches; b++) {
    const lines = makeInput(n, 1234 + b);
    const rows = runBatch(lines, weights, rounds);
    check += rows[0][1] + rows[rows.length - 1][1] + rows.length;
  }
  console.log('checksum', check.toFixed(9));
}

main();
