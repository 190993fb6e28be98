'use strict';
// Order batch processor. For every order: totals, address normalization, risk score.
//   --mode plain : as above                                              (before)
//   --mode audit : additionally JSON.stringify(order) per order to account
//                  the audit payload size                                 (after)
// Orders (seeded PRNG), counts and all other work are identical.

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STREETS = ['Main St', 'Oak Avenue', 'Pine Road', 'Maple Blvd', 'Cedar Lane', 'Elm Street'];
const CITIES = ['Springfield', 'Riverton', 'Lakeside', 'Hillview', 'Fairport'];

function makeOrders(rnd, n) {
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    const lines = [];
    const nl = 2 + Math.floor(rnd() * 6);
    for (let j = 0; j < nl; j++) {
      lines.push({ sku: 'SKU-' + Math.floor(rnd() * 1e6), qty: 1 + Math.floor(rnd() * 9),
                   price: Math.round(rnd() * 10000) / 100, tags: ['std', rnd() < 0.3 ? 'promo' : 'full'] });
    }
    out[i] = {
      id: i, customer: { id: Math.floor(rnd() * 50000), name: 'Customer ' + Math.floor(rnd() * 50000),
        address: { street: (1 + Math.floor(rnd() * 999)) + '  ' + STREETS[Math.floor(rnd() * STREETS.length)],
                   city: CITIES[Math.floor(rnd() * CITIES.length)], zip: String(10000 + Math.floor(rnd() * 89999)) } },
      lines, currency: 'EUR', createdAt: 1700000000000 + i * 1000,
    };
  }
  return out;
}

function computeTotals(order) {
  let net = 0, items = 0;
  for (const l of order.lines) { net += l.qty * l.price; items += l.qty; if (l.tags[1] === 'promo') net -= l.price * 0.1; }
  const tax = Math.round(net * 19) / 100;
  return { net, tax, gross: net + tax, items };
}

function normalizeAddress(addr) {
  const street = addr.street.replace(/\s+/g, ' ').trim().toUpperCase()
    .replace(/\bSTREET\b/, 'ST').replace(/\bAVENUE\b/, 'AVE').replace(/\bROAD\b/, 'RD');
  return street + ', ' + addr.zip + ' ' + addr.city.toUpperCase();
}

function riskScore(order, totals) {
  let h = order.customer.id | 0;
  for (let k = 0; k < 40; k++) h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) + k;
  let s = (h >>> 0) % 100;
  if (totals.gross > 300) s += 20;
  if (totals.items > 25) s += 10;
  return s;
}

function processBatch(orders, audit) {
  let gross = 0, risky = 0, auditBytes = 0, addrLen = 0;
  for (const order of orders) {
    const totals = computeTotals(order);
    addrLen += normalizeAddress(order.customer.address).length;
    if (riskScore(order, totals) > 90) risky++;
    gross += totals.gross;
    if (audit) {
      const payload = JSON.stringify(order);
      auditBytes += payload.length;
    }
  }
  return { gross, risky, auditBytes, addrLen };
}

function main() {
  const args = process.argv.slice(2);
  const get = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
  const mode = get('--mode', 'plain');
  const n = parseInt(get('--orders', '20000'), 10);
  const rounds = parseInt(get('--rounds', '20'), 10);
  const rnd = mulberry32(parseInt(get('--seed', '99'), 10));
  const orders = makeOrders(rnd, n);
  let acc = 0, risky = 0, addr = 0, bytes = 0;
  for (let r = 0; r < rounds; r++) {
    const res = processBatch(orders, mode === 'audit');
    acc += res.gross; risky += res.risky; addr += res.addrLen; bytes += res.auditBytes;
  }
  console.log(`mode=${mode} gross=${acc.toFixed(2)} risky=${risky} addr=${addr} auditBytes=${bytes}`);
}

main();
