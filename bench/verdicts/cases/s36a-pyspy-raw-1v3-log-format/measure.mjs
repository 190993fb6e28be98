// py-spy raw output is collapsed stacks. Share of samples whose stack has a frame matching any culprit regex
// from expected.json, per run. Input: collapsed stacks "f1;f2;...;fn <count>".
// Usage: node measure.mjs            (run from the case directory)
import { readFileSync, readdirSync } from 'node:fs';
const exp = JSON.parse(readFileSync(new URL('./expected.json', import.meta.url)));
const res = exp.culprit.map((r) => new RegExp(r));
const dir = new URL('.', import.meta.url).pathname;
for (const side of ['before', 'after']) {
  for (const f of readdirSync(dir + side).sort()) {
    let total = 0, hit = 0;
    for (const line of readFileSync(`${dir}${side}/${f}`, 'utf8').split('\n')) {
      const m = /^(.*) (\d+)$/.exec(line);
      if (!m) continue;
      const n = Number(m[2]);
      total += n;
      if (m[1].split(';').some((fr) => res.some((re) => re.test(fr)))) hit += n;
    }
    console.log(`${side}/${f}: culprit ${(100 * hit / total).toFixed(1)}% of ${total} samples`);
  }
}
// Also: share of samples with a json frame only (the new serialisation work).
for (const side of ['before', 'after']) {
  for (const f of readdirSync(dir + side).sort()) {
    let total = 0, hit = 0;
    for (const line of readFileSync(`${dir}${side}/${f}`, 'utf8').split('\n')) {
      const m = /^(.*) (\d+)$/.exec(line); if (!m) continue;
      total += Number(m[2]);
      if (/\(json[/\\]/.test(m[1])) hit += Number(m[2]);
    }
    console.log(`${side}/${f}: json.* frames ${(100 * hit / total).toFixed(1)}%`);
  }
}
