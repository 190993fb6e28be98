// jobq: an async job queue. Four async workers pull jobs from a shared queue;
// each job goes through three async steps, with `await Promise.resolve()`
// between them (no timers, no I/O):
//   decodeStep    : split the CSV payload and parse the fields
//   enrichStep    : look up the category, compute tax and a risk score from the
//                   record's price history
//   summarizeStep : fold the record into per-category totals, render a summary line
//                   and hash it
// --change none   : enrichStep's risk score = mean absolute deviation from the
//                   history's mean
// --change median : the deviation is taken from the history's median instead,
//                   which enrichStep finds by sorting a Float64Array copy of the history

const CATS = ["books", "garden", "tools", "toys", "food", "music", "sport", "office"];
const TAX = new Map(CATS.map((c, i) => [c, 0.05 + 0.02 * i]));

function makeJobs(n) {
  let x = 0x2545f491;
  const rnd = () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return (x >>> 0) / 4294967296; };
  const jobs = [];
  for (let i = 0; i < n; i++) {
    const hist = [];
    for (let k = 0; k < 24; k++) hist.push((100 + rnd() * 900).toFixed(2));
    jobs.push({
      id: i,
      payload: [i, "sku" + Math.floor(rnd() * 5000), CATS[Math.floor(rnd() * CATS.length)],
                (1 + rnd() * 500).toFixed(2), 1 + Math.floor(rnd() * 9), hist.join(":")].join(","),
    });
  }
  return jobs;
}

async function decodeStep(job) {
  const f = job.payload.split(",");
  return {
    id: Number(f[0]), sku: f[1], cat: f[2], price: Number(f[3]), qty: Number(f[4]),
    history: f[5].split(":").map(Number),
  };
}

let MEDIAN = false;

async function enrichStep(rec) {
  // tax and gross amount
  const tax = TAX.get(rec.cat);
  const net = rec.price * rec.qty;
  rec.gross = Math.round(net * (1 + tax) * 100) / 100;
  // shipping class
  let ship;
  if (rec.qty >= 8 || net > 2000) ship = "freight";
  else if (net > 500) ship = "express";
  else if (rec.qty > 3) ship = "parcel";
  else ship = "letter";
  rec.ship = ship;
  // volume discount tier
  let tier = 0;
  if (net > 100) tier = 1;
  if (net > 400) tier = 2;
  if (net > 1200 && rec.qty > 2) tier = 3;
  rec.discount = Math.round(rec.gross * [0, 0.02, 0.05, 0.08][tier] * 100) / 100;
  // price history statistics and risk score
  const h = rec.history;
  let lo = Infinity, hi = -Infinity, sum = 0;
  for (let i = 0; i < h.length; i++) {
    const v = h[i];
    sum += v;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const mean = sum / h.length;
  let center = mean;
  if (MEDIAN) {
    // the change: centre on the median (sorted typed-array copy of the history)
    const s = Float64Array.from(h).sort();
    center = (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
  }
  let dev = 0;
  for (let i = 0; i < h.length; i++) dev += Math.abs(h[i] - center);
  rec.risk = dev / h.length / center;
  rec.spread = (hi - lo) / mean;
  rec.trend = (h[h.length - 1] - h[0]) / mean;
  rec.flag = rec.risk > 0.3 || rec.spread > 1.6 ? "review" : rec.trend < -0.5 ? "watch" : "ok";
  rec.label = rec.cat.toUpperCase() + "/" + rec.sku + "/" + ship + "/T" + tier;
  return rec;
}

function fnv(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); }
  return h >>> 0;
}

async function summarizeStep(rec, acc) {
  let t = acc.get(rec.cat);
  if (!t) { t = { n: 0, gross: 0, review: 0 }; acc.set(rec.cat, t); }
  t.n++; t.gross += rec.gross; if (rec.flag === "review") t.review++;
  const line = `${rec.id}\t${rec.sku}\t${rec.cat}\t${rec.qty}x${rec.price.toFixed(2)}\t${rec.gross.toFixed(2)}\t${rec.risk.toFixed(4)}\t${rec.flag}`;
  acc.hash = (acc.hash + fnv(line)) >>> 0;
}

async function runJob(job, acc) {
  const rec = await decodeStep(job);
  await Promise.resolve();
  await enrichStep(rec);
  await Promise.resolve();
  await summarizeStep(rec, acc);
}

async function worker(queue, acc) {
  while (queue.next < queue.jobs.length) {
    const job = queue.jobs[queue.next++];
    await runJob(job, acc);
  }
}

async function main() {
  const args = process.argv.slice(2);
  let change = "none", n = 60000, rounds = 7;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--change") change = args[++i];
    else if (args[i] === "--jobs") n = Number(args[++i]);
    else if (args[i] === "--rounds") rounds = Number(args[++i]);
    else throw new Error("unknown arg " + args[i]);
  }
  if (change !== "none" && change !== "median") throw new Error("unknown change " + change);
  MEDIAN = change === "median";
  const t0 = process.hrtime.bigint();
  const jobs = makeJobs(n);
  const acc = new Map();
  acc.hash = 0;
  for (let r = 0; r < rounds; r++) {
    const queue = { jobs, next: 0 };
    await Promise.all([worker(queue, acc), worker(queue, acc), worker(queue, acc), worker(queue, acc)]);
  }
  const el = Number(process.hrtime.bigint() - t0) / 1e9;
  let review = 0;
  for (const [, t] of acc) review += t.review;
  console.error(`change=${change} jobs=${n} rounds=${rounds} review=${review} hash=${acc.hash.toString(16)} elapsed=${el.toFixed(2)}s`);
}

main();
