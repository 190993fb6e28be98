'use strict';
// calc.js: a batch expression calculator.
// genExpressions builds formula strings (nesting up to 20 parentheses, random
// whitespace and comments between tokens); each is parsed by a recursive-descent
// parser (parseExpr -> parseTerm -> parsePower -> parseFactor -> parseExpr for
// parentheses and call arguments), every level asking the tokenizer helper
// peekToken for the next token; then evalNode (recursive), formatResults
// (number formatting) and hashLines (FNV-1a) do unrelated work.
//
// VARIANT=after (same file): peekToken no longer trusts lx.start (the position
// past the whitespace, computed once by advance -> skipTo); it re-scans the
// whitespace/comments from the end of the previous token on every call (about
// 1.8x its cost). Nothing else changes.
//
// Usage: VARIANT=before|after node calc.js [ROUNDS]

const VARIANT = process.env.VARIANT || 'before';
const RESCAN = VARIANT === 'after';
const ROUNDS = +(process.argv[2] || 120);

let seed = 0x2545f491;
function rnd(n) {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed % n;
}

const WS = [' ', '', '', '', ' ', '\n', '', ' ', '', '', ' ', '', '', '  ', '', ''];
function ws() { return WS[rnd(WS.length)]; }

function genExpr(depth) {
  const r = rnd(10);
  if (depth <= 0 || r < 1) {
    const k = rnd(4);
    if (k === 0) return 'x' + rnd(8);
    if (k === 1) return (rnd(1000) / 10).toString();
    return (1 + rnd(99)).toString();
  }
  if (r < 5) return '(' + ws() + genExpr(depth - 1) + ws() + ')';
  if (r === 5) return 'max(' + ws() + genExpr(depth - 1) + ',' + ws() + genExpr(depth - 4) + ws() + ')';
  const ops = ['+', '-', '*', '/', '+', '*', '^', '-'];
  const op = ops[rnd(ops.length)];
  return genExpr(depth - 1) + ws() + op + ws() + (rnd(4) === 0 ? '(' + ws() + genExpr(depth - 2) + ws() + ')' : genExpr(depth - 4));
}

function genExpressions(n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(ws() + genExpr(6 + rnd(17)) + ws());
  return out;
}

// ---------------------------------------------------------------- tokenizer
class Lexer {
  constructor(src) {
    this.src = src;
    this.pos = 0;       // end of the previous token
    this.start = 0;     // start of the next token (past whitespace and comments)
    this.tokType = '';
    this.tokText = '';
    this.tokEnd = 0;
    this.skipTo();
  }

  // skip whitespace and /* */ comments starting at this.pos; sets this.start
  skipTo() {
    const s = this.src;
    let i = this.pos;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) { i++; continue; }
      if (c === 47 && s.charCodeAt(i + 1) === 42) {
        const e = s.indexOf('*/', i + 2);
        i = e < 0 ? s.length : e + 2;
        continue;
      }
      break;
    }
    this.start = i;
  }
}

// Returns the type of the next token (and sets lx.tokText / lx.tokEnd) without consuming it.
function peekToken(lx) {
  const s = lx.src;
  let i = lx.start;
  if (RESCAN) {
    // after: re-scan whitespace and comments from the end of the previous token
    i = lx.pos;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) { i++; continue; }
      if (c === 47 && s.charCodeAt(i + 1) === 42) {
        const e = s.indexOf('*/', i + 2);
        i = e < 0 ? s.length : e + 2;
        continue;
      }
      break;
    }
  }
  if (i >= s.length) { lx.tokType = 'eof'; lx.tokText = ''; lx.tokEnd = i; return 'eof'; }
  const c = s.charCodeAt(i);
  let j = i;
  let type;
  if ((c >= 48 && c <= 57) || (c === 46 && s.charCodeAt(i + 1) >= 48 && s.charCodeAt(i + 1) <= 57)) {
    while (j < s.length) {
      const d = s.charCodeAt(j);
      if ((d >= 48 && d <= 57) || d === 46) j++;
      else if ((d === 101 || d === 69) && j > i) {
        j++;
        const sg = s.charCodeAt(j);
        if (sg === 43 || sg === 45) j++;
      } else break;
    }
    type = 'num';
  } else if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95) {
    while (j < s.length) {
      const d = s.charCodeAt(j);
      if ((d >= 97 && d <= 122) || (d >= 65 && d <= 90) || (d >= 48 && d <= 57) || d === 95) j++;
      else break;
    }
    type = 'id';
  } else if (c === 34 || c === 39) {
    j = s.indexOf(String.fromCharCode(c), i + 1);
    j = j < 0 ? s.length : j + 1;
    type = 'str';
  } else {
    const c2 = s.charCodeAt(i + 1);
    if ((c === 42 && c2 === 42) || (c === 60 && c2 === 61) || (c === 62 && c2 === 61) ||
        (c === 61 && c2 === 61) || (c === 33 && c2 === 61) || (c === 38 && c2 === 38) || (c === 124 && c2 === 124)) {
      j = i + 2;
    } else {
      j = i + 1;
    }
    type = 'op';
  }
  lx.tokType = type;
  lx.tokText = s.slice(i, j);
  lx.tokEnd = j;
  return type;
}

