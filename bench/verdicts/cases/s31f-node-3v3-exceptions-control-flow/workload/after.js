// Key=value log parser: each line is "k1=v1|k2=v2|...". Values are JSON (numbers, objects, arrays,
// quoted strings), except an optional free-text note. AFTER: parseValue just tries JSON.parse on every value and returns
// the raw text when it throws (exceptions as control flow); the free-text
// note field (on one line in sixteen) is not JSON and throws.
'use strict';

function makeLines(n) {
  const words = ['alpha', 'beta', 'gamma', 'delta', 'ok', 'timeout', 'GET', 'POST', 'eu-west', 'us-east'];
  const lines = [];
  for (let i = 0; i < n; i++) {
    const parts = [
      `id=${i}`,
      `host="${words[i % 10]}-${i % 37}"`,
      `lat=${(i * 7) % 1000 / 10}`,
      `tags=["${words[i % 7]}","${words[(i + 3) % 10]}","${words[(i + 5) % 10]}"]`,
      `meta={"a":${i % 11},"b":"${words[i % 5]}","c":[${i % 3},${i % 5},${i % 7}],"d":{"x":${i},"y":"${words[i % 9]}"}}`,
      `status="${words[(i * 3) % 10]}"`,
    ];
    // one line in sixteen carries a free-text note (bare text, not JSON)
    if (i % 16 === 0) parts.push(`note=${words[i % 4]} ${words[(i + 1) % 9]} ${i % 100}`);
    lines.push(parts.join('|'));
  }
  return lines;
}

function parseValue(s) {
  try {
    return JSON.parse(s);
  } catch (e) {
    return s;
  }
}

function parseLine(line) {
  const rec = {};
  const fields = line.split('|');
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i];
    const eq = f.indexOf('=');
    rec[f.slice(0, eq)] = parseValue(f.slice(eq + 1));
  }
  return rec;
}

function aggregate(recs) {
  const byHost = new Map();
  let lat = 0, tagCount = 0;
  for (const r of recs) {
    byHost.set(r.host, (byHost.get(r.host) || 0) + 1);
    lat += r.lat;
    tagCount += r.tags.length + r.meta.a;
  }
  return byHost.size + lat + tagCount;
}

function main() {
  const rounds = +(process.argv[2] || 40);
  const lines = makeLines(20000);
  const t0 = Date.now();
  let acc = 0;
  for (let r = 0; r < rounds; r++) {
    const recs = lines.map(parseLine);
    acc += aggregate(recs);
  }
  console.log(`acc=${acc} elapsed=${(Date.now() - t0) / 1000}s`);
}

main();
