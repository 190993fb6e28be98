//! Word-frequency report over a synthetic corpus: split lines into words,
//! normalise them, count in a HashMap, then sort by frequency.
use std::collections::HashMap;
use std::env;

const VOCAB: &[&str] = &[
    "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "Lorem", "ipsum",
    "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do", "eiusmod",
    "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua", "Server",
    "request", "response", "latency", "cache", "miss", "hit", "queue", "worker",
];

/// Small xorshift PRNG so the corpus is the same on every run.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
}

fn build_corpus(rng: &mut Rng, lines: usize) -> Vec<String> {
    let mut out = Vec::with_capacity(lines);
    for _ in 0..lines {
        let n = 8 + (rng.next() % 16) as usize;
        let mut line = String::new();
        for i in 0..n {
            if i > 0 {
                line.push(if rng.next() % 7 == 0 { ',' } else { ' ' });
                line.push(' ');
            }
            line.push_str(VOCAB[(rng.next() % VOCAB.len() as u64) as usize]);
            // suffix numbers make the vocabulary large enough to stress the map
            if rng.next() % 3 == 0 {
                line.push_str(&(rng.next() % 5000).to_string());
            }
        }
        line.push('.');
        out.push(line);
    }
    out
}

fn normalise(word: &str) -> String {
    word.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase()
}

fn count_words(corpus: &[String]) -> HashMap<String, u64> {
    let mut counts: HashMap<String, u64> = HashMap::new();
    for line in corpus {
        for raw in line.split_whitespace() {
            let w = normalise(raw);
            if w.is_empty() {
                continue;
            }
            *counts.entry(w).or_insert(0) += 1;
        }
    }
    counts
}

fn top_words(counts: &HashMap<String, u64>) -> Vec<(String, u64)> {
    let mut v: Vec<(String, u64)> = counts.iter().map(|(k, c)| (k.clone(), *c)).collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v
}

fn main() {
    let rounds: usize = env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(12);
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let mut checksum = 0u64;
    for r in 0..rounds {
        let corpus = build_corpus(&mut rng, 120_000);
        let counts = count_words(&corpus);
        let top = top_words(&counts);
        checksum = checksum.wrapping_add(top[0].1).wrapping_add(top.len() as u64);
        if r == 0 {
            println!("distinct={} top={:?}", top.len(), &top[..3]);
        }
    }
    println!("rounds={} checksum={}", rounds, checksum);
}
