// Session analytics: generate a stream of page-view events, group them into
// batches, and for each batch collect the ids of "interesting" events with a
// reducer, then compute per-batch statistics.
'use strict';

function makeEvents(n, seed) {
  let s = seed;
  const rnd = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const pages = ['/home', '/search', '/item', '/cart', '/checkout', '/help'];
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push({ id: i, user: 'u' + Math.floor(rnd() * 5000), page: pages[Math.floor(rnd() * pages.length)],
               ms: Math.floor(rnd() * 900) + 20 });
  }
  return out;
}

function isInteresting(ev) {
  return ev.ms > 120 && ev.page !== '/help';
}

// Reducer: accumulate the ids of interesting events.
function collectIds(acc, ev) {
  if (isInteresting(ev)) acc.push(ev.id);
  return acc;
}

function batchStats(batch, ids) {
  let total = 0, max = 0;
  const perPage = new Map();
  for (const ev of batch) {
    total += ev.ms;
    if (ev.ms > max) max = ev.ms;
    perPage.set(ev.page, (perPage.get(ev.page) || 0) + ev.ms);
  }
  const users = new Set(batch.map(ev => ev.user));
  const label = JSON.stringify({ n: batch.length, picked: ids.length, users: users.size });
  return { mean: total / batch.length, max, pages: perPage.size, label };
}

function main(rounds) {
  const events = makeEvents(60000, 42);
  const BATCH = 250;
  let picked = 0, meanSum = 0, labels = 0;
  for (let r = 0; r < rounds; r++) {
    for (let off = 0; off < events.length; off += BATCH) {
      const batch = events.slice(off, off + BATCH);
      const ids = batch.reduce(collectIds, []);
      const st = batchStats(batch, ids);
      picked += ids.length; meanSum += st.mean; labels += st.label.length;
    }
  }
  console.log(`picked=${picked} meanSum=${meanSum.toFixed(1)} labels=${labels}`);
}

main(Number(process.argv[2] || 60));
