// wordstats: generate a synthetic corpus, tokenize it, count terms, build
// bigram statistics, rank terms and print a checksum. Same input every run.
use std::collections::HashMap;

struct Rng(u64);
impl Rng {
    #[inline(never)]
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

const SYLLABLES: &[&str] = &["ka", "to", "ri", "mu", "sel", "von", "tra", "le", "qu", "an", "dor", "pi"];

#[inline(never)]
fn make_word(rng: &mut Rng, out: &mut String) {
    let n = 1 + (rng.next() % 3) as usize;
    for _ in 0..n {
        out.push_str(SYLLABLES[(rng.next() % SYLLABLES.len() as u64) as usize]);
    }
}

#[inline(never)]
fn generate_corpus(docs: usize, words_per_doc: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng(seed);
    let mut corpus = Vec::with_capacity(docs);
    for _ in 0..docs {
        let mut doc = String::new();
        for w in 0..words_per_doc {
            if w > 0 {
                doc.push(if rng.next() % 11 == 0 { '.' } else { ' ' });
            }
            make_word(&mut rng, &mut doc);
        }
        corpus.push(doc);
    }
    corpus
}

#[inline(never)]
fn normalize_token(tok: &str, buf: &mut String) {
    buf.clear();
    for c in tok.chars() {
        if c.is_alphanumeric() {
            buf.extend(c.to_lowercase());
        }
    }
}

#[inline(never)]
fn tokenize<'a>(doc: &'a str, out: &mut Vec<&'a str>) {
    out.clear();
    for t in doc.split(|c: char| c == ' ' || c == '.') {
        if !t.is_empty() {
            out.push(t);
        }
    }
}

#[inline(never)]
fn count_terms(tokens: &[&str], counts: &mut HashMap<String, u64>, scratch: &mut String) {
    for t in tokens {
        normalize_token(t, scratch);
        if let Some(v) = counts.get_mut(scratch.as_str()) {
            *v += 1;
        } else {
            counts.insert(scratch.clone(), 1);
        }
    }
}

#[inline(never)]
fn bigram_hash(a: &str, b: &str) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for byte in a.bytes().chain(std::iter::once(b'_')).chain(b.bytes()) {
        h ^= byte as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

#[inline(never)]
fn count_bigrams(tokens: &[&str], bigrams: &mut HashMap<u64, u32>) {
    for w in tokens.windows(2) {
        *bigrams.entry(bigram_hash(w[0], w[1])).or_insert(0) += 1;
    }
}

#[inline(never)]
fn rank_terms(counts: &HashMap<String, u64>) -> Vec<(String, u64)> {
    let mut v: Vec<(String, u64)> = counts.iter().map(|(k, c)| (k.clone(), *c)).collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v
}

#[inline(never)]
fn process_corpus(corpus: &[String]) -> u64 {
    let mut counts: HashMap<String, u64> = HashMap::new();
    let mut bigrams: HashMap<u64, u32> = HashMap::new();
    let mut tokens = Vec::new();
    let mut scratch = String::new();
    for doc in corpus {
        tokenize(doc, &mut tokens);
        count_terms(&tokens, &mut counts, &mut scratch);
        count_bigrams(&tokens, &mut bigrams);
    }
    let ranked = rank_terms(&counts);
    let mut acc: u64 = ranked.len() as u64;
    for (i, (w, c)) in ranked.iter().take(50).enumerate() {
        acc = acc.wrapping_mul(31).wrapping_add(*c ^ (i as u64) ^ w.len() as u64);
    }
    for (h, c) in bigrams.iter() {
        acc ^= h.wrapping_mul(*c as u64);
    }
    acc
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let docs: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(4000);
    let rounds: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(6);
    let corpus = generate_corpus(docs, 400, 0x2545F4914F6CDD1D);
    let mut total: u64 = 0;
    for _ in 0..rounds {
        total = total.wrapping_add(process_corpus(&corpus));
    }
    println!("docs={} rounds={} checksum={:016x}", docs, rounds, total);
}
