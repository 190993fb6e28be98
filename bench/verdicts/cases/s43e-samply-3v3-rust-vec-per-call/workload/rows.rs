// Row scoring workload. Two variants of `decode_row`, chosen at compile time:
//   default (before):       decode_row(line, &mut out) fills a caller-provided Vec (reused).
//   --cfg alloc_per_call:   decode_row(line) -> Vec<u64> allocates a fresh Vec on every call.
use std::env;

fn make_lines(n: usize, seed: u64) -> Vec<String> {
    let mut s = seed;
    let mut lines = Vec::with_capacity(n);
    for _ in 0..n {
        let mut line = String::new();
        for f in 0..24 {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17;
            if f > 0 { line.push(','); }
            line.push_str(&(s % 1_000_000).to_string());
        }
        lines.push(line);
    }
    lines
}

#[cfg(not(alloc_per_call))]
#[inline(never)]
fn decode_row(line: &str, out: &mut Vec<u64>) {
    out.clear();
    let mut cur: u64 = 0;
    for b in line.bytes() {
        if b == b',' { out.push(cur); cur = 0; } else { cur = cur * 10 + (b - b'0') as u64; }
    }
    out.push(cur);
}

#[cfg(alloc_per_call)]
#[inline(never)]
fn decode_row(line: &str) -> Vec<u64> {
    let mut out = Vec::new();
    let mut cur: u64 = 0;
    for b in line.bytes() {
        if b == b',' { out.push(cur); cur = 0; } else { cur = cur * 10 + (b - b'0') as u64; }
    }
    out.push(cur);
    out
}

#[inline(never)]
fn score_row(vals: &[u64]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for _round in 0..6 {
        for &v in vals {
            h ^= v;
            h = h.wrapping_mul(0x100000001b3);
            h = h.rotate_left(17) ^ (h >> 9);
        }
    }
    h
}

#[inline(never)]
fn process_rows(lines: &[String], passes: usize) -> u64 {
    let mut total: u64 = 0;
    #[cfg(not(alloc_per_call))]
    let mut scratch: Vec<u64> = Vec::new();
    for _ in 0..passes {
        for line in lines {
            #[cfg(not(alloc_per_call))]
            {
                decode_row(line, &mut scratch);
                total = total.wrapping_add(score_row(&scratch));
            }
            #[cfg(alloc_per_call)]
            {
                let vals = decode_row(line);
                total = total.wrapping_add(score_row(&vals));
            }
        }
    }
    total
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let passes: usize = args.get(1).map(|s| s.parse().unwrap()).unwrap_or(40);
    let seed: u64 = args.get(2).map(|s| s.parse().unwrap()).unwrap_or(88172645463325252);
    let lines = make_lines(20_000, seed);
    let t = process_rows(&lines, passes);
    println!("checksum {}", t);
}
