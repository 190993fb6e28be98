// Synthetic access-log analytics: generate lines, parse, aggregate per route, summarize.
use std::collections::HashMap;
use std::env;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

const ROUTES: [&str; 12] = [
    "/api/users", "/api/orders", "/api/items", "/static/app.js", "/static/site.css",
    "/login", "/logout", "/api/search", "/api/cart", "/health", "/metrics", "/api/admin/stats",
];
const METHODS: [&str; 4] = ["GET", "POST", "PUT", "DELETE"];

#[inline(never)]
fn generate_line(rng: &mut Rng, out: &mut String) {
    out.clear();
    let r = rng.next();
    let route = ROUTES[(r % ROUTES.len() as u64) as usize];
    let method = METHODS[((r >> 8) % 4) as usize];
    let status = [200u32, 200, 200, 201, 304, 404, 500][((r >> 16) % 7) as usize];
    let latency = (r >> 24) % 5000;
    let bytes = (r >> 40) % 100_000;
    use std::fmt::Write;
    let _ = write!(out, "10.0.{}.{} - - [12/Mar/2024:10:{:02}:{:02}] \"{} {}?id={} HTTP/1.1\" {} {} {}ms",
        (r >> 4) & 255, (r >> 12) & 255, (r >> 20) % 60, (r >> 28) % 60,
        method, route, (r >> 32) % 10000, status, bytes, latency);
}

struct Entry<'a> {
    method: &'a str,
    path: &'a str,
    status: u32,
    bytes: u64,
    latency_ms: u64,
}

#[inline(never)]
fn parse_number(s: &str) -> u64 {
    let mut v = 0u64;
    for b in s.bytes() {
        if b.is_ascii_digit() { v = v * 10 + (b - b'0') as u64; } else { break; }
    }
    v
}

#[inline(never)]
fn parse_line(line: &str) -> Option<Entry<'_>> {
    let q1 = line.find('"')?;
    let rest = &line[q1 + 1..];
    let q2 = rest.find('"')?;
    let req = &rest[..q2];
    let mut parts = req.split(' ');
    let method = parts.next()?;
    let target = parts.next()?;
    let path = target.split('?').next()?;
    let mut tail = rest[q2 + 1..].split_whitespace();
    let status = parse_number(tail.next()?) as u32;
    let bytes = parse_number(tail.next()?);
    let latency_ms = parse_number(tail.next()?);
    Some(Entry { method, path, status, bytes, latency_ms })
}

#[derive(Default)]
struct RouteStats {
    count: u64,
    errors: u64,
    bytes: u64,
    latencies: Vec<u32>,
}

#[inline(never)]
fn aggregate(stats: &mut HashMap<String, RouteStats>, e: &Entry) {
    let key = normalize_key(e.method, e.path);
    let s = stats.entry(key).or_default();
    s.count += 1;
    if e.status >= 500 { s.errors += 1; }
    s.bytes += e.bytes;
    s.latencies.push(e.latency_ms as u32);
}

#[inline(never)]
fn normalize_key(method: &str, path: &str) -> String {
    let mut k = String::with_capacity(method.len() + path.len() + 1);
    k.push_str(method);
    k.push(' ');
    for c in path.chars() { k.push(c.to_ascii_lowercase()); }
    k
}

#[inline(never)]
fn percentile(sorted: &[u32], p: f64) -> u32 {
    if sorted.is_empty() { return 0; }
    let idx = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[idx]
}

#[inline(never)]
fn summarize(stats: &mut HashMap<String, RouteStats>) -> u64 {
    let mut keys: Vec<&String> = stats.keys().collect();
    keys.sort();
    let keys: Vec<String> = keys.into_iter().cloned().collect();
    let mut acc = 0u64;
    for k in keys {
        let s = stats.get_mut(&k).unwrap();
        s.latencies.sort_unstable();
        let p50 = percentile(&s.latencies, 0.5);
        let p99 = percentile(&s.latencies, 0.99);
        acc = acc.wrapping_mul(31).wrapping_add(s.count ^ s.errors ^ s.bytes ^ p50 as u64 ^ ((p99 as u64) << 20));
    }
    acc
}

#[inline(never)]
fn process_batch(rng: &mut Rng, n: usize, buf: &mut String) -> u64 {
    let mut stats: HashMap<String, RouteStats> = HashMap::new();
    for _ in 0..n {
        generate_line(rng, buf);
        if let Some(e) = parse_line(buf) {
            aggregate(&mut stats, &e);
        }
    }
    summarize(&mut stats)
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let batches: usize = args.get(1).map(|s| s.parse().unwrap()).unwrap_or(40);
    let per_batch: usize = args.get(2).map(|s| s.parse().unwrap()).unwrap_or(50_000);
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let mut buf = String::with_capacity(256);
    let mut total = 0u64;
    for _ in 0..batches {
        total = total.wrapping_add(process_batch(&mut rng, per_batch, &mut buf));
    }
    println!("checksum {:016x}", total);
}
