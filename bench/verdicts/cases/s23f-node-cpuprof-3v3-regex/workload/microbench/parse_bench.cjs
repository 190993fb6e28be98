'use strict';
// Usage: node microbench/parse_bench.cjs before|after  -- times parseLine alone on 40k synthesized lines.
const fs = require('fs'), path = require('path'), vm = require('vm');
const side = process.argv[2];
const src = fs.readFileSync(path.join(__dirname, '..', side, 'logstats.cjs'), 'utf8').replace(/\nmain\(\);\s*$/, '\n');
const ctx = { require, console, process };
vm.runInNewContext(src + '\n;this.parseLine = parseLine; this.synthesize = synthesize;', ctx);
const lines = ctx.synthesize(40000, 0);
let best = Infinity, n = 0;
for (let rep = 0; rep < 15; rep++) {
  const t0 = process.hrtime.bigint();
  for (const ln of lines) if (ctx.parseLine(ln)) n++;
  const dt = Number(process.hrtime.bigint() - t0) / 1e6;
  if (rep >= 3) best = Math.min(best, dt);
}
console.log(`${side}: parseLine x40000 best ${best.toFixed(1)} ms (${n})`);
