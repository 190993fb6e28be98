// Search-page job runner: each tick runs five jobs through one task table (decode the catalog
// from JSON lines, rank articles, rank products, bucket prices, render the results page). Articles and
// products are both ranked with the shared helper scoreText().
// PRODUCT_VARIANTS=3 makes rankProducts score every product against all three query variants
// (3 scoreText calls per product instead of 1); rankArticles is unchanged.
// Runs for SECONDS_TO_RUN seconds (default 3).
'use strict';
const SECONDS = Number(process.env.SECONDS_TO_RUN || 3);
const PRODUCT_VARIANTS = Number(process.env.PRODUCT_VARIANTS || 1);
const WORDS = ['red', 'wool', 'scarf', 'winter', 'cotton', 'shirt', 'blue', 'linen', 'summer', 'dress',
  'leather', 'boots', 'hiking', 'rain', 'jacket', 'silk', 'tie', 'green', 'knit', 'hat', 'sale', 'new'];

function makeCatalog(n) {
  const items = [];
  for (let i = 0; i < n; i++) {
    const w = (k) => WORDS[(i * 7 + k * 13) % WORDS.length];
    items.push({ id: i, kind: i % 2 ? 'product' : 'article', price: (i * 37) % 250 + 0.99,
      text: `${w(1)} ${w(2)} ${w(3)} ${w(4)} ${w(5)} ${w(6)} ${w(7)} ${w(8)} ${w(9)} ${w(10)} ${w(11)} ${w(12)}` });
  }
  return items.map((x) => JSON.stringify(x));
}

function scoreText(text, terms) {
  // tokenize, strip common suffixes, then score exact / prefix / bigram matches against the terms
  let score = 0, start = 0, prev = '', matchedPrev = false, tokens = 0;
  const lower = text.toLowerCase();
  while (start < lower.length) {
    let end = lower.indexOf(' ', start);
    if (end < 0) end = lower.length;
    let tok = lower.slice(start, end);
    start = end + 1;
    if (tok.length === 0) continue;
    tokens++;
    const last = tok.charCodeAt(tok.length - 1);
    if (last === 44 || last === 46 || last === 59) tok = tok.slice(0, -1);
    if (tok.length > 5 && tok.endsWith('ing')) tok = tok.slice(0, -3);
    else if (tok.length > 4 && tok.endsWith('ed')) tok = tok.slice(0, -2);
    else if (tok.length > 3 && tok.endsWith('s') && !tok.endsWith('ss')) tok = tok.slice(0, -1);
    if (tok === 'the' || tok === 'and' || tok === 'new' || tok === 'sale') { prev = tok; matchedPrev = false; continue; }
    let matched = false;
    for (let t = 0; t < terms.length; t++) {
      const term = terms[t];
      if (tok === term) { score += 3; matched = true; }
      else if (tok.length > 3 && term.length > 3 && term.startsWith(tok.slice(0, 3))) score += 1;
      else if (tok.length > 2 && term.indexOf(tok) >= 0) score += 0.5;
    }
    if (matched && matchedPrev) score += 2;
    if (matched && prev.length > 0 && prev.charCodeAt(0) === tok.charCodeAt(0)) score += 0.25;
    matchedPrev = matched;
    prev = tok;
  }
  return tokens === 0 ? 0 : score / (1 + tokens / 8);
}

function decodeCatalog(ctx) {
  const articles = [], products = [];
  for (let i = 0; i < ctx.raw.length; i++) {
    const x = JSON.parse(ctx.raw[i]);
    if (x.kind === 'article') articles.push(x);
    else if (x.kind === 'product') products.push(x);
  }
  ctx.articles = articles;
  ctx.products = products;
}

function rankArticles(ctx) {
  const q = ctx.queries[0];
  const scored = [];
  for (const a of ctx.articles) scored.push({ id: a.id, s: scoreText(a.text, q) });
  scored.sort((x, y) => y.s - x.s);
  ctx.topArticles = scored.slice(0, 10);
}

function rankProducts(ctx) {
  const scored = [];
  for (const p of ctx.products) {
    let s = 0;
    for (let v = 0; v < PRODUCT_VARIANTS; v++) s += scoreText(p.text, ctx.queries[v]) / (v + 1);
    scored.push({ id: p.id, s, price: p.price });
  }
  scored.sort((x, y) => y.s - x.s);
  ctx.topProducts = scored.slice(0, 20);
}

function bucketPrices(ctx) {
  const buckets = new Array(10).fill(0);
  for (const p of ctx.products) buckets[Math.min(9, Math.floor(p.price / 25))]++;
  ctx.buckets = buckets;
}

function renderPage(ctx) {
  let html = '<ul>';
  for (const a of ctx.topArticles) html += `<li class="a">#${a.id} ${a.s.toFixed(3)}</li>`;
  for (const p of ctx.topProducts) html += `<li class="p">#${p.id} ${p.s.toFixed(3)} $${p.price.toFixed(2)}</li>`;
  html += '</ul><p>' + ctx.buckets.join('|') + '</p>';
  ctx.out = html.length;
}

const JOBS = [decodeCatalog, rankArticles, rankProducts, bucketPrices, renderPage];

function tick(raw, queries) {
  const ctx = { raw, queries };
  for (let j = 0; j < JOBS.length; j++) JOBS[j](ctx);
  return ctx.out;
}

function main() {
  const raw = makeCatalog(600);
  const queries = [['wool', 'scarf', 'winter'], ['knit', 'hat', 'green'], ['rain', 'jacket', 'hiking']];
  const deadline = Date.now() + SECONDS * 1000;
  let ticks = 0, sink = 0;
  while (Date.now() < deadline) {
    for (let k = 0; k < 10; k++) { sink += tick(raw, queries); ticks++; }
  }
  console.log(`ticks=${ticks} sink=${sink}`);
}

main();
