// Log analytics: generate synthetic access-log lines, parse them, aggregate
// per route/status, compute percentiles and a digest.  std only.
use std::collections::HashMap;
use std::env;
use std::fmt::Write as _;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 { self.next() % n }
}

const ROUTES: [&str; 8] = ["/api/users", "/api/orders", "/api/items", "/static/app.js",
                           "/login", "/api/search", "/health", "/api/cart"];
const METHODS: [&str; 4] = ["GET", "POST", "PUT", "DELETE"];

#[inline(never)]
fn generate_lines(rng: &mut Rng, n: usize) -> Vec<String> {
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let mut s = String::with_capacity(96);
        let ip = rng.next();
        let _ = write!(s, "{}.{}.{}.{} - - [{}] \"{} {}/{} HTTP/1.1\" {} {} {}",
            ip & 255, (ip >> 8) & 255, (ip >> 16) & 255, (ip >> 24) & 255,
            1_700_000_000 + rng.below(86_400),
            METHODS[rng.below(4) as usize], ROUTES[rng.below(8) as usize], rng.below(5000),
            [200, 200, 200, 304, 404, 500][rng.below(6) as usize],
            rng.below(20_000), rng.below(900) + 1);
        out.push(s);
    }
    out
}

struct Record<'a> { method: &'a str, route: &'a str, status: u16, bytes: u64, micros: u64 }

#[inline(never)]
fn parse_number(s: &str) -> u64 {
    let mut v = 0u64;
    for b in s.bytes() {
        if b.is_ascii_digit() { v = v * 10 + (b - b'0') as u64; } else { break; }
    }
    v
}

#[inline(never)]
fn parse_line(line: &str) -> Option<Record<'_>> {
    let q1 = line.find('"')?;
    let rest = &line[q1 + 1..];
    let q2 = rest.find('"')?;
    let req = &rest[..q2];
    let mut parts = req.split(' ');
    let method = parts.next()?;
    let path = parts.next()?;
    let route = match path.rfind('/') { Some(i) if i > 0 => &path[..i], _ => path };
    let mut tail = rest[q2 + 1..].split_whitespace();
    let status = parse_number(tail.next()?) as u16;
    let bytes = parse_number(tail.next()?);
    let micros = parse_number(tail.next()?);
    Some(Record { method, route, status, bytes, micros })
}

#[derive(Default)]
struct Agg { count: u64, bytes: u64, errors: u64, lat: Vec<u64> }

#[inline(never)]
fn aggregate<'a>(recs: &[Record<'a>], table: &mut HashMap<(&'a str, &'a str), Agg>) {
    for r in recs {
        let a = table.entry((r.method, r.route)).or_default();
        a.count += 1;
        a.bytes += r.bytes;
        if r.status >= 500 { a.errors += 1; }
        a.lat.push(r.micros);
    }
}

#[inline(never)]
fn percentiles(lat: &mut Vec<u64>) -> [u64; 3] {
    lat.sort_unstable();
    let n = lat.len().max(1);
    [lat[n * 50 / 100], lat[n * 90 / 100], lat[(n * 99 / 100).min(n - 1)]]
}

#[inline(never)]
fn fnv1a(data: &[u8], mut h: u64) -> u64 {
    for &b in data { h ^= b as u64; h = h.wrapping_mul(0x100000001b3); }
    h
}

#[inline(never)]
fn report(table: &mut HashMap<(&str, &str), Agg>) -> u64 {
    let mut keys: Vec<_> = table.keys().cloned().collect();
    keys.sort();
    let mut h = 0xcbf29ce484222325u64;
    for k in keys {
        let a = table.get_mut(&k).unwrap();
        let p = percentiles(&mut a.lat);
        let line = format!("{} {} n={} b={} e={} p50={} p90={} p99={}", k.0, k.1, a.count, a.bytes, a.errors, p[0], p[1], p[2]);
        h = fnv1a(line.as_bytes(), h);
    }
    h
}

#[inline(never)]
fn process_batch(rng: &mut Rng, n: usize) -> u64 {
    let lines = generate_lines(rng, n);
    let recs: Vec<Record> = lines.iter().filter_map(|l| parse_line(l)).collect();
    let mut table = HashMap::new();
    aggregate(&recs, &mut table);
    let mut h = report(&mut table);
    for l in &lines { h = fnv1a(l.as_bytes(), h); }
    h
}

fn main() {
    let batches: usize = env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(60);
    let mut rng = Rng(0x9e3779b97f4a7c15);
    let mut acc = 0u64;
    for _ in 0..batches {
        acc ^= process_batch(&mut rng, 50_000);
    }
    println!("batches={} digest={:016x}", batches, acc);
}
