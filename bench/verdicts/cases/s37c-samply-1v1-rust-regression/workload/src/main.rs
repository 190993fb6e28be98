// logcrunch: a small synthetic log-processing pipeline.
// Each batch: generate text lines, parse fields, checksum the raw bytes,
// aggregate into a hash table, and sort a window of values.
use std::collections::HashMap;
use std::hint::black_box;

#[cfg(not(feature = "after"))]
const CHECKSUM_ROUNDS: u32 = 20;
#[cfg(feature = "after")]
const CHECKSUM_ROUNDS: u32 = 30;

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
fn generate_lines(rng: &mut Rng, n: usize, out: &mut String) {
    use std::fmt::Write;
    out.clear();
    for _ in 0..n {
        let a = rng.next();
        let _ = write!(out, "id={} host=h{} lat={} code={} path=/api/v{}/item/{}\n",
            a % 100000, (a >> 20) % 64, (a >> 30) % 5000, 200 + (a >> 40) % 5, (a >> 50) % 3, (a >> 8) % 997);
    }
}

#[inline(never)]
fn parse_fields(text: &str, out: &mut Vec<(u64, u64, u64)>) {
    out.clear();
    for line in text.lines() {
        let mut id = 0u64; let mut host = 0u64; let mut lat = 0u64;
        for kv in line.split(' ') {
            if let Some((k, v)) = kv.split_once('=') {
                match k {
                    "id" => id = v.parse().unwrap_or(0),
                    "host" => host = v[1..].parse().unwrap_or(0),
                    "lat" => lat = v.parse().unwrap_or(0),
                    _ => {}
                }
            }
        }
        out.push((id, host, lat));
    }
}

#[inline(never)]
fn checksum_block(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for chunk in bytes.chunks_exact(8) {
        let mut w = u64::from_le_bytes(chunk.try_into().unwrap());
        for _ in 0..CHECKSUM_ROUNDS {
            w = w.wrapping_mul(0x9E3779B97F4A7C15).rotate_left(31) ^ (w >> 29);
        }
        h = (h ^ w).wrapping_mul(0x100000001b3);
    }
    h
}

#[inline(never)]
fn aggregate(rows: &[(u64, u64, u64)], table: &mut HashMap<u64, (u64, u64)>) {
    for &(id, host, lat) in rows {
        let e = table.entry(id ^ (host << 32)).or_insert((0, 0));
        e.0 += 1;
        e.1 += lat;
    }
    if table.len() > 200_000 { table.clear(); }
}

#[inline(never)]
fn sort_window(rows: &[(u64, u64, u64)], scratch: &mut Vec<u64>) -> u64 {
    scratch.clear();
    scratch.extend(rows.iter().map(|r| r.2.wrapping_mul(2654435761) ^ r.0));
    scratch.sort_unstable();
    scratch[scratch.len() / 2]
}

fn main() {
    let batches: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(4000);
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut text = String::new();
    let mut rows = Vec::new();
    let mut table = HashMap::new();
    let mut scratch = Vec::new();
    let mut acc = 0u64;
    for _ in 0..batches {
        generate_lines(&mut rng, 2000, &mut text);
        parse_fields(&text, &mut rows);
        acc ^= checksum_block(text.as_bytes());
        aggregate(&rows, &mut table);
        acc ^= sort_window(&rows, &mut scratch);
    }
    println!("batches={} acc={:x} table={}", batches, black_box(acc), table.len());
}
