'use strict';
// Fixed-duration request-processing loop. Usage: node server.js before|after [seconds]
// Every iteration: makeRequest() builds an order object, handleRequest() processes it,
// recordResult() folds the result into stats. The loop runs until the fixed duration
// (default 8 s) is used up, so both sides take the same wall time and do a different
// number of requests.
// after: handleRequest() first deep-clones its input with JSON.parse(JSON.stringify(req)).
const variant = process.argv[2] || 'before';
const seconds = Number(process.argv[3] || 8);

let seq = 0;
function makeRequest() {
  seq++;
  const items = [];
  for (let i = 0; i < 12; i++) {
    items.push({ sku: 'SKU-' + ((seq * 7 + i) % 997), qty: 1 + ((seq + i) % 5),
                 price: 3.5 + ((seq * 13 + i * 3) % 200) / 4, tags: ['a', 'b' + (i % 3)] });
  }
  return { id: seq, customer: { name: 'cust' + (seq % 101), tier: seq % 4 }, items };
}

function applyPriceRules(it) {
  // per-item pricing rules: a fixed amount of arithmetic per item
  let p = it.price * it.qty;
  let h = 0;
  for (let r = 0; r < 600; r++) {
    h = (h * 31 + it.sku.charCodeAt(r % it.sku.length) + r) % 100003;
  }
  if (h % 17 === 0) p *= 0.98;
  return p;
}

function computeTotal(req) {
  let t = 0;
  for (const it of req.items) {
    let p = applyPriceRules(it);
    if (it.tags.length > 1 && it.tags[1] === 'b2') p *= 0.9;
    t += p;
  }
  if (req.customer.tier === 3) t *= 0.95;
  return Math.round(t * 100) / 100;
}

const handleRequest = variant === 'after'
  ? function handleRequest(input) {
      const req = JSON.parse(JSON.stringify(input));
      return { id: req.id, total: computeTotal(req), n: req.items.length };
    }
  : function handleRequest(input) {
      const req = input;
      return { id: req.id, total: computeTotal(req), n: req.items.length };
    };

const stats = { count: 0, sum: 0, max: 0 };
function recordResult(r) {
  stats.count++;
  stats.sum += r.total;
  if (r.total > stats.max) stats.max = r.total;
}

function main() {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    for (let k = 0; k < 100; k++) recordResult(handleRequest(makeRequest()));
  }
  console.log(variant, 'requests', stats.count, 'sum', stats.sum.toFixed(2));
}

main();
