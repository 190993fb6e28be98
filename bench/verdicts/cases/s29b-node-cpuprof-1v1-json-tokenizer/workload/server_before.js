'use strict';
// Request-handling loop: each incoming message is a JSON text; it is decoded,
// validated, routed and priced.  BEFORE: messages are decoded with JSON.parse.

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
  return JSON.parse(raw);
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

main();
