'use strict';
// Simulated HTTP API: parses requests, routes them, applies per-tenant config,
// renders a JSON response and folds it into a digest. No real sockets.
const crypto = require('crypto');

const CLONE_CONFIG = false; // build.sh flips this for the "after" variant

function makeConfig() {
  const cfg = { version: 7, features: {}, limits: {}, routes: [], tenants: {} };
  for (let i = 0; i < 40; i++) cfg.features['feature_' + i] = { enabled: i % 3 !== 0, rollout: (i * 7) % 100, tags: ['a' + i, 'b' + i] };
  for (let i = 0; i < 20; i++) cfg.limits['limit_' + i] = { rate: 100 + i, burst: 10 + i, window: '1m' };
  for (let i = 0; i < 30; i++) cfg.routes.push({ path: '/api/v1/res' + i, methods: ['GET', 'POST'], auth: i % 2 === 0 });
  for (let i = 0; i < 25; i++) cfg.tenants['t' + i] = { name: 'tenant-' + i, plan: ['free', 'pro', 'ent'][i % 3], quota: 1000 * (i + 1) };
  return cfg;
}

const CONFIG = makeConfig();

function makeRequests(n) {
  let seed = 12345;
  const rnd = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
  const reqs = [];
  for (let i = 0; i < n; i++) {
    const route = Math.floor(rnd() * 30);
    const tenant = 't' + Math.floor(rnd() * 25);
    const body = { items: [] };
    const k = 1 + Math.floor(rnd() * 8);
    for (let j = 0; j < k; j++) body.items.push({ sku: 'S' + Math.floor(rnd() * 5000), qty: 1 + Math.floor(rnd() * 5) });
    reqs.push(`POST /api/v1/res${route}?tenant=${tenant}&trace=${i} HTTP/1.1\r\nhost: api\r\ncontent-type: application/json\r\n\r\n` + JSON.stringify(body));
  }
  return reqs;
}

function parseRequest(raw) {
  const sep = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, sep).split('\r\n');
  const [method, target] = head[0].split(' ');
  const headers = {};
  for (let i = 1; i < head.length; i++) {
    const c = head[i].indexOf(':');
    headers[head[i].slice(0, c).toLowerCase()] = head[i].slice(c + 1).trim();
  }
  const q = target.indexOf('?');
  const query = {};
  for (const kv of target.slice(q + 1).split('&')) { const [k, v] = kv.split('='); query[k] = v; }
  return { method, path: target.slice(0, q), query, headers, body: JSON.parse(raw.slice(sep + 4)) };
}

function route(req, cfg) {
  for (const r of cfg.routes) if (r.path === req.path && r.methods.includes(req.method)) return r;
  return null;
}

function requestConfig(tenant) {
  // Effective config for one request.
  if (CLONE_CONFIG) {
    const cfg = JSON.parse(JSON.stringify(CONFIG));
    cfg.tenant = cfg.tenants[tenant];
    return cfg;
  }
  return { ...CONFIG, tenant: CONFIG.tenants[tenant] };
}

function priceItems(items, plan) {
  let total = 0;
  for (const it of items) {
    let h = 0;
    for (let i = 0; i < it.sku.length; i++) h = (h * 31 + it.sku.charCodeAt(i)) | 0;
    let price = 1 + (Math.abs(h) % 5000) / 100;
    for (let r = 0; r < 40; r++) price = Math.round((price * 1.0001 + Math.sin(r + h) * 0.0001) * 10000) / 10000;
    total += price * it.qty;
  }
  return plan === 'ent' ? total * 0.8 : plan === 'pro' ? total * 0.9 : total;
}

function enabledFeatures(cfg) {
  const out = [];
  for (const name in cfg.features) if (cfg.features[name].enabled && cfg.features[name].rollout < 60) out.push(name);
  return out;
}

function renderResponse(req, cfg, total, feats) {
  return JSON.stringify({ status: 200, tenant: cfg.tenant.name, trace: req.query.trace, total: total.toFixed(2), features: feats.length, items: req.body.items.length });
}

function handleRequest(raw) {
  const req = parseRequest(raw);
  const cfg = requestConfig(req.query.tenant);
  const r = route(req, cfg);
  if (!r) return '{"status":404}';
  const total = priceItems(req.body.items, cfg.tenant.plan);
  return renderResponse(req, cfg, total, enabledFeatures(cfg));
}

function main() {
  const n = Number(process.argv[2] || 60000);
  const rounds = Number(process.argv[3] || 3);
  const reqs = makeRequests(n);
  const h = crypto.createHash('sha256');
  for (let r = 0; r < rounds; r++) {
    for (const raw of reqs) h.update(handleRequest(raw));
  }
  console.log('digest', h.digest('hex').slice(0, 16));
}

main();
