//! rowdigest: renders every row of a small table as a text line and folds the lines into
//! a digest (as an export job would before writing them out), plus a per-region summary.
//!
//! BEFORE: `render_rows` keeps one `String` buffer, clears it per row and `write!`s into it.
//! AFTER (`--features after`): `render_rows` builds each line with `format!`, a fresh heap
//! allocation (plus regrowth) and a free per row.
struct Row {
    id: u64,
    region: &'static str,
    qty: u32,
    price: f64,
}

fn make_rows(n: usize) -> Vec<Row> {
    const REGIONS: [&str; 6] = ["north", "south", "east", "west", "central", "offshore"];
    let mut s: u64 = 0x243F6A8885A308D3;
    (0..n)
        .map(|i| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            Row {
                id: 100_000 + i as u64,
                region: REGIONS[(s % 6) as usize],
                qty: (s >> 8) as u32 % 500,
                price: ((s >> 20) % 100_000) as f64 / 100.0,
            }
        })
        .collect()
}

#[inline(never)]
fn fold_digest(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

#[cfg(not(feature = "after"))]
#[inline(never)]
fn render_rows(rows: &[Row]) -> u64 {
    use std::fmt::Write as _;
    let mut h = 0xcbf29ce484222325;
    let mut line = String::with_capacity(64);
    for r in rows {
        line.clear();
        write!(line, "{}|{}|{}|{:.2}", r.id, r.region, r.qty, r.price).unwrap();
        h = fold_digest(h, line.as_bytes());
    }
    h
}

#[cfg(feature = "after")]
#[inline(never)]
fn render_rows(rows: &[Row]) -> u64 {
    let mut h = 0xcbf29ce484222325;
    for r in rows {
        let line = format!("{}|{}|{}|{:.2}", r.id, r.region, r.qty, r.price);
        h = fold_digest(h, line.as_bytes());
    }
    h
}

#[inline(never)]
fn summarize(rows: &[Row]) -> f64 {
    let mut totals = std::collections::HashMap::new();
    for r in rows {
        *totals.entry(r.region).or_insert(0.0) += r.qty as f64 * r.price;
    }
    let mut keys: Vec<_> = totals.keys().copied().collect();
    keys.sort();
    keys.iter().map(|k| totals[k]).sum()
}

fn main() {
    let rounds: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(120);
    let rows = make_rows(50_000);
    let mut digest = 0u64;
    let mut total = 0.0;
    for _ in 0..rounds {
        digest = digest.rotate_left(5) ^ render_rows(&rows);
        total += summarize(&rows);
    }
    println!("digest={digest:016x} total={total:.2}");
}
