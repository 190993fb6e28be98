// cdrrate: rates telephone call-detail records (CDRs) against a prefix tariff table,
// aggregates the cost per customer and prints an invoice summary.
//   default            : tariff lookup through a HashMap<u32 prefix, Rate>
//   --features linear  : tariff lookup by linear search over a Vec of (prefix, Rate)
use std::collections::HashMap;
use std::env;
use std::fmt::Write as _;

#[derive(Clone, Copy, Debug)]
struct Rate {
    per_min_micro: u64, // price per minute, micro-units
    setup_micro: u64,
    increment_s: u32, // billing increment in seconds
}

struct Cdr {
    customer: u32,
    dialed: String,
    duration_s: u32,
    hour: u8,
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

#[cfg(not(feature = "linear"))]
struct Tariff {
    by_prefix: HashMap<u32, Rate>,
}
#[cfg(feature = "linear")]
struct Tariff {
    by_prefix: Vec<(u32, Rate)>,
}

fn build_tariff(rng: &mut Rng) -> (Tariff, Vec<u32>) {
    let mut prefixes = Vec::new();
    // ~200 destination prefixes of 2..5 digits
    while prefixes.len() < 200 {
        let len = 2 + (rng.next() % 4) as u32;
        let p = (rng.next() % 10u64.pow(len)) as u32 + 10u32.pow(len - 1);
        let p = p % 10u32.pow(len);
        if p >= 10u32.pow(len - 1) && !prefixes.contains(&p) {
            prefixes.push(p);
        }
    }
    let mut entries = Vec::new();
    for &p in &prefixes {
        let r = Rate {
            per_min_micro: 5_000 + rng.next() % 900_000,
            setup_micro: rng.next() % 50_000,
            increment_s: [1, 6, 30, 60][(rng.next() % 4) as usize],
        };
        entries.push((p, r));
    }
    #[cfg(not(feature = "linear"))]
    let t = Tariff { by_prefix: entries.into_iter().collect() };
    #[cfg(feature = "linear")]
    let t = Tariff { by_prefix: entries };
    (t, prefixes)
}

#[inline(never)]
fn gen_cdrs(rng: &mut Rng, prefixes: &[u32], n: usize) -> Vec<String> {
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let r = rng.next();
        let p = prefixes[(r % prefixes.len() as u64) as usize];
        let mut s = String::with_capacity(48);
        let tail = rng.next() % 10_000_000;
        write!(s, "{};00{}{:07};{};{:02}", (r >> 20) % 5000, p, tail, (r >> 40) % 3600, (r >> 52) % 24).unwrap();
        out.push(s);
    }
    out
}

#[inline(never)]
fn parse_cdr(line: &str) -> Option<Cdr> {
    let mut it = line.split(';');
    let customer = it.next()?.parse().ok()?;
    let dialed = it.next()?.trim_start_matches("00").to_string();
    let duration_s = it.next()?.parse().ok()?;
    let hour = it.next()?.parse().ok()?;
    Some(Cdr { customer, dialed, duration_s, hour })
}

/// Longest-prefix match of the dialed number against the tariff table (5 digits down to 2).
#[inline(never)]
fn lookup_rate(t: &Tariff, dialed: &str) -> Option<(u32, Rate)> {
    let digits = dialed.as_bytes();
    for len in (2..=5usize).rev() {
        if digits.len() < len {
            continue;
        }
        let mut p = 0u32;
        for &d in &digits[..len] {
            p = p * 10 + (d - b'0') as u32;
        }
        #[cfg(not(feature = "linear"))]
        let hit = t.by_prefix.get(&p).copied();
        #[cfg(feature = "linear")]
        let hit = t.by_prefix.iter().find(|(q, _)| *q == p).map(|(_, r)| *r);
        if let Some(r) = hit {
            return Some((p, r));
        }
    }
    None
}

#[inline(never)]
fn price_call(r: &Rate, c: &Cdr) -> u64 {
    let inc = r.increment_s.max(1);
    let billed = (c.duration_s + inc - 1) / inc * inc;
    let mut cost = r.setup_micro + r.per_min_micro * billed as u64 / 60;
    if c.hour < 7 || c.hour >= 21 {
        cost = cost * 7 / 10; // off-peak discount
    }
    cost
}

#[derive(Default)]
struct Account {
    calls: u64,
    seconds: u64,
    cost_micro: u64,
    by_dest: HashMap<u32, u64>,
}

#[inline(never)]
fn rate_batch(t: &Tariff, lines: &[String], accounts: &mut HashMap<u32, Account>) -> u64 {
    let mut unrated = 0;
    for ln in lines {
        let Some(c) = parse_cdr(ln) else { unrated += 1; continue };
        let Some((p, r)) = lookup_rate(t, &c.dialed) else { unrated += 1; continue };
        let cost = price_call(&r, &c);
        let a = accounts.entry(c.customer).or_default();
        a.calls += 1;
        a.seconds += c.duration_s as u64;
        a.cost_micro += cost;
        *a.by_dest.entry(p).or_default() += cost;
    }
    unrated
}

#[inline(never)]
fn invoices(accounts: &HashMap<u32, Account>) -> (String, u64) {
    let mut ids: Vec<_> = accounts.keys().copied().collect();
    ids.sort_unstable();
    let mut out = String::new();
    let mut h: u64 = 0xcbf29ce484222325;
    for id in ids {
        let a = &accounts[&id];
        let mut top: Vec<_> = a.by_dest.iter().collect();
        top.sort_unstable_by(|x, y| y.1.cmp(x.1).then(x.0.cmp(y.0)));
        out.clear();
        write!(out, "{id}: {} calls {} s {:.2}", a.calls, a.seconds, a.cost_micro as f64 / 1e6).unwrap();
        for (d, c) in top.iter().take(3) {
            write!(out, " +{d}={:.2}", **c as f64 / 1e6).unwrap();
        }
        for b in out.bytes() {
            h = (h ^ b as u64).wrapping_mul(0x100000001b3);
        }
    }
    (out, h)
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let n: usize = args.get(1).map(|s| s.parse().unwrap()).unwrap_or(400_000);
    let rounds: usize = args.get(2).map(|s| s.parse().unwrap()).unwrap_or(5);
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let (tariff, prefixes) = build_tariff(&mut rng);
    let mut accounts: HashMap<u32, Account> = HashMap::new();
    let mut unrated = 0;
    for _ in 0..rounds {
        let lines = gen_cdrs(&mut rng, &prefixes, n);
        unrated += rate_batch(&tariff, &lines, &mut accounts);
    }
    let (last, h) = invoices(&accounts);
    println!("customers={} unrated={} last='{}' checksum={:016x}", accounts.len(), unrated, last, h);
}
