// Tally workload: scores a stream of synthetic events.
// Built twice from this one file:
//   before: rustc ... tally.rs            (no map lookup)
//   after:  rustc ... --cfg lookup tally.rs (adds a HashMap lookup per item in score_event)
use std::collections::HashMap;
use std::hint::black_box;

#[derive(Clone, Copy)]
struct Event {
    user: u64,
    kind: u32,
    value: u32,
}

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
fn make_events(n: usize, seed: u64) -> Vec<Event> {
    let mut r = Rng(seed);
    (0..n)
        .map(|_| {
            let a = r.next();
            Event { user: a % 4096, kind: (a >> 32) as u32 % 64, value: (a >> 40) as u32 }
        })
        .collect()
}

#[inline(never)]
fn make_weights() -> HashMap<u64, u64> {
    let mut m = HashMap::new();
    for u in 0..4096u64 {
        m.insert(u, (u * 2654435761) % 97 + 1);
    }
    m
}

#[inline(never)]
fn score_event(e: &Event, weights: &HashMap<u64, u64>) -> u64 {
    // base arithmetic mixing, same in both variants
    let mut h = (e.user ^ ((e.kind as u64) << 17)).wrapping_mul(0x9E3779B97F4A7C15);
    for i in 0..24u64 {
        h = (h ^ (h >> 29)).wrapping_mul(0xBF58476D1CE4E5B9).wrapping_add(e.value as u64 + i);
    }
    #[cfg(lookup)]
    {
        // the change: a per-item HashMap lookup of the user's weight
        h = h.wrapping_add(*weights.get(&e.user).unwrap_or(&1));
    }
    #[cfg(not(lookup))]
    {
        let _ = weights;
    }
    h
}

#[inline(never)]
fn bucket_totals(events: &[Event], scores: &[u64]) -> u64 {
    let mut buckets = [0u64; 64];
    for (e, s) in events.iter().zip(scores) {
        let b = e.kind as usize;
        buckets[b] = buckets[b].wrapping_add(*s >> 3);
        for _ in 0..48 {
            buckets[b] = buckets[b].rotate_left(7) ^ (*s);
        }
    }
    buckets.iter().fold(0u64, |a, b| a ^ b)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rounds: usize = args.get(1).map(|s| s.parse().unwrap()).unwrap_or(40);
    let events = make_events(200_000, 0x5EED_1234);
    let weights = make_weights();
    let mut total = 0u64;
    let mut scores = vec![0u64; events.len()];
    for _ in 0..rounds {
        for (i, e) in events.iter().enumerate() {
            scores[i] = score_event(black_box(e), &weights);
        }
        total = total.wrapping_add(bucket_totals(&events, &scores));
    }
    println!("total={:x}", black_box(total));
}
