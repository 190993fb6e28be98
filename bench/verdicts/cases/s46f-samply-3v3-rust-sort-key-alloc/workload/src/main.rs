// Contact directory: generate records, sort by case-insensitive name, dedupe, summarise.
use std::collections::HashMap;

#[derive(Clone)]
struct Contact {
    name: String,
    city: String,
    score: u32,
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

const SYL: [&str; 12] = ["Ka", "ri", "Mo", "na", "Lu", "sen", "Ber", "to", "Vi", "la", "Qu", "ex"];
const CITIES: [&str; 6] = ["Oslo", "Lyon", "Porto", "Graz", "Turku", "Brno"];

fn make_name(r: &mut Rng) -> String {
    let mut s = String::new();
    let parts = 3 + (r.next() % 4) as usize;
    for _ in 0..parts {
        s.push_str(SYL[(r.next() % SYL.len() as u64) as usize]);
    }
    s.push(' ');
    for _ in 0..parts {
        s.push_str(SYL[(r.next() % SYL.len() as u64) as usize]);
    }
    s
}

fn generate(n: usize, seed: u64) -> Vec<Contact> {
    let mut r = Rng(seed);
    (0..n)
        .map(|_| Contact {
            name: make_name(&mut r),
            city: CITIES[(r.next() % 6) as usize].to_string(),
            score: (r.next() % 10_000) as u32,
        })
        .collect()
}

#[cfg(not(feature_after))]
#[inline(never)]
fn sort_contacts(v: &mut Vec<Contact>) {
    // precomputed lowercase key per record
    let mut keyed: Vec<(String, Contact)> = v.drain(..).map(|c| (c.name.to_lowercase(), c)).collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    v.extend(keyed.into_iter().map(|(_, c)| c));
}

#[cfg(feature_after)]
#[inline(never)]
fn sort_contacts(v: &mut Vec<Contact>) {
    // lowercases both names on every comparison
    v.sort_by(|a, b| a.name.to_lowercase().cmp(&b.name.to_lowercase()));
}

#[inline(never)]
fn score_contacts(v: &[Contact]) -> HashMap<String, u64> {
    let mut by_city: HashMap<String, u64> = HashMap::new();
    for c in v {
        let mut h: u64 = 1469598103934665603;
        for _ in 0..40 {
            for b in c.name.bytes() {
                h = (h ^ b as u64).wrapping_mul(1099511628211);
            }
        }
        *by_city.entry(c.city.clone()).or_insert(0) += (h % 1000) + c.score as u64;
    }
    by_city
}

#[inline(never)]
fn dedupe(v: &[Contact]) -> usize {
    let mut uniq = 0;
    for w in v.windows(2) {
        if !w[0].name.eq_ignore_ascii_case(&w[1].name) {
            uniq += 1;
        }
    }
    uniq + 1
}

#[inline(never)]
fn process_batch(seed: u64, n: usize) -> (usize, u64) {
    let mut v = generate(n, seed);
    sort_contacts(&mut v);
    let u = dedupe(&v);
    let s: u64 = score_contacts(&v).values().sum();
    (u, s)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let batches: u64 = args[1].parse().unwrap();
    let n: usize = args[2].parse().unwrap();
    let mut tot = (0usize, 0u64);
    for b in 0..batches {
        let (u, s) = process_batch(0x9E3779B97F4A7C15 ^ (b + 1), n);
        tot.0 += u;
        tot.1 = tot.1.wrapping_add(s);
    }
    println!("uniq={} sum={}", tot.0, tot.1);
}
