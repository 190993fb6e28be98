// Small CPU workload for a control case: three functions of our own do the work.
// The seed only changes data values; the amount of work is fixed by the iteration count.
// usage: work <iters> <seed>
use std::env;

const N: usize = 4096;

#[inline(never)]
fn fill_data(buf: &mut [u64], seed: u64) {
    let mut x = seed | 1;
    for v in buf.iter_mut() {
        for _ in 0..4 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
        }
        *v = x;
    }
}

#[inline(never)]
fn hash_data(buf: &[u64]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &v in buf {
        for b in 0..8 {
            h ^= (v >> (8 * b)) & 0xff;
            h = h.wrapping_mul(0x100000001b3);
        }
    }
    h
}

#[inline(never)]
fn fold_mod(buf: &[u64]) -> u64 {
    let mut s: u64 = 0;
    for &v in buf {
        s = (s.wrapping_mul(31).wrapping_add(v & 0xffff_ffff)) % 1_000_000_007;
    }
    s
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let iters: usize = args.get(1).map(|s| s.parse().unwrap()).unwrap_or(10000);
    let seed: u64 = args.get(2).map(|s| s.parse().unwrap()).unwrap_or(1);
    let mut buf = vec![0u64; N];
    let mut check = 0u64;
    for it in 0..iters {
        fill_data(&mut buf, seed.wrapping_add((it as u64).wrapping_mul(0x9E3779B97F4A7C15)));
        check ^= hash_data(&buf);
        check = check.wrapping_add(fold_mod(&buf));
    }
    println!("iters={} seed={} check={}", iters, seed, check);
}
