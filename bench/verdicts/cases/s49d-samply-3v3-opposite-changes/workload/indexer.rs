// indexer: builds per-document term statistics and fingerprints over a
// synthetic corpus.  Built twice from this file:
//   before: rustc ... indexer.rs
//   after:  rustc ... --cfg after indexer.rs
// `after` changes two functions (same output):
//   tokenize     -> per-char char::to_lowercase() instead of to_ascii_lowercase() (slower)
//   fingerprint  -> polynomial hash unrolled two bytes per step (faster)
use std::collections::HashMap;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

const P: u64 = 0x100000001b3;

#[inline(never)]
fn make_vocab(rng: &mut Rng, n: usize) -> Vec<String> {
    let letters = b"etaoinshrdlucmfwypvbgkjqxz";
    (0..n)
        .map(|_| {
            let len = 3 + (rng.next() % 9) as usize;
            (0..len).map(|_| letters[(rng.next() % 26) as usize] as char).collect()
        })
        .collect()
}

#[inline(never)]
fn make_corpus(rng: &mut Rng, vocab: &[String], docs: usize, words: usize) -> Vec<String> {
    let mut out = Vec::with_capacity(docs);
    for _ in 0..docs {
        let mut d = String::new();
        for w in 0..words {
            let r = rng.next();
            let idx = ((r % 1000) * (r % 1000) / 1000) as usize % vocab.len();
            if w > 0 {
                d.push(if r % 13 == 0 { ',' } else { ' ' });
                if r % 13 == 0 { d.push(' '); }
            }
            if r % 7 == 0 {
                let mut cap = vocab[idx].clone();
                cap[..1].make_ascii_uppercase();
                d.push_str(&cap);
            } else {
                d.push_str(&vocab[idx]);
            }
        }
        d.push('.');
        out.push(d);
    }
    out
}

static STOPWORDS: [&str; 64] = [
    "a", "about", "after", "all", "also", "an", "and", "any", "are", "as", "at", "be", "because",
    "been", "but", "by", "can", "could", "do", "even", "first", "for", "from", "get", "give", "go",
    "had", "has", "have", "he", "her", "him", "his", "how", "if", "in", "into", "is", "it", "its",
    "just", "like", "me", "most", "my", "new", "no", "not", "now", "of", "on", "one", "only", "or",
    "our", "out", "she", "so", "the", "their", "them", "then", "to", "we",
];

#[inline(never)]
fn is_stopword(tok: &str) -> bool {
    STOPWORDS.binary_search(&tok).is_ok()
}

#[cfg(not(after))]
#[inline(never)]
fn tokenize(doc: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in doc.chars() {
        if c.is_alphanumeric() {
            cur.push(c.to_ascii_lowercase());
        } else if !cur.is_empty() {
            let tok = std::mem::take(&mut cur);
            if !is_stopword(&tok) { out.push(tok); }
        }
    }
    if !cur.is_empty() && !is_stopword(&cur) { out.push(cur); }
    out
}

// after: Unicode-correct lowercasing of every character
#[cfg(after)]
#[inline(never)]
fn tokenize(doc: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in doc.chars() {
        if c.is_alphanumeric() {
            for l in c.to_lowercase() { cur.push(l); }
        } else if !cur.is_empty() {
            let tok = std::mem::take(&mut cur);
            if !is_stopword(&tok) { out.push(tok); }
        }
    }
    if !cur.is_empty() && !is_stopword(&cur) { out.push(cur); }
    out
}

#[inline(never)]
fn count_terms(tokens: &[String]) -> HashMap<&str, u32> {
    let mut m = HashMap::with_capacity(tokens.len());
    for t in tokens { *m.entry(t.as_str()).or_insert(0) += 1; }
    m
}

#[cfg(not(after))]
#[inline(never)]
fn fingerprint(bytes: &[u8], rounds: u32) -> u64 {
    let mut acc = 0u64;
    for r in 0..rounds {
        let mut h = 0xcbf29ce484222325u64 ^ r as u64;
        for &c in bytes {
            h = h.wrapping_mul(P).wrapping_add(c as u64);
        }
        acc ^= h.rotate_left(r);
    }
    acc
}

#[cfg(after)]
#[inline(never)]
fn fingerprint(bytes: &[u8], rounds: u32) -> u64 {
    let p2 = P.wrapping_mul(P);
    let mut acc = 0u64;
    for r in 0..rounds {
        let mut h = 0xcbf29ce484222325u64 ^ r as u64;
        let mut ch = bytes.chunks_exact(2);
        for pair in &mut ch {
            h = h.wrapping_mul(p2)
                .wrapping_add((pair[0] as u64).wrapping_mul(P))
                .wrapping_add(pair[1] as u64);
        }
        for &c in ch.remainder() {
            h = h.wrapping_mul(P).wrapping_add(c as u64);
        }
        acc ^= h.rotate_left(r);
    }
    acc
}

#[inline(never)]
fn score_doc(counts: &HashMap<&str, u32>, df: &HashMap<String, u32>, ndocs: usize) -> f64 {
    let mut s = 0.0f64;
    let mut keys: Vec<(&&str, &u32)> = counts.iter().collect();
    keys.sort_unstable();
    for (t, &c) in keys {
        let d = *df.get(*t).unwrap_or(&1) as f64;
        s += (c as f64).sqrt() * ((ndocs as f64 + 1.0) / d).ln();
    }
    s
}

#[inline(never)]
fn document_frequencies(corpus: &[String]) -> HashMap<String, u32> {
    let mut df: HashMap<String, u32> = HashMap::new();
    for d in corpus {
        let toks = tokenize(d);
        let counts = count_terms(&toks);
        for k in counts.keys() { *df.entry((*k).to_string()).or_insert(0) += 1; }
    }
    df
}

#[inline(never)]
fn index_pass(corpus: &[String], df: &HashMap<String, u32>, rounds: u32) -> (f64, u64) {
    let mut total = 0.0;
    let mut fp = 0u64;
    for d in corpus {
        let toks = tokenize(d);
        let counts = count_terms(&toks);
        total += score_doc(&counts, df, corpus.len());
        fp = fp.rotate_left(5) ^ fingerprint(d.as_bytes(), rounds);
    }
    (total, fp)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let passes: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(6);
    let rounds: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(6);
    let mut rng = Rng(0x49d_5eed);
    let vocab = make_vocab(&mut rng, 3000);
    let corpus = make_corpus(&mut rng, &vocab, 4000, 300);
    let df = document_frequencies(&corpus);
    let mut total = 0.0;
    let mut fp = 0u64;
    for _ in 0..passes {
        let (t, f) = index_pass(&corpus, &df, rounds);
        total += t;
        fp = fp.rotate_left(1) ^ f;
    }
    println!("docs={} terms={} score={:.3} fp={:016x}", corpus.len(), df.len(), total, fp);
}
