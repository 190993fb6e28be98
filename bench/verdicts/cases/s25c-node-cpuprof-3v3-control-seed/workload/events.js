'use strict';
// Toy clickstream rollup. Usage: node events.js ROUNDS SEED
// Per round: genEvents (SEED-driven PRNG, fixed sizes) -> parseEvents (JSON.parse) ->
// enrich (per-kind handlers) -> sessionize -> rollup -> topPages (sort) -> renderCsv.
const ROUNDS = +process.argv[2] || 10;
const SEED = +process.argv[3] || 1;
const N = 40000;

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS = ['view', 'click', 'scroll', 'search', 'purchase'];
const PAGES = Array.from({ length: 300 }, (_, i) => '/p/' + (i * 7919 % 1000) + '/item');

function genEvents(rnd, n) {
  const out = new Array(n);
  let t = 1700000000000;
  for (let i = 0; i < n; i++) {
    t += Math.floor(rnd() * 4000);
    const kind = KINDS[Math.floor(rnd() * rnd() * KINDS.length)];
    out[i] = JSON.stringify({
      u: 'user' + Math.floor(rnd() * 2000), k: kind, p: PAGES[Math.floor(rnd() * PAGES.length)], t,
      q: kind === 'search' ? 'term' + Math.floor(rnd() * 500) : undefined,
      v: kind === 'purchase' ? Math.round(rnd() * 20000) / 100 : undefined,
      y: kind === 'scroll' ? Math.floor(rnd() * 100) : undefined,
    });
  }
  return out;
}

function parseEvents(lines) { return lines.map((l) => JSON.parse(l)); }

function onView(e) { e.section = e.p.split('/')[2]; }
function onClick(e) { e.section = e.p.split('/')[2]; e.weight = 2; }
function onScroll(e) { e.depth = e.y >= 75 ? 'deep' : e.y >= 25 ? 'mid' : 'shallow'; }
function onSearch(e) { e.terms = e.q.toUpperCase().replace(/[0-9]+/g, (m) => '#' + m.length); }
function onPurchase(e) { e.cents = Math.round(e.v * 100); e.tax = Math.round(e.cents * 0.19); }
const HANDLERS = { view: onView, click: onClick, scroll: onScroll, search: onSearch, purchase: onPurchase };

function enrich(events) { for (const e of events) HANDLERS[e.k](e); return events; }

function sessionize(events) {
  const last = new Map(); let sessions = 0;
  for (const e of events) {
    const prev = last.get(e.u);
    if (prev === undefined || e.t - prev > 1800000) sessions++;
    last.set(e.u, e.t);
  }
  return sessions;
}

function rollup(events) {
  const byPage = new Map(); let revenue = 0;
  for (const e of events) {
    let r = byPage.get(e.p);
    if (!r) { r = { p: e.p, views: 0, clicks: 0, buys: 0 }; byPage.set(e.p, r); }
    if (e.k === 'view') r.views++; else if (e.k === 'click') r.clicks++;
    else if (e.k === 'purchase') { r.buys++; revenue += e.cents; }
  }
  return { byPage, revenue };
}

function topPages(byPage) {
  return [...byPage.values()].sort((a, b) => (b.views + 2 * b.clicks) - (a.views + 2 * a.clicks) || (a.p < b.p ? -1 : 1)).slice(0, 50);
}

function renderCsv(top) { return top.map((r) => `${r.p},${r.views},${r.clicks},${r.buys}`).join('\n'); }

function main() {
  const rnd = mulberry32(SEED);
  let sessions = 0, revenue = 0, chars = 0;
  for (let k = 0; k < ROUNDS; k++) {
    const events = enrich(parseEvents(genEvents(rnd, N)));
    sessions += sessionize(events);
    const r = rollup(events);
    revenue += r.revenue;
    chars += renderCsv(topPages(r.byPage)).length;
  }
  console.log(`seed=${SEED} rounds=${ROUNDS} sessions=${sessions} revenue=${revenue} chars=${chars}`);
}
main();
