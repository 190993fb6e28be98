'use strict';
// Toy catalog sync: per round, build a batch of product records (as if fetched from a feed),
// normalise each one, score them against a query set, group by category and rank.
// Usage: VARIANT=before|after node catalog.js ROUNDS
const VARIANT = process.env.VARIANT || 'before';
const ROUNDS = Number(process.argv[2] || 20);

let seed = 12345;
function rnd() { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; }

const WORDS = ['steel', 'garden', 'hose', 'kitchen', 'knife', 'chef', 'toy', 'robot', 'book', 'novel',
  'audio', 'cable', 'usb', 'lamp', 'desk', 'chair', 'green', 'blue', 'pro', 'mini', 'max', 'set'];
const CATS = ['garden', 'kitchen', 'toys', 'books', 'audio', 'office'];

function buildBatch(n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const words = [];
    for (let k = 0, m = 2 + Math.floor(rnd() * 4); k < m; k++) words.push(WORDS[Math.floor(rnd() * WORDS.length)]);
    out.push({
      sku: 'SKU-' + Math.floor(rnd() * 1e6),
      title: '  ' + words.join(' ') + '  ',
      category: CATS[Math.floor(rnd() * CATS.length)].toUpperCase(),
      price: Math.round(rnd() * 100000) / 100,
      stock: Math.floor(rnd() * 500),
      attrs: { color: WORDS[Math.floor(rnd() * WORDS.length)], weight: Math.round(rnd() * 5000), tags: words.slice(0, 2) },
    });
  }
  return out;
}

function slugify(s) {
  return s.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function formatPrice(p) {
  return p.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',') + ' EUR';
}

function tagList(tags) {
  return tags.map((t) => t.toLowerCase()).sort().join('+');
}

function priceBand(p) {
  if (p < 10) return 'budget';
  if (p < 100) return 'standard';
  if (p < 500) return 'premium';
  return 'luxury';
}

function normalizeItem(it) {
  const src = it;
  const title = src.title.trim().replace(/\s+/g, ' ');
  const slug = slugify(title);
  const out = {
    sku: src.sku,
    title,
    slug,
    category: src.category.toLowerCase(),
    price: src.price,
    band: priceBand(src.price),
    inStock: src.stock > 0,
    tags: src.attrs.tags.concat([src.attrs.color]),
  };
  if (VARIANT === 'after') {
    // search-index key and display label
    out.key = slugify(out.category + ' ' + title) + ':' + tagList(out.tags);
    out.label = title + ' (' + formatPrice(out.price) + ')';
  }
  return out;
}

function scoreItems(items, queries) {
  let best = 0;
  for (const it of items) {
    let s = 0;
    for (const q of queries) {
      if (it.slug.includes(q)) s += 3;
      if (it.tags.indexOf(q) >= 0) s += 2;
      if (it.category === q) s += 1;
    }
    it.score = s * (it.inStock ? 1 : 0.5) + it.price / 10000;
    if (it.score > best) best = it.score;
  }
  return best;
}

function groupByCategory(items) {
  const groups = new Map();
  for (const it of items) {
    let g = groups.get(it.category);
    if (!g) { g = { n: 0, value: 0, bands: {} }; groups.set(it.category, g); }
    g.n++;
    g.value += it.price * it.stock;
    g.bands[it.band] = (g.bands[it.band] || 0) + 1;
  }
  return groups;
}

function rankTop(items, k) {
  return items.slice().sort((a, b) => b.score - a.score || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)).slice(0, k);
}

function main() {
  const queries = ['steel', 'robot', 'garden', 'usb', 'chef', 'kitchen', 'lamp', 'pro', 'blue', 'desk', 'mini', 'cable', 'novel', 'toys', 'audio', 'set'];
  let check = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const batch = buildBatch(20000);
    const items = batch.map(normalizeItem);
    check += scoreItems(items, queries);
    const groups = groupByCategory(items);
    const top = rankTop(items, 50);
    check += groups.size + top.length + top[0].score;
  }
  console.log('variant', VARIANT, 'rounds', ROUNDS, 'check', check.toFixed(3));
}

main();
