'use strict';
// Recursive-descent parser for a JSON-like text (objects, arrays, strings, numbers, literals).
// Usage: node parser.js SECONDS

function makeDoc(depth, seed, indent) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  const pad = '  '.repeat(indent);
  if (depth === 0 || (indent > 0 && seed % 7 === 0)) {
    const k = seed % 4;
    if (k === 0) return String(seed % 100000);
    if (k === 1) return '"s' + (seed % 977) + '"';
    if (k === 2) return (seed & 1) ? 'true' : 'null';
    return (seed % 1000) / 8 + '';
  }
  const n = 2 + (seed % 3);
  const parts = [];
  if (seed & 8) {
    for (let j = 0; j < n; j++) parts.push(pad + '  ' + makeDoc(depth - 1, seed + j * 7919, indent + 1));
    return '[\n' + parts.join(',\n') + '\n' + pad + ']';
  }
  for (let j = 0; j < n; j++) parts.push(pad + '  "k' + j + '" :  ' + makeDoc(depth - 1, seed + j * 104729, indent + 1));
  return '{\n' + parts.join(' ,\n') + '\n' + pad + '}';
}

function skipWs(p) {
  const s = p.src;
  let i = p.pos;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13) break;
    i++;
  }
  for (let k = p.pos; k < i; k++) { if (s.charCodeAt(k) === 10) { p.line++; p.col = 0; } else p.col++; } // track line/col
  p.pos = i;
}

function parseValue(p) {
  skipWs(p);
  const c = p.src.charCodeAt(p.pos);
  if (c === 123) return parseObject(p);
  if (c === 91) return parseArray(p);
  if (c === 34) return parseString(p);
  if (c === 116 || c === 102 || c === 110) return parseLiteral(p);
  return parseNumber(p);
}

function parseObject(p) {
  p.pos++; // {
  const obj = {};
  skipWs(p);
  if (p.src.charCodeAt(p.pos) === 125) { p.pos++; return obj; }
  for (;;) {
    skipWs(p);
    const key = parseString(p);
    skipWs(p);
    if (p.src.charCodeAt(p.pos) !== 58) throw new Error('expected : at ' + p.pos);
    p.pos++;
    obj[key] = parseValue(p);
    skipWs(p);
    const c = p.src.charCodeAt(p.pos++);
    if (c === 125) return obj;
    if (c !== 44) throw new Error('expected , or } at ' + (p.pos - 1));
  }
}

function parseArray(p) {
  p.pos++; // [
  const arr = [];
  skipWs(p);
  if (p.src.charCodeAt(p.pos) === 93) { p.pos++; return arr; }
  for (;;) {
    arr.push(parseValue(p));
    skipWs(p);
    const c = p.src.charCodeAt(p.pos++);
    if (c === 93) return arr;
    if (c !== 44) throw new Error('expected , or ] at ' + (p.pos - 1));
  }
}

function parseString(p) {
  const s = p.src;
  const start = ++p.pos;
  let i = start;
  while (s.charCodeAt(i) !== 34) i++;
  p.pos = i + 1;
  return s.slice(start, i);
}

function parseNumber(p) {
  const s = p.src;
  const start = p.pos;
  let i = start;
  for (;;) {
    const c = s.charCodeAt(i);
    if ((c >= 48 && c <= 57) || c === 46 || c === 45 || c === 101 || c === 69 || c === 43) i++;
    else break;
  }
  p.pos = i;
  return Number(s.slice(start, i));
}

function parseLiteral(p) {
  const c = p.src.charCodeAt(p.pos);
  if (c === 116) { p.pos += 4; return true; }
  if (c === 102) { p.pos += 5; return false; }
  p.pos += 4; return null;
}

function parse(src) {
  const p = { src, pos: 0, line: 1, col: 0 };
  const v = parseValue(p);
  skipWs(p);
  return v;
}

function countNodes(v) {
  if (v === null || typeof v !== 'object') return 1;
  let n = 1;
  if (Array.isArray(v)) for (const x of v) n += countNodes(x);
  else for (const k in v) n += countNodes(v[k]);
  return n;
}

function main() {
  const seconds = Number(process.argv[2] || 3);
  const docs = [];
  for (let d = 0; d < 40; d++) docs.push(makeDoc(9, 1000 + d * 31, 0));
  const t0 = Date.now();
  let parses = 0, nodes = 0, chars = 0;
  while (Date.now() - t0 < seconds * 1000) {
    for (const src of docs) { nodes += countNodes(parse(src)); chars += src.length; parses++; }
  }
  const ms = Date.now() - t0;
  console.log(JSON.stringify({ parses, nodes, chars, ms, mbPerSec: +(chars / ms / 1000).toFixed(2) }));
}

if (require.main === module) main();
module.exports = { parse, makeDoc, countNodes, skipWs };
