// Access-log analyser: generate Apache-style log lines, parse each with a regex, aggregate per path/status.
'use strict';
// "simplified" pattern: greedy .* groups instead of precise character classes (backtracks heavily)
const LINE_RE = /^(.*) .* (.*) \[(.*)\] "(.*) (.*) .*" (.*) (.*)$/;

function makeLines(n, seed) {
  let s = seed >>> 0;
  const rnd = (m) => { s = (s * 1103515245 + 12345) >>> 0; return s % m; };
  const paths = ['/', '/index.html', '/api/v1/items', '/api/v1/users/42', '/static/app.min.js', '/img/logo.png'];
  const methods = ['GET', 'GET', 'GET', 'POST', 'PUT'];
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push(`10.0.${rnd(256)}.${rnd(256)} - user${rnd(1000)} [27/Nov/2026:15:${10 + rnd(50)}:${10 + rnd(50)} +0000] ` +
      `"${methods[rnd(5)]} ${paths[rnd(6)]}?q=${rnd(100000)} HTTP/1.1" ${[200, 200, 304, 404, 500][rnd(5)]} ${rnd(50000)}`);
  }
  return out;
}

function parseLine(line) {
  const m = LINE_RE.exec(line);
  if (!m) return null;
  return { ip: m[1], user: m[2], time: m[3], method: m[4], url: m[5], status: +m[6], bytes: m[7] === '-' ? 0 : +m[7] };
}

function aggregate(stats, rec) {
  const path = rec.url.split('?')[0];
  let e = stats.get(path);
  if (!e) { e = { hits: 0, bytes: 0, errors: 0, users: new Set() }; stats.set(path, e); }
  e.hits++; e.bytes += rec.bytes; if (rec.status >= 500) e.errors++;
  e.users.add(rec.user);
}

function main() {
  const seconds = +(process.argv[2] || 5);
  const lines = makeLines(20000, 7);
  const stats = new Map();
  const end = Date.now() + seconds * 1000;
  let n = 0;
  while (Date.now() < end) {
    for (const line of lines) { const r = parseLine(line); if (r) aggregate(stats, r); n++; }
  }
  console.log('lines', n, 'paths', stats.size);
}
main();
