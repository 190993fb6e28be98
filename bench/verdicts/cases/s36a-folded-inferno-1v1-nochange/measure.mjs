// Control case: no culprit. Prints each user function's inclusive share of sample
// weight in before/run-1.folded and after/run-1.folded and the difference.
// Usage: node measure.mjs   (from the case directory)
import { readFileSync } from 'node:fs';
const dir = new URL('.', import.meta.url).pathname;
const fns = ['synth_frame', 'box_blur', 'sobel', 'equalise', 'rle_encode', 'main'];
const share = {};
for (const side of ['before', 'after']) {
  let total = 0; const hit = Object.fromEntries(fns.map((f) => [f, 0]));
  for (const line of readFileSync(`${dir}${side}/run-1.folded`, 'utf8').split('\n')) {
    const m = /^(.*) (\d+)$/.exec(line); if (!m) continue;
    const n = Number(m[2]); total += n;
    const frames = m[1].split(';');
    for (const f of fns) if (frames.some((fr) => new RegExp(`^${f}\\b`).test(fr))) hit[f] += n;
  }
  share[side] = Object.fromEntries(fns.map((f) => [f, 100 * hit[f] / total]));
  console.log(`${side}/run-1.folded: total weight ${total}`);
}
for (const f of fns)
  console.log(`${f.padEnd(12)} before ${share.before[f].toFixed(1).padStart(5)}%  after ${share.after[f].toFixed(1).padStart(5)}%  diff ${(share.after[f] - share.before[f]).toFixed(1).padStart(5)} pp`);
