// Log-event indexer: generates synthetic access-log lines, tokenizes them,
// dedups the tokens of each window, and builds an inverted index.
use std::collections::HashMap;
#[cfg(not(feature_quadratic))]
use std::collections::HashSet;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn make_lines(n: usize, seed: u64) -> Vec<String> {
    let mut r = Rng(seed);
    let verbs = ["GET", "POST", "PUT", "DELETE"];
    (0..n)
        .map(|i| {
            format!(
                "{} /api/v{}/items/{} user={} status={} t={}",
                verbs[(r.next() % 4) as usize],
                r.next() % 3,
                r.next() % 4000,
                r.next() % 900,
                200 + (r.next() % 5) * 100,
                i
            )
        })
        .collect()
}

#[inline(never)]
fn tokenize(line: &str) -> Vec<u64> {
    line.split(|c: char| c == ' ' || c == '/' || c == '=')
        .filter(|t| !t.is_empty() && !t.starts_with('t'))
        .map(hash_token)
        .collect()
}

#[inline(never)]
fn hash_token(t: &str) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in t.bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

#[cfg(not(feature_quadratic))]
#[inline(never)]
fn dedup_tokens(tokens: &[u64]) -> Vec<u64> {
    let mut seen = HashSet::with_capacity(tokens.len());
    let mut out = Vec::new();
    for &t in tokens {
        if seen.insert(t) {
            out.push(t);
        }
    }
    out
}

#[cfg(feature_quadratic)]
#[inline(never)]
fn dedup_tokens(tokens: &[u64]) -> Vec<u64> {
    let mut out: Vec<u64> = Vec::new();
    for &t in tokens {
        if !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

#[inline(never)]
fn index_window(index: &mut HashMap<u64, Vec<u32>>, window_id: u32, tokens: &[u64]) {
    for &t in tokens {
        index.entry(t).or_default().push(window_id);
    }
}

#[inline(never)]
fn process_window(index: &mut HashMap<u64, Vec<u32>>, window_id: u32, lines: &[String]) -> usize {
    let mut tokens = Vec::new();
    for l in lines {
        tokens.extend(tokenize(l));
    }
    let uniq = dedup_tokens(&tokens);
    index_window(index, window_id, &uniq);
    uniq.len()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args[1].parse().unwrap();
    let window: usize = args[2].parse().unwrap();
    let passes: usize = args[3].parse().unwrap();
    let lines = make_lines(n, 0x9e3779b97f4a7c15);
    let mut total = 0usize;
    let mut postings = 0usize;
    for _ in 0..passes {
        let mut index: HashMap<u64, Vec<u32>> = HashMap::new();
        for (w, chunk) in lines.chunks(window).enumerate() {
            total += process_window(&mut index, w as u32, chunk);
        }
        postings += index.values().map(|v| v.len()).sum::<usize>();
    }
    println!("uniq={} postings={} keys_last_pass_lines={}", total, postings, n);
}
