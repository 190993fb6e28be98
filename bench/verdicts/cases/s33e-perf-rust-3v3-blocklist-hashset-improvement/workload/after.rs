// Filters a stream of events against a blocklist of user ids, then aggregates per bucket.
use std::collections::HashSet;

struct Event { user: u64, bucket: u32, value: u32 }

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13; self.0 ^= self.0 >> 7; self.0 ^= self.0 << 17; self.0
    }
}

#[inline(never)]
fn gen_events(rng: &mut Rng, n: usize, out: &mut Vec<Event>) {
    out.clear();
    for _ in 0..n {
        // decode: a few mixing rounds stand in for parsing a wire record
        let mut r = rng.next();
        for _ in 0..12 { r = (r ^ (r >> 31)).wrapping_mul(0x9E3779B97F4A7C15).rotate_left(17); }
        out.push(Event { user: (r >> 20) % 50_000, bucket: (r % 64) as u32, value: ((r >> 8) % 1000) as u32 });
    }
}

#[inline(never)]
fn build_blocklist(rng: &mut Rng, n: usize) -> Vec<u64> {
    let mut v = Vec::with_capacity(n);
    while v.len() < n {
        let u = (rng.next() >> 20) % 50_000;
        if !v.contains(&u) { v.push(u); }
    }
    v
}

#[inline(never)]
fn filter_blocked(events: &[Event], blocked: &HashSet<u64>, out: &mut Vec<(u32, u32)>) {
    out.clear();
    for e in events {
        if !blocked.contains(&e.user) {
            out.push((e.bucket, e.value));
        }
    }
}

#[inline(never)]
fn aggregate(kept: &[(u32, u32)], totals: &mut [u64; 64], maxes: &mut [u32; 64]) {
    for &(bucket, value) in kept {
        let b = bucket as usize & 63;
        totals[b] += value as u64;
        if value > maxes[b] { maxes[b] = value; }
    }
}

fn main() {
    let rounds: usize = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(400);
    let mut rng = Rng(0x9E3779B97F4A7C15);
    // changed: membership test via a HashSet instead of a linear Vec::contains scan
    let blocked: HashSet<u64> = build_blocklist(&mut rng, 120).into_iter().collect();
    let mut events = Vec::new();
    let mut kept = Vec::new();
    let mut totals = [0u64; 64];
    let mut maxes = [0u32; 64];
    let mut n_kept = 0usize;
    for _ in 0..rounds {
        gen_events(&mut rng, 100_000, &mut events);
        filter_blocked(&events, &blocked, &mut kept);
        n_kept += kept.len();
        aggregate(&kept, &mut totals, &mut maxes);
    }
    println!("kept={} total={} max0={}", n_kept, totals.iter().sum::<u64>(), maxes[0]);
}
