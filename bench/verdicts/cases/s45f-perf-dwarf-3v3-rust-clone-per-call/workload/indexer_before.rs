// Tiny inverted-index builder: generates synthetic documents, tokenizes them,
// drops stop words and accumulates term frequencies, then scores queries.
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

const WORDS: &[&str] = &[
    "the", "of", "and", "a", "to", "in", "is", "you", "that", "it", "he", "was", "for", "on", "are",
    "as", "with", "his", "they", "at", "be", "this", "have", "from", "or", "one", "had", "by",
    "kernel", "buffer", "socket", "thread", "memory", "cache", "packet", "driver", "schedule",
    "latency", "queue", "mutex", "vector", "string", "parser", "index", "token", "stream",
    "profile", "sample", "frame", "stack", "symbol", "object", "module", "import", "export",
];

fn stopword_list() -> Vec<String> {
    WORDS[..28].iter().map(|s| s.to_string()).collect()
}

#[inline(never)]
fn make_documents(n: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng(seed);
    let mut docs = Vec::with_capacity(n);
    for _ in 0..n {
        let len = 6 + (rng.next() % 10) as usize;
        let mut d = String::new();
        for j in 0..len {
            if j > 0 {
                d.push(' ');
            }
            d.push_str(WORDS[(rng.next() % WORDS.len() as u64) as usize]);
        }
        docs.push(d);
    }
    docs
}

#[inline(never)]
fn normalize(tok: &str, out: &mut String) {
    out.clear();
    for c in tok.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        }
    }
}

#[inline(never)]
fn is_stopword(tok: &str, stop: &[String]) -> bool {
    stop.iter().any(|s| s == tok)
}

#[inline(never)]
fn tokenize(doc: &str) -> Vec<String> {
    let mut out = Vec::new();
    for raw in doc.split_whitespace() {
        let mut t = String::with_capacity(raw.len());
        normalize(raw, &mut t);
        if !t.is_empty() {
            out.push(t);
        }
    }
    out
}

#[inline(never)]
fn filter_stopwords(tokens: Vec<String>, stop: &Vec<String>) -> Vec<String> {
    tokens.into_iter().filter(|t| !is_stopword(t, &stop[..])).collect()
}

#[inline(never)]
fn add_postings(doc_id: u32, terms: Vec<String>, index: &mut HashMap<String, Vec<u32>>) {
    for t in terms {
        match index.get_mut(t.as_str()) {
            Some(v) => v.push(doc_id),
            None => {
                index.insert(t, vec![doc_id]);
            }
        }
    }
}

#[inline(never)]
fn index_document(doc_id: u32, doc: &str, stop: &Vec<String>, index: &mut HashMap<String, Vec<u32>>) {
    let tokens = tokenize(doc);
    let terms = filter_stopwords(tokens, stop);
    add_postings(doc_id, terms, index);
}

#[inline(never)]
fn score_query(index: &HashMap<String, Vec<u32>>, terms: &[&str]) -> u64 {
    let mut s = 0u64;
    for t in terms {
        if let Some(p) = index.get(*t) {
            s += p.len() as u64 + p.iter().take(16).map(|&x| x as u64).sum::<u64>();
        }
    }
    s
}

#[inline(never)]
fn build_and_query(docs: &[String], stop: &Vec<String>) -> u64 {
    let mut index: HashMap<String, Vec<u32>> = HashMap::new();
    for (i, d) in docs.iter().enumerate() {
        index_document(i as u32, d, stop, &mut index);
    }
    score_query(&index, &["kernel", "cache", "symbol", "stream", "the"])
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let ndocs: usize = args[1].parse().unwrap();
    let rounds: usize = args[2].parse().unwrap();
    let stop = stopword_list();
    let docs = make_documents(ndocs, 0x9e3779b97f4a7c15);
    let mut total = 0u64;
    for _ in 0..rounds {
        total = total.wrapping_add(build_and_query(&docs, &stop));
    }
    println!("docs={} rounds={} total={}", ndocs, rounds, total);
}
