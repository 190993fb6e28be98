'use strict';
// Batch picker. VARIANT=before|after (env) selects the body of collectPicked():
//   before: acc.push(x)              (amortised O(1) per picked item)
//   after:  acc = [...acc, x]        (rebuilds the accumulator array for every picked item)
// Everything else (records, parsing, summarising) is identical.
const VARIANT = process.env.PICKER_VARIANT || 'before';
const BATCH = 400;

function makeRecords(n, seed) {
  let s = seed >>> 0;
  const rnd = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    out[i] = `id${i};${(rnd() * 1000).toFixed(2)};${rnd() < 0.7 ? 'ok' : 'skip'};${Math.floor(rnd() * 50)}`;
  }
  return out;
}

function parseRecord(line) {
  const f = line.split(';');
  return { id: f[0], price: Number(f[1]), status: f[2], group: Number(f[3]) };
}

const collectPicked = VARIANT === 'before'
  ? function collectPicked(batch) {
      const acc = [];
      for (const r of batch) {
        if (r.status === 'ok') acc.push(r);
      }
      return acc;
    }
  : function collectPicked(batch) {
      let acc = [];
      for (const r of batch) {
        if (r.status === 'ok') acc = [...acc, r];
      }
      return acc;
    };

function summarize(picked) {
  const byGroup = new Float64Array(50);
  for (const r of picked) {
    let w = r.price;
    for (let k = 1; k < 24; k++) w = (w * 1.0001 + k) % 997;
    byGroup[r.group] += w;
  }
  let t = 0;
  for (let g = 0; g < 50; g++) t += byGroup[g] * (g + 1);
  return t;
}

function run(lines, passes) {
  let total = 0;
  for (let p = 0; p < passes; p++) {
    for (let i = 0; i < lines.length; i += BATCH) {
      const batch = [];
      for (let j = i; j < i + BATCH && j < lines.length; j++) batch.push(parseRecord(lines[j]));
      total += summarize(collectPicked(batch));
    }
  }
  return total;
}

const passes = Number(process.argv[2] || 6);
const lines = makeRecords(100000, Number(process.argv[3] || 12345));
console.log(`variant ${VARIANT} total ${run(lines, passes).toFixed(3)}`);
