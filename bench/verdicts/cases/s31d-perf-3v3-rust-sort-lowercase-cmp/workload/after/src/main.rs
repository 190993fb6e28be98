// namesort: builds a list of pseudo-random "user names" (mixed case), builds a trigram
// fingerprint index over them, sorts them case-insensitively, then de-duplicates and
// checksums the sorted list.
use std::cmp::Ordering;
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

#[inline(never)]
fn make_names(n: usize, seed: u64) -> Vec<String> {
    let syll = ["ka", "Lo", "mi", "RA", "te", "Su", "no", "Vi", "de", "Xa", "pe", "Zo"];
    let mut rng = Rng(seed);
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let parts = 3 + (rng.next() % 4) as usize;
        let mut s = String::with_capacity(16);
        for _ in 0..parts {
            s.push_str(syll[(rng.next() % syll.len() as u64) as usize]);
        }
        out.push(s);
    }
    out
}

/// Case-insensitive ordering of two names (now Unicode-aware via to_lowercase).
#[inline(never)]
fn compare_names(a: &str, b: &str) -> Ordering {
    a.to_lowercase().cmp(&b.to_lowercase())
}

/// Trigram fingerprint of every name (a toy search-index build step).
#[inline(never)]
fn trigram_index(names: &[String], buckets: &mut [u32]) -> u64 {
    let mask = buckets.len() - 1;
    let mut acc = 0u64;
    for s in names {
        let b = s.as_bytes();
        for w in b.windows(3) {
            let mut h = (w[0].to_ascii_lowercase() as u64) << 16
                | (w[1].to_ascii_lowercase() as u64) << 8
                | w[2].to_ascii_lowercase() as u64;
            for _ in 0..32 {
                h = (h ^ (h >> 29)).wrapping_mul(0xbf58476d1ce4e5b9);
            }
            buckets[(h as usize) & mask] += 1;
            acc = acc.wrapping_add(h);
        }
    }
    acc
}

#[inline(never)]
fn sort_names(names: &mut Vec<String>) {
    names.sort_by(|a, b| compare_names(a, b));
}

#[inline(never)]
fn dedup_checksum(names: &[String]) -> (usize, u64) {
    let mut uniq = 0usize;
    let mut h: u64 = 0xcbf29ce484222325;
    let mut prev: Option<&String> = None;
    for s in names {
        if prev.map_or(true, |p| !p.eq_ignore_ascii_case(s)) {
            uniq += 1;
        }
        for b in s.bytes() {
            h = (h ^ b as u64).wrapping_mul(0x100000001b3);
        }
        prev = Some(s);
    }
    (uniq, h)
}

fn main() {
    let rounds: usize = env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(4);
    let n: usize = env::args().nth(2).map(|s| s.parse().unwrap()).unwrap_or(400_000);
    let mut total = 0u64;
    let mut buckets = vec![0u32; 1 << 16];
    for r in 0..rounds {
        let mut names = make_names(n, 0x9e3779b97f4a7c15 ^ r as u64);
        total = total.wrapping_add(trigram_index(&names, &mut buckets));
        sort_names(&mut names);
        let (u, h) = dedup_checksum(&names);
        total = total.wrapping_add(h).wrapping_add(u as u64);
    }
    println!("rounds={} n={} checksum={:x}", rounds, n, total);
}
