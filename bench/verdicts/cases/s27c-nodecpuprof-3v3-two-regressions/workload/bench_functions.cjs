'use strict';
// Times normalizePath (per call, over the generated paths) and sessionize (per call over
// 100000 records) for each given version of logstats.cjs; best of 5 repetitions.
// usage: node bench_functions.cjs before/logstats.cjs after/logstats.cjs
const fs = require('fs');
function load(p) {
  const src = fs.readFileSync(p, 'utf8').replace(/\nmain\(\);\s*$/, '\n');
  const m = {};
  new Function('m', src + ';m.normalizePath=normalizePath;m.generateLog=generateLog;m.parseLine=parseLine;m.sessionize=sessionize;')(m);
  return m;
}
const files = process.argv.slice(2);
const mods = files.map(load);
const recs = mods[0].generateLog(100000, 3).map(mods[0].parseLine);
const paths = recs.map((r) => r.path);
const best = files.map(() => ({ norm: Infinity, sess: Infinity }));
let sink = 0;
for (let rep = 0; rep < 5; rep++) {
  mods.forEach((m, k) => {
    const t0 = process.hrtime.bigint();
    for (const p of paths) sink += m.normalizePath(p).length;
    const t1 = process.hrtime.bigint();
    sink += m.sessionize(recs).clients;
    const t2 = process.hrtime.bigint();
    best[k].norm = Math.min(best[k].norm, Number(t1 - t0) / paths.length);
    best[k].sess = Math.min(best[k].sess, Number(t2 - t1) / 1e6);
  });
}
files.forEach((f, k) => console.log(`${f}: normalizePath ${best[k].norm.toFixed(0)} ns/call, sessionize ${best[k].sess.toFixed(1)} ms/call (100000 records)`));
if (sink === 42) console.log('');
