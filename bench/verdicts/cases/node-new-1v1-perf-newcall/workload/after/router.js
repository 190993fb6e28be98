'use strict';
// Log router: parse raw log lines, decide a destination for each entry, and
// format the routed output. Runs for a fixed wall time (default 3000 ms).

const LEVELS = ['DEBUG', 'INFO', 'INFO', 'INFO', 'WARN', 'ERROR'];
const SERVICES = ['auth', 'billing', 'search', 'cart', 'gateway', 'mailer', 'media', 'ledger'];
const WORDS = ('request completed failed retry timeout user session cache miss hit upstream ' +
  'latency token refresh order payment declined accepted queued shipped invoice').split(' ');
const SHARDS = 16;
const TEAMS = { auth: 'identity', billing: 'finance', ledger: 'finance', search: 'discovery', media: 'discovery', cart: 'commerce', gateway: 'edge', mailer: 'comms' };

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function makeLines(n) {
  const r = rng(9);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const lines = [];
  for (let i = 0; i < n; i++) {
    const words = [];
    const k = 6 + Math.floor(r() * 14);
    for (let j = 0; j < k; j++) words.push(pick(WORDS));
    lines.push(`${1700000000 + i} ${pick(LEVELS)} ${pick(SERVICES)} trace=${Math.floor(r() * 1e9).toString(16)} ${words.join(' ')}`);
  }
  return lines;
}

function parseLine(line) {
  const a = line.indexOf(' ');
  const b = line.indexOf(' ', a + 1);
  const c = line.indexOf(' ', b + 1);
  const d = line.indexOf(' ', c + 1);
  return {
    ts: Number(line.slice(0, a)),
    level: line.slice(a + 1, b),
    service: line.slice(b + 1, c),
    trace: line.slice(c + 7, d),
    msg: line.slice(d + 1),
  };
}

// Content hash of the message (FNV-1a, 32 bit) so that identical messages land
// on the same shard (dedup downstream).
function messageHash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function routeEntry(entry, counters) {
  let dest;
  const hour = Math.floor(entry.ts / 3600) % 24;
  const team = TEAMS[entry.service] || 'platform';
  if (entry.level === 'ERROR') {
    if (entry.service === 'billing' || entry.service === 'ledger') dest = 'alerts-finance';
    else if (hour >= 22 || hour < 6) dest = 'alerts-oncall-' + team;
    else dest = 'alerts-' + team;
  } else if (entry.level === 'WARN') {
    if (entry.msg.indexOf('timeout') >= 0) dest = 'warnings-latency';
    else if (entry.msg.indexOf('declined') >= 0) dest = 'warnings-payments';
    else dest = 'warnings';
  } else if (entry.level === 'DEBUG') {
    const sampled = parseInt(entry.trace.slice(0, 2), 16) < 16;
    if (!sampled) dest = 'drop';
    else dest = 'debug-archive';
  } else if (entry.service === 'gateway' && entry.msg.startsWith('request')) {
    dest = 'access-logs';
  } else if (entry.service === 'media' || entry.service === 'search') {
    dest = 'logs-bulk-' + entry.service;
  } else {
    dest = 'logs-' + entry.service;
  }
  if (dest === 'drop') {
    counters.set('dropped', (counters.get('dropped') || 0) + 1);
    return dest;
  }
  const shard = messageHash(entry.msg) % SHARDS;
  const key = dest + '/' + shard;
  counters.set(key, (counters.get(key) || 0) + 1);
  return key;
}

function formatOut(entry, key) {
  const when = new Date(entry.ts * 1000).toISOString();
  return `${when} [${entry.level.padEnd(5)}] ${entry.service}@${key} ${entry.msg.toUpperCase()}`;
}

function runBatch(lines, start, count, counters) {
  let bytes = 0;
  for (let k = 0; k < count; k++) {
    const entry = parseLine(lines[(start + k) % lines.length]);
    const key = routeEntry(entry, counters);
    bytes += formatOut(entry, key).length;
  }
  return bytes;
}

function main() {
  const durationMs = Number(process.argv[2] || 3000);
  const lines = makeLines(5000);
  const counters = new Map();
  const t0 = Date.now();
  let pos = 0, bytes = 0, n = 0;
  while (Date.now() - t0 < durationMs) {
    bytes += runBatch(lines, pos, 1000, counters);
    pos += 1000;
    n += 1000;
  }
  console.log(JSON.stringify({ lines: n, bytes, keys: counters.size }));
}

main();
