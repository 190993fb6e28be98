'use strict';
// Workload: parse synthetic log lines, checksum them, and format a summary.
// MODE=before: the line regexp is built once at module load.
// MODE=after : parseLine builds `new RegExp(...)` on every call.
const MODE = process.argv[2] || 'before';
const ITER = parseInt(process.argv[3] || '600000', 10);
const PATTERN = '^(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2}):(\\d{2}) \\[(\\w+)\\] (\\w+)=(\\d+)(?: (\\w+)=(\\w+))?$';
const LINE_RE = new RegExp(PATTERN);

function parseLine(line) {
  const re = MODE === 'after' ? new RegExp(PATTERN) : LINE_RE;
  const m = re.exec(line);
  if (!m) return null;
  return { level: m[7], key: m[8], val: +m[9] };
}

function checksum(rec, i) {
  let h = 2166136261 ^ i;
  for (let k = 0; k < 60; k++) {
    h = Math.imul(h ^ (rec.val + k), 16777619) >>> 0;
  }
  return h;
}

function formatSummary(counts) {
  let s = '';
  for (const k of Object.keys(counts)) s += k + ':' + counts[k] + ';';
  return s;
}

function makeLines(n) {
  const lv = ['INFO', 'WARN', 'DEBUG', 'ERROR'];
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push(`2024-0${1 + (i % 9)}-1${i % 10}T1${i % 10}:3${i % 10}:0${i % 10} [${lv[i % 4]}] key${i % 13}=${i * 7}` + (i % 3 ? ` extra=v${i}` : ''));
  }
  return out;
}

function main() {
  const lines = makeLines(1000);
  const counts = {};
  let acc = 0;
  for (let i = 0; i < ITER; i++) {
    const rec = parseLine(lines[i % lines.length]);
    if (!rec) continue;
    acc ^= checksum(rec, i);
    counts[rec.level] = (counts[rec.level] || 0) + 1;
    if (i % 50000 === 0) acc ^= formatSummary(counts).length;
  }
  console.log(MODE, ITER, acc, formatSummary(counts));
}
main();
