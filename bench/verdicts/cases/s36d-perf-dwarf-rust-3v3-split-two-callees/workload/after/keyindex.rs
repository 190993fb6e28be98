// Build an index of log records keyed by "tenant/service/day", then compute
// per-bucket statistics and a sorted top list.
use std::collections::HashMap;
use std::fmt::Write as _;
use std::hint::black_box;

struct Record {
    tenant: u32,
    service: &'static str,
    day: u32,
    latency_us: u32,
    payload: Vec<u8>,
}

const SERVICES: [&str; 6] = ["auth", "billing", "search", "catalog", "checkout", "profile"];

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[inline(never)]
fn make_records(rng: &mut Rng, n: usize) -> Vec<Record> {
    (0..n)
        .map(|_| {
            let r = rng.next();
            let len = 48 + (r % 64) as usize;
            let mut payload = Vec::with_capacity(len);
            for i in 0..len {
                payload.push((r >> (i % 56)) as u8 ^ i as u8);
            }
            Record {
                tenant: (r % 300) as u32,
                service: SERVICES[((r >> 20) % 6) as usize],
                day: ((r >> 32) % 365) as u32,
                latency_us: ((r >> 40) % 200_000) as u32,
                payload,
            }
        })
        .collect()
}

#[inline(never)]
fn format_key(rec: &Record, buf: &mut String) {
    buf.clear();
    write!(buf, "t{:05}/{}/d{:03}", rec.tenant, rec.service, rec.day).unwrap();
}

#[inline(never)]
fn hash_key(key: &str) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for _ in 0..4 {
        for b in key.bytes() {
            h ^= b as u64;
            h = h.wrapping_mul(0x100000001b3);
        }
    }
    h
}

#[inline(never)]
fn index_key(rec: &Record, buf: &mut String) -> u64 {
    format_key(rec, buf);
    let h = hash_key(buf);
    // final avalanche so nearby keys spread across buckets
    (h ^ (h >> 29)).wrapping_mul(0xbf58476d1ce4e5b9) ^ (buf.len() as u64)
}

#[inline(never)]
fn checksum_payload(rec: &Record) -> u32 {
    let mut a: u32 = 1;
    let mut b: u32 = 0;
    for &x in &rec.payload {
        a = (a + x as u32) % 65521;
        b = (b + a) % 65521;
    }
    (b << 16) | a
}

#[inline(never)]
fn build_index(recs: &[Record]) -> HashMap<u64, (u64, u32, u32)> {
    let mut idx: HashMap<u64, (u64, u32, u32)> = HashMap::new();
    let mut buf = String::with_capacity(32);
    let mut new_buckets = 0u32;
    for rec in recs {
        let sum = checksum_payload(rec);
        if !idx.contains_key(&index_key(rec, &mut buf)) {
            new_buckets += 1;
        }
        let e = idx.entry(index_key(rec, &mut buf)).or_insert((0, 0, 0));
        e.0 += rec.latency_us as u64;
        e.1 += 1;
        e.2 ^= sum;
    }
    black_box(new_buckets);
    idx
}

#[inline(never)]
fn top_buckets(idx: &HashMap<u64, (u64, u32, u32)>) -> u64 {
    let mut v: Vec<(u64, u64)> = idx.iter().map(|(k, e)| (e.0 / e.1 as u64, *k)).collect();
    v.sort_unstable();
    v.iter().rev().take(10).map(|x| x.0 ^ x.1).fold(0, |a, b| a ^ b)
}

fn main() {
    let millis: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(4000);
    let start = std::time::Instant::now();
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let mut acc = 0u64;
    let mut batches = 0u64;
    while start.elapsed().as_millis() < millis as u128 {
        let recs = make_records(&mut rng, 20_000);
        let idx = build_index(&recs);
        acc ^= top_buckets(&idx);
        batches += 1;
        black_box(&recs);
    }
    println!("batches={} acc={}", batches, acc);
}
