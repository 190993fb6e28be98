// Control workload: identical amount and kind of work for every seed.
// Usage: inventory_sim <seed> <rounds>
use std::env;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545F4914F6CDD1D)
    }
}

#[inline(never)]
fn generate_orders(rng: &mut Rng, n: usize) -> Vec<u64> {
    (0..n).map(|_| rng.next() % 1_000_000).collect()
}

#[inline(never)]
fn sort_orders(v: &mut Vec<u64>) {
    v.sort_unstable();
}

#[inline(never)]
fn checksum_orders(v: &[u64]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &x in v {
        for b in x.to_le_bytes() {
            h ^= b as u64;
            h = h.wrapping_mul(0x100000001b3);
        }
    }
    h
}

#[inline(never)]
fn matrix_step(a: &mut [f64], b: &[f64], n: usize) {
    let mut out = vec![0.0f64; n * n];
    for i in 0..n {
        for k in 0..n {
            let aik = a[i * n + k];
            for j in 0..n {
                out[i * n + j] += aik * b[k * n + j];
            }
        }
    }
    let s: f64 = out.iter().sum::<f64>().abs() + 1.0;
    for (x, o) in a.iter_mut().zip(out.iter()) {
        *x = o / s;
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let seed: u64 = args.get(1).map(|s| s.parse().unwrap()).unwrap_or(1);
    let rounds: usize = args.get(2).map(|s| s.parse().unwrap()).unwrap_or(40);
    let mut rng = Rng(seed.wrapping_mul(0x9E3779B97F4A7C15) | 1);
    let n = 96;
    let mut a: Vec<f64> = (0..n * n).map(|_| (rng.next() % 1000) as f64 / 1000.0).collect();
    let b: Vec<f64> = (0..n * n).map(|_| (rng.next() % 1000) as f64 / 1000.0).collect();
    let mut acc = 0u64;
    for _ in 0..rounds {
        let mut v = generate_orders(&mut rng, 400_000);
        sort_orders(&mut v);
        acc ^= checksum_orders(&v);
        matrix_step(&mut a, &b, n);
    }
    println!("seed={} rounds={} acc={:x} a0={:.6}", seed, rounds, acc, a[0]);
}
