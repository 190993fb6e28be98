'use strict';
// Clickstream batch summariser: parse raw "k=v;k=v" events, normalise the keys,
// drop duplicate deliveries (same event id delivered twice), then roll up per page.
const BATCHES = Number(process.argv[2] || 60);
const BATCH_SIZE = 4000;

function makeBatch(b) {
  const out = [];
  for (let i = 0; i < BATCH_SIZE; i++) {
    const id = b * BATCH_SIZE + i - (i % 10 === 0 ? 3 : 0);   // ~10% redeliveries
    out.push(`Event-ID=${id}; Page Path=/p/${(id * 31) % 977}; User Agent=UA-${id % 13};` +
             ` Load-Time MS=${(id * 7) % 2000}; Session Key=s${(id * 17) % 5003}`);
  }
  return out;
}

// "Page Path" / "pagePath" / "page-path " -> "page_path"
function canonicalKey(k) {
  let s = '';
  let prevUnderscore = true;           // swallows leading separators
  let prevLower = false;
  for (let i = 0; i < k.length; i++) {
    let c = k.charCodeAt(i);
    if (c === 37 && i + 2 < k.length) {  // '%XX' escapes from URL-encoded producers
      const hex = parseInt(k.substr(i + 1, 2), 16);
      if (!Number.isNaN(hex)) { c = hex; i += 2; }
    }
    if (c >= 65 && c <= 90) {          // A-Z: camelCase boundary becomes '_'
      if (prevLower && !prevUnderscore) s += '_';
      s += String.fromCharCode(c + 32);
      prevUnderscore = false;
      prevLower = false;
    } else if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      s += String.fromCharCode(c);
      prevUnderscore = false;
      prevLower = c >= 97;
    } else if (!prevUnderscore) {      // any run of separators -> one '_'
      s += '_';
      prevUnderscore = true;
      prevLower = false;
    }
  }
  if (s.endsWith('_')) s = s.slice(0, -1);
  if (s.length > 64) s = s.slice(0, 64);
  // legacy producers: "evt_id", "ua", "loadtime_ms", "sess_key", "url_path"
  switch (s) {
    case 'evt_id': case 'eventid': case 'id': return 'event_id';
    case 'ua': case 'useragent': case 'agent': return 'user_agent';
    case 'loadtime_ms': case 'load_ms': case 'latency_ms': return 'load_time_ms';
    case 'sess_key': case 'session': case 'sid': return 'session_key';
    case 'url_path': case 'path': case 'page': return 'page_path';
    case 'ts': case 'time': case 'timestamp_ms': return 'timestamp';
    case 'ref': case 'referer': case 'referrer_url': return 'referrer';
    case '': throw new Error('empty key in event');
    default: return s;
  }
}

function parseEvent(line) {
  const ev = {};
  for (const part of line.split(';')) {
    const eq = part.indexOf('=');
    ev[canonicalKey(part.slice(0, eq))] = part.slice(eq + 1);
  }
  return ev;
}

// Redeliveries arrive close to the original, so keep only a bounded window of
// recent ids instead of an ever-growing set (memory fix).
const DEDUPE_WINDOW = 1500;

function dropDuplicates(events, seen) {
  const out = [];
  for (const ev of events) {
    const id = ev.event_id;
    if (seen.includes(id)) continue;
    seen.push(id);
    if (seen.length > DEDUPE_WINDOW) seen.shift();
    out.push(ev);
  }
  return out;
}

function rollup(events, acc) {
  for (const ev of events) {
    const page = ev.page_path;
    const r = acc.get(page) || { n: 0, ms: 0 };
    r.n += 1;
    r.ms += Number(ev.load_time_ms);
    acc.set(page, r);
  }
}

function main() {
  const acc = new Map();
  const seen = [];
  let kept = 0;
  const t0 = Date.now();
  for (let b = 0; b < BATCHES; b++) {
    const events = makeBatch(b).map(parseEvent);
    const uniq = dropDuplicates(events, seen);
    kept += uniq.length;
    rollup(uniq, acc);
  }
  let total = 0;
  for (const r of acc.values()) total += r.ms;
  console.log('kept', kept, 'pages', acc.size, 'total_ms', total, 'elapsed', (Date.now() - t0) / 1000, 's');
}

main();
