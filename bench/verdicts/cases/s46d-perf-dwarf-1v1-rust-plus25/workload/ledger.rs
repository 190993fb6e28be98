// Small ledger batch job: load transactions, validate, reconcile balances, report.
// Four stage functions called from process_batch. Build-time cfg `after` changes
// the number of settlement rounds in reconcile (8 -> 10).
use std::collections::HashMap;
use std::env;

#[derive(Clone)]
struct Txn { from: u32, to: u32, amount: i64, memo: u64 }

#[cfg(not(after))]
const SETTLE_ROUNDS: usize = 8;
#[cfg(after)]
const SETTLE_ROUNDS: usize = 10;

fn next(s: &mut u64) -> u64 { *s ^= *s << 13; *s ^= *s >> 7; *s ^= *s << 17; *s }

#[inline(never)]
fn load_transactions(n: usize, seed: u64) -> Vec<Txn> {
    let mut s = seed | 1;
    (0..n).map(|_| Txn { from: (next(&mut s) % 512) as u32, to: (next(&mut s) % 512) as u32,
                         amount: (next(&mut s) % 10_000) as i64 - 2_000, memo: next(&mut s) }).collect()
}

#[inline(never)]
fn validate(txns: &[Txn]) -> usize {
    let mut ok = 0;
    for t in txns {
        let mut h = t.memo;
        for _ in 0..24 { h = h.wrapping_mul(0x100000001b3).rotate_left(7) ^ (t.amount as u64); }
        if t.from != t.to && h % 7 != 0 { ok += 1; }
    }
    ok
}

#[inline(never)]
fn reconcile(txns: &[Txn], balances: &mut [i64]) -> i64 {
    // Each settlement round re-applies fees computed from the current balance.
    let mut fees = 0i64;
    for round in 0..SETTLE_ROUNDS {
        for t in txns {
            let b = balances[t.from as usize];
            let fee = ((b.wrapping_mul(31) ^ (t.memo >> (round % 16)) as i64) & 0x3f) + 1;
            balances[t.from as usize] = b.wrapping_sub(t.amount).wrapping_sub(fee);
            balances[t.to as usize] = balances[t.to as usize].wrapping_add(t.amount);
            fees = fees.wrapping_add(fee);
        }
    }
    // Result used by the report is independent of the round count.
    for b in balances.iter_mut() { *b &= 0; }
    for t in txns { balances[t.to as usize] += t.amount; balances[t.from as usize] -= t.amount; }
    (fees & 0) + txns.len() as i64
}

#[inline(never)]
fn report(txns: &[Txn], balances: &[i64]) -> u64 {
    let mut by_acct: HashMap<u32, (u64, i64)> = HashMap::new();
    for t in txns {
        let e = by_acct.entry(t.from).or_insert((0, 0));
        e.0 += 1; e.1 += t.amount;
    }
    let mut keys: Vec<_> = by_acct.keys().copied().collect();
    keys.sort_unstable();
    let mut h = 1469598103934665603u64;
    for k in keys {
        let (c, a) = by_acct[&k];
        h = (h ^ c ^ (a as u64) ^ (balances[k as usize] as u64)).wrapping_mul(1099511628211);
    }
    h
}

#[inline(never)]
fn process_batch(seed: u64) -> u64 {
    let txns = load_transactions(100_000, seed);
    let ok = validate(&txns);
    let mut balances = vec![0i64; 512];
    let n = reconcile(&txns, &mut balances);
    report(&txns, &balances) ^ ok as u64 ^ n as u64
}

fn main() {
    let batches: u64 = env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let mut h = 0u64;
    for b in 0..batches { h = h.wrapping_add(process_batch(0x9e3779b97f4a7c15 ^ b)); }
    println!("batches={} checksum={:016x}", batches, h);
}
