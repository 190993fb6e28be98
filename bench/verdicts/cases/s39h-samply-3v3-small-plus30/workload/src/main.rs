// rwork: 4 stages over integer data, repeated ROUNDS times.
// `before` and `after` run the same binary; `--after` makes `smooth_signal` do 30% more
// passes (39 instead of 30). Nothing else changes.
use std::env;
use std::hint::black_box;

#[inline(never)]
fn fill_table(v: &mut [u64], seed: u64) {
    let mut x = seed | 1;
    for _ in 0..6 {
        for e in v.iter_mut() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *e = e.wrapping_add(x);
        }
    }
}

#[inline(never)]
fn smooth_signal(v: &mut [u64], passes: usize) {
    for p in 0..passes {
        let mut prev = p as u64;
        for i in 1..v.len() - 1 {
            let cur = v[i];
            v[i] = (prev.wrapping_mul(3) ^ cur.wrapping_mul(5) ^ v[i + 1].wrapping_mul(7)).rotate_left(11);
            prev = cur;
        }
        black_box(&v);
    }
}

#[inline(never)]
fn count_digits(v: &[u64]) -> u64 {
    let mut total = 0u64;
    for _ in 0..2 {
        for &e in v {
            let mut x = e;
            while x != 0 {
                total += x % 10;
                x /= 10;
            }
        }
    }
    total
}

#[inline(never)]
fn fold_checksum(v: &[u64]) -> u64 {
    let mut h = 0xcbf29ce484222325u64;
    for _ in 0..5 {
        for &e in v {
            for b in e.to_le_bytes() {
                h ^= b as u64;
                h = h.wrapping_mul(0x100000001b3);
            }
        }
    }
    h
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let after = args.iter().any(|a| a == "--after");
    let rounds: usize = args.iter().find_map(|a| a.strip_prefix("--rounds=")).map(|s| s.parse().unwrap()).unwrap_or(20);
    let passes = if after { 39 } else { 30 };
    let mut v = vec![0u64; 1 << 16];
    let mut acc = 0u64;
    for r in 0..rounds {
        fill_table(&mut v, 0x9E3779B97F4A7C15 ^ r as u64);
        smooth_signal(&mut v, passes);
        acc = acc.wrapping_add(count_digits(&v));
        acc ^= fold_checksum(&v);
    }
    println!("variant={} passes={} rounds={} acc={}", if after { "after" } else { "before" }, passes, rounds, acc);
}
