//! ledger.rs: settles a synthetic ledger of loan accounts in blocks.
//!
//! Per block: gen_block() synthesises entries, solve_rates() finds each account's
//! effective rate with Newton iterations (RATE_ITERS), post_entries() accumulates balances
//! in a HashMap (amortize() builds each monthly schedule), verify_block() re-hashes the block VERIFY_PASSES times and checks the
//! hashes agree, and render_block() formats a statement line per account.
//!
//! Change between builds (rustc --cfg after):
//!   VERIFY_PASSES 4 -> 6   (verify_block does 50% more work)
//!   RATE_ITERS   10 -> 6   (solve_rates does 40% less work; Newton has converged by 6)
//! Output is identical.
use std::collections::HashMap;
use std::fmt::Write;

#[cfg(not(after))]
const VERIFY_PASSES: usize = 4;
#[cfg(after)]
const VERIFY_PASSES: usize = 6;
#[cfg(not(after))]
const RATE_ITERS: usize = 10;
#[cfg(after)]
const RATE_ITERS: usize = 6;

#[derive(Clone)]
struct Entry {
    account: u32,
    principal: f64,
    payment: f64,
    months: u32,
    memo: [u8; 24],
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[inline(never)]
fn gen_block(rng: &mut Rng, n: usize) -> Vec<Entry> {
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let principal = 1000.0 + (rng.next() % 90_000) as f64;
        let months = 12 + (rng.next() % 49) as u32;
        let rate = 0.002 + (rng.next() % 1000) as f64 * 0.00001;
        let payment = principal * rate / (1.0 - (1.0 + rate).powi(-(months as i32)));
        let mut memo = [0u8; 24];
        for b in memo.iter_mut() {
            *b = b'a' + (rng.next() % 26) as u8;
        }
        v.push(Entry { account: (rng.next() % 5000) as u32, principal, payment, months, memo });
    }
    v
}

/// f(r) = P*r - pay*(1-(1+r)^-n); Newton on r from a fixed initial guess.
#[inline(never)]
fn newton_rate(e: &Entry) -> f64 {
    let n = e.months as f64;
    let mut r: f64 = 0.01;
    for _ in 0..RATE_ITERS {
        let q = (1.0 + r).powf(-n);
        let f = e.principal * r - e.payment * (1.0 - q);
        let df = e.principal - e.payment * n * q / (1.0 + r);
        let step = f / df;
        r -= step;
        if r < 1e-6 {
            r = 1e-6;
        }
    }
    r
}

#[inline(never)]
fn solve_rates(block: &[Entry]) -> Vec<f64> {
    block.iter().map(|e| (newton_rate(e) * 1e6).round() / 1e6).collect()
}

/// Month-by-month schedule with cent rounding; returns (total interest, final balance).
#[inline(never)]
fn amortize(e: &Entry, r: f64) -> (f64, f64) {
    let mut bal = e.principal;
    let mut interest = 0.0;
    for _ in 0..e.months {
        let i = (bal * r * 100.0).round() / 100.0;
        interest += i;
        bal = ((bal + i - e.payment) * 100.0).round() / 100.0;
    }
    (interest, bal)
}

#[inline(never)]
fn post_entries(block: &[Entry], rates: &[f64], balances: &mut HashMap<u32, (f64, u32)>) {
    for (e, r) in block.iter().zip(rates) {
        let (interest, residual) = amortize(e, *r);
        let b = balances.entry(e.account).or_insert((0.0, 0));
        b.0 += interest + residual;
        b.1 += 1;
    }
}

#[inline(never)]
fn hash_entry(h: u64, e: &Entry) -> u64 {
    let mut h = h ^ e.account as u64;
    h = h.wrapping_mul(0x100000001b3);
    for &b in e.memo.iter() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    for x in [e.principal.to_bits(), e.payment.to_bits(), e.months as u64] {
        for k in 0..8 {
            h ^= (x >> (k * 8)) & 0xff;
            h = h.wrapping_mul(0x100000001b3);
        }
    }
    h
}

#[inline(never)]
fn verify_block(block: &[Entry]) -> u64 {
    let mut first = 0u64;
    for pass in 0..VERIFY_PASSES {
        let mut h = 0xcbf29ce484222325u64;
        for e in block {
            h = hash_entry(h, e);
        }
        if pass == 0 {
            first = h;
        } else {
            assert_eq!(h, first, "block hash mismatch");
        }
    }
    first
}

#[inline(never)]
fn render_block(balances: &HashMap<u32, (f64, u32)>, out: &mut String) {
    let mut keys: Vec<&u32> = balances.keys().collect();
    keys.sort();
    for k in keys.iter().step_by(2) {
        let (bal, n) = balances[*k];
        let _ = writeln!(out, "acct={:05} n={} bal={:.2}", k, n, bal);
    }
}

fn digest(s: &str) -> u64 {
    s.bytes().fold(0xcbf29ce484222325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100000001b3))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let blocks: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(200);
    let per: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20000);
    let mut rng = Rng(0x2545F4914F6CDD1D);
    let mut balances = HashMap::new();
    let mut acc = 0u64;
    let mut out = String::new();
    for _ in 0..blocks {
        let block = gen_block(&mut rng, per);
        let rates = solve_rates(&block);
        post_entries(&block, &rates, &mut balances);
        acc = acc.rotate_left(5) ^ verify_block(&block);
        out.clear();
        render_block(&balances, &mut out);
        acc ^= digest(&out);
    }
    println!("blocks={} acc={:016x}", blocks, acc);
}
