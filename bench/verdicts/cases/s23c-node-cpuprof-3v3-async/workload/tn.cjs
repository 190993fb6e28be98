// Times normalizeBatch alone (before vs after) on the same decoded batches.
const fs = require('fs');
const src = fs.readFileSync(__dirname + '/pipeline.cjs', 'utf8').replace(/\nmain\(\);\s*$/, '\n');
async function run(after) {
  process.argv = ['node', 'pipeline.cjs', '200'].concat(after ? ['--after'] : []);
  const m = { exports: {} };
  new Function('require', 'module', 'exports', src + '\nmodule.exports = { fetchBatch, decodeBatch, normalizeBatch };')(require, m, m.exports);
  const { fetchBatch, decodeBatch, normalizeBatch } = m.exports;
  const batches = [];
  for (let i = 0; i < 200; i++) batches.push(await decodeBatch(await fetchBatch(i)));
  for (const b of batches.slice(0, 20)) await normalizeBatch(b); // warm
  const t0 = process.hrtime.bigint();
  for (const b of batches) await normalizeBatch(b);
  const us = Number(process.hrtime.bigint() - t0) / 1e3 / (200 * 500);
  console.log(`normalizeBatch after=${after}: ${us.toFixed(3)} us/record`);
}
(async () => { for (let k = 0; k < 3; k++) { await run(false); await run(true); } })();
