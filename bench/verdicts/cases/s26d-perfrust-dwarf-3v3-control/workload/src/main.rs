//! logcrunch: generates access-log lines, parses them, hashes/aggregates them and sorts them.
//! usage: logcrunch LINES ROUNDS
use std::collections::HashMap;
use std::fmt::Write as _;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

const METHODS: [&str; 4] = ["GET", "POST", "PUT", "DELETE"];
const PATHS: [&str; 8] = [
    "/api/users", "/api/orders", "/static/app.js", "/static/app.css", "/login", "/logout",
    "/api/items/search", "/healthz",
];

#[derive(Debug, Clone)]
struct Entry {
    ip: u32,
    method: String,
    path: String,
    status: u16,
    bytes: u64,
    latency_us: u32,
    agent: String,
}

#[inline(never)]
fn generate(rng: &mut Rng, n: usize) -> String {
    let mut out = String::with_capacity(n * 110);
    for _ in 0..n {
        let r = rng.next();
        let s = rng.next();
        let _ = writeln!(
            out,
            "{}.{}.{}.{} {} {}?id={} {} {} {} agent/{}.{}",
            (r >> 56) & 255, (r >> 48) & 255, (r >> 40) & 255, (r >> 32) & 255,
            METHODS[(r & 3) as usize], PATHS[((r >> 2) & 7) as usize], s % 100_000,
            [200, 200, 200, 201, 304, 404, 500][((s >> 20) % 7) as usize],
            (s >> 24) % 65_536, (s >> 40) % 250_000, (s >> 8) & 15, (s >> 12) & 7
        );
    }
    out
}

#[inline(never)]
fn parse_line(line: &str) -> Option<Entry> {
    let mut it = line.split(' ');
    let ip_s = it.next()?;
    let mut ip = 0u32;
    for part in ip_s.split('.') {
        ip = (ip << 8) | part.parse::<u32>().ok()?;
    }
    let method = it.next()?.to_string();
    let path = it.next()?.split('?').next()?.to_string();
    let status = it.next()?.parse().ok()?;
    let bytes = it.next()?.parse().ok()?;
    let latency_us = it.next()?.parse().ok()?;
    let agent = it.next()?.to_string();
    Some(Entry { ip, method, path, status, bytes, latency_us, agent })
}

#[inline(never)]
fn parse_all(text: &str) -> Vec<Entry> {
    text.lines().filter_map(parse_line).collect()
}

#[inline(never)]
fn fnv1a(data: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &b in data {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

/// Content hash of the raw log text, one FNV-1a per line, folded.
#[inline(never)]
fn hash_text(text: &str) -> u64 {
    let mut acc = 0u64;
    for line in text.lines() {
        acc = acc.rotate_left(7) ^ fnv1a(line.as_bytes());
    }
    acc
}

#[inline(never)]
fn hash_entries(entries: &[Entry]) -> u64 {
    let mut acc = 0u64;
    for e in entries {
        acc = acc.rotate_left(5) ^ fnv1a(e.path.as_bytes()) ^ fnv1a(e.agent.as_bytes());
        acc ^= fnv1a(&e.ip.to_le_bytes()).wrapping_add(e.bytes);
    }
    acc
}

#[inline(never)]
fn aggregate(entries: &[Entry]) -> HashMap<(String, u16), (u64, u64)> {
    let mut m: HashMap<(String, u16), (u64, u64)> = HashMap::new();
    for e in entries {
        let key = (format!("{} {}", e.method, e.path), e.status);
        let v = m.entry(key).or_insert((0, 0));
        v.0 += 1;
        v.1 += e.latency_us as u64;
    }
    m
}

#[inline(never)]
fn sort_entries(entries: &mut [Entry]) -> u64 {
    entries.sort_by(|a, b| b.latency_us.cmp(&a.latency_us).then(a.ip.cmp(&b.ip)));
    let mut agents: Vec<&str> = entries.iter().map(|e| e.agent.as_str()).collect();
    agents.sort_unstable();
    agents.dedup();
    entries[0].latency_us as u64 + agents.len() as u64
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let rounds: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let mut rng = Rng(0x2545F4914F6CDD1D);
    let mut check = 0u64;
    let mut groups = 0usize;
    for _ in 0..rounds {
        let text = generate(&mut rng, n);
        check ^= hash_text(&text);
        let mut entries = parse_all(&text);
        check ^= hash_entries(&entries);
        groups += aggregate(&entries).len();
        check = check.wrapping_add(sort_entries(&mut entries));
    }
    println!("lines={} rounds={} groups={} check={:x}", n, rounds, groups, check);
}
