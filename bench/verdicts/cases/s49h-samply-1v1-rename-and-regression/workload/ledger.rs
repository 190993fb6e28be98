// ledger: synthesizes a batch of ledger lines, parses them, validates
// checksums, aggregates per account and prints a short report.
// Built twice: default (before) and `--cfg after`.
//  * after: `parse_amount` is renamed to `decode_amount` (identical body).
//  * after: `checksum_line` runs an extra verification pass recomputing
//    the first two of its five mixing rounds (same result, +40% mixing work).
use std::collections::HashMap;
use std::hint::black_box;

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
fn synth_line(rng: &mut Rng, out: &mut String) {
    out.clear();
    let acct = rng.next() % 512;
    let cents = rng.next() % 1_000_000;
    let memo_len = 24 + (rng.next() % 40) as usize;
    out.push_str("ACCT");
    out.push_str(&acct.to_string());
    out.push('|');
    out.push_str(&(cents / 100).to_string());
    out.push('.');
    let c = cents % 100;
    if c < 10 { out.push('0'); }
    out.push_str(&c.to_string());
    out.push('|');
    for _ in 0..memo_len {
        out.push((b'a' + (rng.next() % 26) as u8) as char);
    }
}

#[inline(never)]
fn mix_bytes(bytes: &[u8], seed: u64) -> u64 {
    let mut h = seed;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
        h = h.rotate_left(5) ^ (h >> 11);
    }
    h
}

#[inline(never)]
fn checksum_line(line: &str) -> u64 {
    let bytes = line.as_bytes();
    let mut h = 0xcbf29ce484222325u64;
    let mut after_two = 0u64;
    for round in 0..5u64 {
        h = mix_bytes(bytes, h ^ round);
        if round == 1 { after_two = h; }
    }
    #[cfg(after)]
    {
        // verification pass: recompute the first two rounds and check them
        let mut v = 0xcbf29ce484222325u64;
        for round in 0..2u64 { v = mix_bytes(black_box(bytes), black_box(v ^ round)); }
        assert_eq!(black_box(v), after_two);
    }
    black_box(after_two);
    h
}

#[cfg(not(after))]
#[inline(never)]
fn parse_amount(field: &str) -> i64 {
    let mut whole: i64 = 0;
    let mut frac: i64 = 0;
    let mut seen_dot = false;
    let mut frac_digits = 0;
    for ch in field.chars() {
        match ch {
            '.' => seen_dot = true,
            d if d.is_ascii_digit() => {
                let v = d as i64 - '0' as i64;
                if seen_dot { frac = frac * 10 + v; frac_digits += 1; } else { whole = whole * 10 + v; }
            }
            _ => {}
        }
    }
    while frac_digits < 2 { frac *= 10; frac_digits += 1; }
    let mut memo = 0i64;
    for _ in 0..6 { memo = black_box(memo.wrapping_add(whole ^ frac)); }
    black_box(memo);
    whole * 100 + frac
}

#[cfg(after)]
#[inline(never)]
fn decode_amount(field: &str) -> i64 {
    let mut whole: i64 = 0;
    let mut frac: i64 = 0;
    let mut seen_dot = false;
    let mut frac_digits = 0;
    for ch in field.chars() {
        match ch {
            '.' => seen_dot = true,
            d if d.is_ascii_digit() => {
                let v = d as i64 - '0' as i64;
                if seen_dot { frac = frac * 10 + v; frac_digits += 1; } else { whole = whole * 10 + v; }
            }
            _ => {}
        }
    }
    while frac_digits < 2 { frac *= 10; frac_digits += 1; }
    let mut memo = 0i64;
    for _ in 0..6 { memo = black_box(memo.wrapping_add(whole ^ frac)); }
    black_box(memo);
    whole * 100 + frac
}

struct Entry { acct: u32, cents: i64, sum: u64 }

#[inline(never)]
fn parse_line(line: &str) -> Entry {
    let mut parts = line.split('|');
    let acct_s = parts.next().unwrap();
    let amt_s = parts.next().unwrap();
    let acct: u32 = acct_s[4..].parse().unwrap();
    #[cfg(not(after))]
    let cents = parse_amount(amt_s);
    #[cfg(after)]
    let cents = decode_amount(amt_s);
    let sum = checksum_line(line);
    Entry { acct, cents, sum }
}

#[inline(never)]
fn aggregate(entries: &[Entry], totals: &mut HashMap<u32, (i64, u64)>) {
    for e in entries {
        let t = totals.entry(e.acct).or_insert((0, 0));
        t.0 += e.cents;
        t.1 ^= e.sum;
    }
}

#[inline(never)]
fn process_batch(rng: &mut Rng, n: usize, totals: &mut HashMap<u32, (i64, u64)>) {
    let mut buf = String::with_capacity(128);
    let mut entries = Vec::with_capacity(n);
    for _ in 0..n {
        synth_line(rng, &mut buf);
        entries.push(parse_line(&buf));
    }
    aggregate(&entries, totals);
}

#[inline(never)]
fn report(totals: &HashMap<u32, (i64, u64)>) {
    let mut v: Vec<_> = totals.iter().collect();
    v.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(b.0)));
    let digest = v.iter().fold(0u64, |acc, (k, (c, s))| acc.rotate_left(3) ^ (**k as u64) ^ (*c as u64) ^ *s);
    for (k, (c, _)) in v.iter().take(3) {
        println!("ACCT{} {}.{:02}", k, c / 100, c % 100);
    }
    println!("accounts={} digest={:016x}", v.len(), digest);
}

fn main() {
    let batches: usize = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(400);
    let mut rng = Rng(0x9e3779b97f4a7c15);
    let mut totals = HashMap::new();
    for _ in 0..batches {
        process_batch(&mut rng, 1000, &mut totals);
    }
    report(&totals);
}
