// Ledger checksum workload. Build with `--cfg clone_values` for the "after" variant, in which
// checksum_record() clones the record's Vec<u64> on every call instead of borrowing it.
use std::env;
use std::hint::black_box;

struct Record {
    id: u64,
    values: Vec<u64>,
}

fn lcg(s: &mut u64) -> u64 {
    *s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *s >> 11
}

#[inline(never)]
fn build_ledger(seed: u64, n: usize, width: usize) -> Vec<Record> {
    let mut s = seed;
    (0..n)
        .map(|i| Record { id: i as u64, values: (0..width).map(|_| lcg(&mut s) % 100_000).collect() })
        .collect()
}

// unchanged: per-record hashing work
#[inline(never)]
fn mix_record(rec: &Record, round: u64) -> u64 {
    let mut h = rec.id ^ round.wrapping_mul(0x9E3779B97F4A7C15);
    for _ in 0..6 {
        for &v in rec.values.iter().step_by(8) {
            h = (h ^ v).wrapping_mul(0x100000001B3).rotate_left(17);
        }
    }
    h
}

#[inline(never)]
fn weigh(vals: &[u64]) -> u64 {
    vals.iter().fold(0u64, |a, &v| a.wrapping_add(v.wrapping_mul(3)))
}

// changed function
#[inline(never)]
fn checksum_record(rec: &Record) -> u64 {
    #[cfg(clone_values)]
    let owned: Vec<u64> = rec.values.clone();
    #[cfg(clone_values)]
    let vals: &[u64] = black_box(&owned[..]);
    #[cfg(not(clone_values))]
    let vals: &[u64] = black_box(&rec.values[..]);
    weigh(vals)
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let rounds: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(600);
    let ledger = build_ledger(seed, 2000, 1024);
    let mut total = 0u64;
    for r in 0..rounds {
        for rec in &ledger {
            total = total.wrapping_add(mix_record(rec, r));
            total = total.wrapping_add(checksum_record(rec));
        }
    }
    println!("clone_values={} total={}", cfg!(clone_values), total);
}