function advance(lx) {
  lx.pos = lx.tokEnd;
  lx.skipTo();
}

function expectOp(lx, text) {
  peekToken(lx);
  if (lx.tokText !== text) throw new Error('expected ' + text + ' at ' + lx.tokEnd + ' got ' + lx.tokText);
  advance(lx);
}

// ---------------------------------------------------------------- parser
function parseExpr(lx) {
  let left = parseTerm(lx);
  for (;;) {
    peekToken(lx);
    const t = lx.tokText;
    if (lx.tokType === 'op' && (t === '+' || t === '-')) {
      advance(lx);
      left = { op: t, a: left, b: parseTerm(lx) };
    } else return left;
  }
}

function parseTerm(lx) {
  let left = parsePower(lx);
  for (;;) {
    peekToken(lx);
    const t = lx.tokText;
    if (lx.tokType === 'op' && (t === '*' || t === '/')) {
      advance(lx);
      left = { op: t, a: left, b: parsePower(lx) };
    } else return left;
  }
}

function parsePower(lx) {
  const base = parseFactor(lx);
  peekToken(lx);
  if (lx.tokType === 'op' && lx.tokText === '^') {
    advance(lx);
    return { op: '^', a: base, b: parsePower(lx) };
  }
  return base;
}

function parseFactor(lx) {
  const type = peekToken(lx);
  const t = lx.tokText;
  if (type === 'num') { advance(lx); return { num: parseFloat(t) }; }
  if (type === 'id') {
    advance(lx);
    peekToken(lx);
    if (lx.tokText === '(') {
      advance(lx);
      const args = [parseExpr(lx)];
      for (;;) {
        peekToken(lx);
        if (lx.tokText !== ',') break;
        advance(lx);
        args.push(parseExpr(lx));
      }
      expectOp(lx, ')');
      return { call: t, args };
    }
    return { v: t };
  }
  if (type === 'op' && t === '(') {
    advance(lx);
    const e = parseExpr(lx);
    expectOp(lx, ')');
    return e;
  }
  if (type === 'op' && t === '-') { advance(lx); return { op: 'neg', a: parseFactor(lx) }; }
  throw new Error('unexpected ' + type + ' ' + t + ' at ' + lx.start);
}

function parse(src) {
  const lx = new Lexer(src);
  const e = parseExpr(lx);
  if (peekToken(lx) !== 'eof') throw new Error('trailing input at ' + lx.tokEnd);
  return e;
}

// ---------------------------------------------------------------- unrelated work
function evalNode(n, env) {
  if (n.num !== undefined) return n.num;
  if (n.v !== undefined) return env[n.v];
  if (n.call !== undefined) {
    let m = -Infinity;
    for (const a of n.args) m = Math.max(m, evalNode(a, env));
    return m;
  }
  const a = evalNode(n.a, env);
  if (n.op === 'neg') return -a;
  const b = evalNode(n.b, env);
  switch (n.op) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return b === 0 ? 0 : a / b;
    default: return Math.pow(Math.abs(a) % 10, b % 4);
  }
}

function formatResults(vals) {
  const lines = [];
  for (let i = 0; i < vals.length; i++) {
    const v = vals[i];
    const s = Number.isFinite(v) ? (Math.abs(v) > 1e9 ? v.toExponential(6) : v.toFixed(4)) : String(v);
    lines.push(('#' + i).padStart(7, ' ') + ' = ' + s.padStart(24, ' ') + ' | ' + Math.round(v % 1000).toString(16));
  }
  return lines;
}

function hashLines(lines) {
  let h = 0x811c9dc5;
  for (let k = 0; k < 6; k++) {
    for (const line of lines) {
      for (let i = 0; i < line.length; i++) {
        h ^= line.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
      }
    }
  }
  return h;
}

function main() {
  const t0 = Date.now();
  const env = { x0: 1.5, x1: 2, x2: -3, x3: 0.25, x4: 7, x5: 10, x6: -0.5, x7: 3.25 };
  let acc = 0, nodes = 0, chars = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const exprs = genExpressions(400);
    const vals = [];
    for (const src of exprs) {
      chars += src.length;
      const ast = parse(src);
      vals.push(evalNode(ast, env));
      nodes++;
    }
    acc ^= hashLines(formatResults(vals));
  }
  console.log(`variant=${VARIANT} rounds=${ROUNDS} exprs=${nodes} chars=${chars} hash=${acc.toString(16)} ms=${Date.now() - t0}`);
}

main();
