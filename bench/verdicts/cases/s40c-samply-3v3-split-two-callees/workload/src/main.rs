//! Record pipeline: parse CSV-ish lines, normalise each record (trim/lower-case its fields,
//! then hash them), and aggregate the keys.
//!
//! `before`: normalize_record() is called once per record (in process()).
//! `after` : process() additionally calls normalize_record() a second time per record to
//!           "validate" the key (the result is identical), so normalize_record is called twice
//!           as often; its time is split between its two callees trim_fields and hash_fields.
//! Same input (seeded generator), same number of records on both sides.
use std::collections::HashMap;

struct Record {
    fields: Vec<String>,
    amount: u64,
}

#[inline(never)]
fn generate_lines(n: usize, seed: u64) -> Vec<String> {
    let mut s = seed;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    const NAMES: [&str; 8] = ["  Alice ", "BOB", " carol", "Dave  ", " EVE ", "frank", " Grace", "HEIDI "];
    const CITIES: [&str; 6] = [" Paris", "LONDON ", " berlin ", "Rome", " MADRID", "oslo  "];
    (0..n)
        .map(|i| {
            let a = NAMES[(next() % 8) as usize];
            let c = CITIES[(next() % 6) as usize];
            format!("{},{}, Dept-{:03} ,{},{}", a, c, next() % 200, i, next() % 100000)
        })
        .collect()
}

#[inline(never)]
fn parse_line(line: &str) -> Record {
    let mut parts: Vec<&str> = line.split(',').collect();
    let amount = parts.pop().unwrap().trim().parse::<u64>().unwrap_or(0);
    Record { fields: parts.into_iter().map(|p| p.to_string()).collect(), amount }
}

#[inline(never)]
fn trim_fields(rec: &Record) -> Vec<String> {
    rec.fields
        .iter()
        .map(|f| {
            let t = f.trim();
            let mut out = String::with_capacity(t.len());
            for ch in t.chars() {
                if ch.is_ascii_alphanumeric() || ch == '-' {
                    out.push(ch.to_ascii_lowercase());
                }
            }
            out
        })
        .collect()
}

#[inline(never)]
fn hash_fields(fields: &[String]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for round in 0..6u64 {
        for f in fields {
            for b in f.bytes() {
                h ^= b as u64 ^ round;
                h = h.wrapping_mul(0x100000001b3);
            }
            h = h.rotate_left(5);
        }
    }
    h
}

#[inline(never)]
fn normalize_record(rec: &Record) -> u64 {
    let trimmed = trim_fields(rec);
    hash_fields(&trimmed)
}

#[inline(never)]
fn aggregate(totals: &mut HashMap<u64, u64>, key: u64, amount: u64) {
    *totals.entry(key % 4096).or_insert(0) += amount;
}

#[inline(never)]
fn process(lines: &[String], validate_twice: bool) -> (u64, usize) {
    let mut totals: HashMap<u64, u64> = HashMap::new();
    let mut mismatches = 0usize;
    for line in lines {
        let rec = parse_line(line);
        let key = normalize_record(&rec);
        if validate_twice {
            // THE CHANGE: re-normalise to "validate" the key
            if normalize_record(&rec) != key {
                mismatches += 1;
            }
        }
        aggregate(&mut totals, key, rec.amount);
    }
    let sum = totals.iter().fold(0u64, |a, (k, v)| a.wrapping_add(k.wrapping_mul(*v)));
    (sum, mismatches)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant = args.get(1).map(String::as_str).unwrap_or("before");
    let rounds: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let lines = generate_lines(200_000, 0x5eed_40c0);
    let t0 = std::time::Instant::now();
    let mut acc = 0u64;
    let mut mism = 0usize;
    for _ in 0..rounds {
        let (s, m) = process(&lines, variant == "after");
        acc ^= s;
        mism += m;
    }
    println!(
        "variant={} rounds={} records={} acc={:x} mismatches={} elapsed_ms={}",
        variant,
        rounds,
        rounds * lines.len(),
        acc,
        mism,
        t0.elapsed().as_millis()
    );
}
