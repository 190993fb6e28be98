'use strict';
// Writes the input log (not profiled): ~half JSON structured events, half plain lines.
const LEVELS = ['INFO', 'WARN', 'ERROR', 'DEBUG'];
const COMPONENTS = ['auth', 'db', 'cache', 'http', 'queue', 'billing'];
const n = +(process.argv[2] || 20000);
let x = 12345;
const rnd = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 4294967296;
const out = [];
for (let i = 0; i < n; i++) {
  const lvl = LEVELS[(rnd() * 4) | 0];
  const comp = COMPONENTS[(rnd() * 6) | 0];
  const ms = (rnd() * 900) | 0;
  const user = 'u' + ((rnd() * 5000) | 0);
  if (rnd() < 0.5) {
    out.push(JSON.stringify({ ts: 1700000000 + i, level: lvl, component: comp,
      latency_ms: ms, user, ok: ms < 700, path: `/api/${comp}/${(rnd() * 100) | 0}` }));
  } else {
    out.push(`${lvl} ${1700000000 + i} ${comp} request took ${ms}ms for user ${user} path /api/${comp}/${(rnd() * 100) | 0}`);
  }
}
process.stdout.write(out.join('\n') + '\n');
