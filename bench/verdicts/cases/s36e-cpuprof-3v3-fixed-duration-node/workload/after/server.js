'use strict';
// Simulated request handler loop: parse -> route -> handle -> render, for a fixed duration.
const DURATION_MS = Number(process.argv[2] || 4000);
let seed = Number(process.argv[3] || 1);
function rand() { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; }

const USERS = [];
function buildUserTable() {
  for (let i = 0; i < 20000; i++) {
    USERS.push({ id: i, name: 'user' + i, email: 'user' + i + '@example.com', score: Math.floor(rand() * 1000) });
  }
}

function makeRequest(i) {
  const path = ['/users/', '/orders/', '/items/'][i % 3] + Math.floor(rand() * 20000);
  const body = JSON.stringify({ user: 'user' + (i % 20000), qty: i % 7, note: 'n'.repeat(i % 40) });
  return 'POST ' + path + ' HTTP/1.1\r\nHost: api.example.com\r\nContent-Type: application/json\r\n' +
    'X-Request-Id: ' + i.toString(16) + '\r\nContent-Length: ' + body.length + '\r\n\r\n' + body;
}

function parseRequest(raw) {
  const headEnd = raw.indexOf('\r\n\r\n');
  const lines = raw.slice(0, headEnd).split('\r\n');
  const [method, path] = lines[0].split(' ');
  const headers = {};
  for (let i = 1; i < lines.length; i++) {
    const c = lines[i].indexOf(':');
    headers[lines[i].slice(0, c).toLowerCase()] = lines[i].slice(c + 1).trim();
  }
  return { method, path, headers, body: JSON.parse(raw.slice(headEnd + 4)) };
}

function route(req) {
  const parts = req.path.split('/');
  return { kind: parts[1], id: Number(parts[2]) };
}

function computeAggregate(id) {
  let s = 0;
  for (let k = 0; k < 60; k++) {
    const u = USERS[(id + k * 331) % USERS.length];
    s += u.score * (k + 1) % 97;
  }
  return s;
}

function validateRequest(req) {
  const idPattern = new RegExp('^/(users|orders|items)/(\\d{1,6})$');
  const hostPattern = new RegExp('^[a-z0-9-]+(\\.[a-z0-9-]+)*\\.(com|net|org)$', 'i');
  const reqIdPattern = new RegExp('^[0-9a-f]+$');
  if (!idPattern.test(req.path)) throw new Error('bad path ' + req.path);
  if (!hostPattern.test(req.headers['host'])) throw new Error('bad host');
  if (!reqIdPattern.test(req.headers['x-request-id'])) throw new Error('bad request id');
  return true;
}

function handleRequest(req) {
  validateRequest(req);
  const r = route(req);
  const u = USERS[r.id % USERS.length];
  return { status: 200, kind: r.kind, user: u.name, agg: computeAggregate(r.id), qty: req.body.qty };
}

function renderResponse(res) {
  return 'HTTP/1.1 ' + res.status + ' OK\r\nContent-Type: application/json\r\n\r\n' + JSON.stringify(res);
}

function serve(raw) {
  const req = parseRequest(raw);
  const res = handleRequest(req);
  return renderResponse(res);
}

function main() {
  buildUserTable();
  const pool = [];
  for (let i = 0; i < 4096; i++) pool.push(makeRequest(i));
  const start = Date.now();
  let n = 0, bytes = 0;
  while (Date.now() - start < DURATION_MS) {
    for (let k = 0; k < 200; k++) bytes += serve(pool[(n + k) & 4095]).length;
    n += 200;
  }
  console.log(`served ${n} requests, ${bytes} bytes`);
}
main();
