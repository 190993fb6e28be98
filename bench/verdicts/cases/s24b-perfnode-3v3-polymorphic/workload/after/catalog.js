'use strict';
// Catalog search: import a product catalog from several feeds, run queries against it,
// score the items, keep the top matches per query and render result pages.
const WORDS = ('red blue green black white wool cotton linen steel oak walnut lamp chair table sofa desk shelf ' +
  'rug mug bowl plate kettle jacket shirt boot scarf glove bag wallet watch clock frame mirror vase candle').split(' ');

function rng(seed) {
  let s = seed >>> 0;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
}

// Supplier feeds arrive as CSV text, one layout per feed.
const LAYOUTS = [
  ['id', 'feed', 'w0', 'w1', 'w2', 'tag0', 'tag1', 'category', 'price', 'rating', 'stock', 'sold', 'reviews', 'returns', 'shipDays'],
  ['id', 'feed', 'price', 'rating', 'stock', 'sold', 'w0', 'w1', 'w2', 'tag0', 'tag1', 'category', 'reviews', 'returns', 'shipDays'],
  ['feed', 'id', 'category', 'tag0', 'tag1', 'w0', 'w1', 'w2', 'shipDays', 'stock', 'price', 'rating', 'sold', 'reviews', 'returns'],
  ['id', 'feed', 'sold', 'reviews', 'returns', 'shipDays', 'w0', 'w1', 'w2', 'tag0', 'tag1', 'category', 'price', 'rating', 'stock'],
];

function writeFeed(n, seed, feed) {
  const r = rng(seed), nw = WORDS.length, cols = LAYOUTS[feed], out = [cols.join(',')];
  for (let i = 0; i < n; i++) {
    const v = { id: i * 4 + feed, feed, w0: (r() * nw) | 0, w1: (r() * nw) | 0, w2: (r() * nw) | 0,
                tag0: (r() * nw) | 0, tag1: (r() * nw) | 0, category: (r() * 8) | 0,
                price: (5 + ((r() * 40000) | 0) / 100).toFixed(2), rating: (((r() * 50) | 0) / 10).toFixed(1),
                stock: (r() * 40) | 0, sold: (r() * 5000) | 0, reviews: (r() * 800) | 0, returns: (r() * 60) | 0,
                shipDays: 1 + ((r() * 9) | 0) };
    out.push(cols.map(c => v[c]).join(','));
  }
  return out.join('\n');
}

// Importer: build the item directly in the feed's column order (saves the copy; but 4 feed layouts
// now give 4 hidden classes reaching scoreItem).
function importItem(cols, f) {
  const o = {};
  for (let c = 0; c < cols.length; c++) o[cols[c]] = +f[c];
  if (o.id === undefined) throw new Error('row without id');
  if (!(o.price >= 0)) throw new Error('bad price in feed ' + o.feed);
  return o;
}

function parseFeed(text) {
  const lines = text.split('\n'), cols = lines[0].split(','), items = [];
  for (let i = 1; i < lines.length; i++) items.push(importItem(cols, lines[i].split(',')));
  return items;
}

function buildCatalog(n, seed) {
  const feeds = [];
  for (let f = 0; f < 4; f++) feeds.push(parseFeed(writeFeed(n / 4, seed + f, f)));
  const items = [];
  for (let i = 0; i < n / 4; i++) for (let f = 0; f < 4; f++) items.push(feeds[f][i]);
  return items;
}

function makeQueries(n, seed) {
  const r = rng(seed);
  const qs = [];
  for (let i = 0; i < n; i++) {
    qs.push({ wordIds: [(r() * WORDS.length) | 0, (r() * WORDS.length) | 0],
              maxPrice: 50 + r() * 350, minRating: r() * 3, inStockOnly: r() < 0.3, fastShip: r() < 0.2 });
  }
  return qs;
}

function scoreItem(item, q) {
  if (item.price > q.maxPrice) return -1;
  if (item.rating < q.minRating) return -1;
  if (q.inStockOnly && item.stock === 0) return -1;
  let s = 0, exact = 0;
  for (let k = 0; k < q.wordIds.length; k++) {
    const w = q.wordIds[k];
    if (item.w0 === w) { s += 3; exact++; }
    else if (item.w1 === w || item.w2 === w) s += 2.5;
    if (item.tag0 === w || item.tag1 === w) s += 2;
    else if (item.category === (w & 7)) s += 0.3;
  }
  if (s === 0) return -1;
  s += exact * 0.7;
  s += item.rating * 0.8;
  if (item.rating >= 4.5 && item.reviews > 100) s += 0.5;
  s += Math.sqrt(item.sold) * 0.02;
  s -= (item.returns / (item.sold + 1)) * 3;
  const rel = item.price / q.maxPrice;
  s -= item.price / 200;
  if (rel < 0.25) s += 0.3; else if (rel > 0.9) s -= 0.4;
  if (item.stock > 0 && item.stock < 5) s -= 0.3;
  else if (item.stock > 30) s += 0.1;
  if (q.fastShip) s -= item.shipDays * 0.2;
  else if (item.shipDays > 7) s -= 0.3;
  if (item.feed === 3 && item.rating > 4) s += 0.2;
  if (item.id % 97 === 0) s += 0.05;         // rotating sponsored slot
  return s;
}

function insertTop(top, k, s, i) {
  if (top.length === k && s <= top[k - 1].s) return;
  let j = top.length < k ? top.length : k - 1;
  while (j > 0 && top[j - 1].s < s) { if (j < k) top[j] = top[j - 1]; j--; }
  top[j] = { s, i };
}

function search(items, q, k) {
  const top = [];
  let matched = 0;
  for (let i = 0; i < items.length; i++) {
    const s = scoreItem(items[i], q);
    if (s > 0) { matched++; insertTop(top, k, s, i); }
  }
  return { top, matched };
}

function renderPage(items, q, res) {
  const lines = [`<h1>${q.wordIds.map(w => WORDS[w]).join(' ')}</h1><p>${res.matched} matches</p><ol>`];
  for (const h of res.top) {
    const it = items[h.i];
    const title = [WORDS[it.w0], WORDS[it.w1], WORDS[it.w2]].join(' ').replace(/\b\w/g, c => c.toUpperCase());
    lines.push(`<li data-id="${it.id}">${title} &mdash; ${it.price.toFixed(2)} ` +
               `(${it.rating.toFixed(1)}&#9733;, ${it.sold} sold, ships in ${it.shipDays} d)</li>`);
  }
  lines.push('</ol>');
  return lines.join('\n');
}

function fnv(str, h) {
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  return h;
}

function main() {
  const nItems = +process.argv[2] || 100000, nQueries = +process.argv[3] || 400;
  const items = buildCatalog(nItems, 12345);
  const queries = makeQueries(nQueries, 777);
  let h = 2166136261, nmatch = 0;
  for (const q of queries) {
    const res = search(items, q, 40);
    nmatch += res.matched;
    h = fnv(renderPage(items, q, res), h);
  }
  console.log(`items=${nItems} queries=${nQueries} matched=${nmatch} digest=${h.toString(16)}`);
}

main();
