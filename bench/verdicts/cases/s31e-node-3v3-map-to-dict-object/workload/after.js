// Session cache: a stream of raw event lines; each event's session id is parsed
// out of the line (parseEvent), its rate is looked up in a hot table
// (lookupRate), sessions come and go (added/removed), and the event is scored
// (scoreEvent) and sometimes rendered into a short summary (renderSummary).
'use strict';
const N = Number(process.argv[2] || 2000000);
let seed = Number(process.argv[3] || 1);
function rnd() { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; }

const table = {};
function addSession(id, rate) { table[id] = rate; }
function dropSession(id) { delete table[id]; }
function lookupRate(id) {
  const r = table[id];
  return r === undefined ? 1.0 : r;
}

function parseEvent(line) {
  const semi = line.indexOf(';');
  const id = line.slice(5, semi);
  const kind = line.slice(semi + 6, line.indexOf(';', semi + 1));
  const payload = line.slice(line.lastIndexOf('=') + 1);
  return { id, kind, payload };
}

function scoreEvent(ev, rate) {
  let s = 0;
  for (let i = 0; i < ev.payload.length; i++) s = (s * 31 + ev.payload.charCodeAt(i)) | 0;
  return (s & 0xffff) * rate;
}

function renderSummary(ev, score) {
  return ev.kind + ':' + ev.id + ':' + score.toFixed(2);
}

function makeLine(id, n) {
  const kinds = ['click', 'view', 'buy', 'scroll'];
  return 'user=' + id + ';kind=' + kinds[n & 3] + ';data=' + 'p'.repeat(8 + (n % 24)) + n;
}

function main() {
  const ids = [];
  const lines = [];
  for (let i = 0; i < 4000; i++) {
    const id = 'sess-' + i.toString(36) + '-' + (i * 7919 % 1000);
    ids.push(id); lines.push(makeLine(id, i)); addSession(id, 0.5 + rnd());
  }
  let total = 0, len = 0, next = 4000;
  for (let n = 0; n < N; n++) {
    const k = (rnd() * ids.length) | 0;
    const ev = parseEvent(lines[k]);
    const rate = lookupRate(ev.id);
    const score = scoreEvent(ev, rate);
    total += score;
    if ((n & 15) === 0) len += renderSummary(ev, score).length;
    if ((n & 255) === 0) {           // churn: one session ends, a new one starts
      dropSession(ev.id);
      const nid = 'sess-' + (next++).toString(36) + '-' + (n % 1000);
      ids[k] = nid; lines[k] = makeLine(nid, n); addSession(nid, 0.5 + rnd());
    }
  }
  console.log('total', total.toFixed(1), 'len', len, 'sessions', ids.length);
}
main();
