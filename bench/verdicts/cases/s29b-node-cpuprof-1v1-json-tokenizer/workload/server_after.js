'use strict';
// Request-handling loop: each incoming message is a JSON text; it is decoded,
// validated, routed and priced.  AFTER: messages are decoded with a hand-written tokenizer.

function makeMessages(n) {
  const kinds = ['quote', 'order', 'cancel', 'status'];
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push(JSON.stringify({
      id: i, kind: kinds[i % 4], account: 'acct-' + (i % 911), symbol: 'SYM' + (i % 53),
      qty: (i * 7) % 500 + 1, price: 100 + (i % 97) / 4, tags: ['web', 'v' + (i % 3)],
      ts: 1700000000000 + i * 13, urgent: i % 10 === 0, note: 'req ' + i + ' from edge',
    }));
  }
  return out;
}

function decodeMessage(raw) {
  return tokenizeMessage(raw);
}

function validate(msg) {
  if (typeof msg.id !== 'number' || typeof msg.kind !== 'string') throw new Error('bad message');
  if (msg.qty <= 0 || msg.price <= 0) throw new Error('bad amounts');
  return msg;
}

function price(msg, book) {
  const key = msg.symbol + '/' + msg.account;
  const prev = book.get(key) || 0;
  let notional = msg.qty * msg.price;
  for (let k = 0; k < 300; k++) notional = notional * 1.0000001 + (k & 3);
  book.set(key, prev + notional);
  return notional;
}

function encodeReply(msg, notional) {
  return JSON.stringify({ id: msg.id, ok: true, kind: msg.kind, symbol: msg.symbol, notional, at: msg.ts + 1 });
}

function handleMessage(raw, book, stats) {
  const msg = validate(decodeMessage(raw));
  stats[msg.kind] = (stats[msg.kind] || 0) + 1;
  let notional = 0;
  if (msg.kind === 'quote' || msg.kind === 'order') notional = price(msg, book);
  stats.notional += notional;
  return encodeReply(msg, notional).length;
}

function main() {
  const rounds = Number(process.argv[2] || 20);
  const messages = makeMessages(20000);
  const book = new Map();
  const stats = { notional: 0 };
  let last = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < messages.length; i++) last += handleMessage(messages[i], book, stats);
  }
  console.log('handled', rounds * messages.length, 'last', last, 'kinds', Object.keys(stats).length);
}

// Hand-written single-pass tokenizer/decoder for the message format (objects,
// arrays, strings, numbers, true/false/null), replacing JSON.parse.
function tokenizeMessage(raw) {
  const stack = [];
  let cur = null, key = null, root = null, i = 0;
  const n = raw.length;
  function put(v) {
    if (cur === null) { root = v; return; }
    if (Array.isArray(cur)) cur.push(v);
    else { cur[key] = v; key = null; }
  }
  while (i < n) {
    const c = raw.charCodeAt(i);
    if (c === 123 /* { */ || c === 91 /* [ */) {
      const v = c === 123 ? {} : [];
      put(v); stack.push(cur, key); cur = v; key = null; i++;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      key = stack.pop(); cur = stack.pop(); i++;
    } else if (c === 34 /* " */) {
      let j = i + 1, s = '';
      while (j < n) {
        const d = raw.charCodeAt(j);
        if (d === 34) break;
        if (d === 92) { j++; s += raw[j]; } else s += raw[j];
        j++;
      }
      i = j + 1;
      if (cur !== null && !Array.isArray(cur) && key === null) key = s; else put(s);
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      let j = i;
      while (j < n) {
        const d = raw.charCodeAt(j);
        if (d === 45 || d === 43 || d === 46 || d === 101 || d === 69 || (d >= 48 && d <= 57)) j++; else break;
      }
      put(Number(raw.slice(i, j))); i = j;
    } else if (c === 116) { put(true); i += 4; }
    else if (c === 102) { put(false); i += 5; }
    else if (c === 110) { put(null); i += 4; }
    else i++; // , : whitespace
  }
  return root;
}

main();
