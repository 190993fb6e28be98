// Seeded workload: generate points, run a fixed number of k-means iterations,
// sort a key vector and fingerprint it. The seed changes only the DATA, never
// the amount of work (fixed N, K, iteration count).
use std::env;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        self.0 = x; x
    }
    fn unit(&mut self) -> f64 { (self.next() >> 11) as f64 / (1u64 << 53) as f64 }
}

const N: usize = 60_000;
const K: usize = 24;
const ITERS: usize = 300;

#[inline(never)]
fn gen_points(rng: &mut Rng) -> Vec<[f64; 4]> {
    (0..N).map(|_| [rng.unit(), rng.unit(), rng.unit(), rng.unit()]).collect()
}

#[inline(never)]
fn assign_clusters(pts: &[[f64; 4]], cents: &[[f64; 4]], out: &mut [usize]) {
    for (i, p) in pts.iter().enumerate() {
        let mut best = 0; let mut bd = f64::MAX;
        for (c, q) in cents.iter().enumerate() {
            let d = (p[0]-q[0]).powi(2) + (p[1]-q[1]).powi(2) + (p[2]-q[2]).powi(2) + (p[3]-q[3]).powi(2);
            if d < bd { bd = d; best = c; }
        }
        out[i] = best;
    }
}

#[inline(never)]
fn update_centroids(pts: &[[f64; 4]], asg: &[usize], cents: &mut [[f64; 4]]) {
    let mut sum = vec![[0.0f64; 4]; K]; let mut cnt = vec![0usize; K];
    for (p, &a) in pts.iter().zip(asg) {
        for d in 0..4 { sum[a][d] += p[d]; }
        cnt[a] += 1;
    }
    for c in 0..K { if cnt[c] > 0 { for d in 0..4 { cents[c][d] = sum[c][d] / cnt[c] as f64; } } }
}

#[inline(never)]
fn sort_keys(rng: &mut Rng, rounds: usize) -> u64 {
    let mut acc = 0u64;
    for _ in 0..rounds {
        let mut v: Vec<u64> = (0..200_000).map(|_| rng.next()).collect();
        v.sort_unstable();
        acc = acc.wrapping_add(v[v.len() / 2]);
    }
    acc
}

#[inline(never)]
fn fingerprint(asg: &[usize], rounds: usize) -> u64 {
    let mut h = 0xcbf29ce484222325u64;
    for r in 0..rounds { for &a in asg { h ^= (a + r) as u64; h = h.wrapping_mul(0x100000001b3); h ^= h >> 31; } }
    h
}

fn main() {
    let seed: u64 = env::args().nth(1).expect("seed").parse().unwrap();
    let mut rng = Rng(seed.wrapping_mul(0x9E3779B97F4A7C15) | 1);
    let pts = gen_points(&mut rng);
    let mut cents: Vec<[f64; 4]> = pts[..K].to_vec();
    let mut asg = vec![0usize; N];
    for _ in 0..ITERS {
        assign_clusters(&pts, &cents, &mut asg);
        update_centroids(&pts, &asg, &mut cents);
    }
    let s = sort_keys(&mut rng, 150);
    let f = fingerprint(&asg, 3000);
    println!("seed={} sortacc={} fp={:x} c0={:.4}", seed, s, f, cents[0][0]);
}
