'use strict';
// Record parser: parses "k=v;k=v;..." lines, validates each item, sums fields.
//
//   node parser.js --mode return   (before) parseItem returns null for a bad item
//   node parser.js --mode throw    (after)  parseItem throws an Error for a bad
//                                           item; parseBatch catches it per item
// Input (same seed both sides) and all other work are identical.

const mode = process.argv.includes('--mode') ? process.argv[process.argv.indexOf('--mode') + 1] : 'return';
const seedArg = process.argv.includes('--seed') ? Number(process.argv[process.argv.indexOf('--seed') + 1]) : 7;
const ROUNDS = 40;
const ITEMS = 50000;

function makeRng(seed) {
  let s = seed >>> 0;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
}

function makeInput(rng) {
  const lines = [];
  for (let i = 0; i < ITEMS; i++) {
    const fields = [];
    const nf = 3 + Math.floor(rng() * 4);
    for (let f = 0; f < nf; f++) {
      // ~7% of fields are malformed -> roughly a quarter of the items are bad
      const v = rng() < 0.07 ? 'x' + Math.floor(rng() * 100) : String(Math.floor(rng() * 100000));
      fields.push('f' + f + '=' + v);
    }
    lines.push(fields.join(';'));
  }
  return lines;
}

function splitFields(line) {
  const out = [];
  for (const part of line.split(';')) {
    const eq = part.indexOf('=');
    out.push([part.slice(0, eq), part.slice(eq + 1)]);
  }
  return out;
}

// Both variants are named parseItem, so the profile shows the same function
// before and after; only its body (and its caller's error handling) changed.
const parseItemReturn = function parseItem(line) {
  const fields = splitFields(line);
  let sum = 0;
  for (const [, v] of fields) {
    const n = Number(v);
    if (Number.isNaN(n)) return null;            // bad item
    sum += n;
  }
  return { n: fields.length, sum };
};

const parseItemThrow = function parseItem(line, index) {
  const fields = splitFields(line);
  let sum = 0;
  for (const [k, v] of fields) {
    const n = Number(v);
    if (Number.isNaN(n)) {
      throw new Error(`item ${index}: field ${k} is not a number: ${JSON.stringify(v)}`);
    }
    sum += n;
  }
  return { n: fields.length, sum };
};

function parseBatch(lines) {
  let good = 0, bad = 0, total = 0;
  for (let i = 0; i < lines.length; i++) {
    if (mode === 'throw') {
      try {
        const r = parseItemThrow(lines[i], i);
        good++; total += r.sum;
      } catch (e) {
        bad++;
      }
    } else {
      const r = parseItemReturn(lines[i], i);
      if (r === null) { bad++; } else { good++; total += r.sum; }
    }
  }
  return { good, bad, total };
}

function main() {
  const rng = makeRng(seedArg);
  const input = makeInput(rng);
  let good = 0, bad = 0, total = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const res = parseBatch(input);
    good += res.good; bad += res.bad; total += res.total;
  }
  console.log(`mode=${mode} good=${good} bad=${bad} total=${total}`);
}

main();
