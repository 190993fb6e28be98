// gridsim: a small deterministic simulation batch.
// Usage: gridsim SEED [rounds]
// The SEED changes only the random data; every round does exactly the same amount and kind
// of work (same sizes, same loop counts) regardless of the seed.
use std::env;

struct Rng(u64);
impl Rng {
    #[inline(always)]
    fn next(&mut self) -> u64 {
        // xorshift64*
        let mut x = self.0;
        x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545F4914F6CDD1D)
    }
    fn f64(&mut self) -> f64 { (self.next() >> 11) as f64 / (1u64 << 53) as f64 }
}

const N: usize = 200_000;
const GRID: usize = 160;

#[inline(never)]
fn spawn_particles(rng: &mut Rng, out: &mut Vec<(f64, f64, f64, f64)>) {
    out.clear();
    for _ in 0..N {
        out.push((rng.f64(), rng.f64(), rng.f64() - 0.5, rng.f64() - 0.5));
    }
}

#[inline(never)]
fn advance(ps: &mut [(f64, f64, f64, f64)], steps: usize) {
    for _ in 0..steps {
        for p in ps.iter_mut() {
            p.0 += p.2 * 0.01;
            p.1 += p.3 * 0.01;
            if p.0 < 0.0 || p.0 >= 1.0 { p.2 = -p.2; p.0 = p.0.clamp(0.0, 0.999_999); }
            if p.1 < 0.0 || p.1 >= 1.0 { p.3 = -p.3; p.1 = p.1.clamp(0.0, 0.999_999); }
        }
    }
}

#[inline(never)]
fn bin_density(ps: &[(f64, f64, f64, f64)], grid: &mut [u32]) {
    for g in grid.iter_mut() { *g = 0; }
    for p in ps {
        let gx = (p.0 * GRID as f64) as usize;
        let gy = (p.1 * GRID as f64) as usize;
        grid[gy * GRID + gx] += 1;
    }
}

#[inline(never)]
fn smooth(grid: &[u32], out: &mut [f64], passes: usize) {
    for (o, g) in out.iter_mut().zip(grid) { *o = *g as f64; }
    let mut tmp = vec![0.0f64; GRID * GRID];
    for _ in 0..passes {
        for y in 1..GRID - 1 {
            for x in 1..GRID - 1 {
                let i = y * GRID + x;
                tmp[i] = 0.2 * (out[i] + out[i - 1] + out[i + 1] + out[i - GRID] + out[i + GRID]);
            }
        }
        out.copy_from_slice(&tmp);
    }
}

#[inline(never)]
fn rank_speeds(ps: &[(f64, f64, f64, f64)], buf: &mut Vec<f64>) -> f64 {
    buf.clear();
    buf.extend(ps.iter().map(|p| (p.2 * p.2 + p.3 * p.3).sqrt()));
    buf.sort_unstable_by(|a, b| a.partial_cmp(b).unwrap());
    buf[buf.len() / 2]
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let rounds: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let mut rng = Rng(seed.wrapping_mul(0x9E3779B97F4A7C15) | 1);
    let mut ps = Vec::with_capacity(N);
    let mut grid = vec![0u32; GRID * GRID];
    let mut dens = vec![0.0f64; GRID * GRID];
    let mut buf = Vec::with_capacity(N);
    let mut acc = 0.0;
    for _ in 0..rounds {
        spawn_particles(&mut rng, &mut ps);
        advance(&mut ps, 12);
        bin_density(&ps, &mut grid);
        smooth(&grid, &mut dens, 12);
        acc += rank_speeds(&ps, &mut buf);
        acc += dens[(GRID / 2) * GRID + GRID / 2];
    }
    println!("seed {} rounds {} acc {:.6}", seed, rounds, acc);
}
