'use strict';
// Simulated request router: 5 route handlers behind one (megamorphic) dispatch site.
// VARIANT=after: every handler also JSON.stringify()s its result for a log line.
const VARIANT = process.argv[2] || 'before';
const N_REQUESTS = parseInt(process.argv[3] || '100000', 10);
const LOG = VARIANT === 'after';

function makeCatalog(n) {
  const items = [];
  let x = 12345;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    items.push({ id: i, name: 'item-' + i, cat: 'c' + (x % 13), price: (x % 10000) / 100,
                 tags: ['t' + (x % 7), 't' + (x % 11)], stock: x % 50 });
  }
  return items;
}

function parseQuery(q) {
  const out = {};
  for (const part of q.split('&')) {
    const eq = part.indexOf('=');
    out[part.slice(0, eq)] = decodeURIComponent(part.slice(eq + 1));
  }
  return out;
}

function scoreItem(item, params) {
  let s = item.price * params.weight;
  for (const t of item.tags) if (t === params.tag) s += 10;
  return s + (item.stock > 0 ? 1 : -100);
}

const logSink = { lines: 0, bytes: 0 };
function writeLog(line) {
  logSink.lines++;
  logSink.bytes += line.length;
}

function handleSearch(catalog, params) {
  const start = (params.page * 40) % (catalog.length - 40);
  const scored = [];
  for (let i = start; i < start + 40; i++) {
    const it = catalog[i];
    scored.push({ id: it.id, name: it.name, price: it.price, tags: it.tags, score: scoreItem(it, params) });
  }
  scored.sort((a, b) => b.score - a.score);
  const result = { status: 200, route: 'search', page: params.page, count: scored.length, items: scored.slice(0, 20) };
  if (LOG) writeLog('search ' + JSON.stringify(result));
  return result;
}

function handleItem(catalog, params) {
  const it = catalog[(params.page * 7) % catalog.length];
  const related = [];
  for (let k = 1; k <= 12; k++) related.push(catalog[(it.id + k * 31) % catalog.length].name);
  const result = { status: 200, route: 'item', item: it, related };
  if (LOG) writeLog('item ' + JSON.stringify(result));
  return result;
}

function handleCategory(catalog, params) {
  const cat = 'c' + (params.page % 13);
  const found = [];
  for (let i = (params.page * 13) % 4000; i < catalog.length && found.length < 25; i++) {
    if (catalog[i].cat === cat) found.push({ id: catalog[i].id, name: catalog[i].name, price: catalog[i].price });
  }
  const result = { status: 200, route: 'category', cat, items: found };
  if (LOG) writeLog('category ' + JSON.stringify(result));
  return result;
}

function handleRecommend(catalog, params) {
  const picks = [];
  let x = params.page + 1;
  for (let k = 0; k < 30; k++) {
    x = (x * 69069 + 1) % catalog.length;
    const it = catalog[x];
    picks.push({ id: it.id, score: scoreItem(it, params), tags: it.tags });
  }
  picks.sort((a, b) => b.score - a.score);
  const result = { status: 200, route: 'recommend', picks: picks.slice(0, 15) };
  if (LOG) writeLog('recommend ' + JSON.stringify(result));
  return result;
}

function handleCart(catalog, params) {
  const lines = [];
  let total = 0;
  for (let k = 0; k < 10; k++) {
    const it = catalog[(params.page * 17 + k * 101) % catalog.length];
    const qty = 1 + ((params.page + k) % 4);
    total += it.price * qty;
    lines.push({ id: it.id, name: it.name, qty, subtotal: it.price * qty });
  }
  const result = { status: 200, route: 'cart', lines, total: Math.round(total * 100) / 100 };
  if (LOG) writeLog('cart ' + JSON.stringify(result));
  return result;
}

const ROUTES = { search: handleSearch, item: handleItem, category: handleCategory, recommend: handleRecommend, cart: handleCart };
const PATHS = Object.keys(ROUTES);

function dispatch(catalog, path, query) {
  const params = parseQuery(query);
  params.page = Number(params.page);
  params.weight = Number(params.weight);
  return ROUTES[path](catalog, params);
}

function main() {
  const catalog = makeCatalog(5000);
  let checksum = 0;
  for (let r = 0; r < N_REQUESTS; r++) {
    const path = PATHS[r % PATHS.length];
    const q = 'page=' + (r % 997) + '&tag=t' + (r % 7) + '&weight=' + (1 + (r % 3)) + '&user=u%20' + (r % 101);
    const res = dispatch(catalog, path, q);
    checksum += res.status;
  }
  console.log(VARIANT, 'requests', N_REQUESTS, 'checksum', checksum, 'log', logSink.lines, logSink.bytes);
}

main();
