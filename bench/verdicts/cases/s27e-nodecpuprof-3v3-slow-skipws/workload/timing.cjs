// Own timing (no profiler): best-of-7 time to parse the same 40 docs, before vs after, run with the
// same V8 flags as the capture. skipWs's extra cost = T_after - T_before (only skipWs differs).
const path = require('path');
const res = {};
for (const side of ['before', 'after']) {
  const m = require(path.join(__dirname, side, 'parser.cjs'));
  const docs = []; for (let d = 0; d < 40; d++) docs.push(m.makeDoc(9, 1000 + d * 31, 0));
  for (let w = 0; w < 3; w++) for (const s of docs) m.parse(s);
  let best = Infinity;
  for (let r = 0; r < 7; r++) { const t0 = process.hrtime.bigint(); for (const s of docs) m.parse(s); best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6); }
  res[side] = best;
  console.log(`${side}: parse 40 docs best ${best.toFixed(1)} ms`);
}
console.log(`after/before = ${(res.after / res.before).toFixed(3)}; added cost = ${(res.after - res.before).toFixed(1)} ms`);
// skipWs alone: replay the start positions of every skipWs call made while parsing the docs.
{
  const m = require(path.join(__dirname, 'before', 'parser.cjs'));
  const docs = []; for (let d = 0; d < 40; d++) docs.push(m.makeDoc(9, 1000 + d * 31, 0));
  // approximation of the real calls: one call at the start of every whitespace run
  // (the parser also makes zero-length calls, which cost little more than the call itself).
  const starts = docs.map(s => { const a = []; for (let i = 0; i < s.length; i++) { const c = s.charCodeAt(i), pc = i ? s.charCodeAt(i - 1) : 0; const ws = x => x === 32 || x === 10 || x === 9 || x === 13; if (ws(c) && !ws(pc)) a.push(i); } return Int32Array.from(a); });
  const t = {};
  for (const side of ['before', 'after']) {
    const sk = require(path.join(__dirname, side, 'parser.cjs')).skipWs;
    let best = Infinity;
    for (let r = 0; r < 9; r++) {
      const t0 = process.hrtime.bigint();
      for (let d = 0; d < docs.length; d++) { const p = { src: docs[d], pos: 0, line: 1, col: 0 }; const a = starts[d]; for (let j = 0; j < a.length; j++) { p.pos = a[j]; sk(p); } }
      best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
    }
    t[side] = best;
    console.log(`${side}: skipWs over every whitespace run of the 40 docs: ${best.toFixed(1)} ms`);
  }
  console.log(`skipWs after/before = ${(t.after / t.before).toFixed(2)}x`);
}
