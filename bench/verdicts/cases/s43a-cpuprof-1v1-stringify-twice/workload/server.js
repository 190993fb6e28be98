'use strict';
// In-process request loop over an in-memory catalogue.
// --variant=before : handleRequest serialises its result once (serializeResponse -> JSON.stringify)
// --variant=after  : serializeResponse stringifies the result twice (once to compute the
//                    Content-Length, once more for the body) - the extra JSON.stringify is the change.

const variant = (process.argv.find(a => a.startsWith('--variant=')) || '--variant=before').split('=')[1];
const requests = Number((process.argv.find(a => a.startsWith('--requests=')) || '--requests=6000').split('=')[1]);

let seed = 12345;
function rand() { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; }

function buildCatalogue(n) {
  const items = [];
  for (let i = 0; i < n; i++) {
    items.push({
      id: i,
      sku: 'SKU-' + (100000 + i),
      title: 'Item number ' + i + ' of the catalogue',
      price: Math.round(rand() * 100000) / 100,
      stock: Math.floor(rand() * 500),
      tags: ['t' + (i % 7), 't' + (i % 11), 't' + (i % 13)],
      dims: { w: rand() * 10, h: rand() * 10, d: rand() * 10 },
    });
  }
  return items;
}

function parseQuery(q) {
  const out = {};
  for (const part of q.split('&')) {
    const [k, v] = part.split('=');
    out[k] = v;
  }
  return out;
}

function selectItems(catalogue, params) {
  const tag = params.tag;
  const min = Number(params.min);
  const max = Number(params.max);
  const hits = [];
  for (const it of catalogue) {
    if (it.price >= min && it.price <= max && it.tags.includes(tag)) hits.push(it);
  }
  hits.sort((a, b) => a.price - b.price || a.id - b.id);
  return hits.slice(0, 300);
}

function summarise(items) {
  let total = 0, stock = 0;
  for (const it of items) { total += it.price; stock += it.stock; }
  return { count: items.length, total: Math.round(total * 100) / 100, stock };
}

function serializeResponse(result) {
  if (variant === 'after') {
    const length = Buffer.byteLength(JSON.stringify(result));
    const body = JSON.stringify(result);
    return { length, body };
  }
  const body = JSON.stringify(result);
  return { length: Buffer.byteLength(body), body };
}

function handleRequest(catalogue, rawQuery) {
  const params = parseQuery(rawQuery);
  const items = selectItems(catalogue, params);
  const result = { query: params, summary: summarise(items), items };
  return serializeResponse(result);
}

function main() {
  const catalogue = buildCatalogue(4000);
  const queries = [];
  for (let i = 0; i < 64; i++) {
    const lo = Math.floor(rand() * 600);
    queries.push('tag=t' + (i % 7) + '&min=' + lo + '&max=' + (lo + 150 + Math.floor(rand() * 300)));
  }
  let acc = 0;
  for (let r = 0; r < requests; r++) {
    const res = handleRequest(catalogue, queries[r % queries.length]);
    acc = (acc * 31 + res.length) >>> 0;
  }
  console.log('variant', variant, 'requests', requests, 'acc', acc);
}

main();
