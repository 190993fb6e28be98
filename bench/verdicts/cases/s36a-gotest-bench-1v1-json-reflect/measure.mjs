// Share of CPU samples whose stack has a frame matching any culprit regex from
// expected.json, per profile. Uses `go tool pprof -traces` to decode the pprof files.
// Usage: node measure.mjs    (from the case directory; needs the go toolchain)
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
const exp = JSON.parse(readFileSync(new URL('./expected.json', import.meta.url)));
const res = exp.culprit.map((r) => new RegExp(r));
const dir = new URL('.', import.meta.url).pathname;
const toMs = (s) => { const m = /^([\d.]+)(ns|us|µs|ms|s|min)$/.exec(s); if (!m) return NaN;
  return Number(m[1]) * { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1e3, min: 6e4 }[m[2]]; };
for (const side of ['before', 'after']) {
  for (const f of readdirSync(dir + side).sort()) {
    const out = execFileSync('go', ['tool', 'pprof', '-traces', `${dir}${side}/${f}`], { encoding: 'utf8', maxBuffer: 1 << 28 });
    let total = 0, hit = 0, json = 0, val = 0, frames = [];
    const flush = () => {
      if (!frames.length) return;
      total += val;
      if (frames.some((fr) => res.some((re) => re.test(fr)))) hit += val;
      if (frames.some((fr) => /^encoding\/json\./.test(fr))) json += val;
      frames = [];
    };
    for (const line of out.split('\n')) {
      if (/^-+\+-+/.test(line)) { flush(); continue; }
      const m = /^\s+(\S+)\s+(\S+)/.exec(line);
      if (m && !Number.isNaN(toMs(m[1]))) { flush(); val = toMs(m[1]); frames.push(m[2]); continue; }
      const g = /^\s{5,}(\S+)/.exec(line);
      if (g && frames.length) frames.push(g[1]);
    }
    flush();
    console.log(`${side}/${f}: culprit ${(100 * hit / total).toFixed(1)}% (encoding/json.* alone ${(100 * json / total).toFixed(1)}%) of ${total.toFixed(0)} ms sampled`);
  }
}
