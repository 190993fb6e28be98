'use strict';
// Simulated order-API request pipeline: parse -> route -> handler -> render.
// Build: build.sh produces server_before.cjs / server_after.cjs from this file.

function makeConfig() {
  const regions = {};
  const names = ['us-east', 'us-west', 'eu-central', 'eu-west', 'ap-south', 'ap-east', 'sa-east', 'af-south'];
  for (let i = 0; i < names.length; i++) {
    regions[names[i]] = {
      taxRate: 0.05 + i * 0.01,
      currency: i < 2 ? 'USD' : i < 4 ? 'EUR' : 'LOC',
      shipping: { base: 3 + i, perKg: 0.5 + i * 0.1, freeAbove: 100 + i * 10 },
      warehouses: [`${names[i]}-a`],
    };
  }
  const discounts = [];
  for (let i = 0; i < 6; i++) {
    discounts.push({ code: `PROMO${i}`, pct: (i % 7) * 2.5, minTotal: 20 + i * 5, categories: ['toys', 'books', 'tools'].slice(0, 1 + (i % 3)) });
  }
  return {
    service: 'orders',
    version: '3.14.2',
    features: { fraudCheck: true, loyalty: true, splitShipments: false, giftWrap: true },
    limits: { maxItems: 50, maxQty: 20, maxWeightKg: 40 },
    regions,
    discounts,
  };
}

function rng(seed) {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; };
}

function makeRequests(n, seed) {
  const r = rng(seed);
  const regionNames = ['us-east', 'us-west', 'eu-central', 'eu-west', 'ap-south', 'ap-east', 'sa-east', 'af-south'];
  const cats = ['toys', 'books', 'tools', 'food'];
  const out = [];
  for (let i = 0; i < n; i++) {
    const items = [];
    const k = 1 + Math.floor(r() * 6);
    for (let j = 0; j < k; j++) {
      items.push(`sku${Math.floor(r() * 5000)}:${1 + Math.floor(r() * 4)}:${cats[Math.floor(r() * 4)]}:${(r() * 60 + 1).toFixed(2)}:${(r() * 3).toFixed(2)}`);
    }
    const q = `user=u${Math.floor(r() * 9000)}&region=${regionNames[Math.floor(r() * 8)]}&promo=PROMO${Math.floor(r() * 30)}&items=${items.join(',')}`;
    out.push(`POST /api/v1/orders?${q} HTTP/1.1`);
  }
  return out;
}

function parseQuery(qs) {
  const params = {};
  const parts = qs.split('&');
  for (const p of parts) {
    const eq = p.indexOf('=');
    params[decodeURIComponent(p.slice(0, eq))] = decodeURIComponent(p.slice(eq + 1));
  }
  return params;
}

function parseRequest(line) {
  const sp1 = line.indexOf(' ');
  const sp2 = line.lastIndexOf(' ');
  const method = line.slice(0, sp1);
  const target = line.slice(sp1 + 1, sp2);
  const qi = target.indexOf('?');
  return { method, path: target.slice(0, qi), query: parseQuery(target.slice(qi + 1)) };
}

function parseItems(spec, limits) {
  const items = [];
  for (const s of spec.split(',')) {
    const [sku, qty, category, price, weight] = s.split(':');
    const q = Math.min(parseInt(qty, 10), limits.maxQty);
    items.push({ sku, qty: q, category, price: parseFloat(price), weight: parseFloat(weight) });
    if (items.length >= limits.maxItems) break;
  }
  return items;
}

function findDiscount(discounts, code, subtotal, items) {
  for (const d of discounts) {
    if (d.code !== code || subtotal < d.minTotal) continue;
    let eligible = 0;
    for (const it of items) if (d.categories.includes(it.category)) eligible += it.price * it.qty;
    return eligible * d.pct / 100;
  }
  return 0;
}

function computeShipping(region, items) {
  let kg = 0, total = 0;
  for (const it of items) { kg += it.weight * it.qty; total += it.price * it.qty; }
  if (total >= region.shipping.freeAbove) return 0;
  return region.shipping.base + kg * region.shipping.perKg;
}

function priceOrder(cfg, query) {
  const region = cfg.regions[query.region];
  const items = parseItems(query.items, cfg.limits);
  let subtotal = 0;
  for (const it of items) subtotal += it.price * it.qty;
  const discount = findDiscount(cfg.discounts, query.promo, subtotal, items);
  const shipping = computeShipping(region, items);
  const tax = (subtotal - discount) * region.taxRate;
  return { items, subtotal, discount, shipping, tax, total: subtotal - discount + shipping + tax, currency: region.currency };
}

function handleCreateOrder(cfg, req) {
  const conf = JSON.parse(JSON.stringify(cfg));
  const priced = priceOrder(conf, req.query);
  return { status: 201, body: { user: req.query.user, service: conf.service, ...priced } };
}

function renderResponse(res) {
  const b = res.body;
  let s = `{"status":${res.status},"user":"${b.user}","currency":"${b.currency}","lines":[`;
  for (let i = 0; i < b.items.length; i++) {
    const it = b.items[i];
    if (i) s += ',';
    s += `{"sku":"${it.sku}","qty":${it.qty},"amount":${(it.price * it.qty).toFixed(2)}}`;
  }
  s += `],"total":${b.total.toFixed(2)}}`;
  return s;
}

function checksum(str, h) {
  for (let i = 0; i < str.length; i++) h = (Math.imul(h, 31) + str.charCodeAt(i)) | 0;
  return h;
}

const routes = { 'POST /api/v1/orders': handleCreateOrder };

function dispatch(cfg, line) {
  const req = parseRequest(line);
  const handler = routes[`${req.method} ${req.path}`];
  return renderResponse(handler(cfg, req));
}

function serve(cfg, requests, rounds) {
  let h = 7, bytes = 0;
  for (let r = 0; r < rounds; r++) {
    for (const line of requests) {
      const body = dispatch(cfg, line);
      bytes += body.length;
      h = checksum(body, h);
    }
  }
  return { h, bytes };
}

function main() {
  const n = parseInt(process.argv[2] || '20000', 10);
  const rounds = parseInt(process.argv[3] || '10', 10);
  const cfg = makeConfig();
  const requests = makeRequests(n, 12345);
  const t0 = Date.now();
  const { h, bytes } = serve(cfg, requests, rounds);
  console.log(`requests=${n * rounds} bytes=${bytes} checksum=${h >>> 0} ms=${Date.now() - t0}`);
}

main();
