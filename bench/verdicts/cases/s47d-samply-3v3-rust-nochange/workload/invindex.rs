// Tiny inverted-index builder + query runner (std only).
// generate_corpus -> tokenize -> build_index -> run_queries -> rank_results
use std::collections::HashMap;
use std::env;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

const SYLL: [&str; 16] = [
    "ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ze", "pa", "qu", "do", "fe", "gi", "hu", "ja",
];

#[inline(never)]
fn generate_corpus(rng: &mut Rng, docs: usize, words: usize) -> Vec<String> {
    let mut out = Vec::with_capacity(docs);
    for _ in 0..docs {
        let mut d = String::new();
        for w in 0..words {
            if w > 0 {
                d.push(if rng.next() % 9 == 0 { ',' } else { ' ' });
            }
            let n = 1 + (rng.next() % 3) as usize;
            for _ in 0..n {
                d.push_str(SYLL[(rng.next() % 16) as usize]);
            }
        }
        out.push(d);
    }
    out
}

#[inline(never)]
fn tokenize(doc: &str) -> Vec<String> {
    doc.split(|c: char| c == ' ' || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| t.to_ascii_lowercase())
        .collect()
}

#[inline(never)]
fn build_index(corpus: &[String]) -> HashMap<String, Vec<(u32, u32)>> {
    let mut index: HashMap<String, Vec<(u32, u32)>> = HashMap::new();
    for (id, doc) in corpus.iter().enumerate() {
        let mut tf: HashMap<String, u32> = HashMap::new();
        for tok in tokenize(doc) {
            *tf.entry(tok).or_insert(0) += 1;
        }
        for (tok, n) in tf {
            index.entry(tok).or_default().push((id as u32, n));
        }
    }
    index
}

#[inline(never)]
fn score_query(index: &HashMap<String, Vec<(u32, u32)>>, terms: &[String], ndocs: usize) -> Vec<f64> {
    let mut scores = vec![0.0f64; ndocs];
    for t in terms {
        if let Some(post) = index.get(t) {
            let idf = ((ndocs as f64 + 1.0) / (post.len() as f64 + 0.5)).ln();
            for &(d, n) in post {
                scores[d as usize] += idf * (n as f64).sqrt();
            }
        }
    }
    scores
}

#[inline(never)]
fn rank_results(scores: &[f64], k: usize) -> Vec<(u32, f64)> {
    let mut v: Vec<(u32, f64)> = scores
        .iter()
        .enumerate()
        .filter(|(_, s)| **s > 0.0)
        .map(|(i, s)| (i as u32, *s))
        .collect();
    v.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap().then(a.0.cmp(&b.0)));
    v.truncate(k);
    v
}

#[inline(never)]
fn run_queries(rng: &mut Rng, index: &HashMap<String, Vec<(u32, u32)>>, ndocs: usize, nq: usize) -> f64 {
    let mut check = 0.0;
    for _ in 0..nq {
        let terms: Vec<String> = (0..3)
            .map(|_| {
                let n = 1 + (rng.next() % 2) as usize;
                (0..n).map(|_| SYLL[(rng.next() % 16) as usize]).collect::<String>()
            })
            .collect();
        let scores = score_query(index, &terms, ndocs);
        for (d, s) in rank_results(&scores, 10) {
            check += s * (1.0 + (d % 7) as f64);
        }
    }
    check
}

fn main() {
    let rounds: usize = env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(6);
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let mut total = 0.0;
    for _ in 0..rounds {
        let corpus = generate_corpus(&mut rng, 6000, 60);
        let index = build_index(&corpus);
        total += run_queries(&mut rng, &index, corpus.len(), 400);
    }
    println!("checksum {:.6}", total);
}
