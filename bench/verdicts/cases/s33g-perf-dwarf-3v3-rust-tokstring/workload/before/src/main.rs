// Parses a synthetic log of "key=value" records, tokenizes each line,
// then aggregates numeric fields per key and checksums the text fields.
use std::collections::HashMap;

fn make_input(lines: usize, seed: u64) -> String {
    let keys = ["user", "latency_ms", "path", "status", "bytes", "region", "agent", "retry"];
    let mut s = String::with_capacity(lines * 90);
    let mut x = seed;
    for _ in 0..lines {
        for (k, key) in keys.iter().enumerate() {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            if k > 0 { s.push(' '); }
            s.push_str(key);
            s.push('=');
            if k % 2 == 1 { s.push_str(&(x % 100000).to_string()); }
            else { s.push_str("v"); s.push_str(&format!("{:x}", x % 0xffffff)); }
        }
        s.push('\n');
    }
    s
}

#[inline(never)]
fn tokenize(line: &str) -> Vec<&str> {
    let mut toks = Vec::with_capacity(24);
    for field in line.split(' ') {
        if let Some(eq) = field.find('=') {
            toks.push(&field[..eq]);
            toks.push(&field[eq + 1..]);
        }
    }
    toks
}

#[inline(never)]
fn checksum(text: &str) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for _ in 0..48 {
        for b in text.bytes() {
            h ^= b as u64;
            h = h.wrapping_mul(0x100000001b3);
        }
    }
    h
}

#[inline(never)]
fn aggregate(lines: &str, sums: &mut HashMap<String, u64>) -> u64 {
    let mut check = 0u64;
    for line in lines.lines() {
        let toks = tokenize(line);
        for pair in toks.chunks(2) {
            let (k, v) = (&pair[0], &pair[1]);
            match v.parse::<u64>() {
                Ok(n) => {
                    if let Some(e) = sums.get_mut(&k[..]) { *e += n; }
                    else { sums.insert(k.to_string(), n); }
                }
                Err(_) => check = check.wrapping_add(checksum(&v[..])),
            }
        }
    }
    check
}

fn main() {
    let rounds: usize = std::env::args().nth(1).map(|a| a.parse().unwrap()).unwrap_or(40);
    let input = make_input(50_000, 0x9e3779b97f4a7c15);
    let mut sums = HashMap::new();
    let mut check = 0u64;
    for _ in 0..rounds {
        check = check.wrapping_add(aggregate(&input, &mut sums));
    }
    let mut keys: Vec<_> = sums.iter().collect();
    keys.sort();
    println!("check={check:x} sums={keys:?}");
}
