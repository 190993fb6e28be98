// Reading Pyroscope trees: a synthetic flamebearer of 1,111,110 nodes (depth 6, fan-out 10,
// 5000 names; the size a --max-nodes 1048576 query can return) in both shapes the servers send:
// plain numbers (/render) and int64 strings (Connect JSON). Reports the median of N reads.
// Run `npm run build` first.
//   node bench/pyroscope/run.mjs [--runs N]
import { flamebearerSides } from '../../dist/core/formats/flamebearer/index.js';
import { benchArgs, median } from '../support.mjs';

const runs = Number(benchArgs(import.meta.url, { runs: { type: 'string', default: '5' } }).values.runs) || 5;
const names = ['total'];
for (let i = 0; i < 5000; i++) names.push(`fn_${i} (module_${i % 40}.py)`);
const DEPTH = 7;
const FAN = 10;
function tree(asStrings) {
  const levels = [[0, FAN ** (DEPTH - 1), 0, 0]];
  for (let d = 1, n = FAN; d < DEPTH; d++, n *= FAN) {
    const w = FAN ** (DEPTH - 1 - d);
    const level = new Array(n * 4);
    for (let i = 0; i < n; i++) level.splice(4 * i, 4, 0, w, d === DEPTH - 1 ? w : 0, 1 + ((i * 7 + d) % 5000));
    levels.push(asStrings ? level.map(String) : level);
  }
  return asStrings ? { flamegraph: { names, levels: levels.map((values) => ({ values })) } } : { flamebearer: { names, levels }, metadata: { format: 'single' } };
}
for (const [label, doc] of [['render (numbers)', tree(false)], ['Connect (int64 strings)', tree(true)]]) {
  const times = [];
  let nodes = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const { right } = flamebearerSides(doc, 'bench');
    times.push((performance.now() - t0) / 1000);
    nodes = right.stackFrame.length - 1;
  }
  const m = median(times);
  console.log(`${label}: ${nodes} nodes, median ${m.toFixed(3)} s over ${runs} reads (${(nodes / m / 1e6).toFixed(2)} M nodes/s)`);
}
