// s39b-samply-3v3-vec-clone workload.
// Usage: vecclone <before|after> <rounds>
// In "after", lookup_score() clones the 2048-element (u32, 8 KiB) weight vector on every
// call before reading from it (a typical accidental `.clone()` to satisfy the
// borrow checker). Everything else is identical.
use std::hint::black_box;

struct Table {
    weights: Vec<u32>,
}

#[inline(never)]
fn build_table(n: usize) -> Table {
    let mut w = Vec::with_capacity(n);
    let mut x: u64 = 0x1234_5678_9abc_def0;
    for _ in 0..n {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        w.push((x >> 17) as u32);
    }
    Table { weights: w }
}

#[inline(never)]
fn hash_key(k: u64) -> u64 {
    let mut h = k.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    for i in 0..1200u64 {
        h ^= h >> 29;
        h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9).wrapping_add(i);
    }
    h
}

#[inline(never)]
fn lookup_score(table: &Table, h: u64, clone_first: bool) -> u64 {
    let mut s = 0u64;
    if clone_first {
        let w: Vec<u32> = table.weights.clone();
        let w = black_box(w);
        for j in 0..64u64 {
            let idx = (h.wrapping_add(j.wrapping_mul(0x9E37)) as usize) % w.len();
            s = s.rotate_left(5) ^ (w[idx] as u64);
        }
    } else {
        let w = black_box(&table.weights);
        for j in 0..64u64 {
            let idx = (h.wrapping_add(j.wrapping_mul(0x9E37)) as usize) % w.len();
            s = s.rotate_left(5) ^ (w[idx] as u64);
        }
    }
    s
}

#[inline(never)]
fn mix_result(s: u64) -> u64 {
    let mut x = s;
    for i in 0..900u64 {
        x = x.wrapping_mul(0x94D0_49BB_1331_11EB).wrapping_add(x >> 31) ^ i;
    }
    x
}

#[inline(never)]
fn run(table: &Table, rounds: u64, clone_first: bool) -> u64 {
    let mut acc = 0u64;
    for k in 0..rounds {
        let h = hash_key(k);
        let s = lookup_score(table, h, clone_first);
        acc = acc.wrapping_add(mix_result(s));
    }
    acc
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let clone_first = args.get(1).map(|s| s == "after").unwrap_or(false);
    let rounds: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1_000_000);
    let table = build_table(2048);
    let acc = run(&table, black_box(rounds), black_box(clone_first));
    println!("mode={} rounds={} acc={}", if clone_first { "after" } else { "before" }, rounds, acc);
}
