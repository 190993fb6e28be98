// Small 4-stage signal pipeline. Built twice: before (default) and after (--cfg more_smoothing),
// where smooth_stage runs ~35% more passes. Same input, same output format.
use std::hint::black_box;

#[cfg(not(more_smoothing))]
const SMOOTH_PASSES: usize = 20;
#[cfg(more_smoothing)]
const SMOOTH_PASSES: usize = 27;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 { self.0 ^= self.0 << 13; self.0 ^= self.0 >> 7; self.0 ^= self.0 << 17; self.0 }
}

#[inline(never)]
fn generate_stage(rng: &mut Rng, n: usize) -> Vec<f64> {
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let mut acc = 0.0;
        for _ in 0..20 { acc += (rng.next() % 1000) as f64 / 1000.0; }
        v.push(acc);
    }
    v
}

#[inline(never)]
fn smooth_stage(v: &mut Vec<f64>) {
    // Each pass recomputes the 3-tap smoothing of the input into `out`; the pass count
    // is a "stability" setting, so extra passes cost time but give the same result.
    let mut out = v.clone();
    for _ in 0..SMOOTH_PASSES {
        let src = black_box(&*v);
        for i in 1..src.len() - 1 {
            out[i] = 0.25 * src[i - 1] + 0.5 * src[i] + 0.25 * src[i + 1];
        }
        black_box(&out);
    }
    *v = out;
}

#[inline(never)]
fn quantize_stage(v: &[f64]) -> Vec<u32> {
    let mut out = Vec::with_capacity(v.len());
    for &x in v {
        let mut q = x;
        for _ in 0..12 { q = (q * 1.0001).sqrt() * q.sqrt() + 0.001; }
        out.push((q * 100.0) as u32);
    }
    out
}

#[inline(never)]
fn checksum_stage(q: &[u32]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &x in q {
        for b in x.to_le_bytes() { h ^= b as u64; h = h.wrapping_mul(0x100000001b3); }
        for _ in 0..6 { h = h.rotate_left(5) ^ (h >> 3); }
    }
    h
}

#[inline(never)]
fn process_block(rng: &mut Rng, n: usize) -> u64 {
    let mut v = generate_stage(rng, n);
    smooth_stage(&mut v);
    let q = quantize_stage(&v);
    checksum_stage(&q)
}

fn main() {
    let blocks: usize = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(400);
    let mut rng = Rng(0x9e3779b97f4a7c15);
    let mut total = 0u64;
    for _ in 0..blocks { total ^= process_block(&mut rng, 20000); }
    println!("blocks={} checksum={:016x}", blocks, total);
}
