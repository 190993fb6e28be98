//! tripipe: three named worker threads doing different CPU work on the same seed.
//! - "compressor": run-length + LZ-style match search over generated text
//! - "matrix":     dense matrix multiply and row normalisation
//! - "indexer":    tokenise generated documents, build an inverted index, query it
use std::collections::HashMap;
use std::thread;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 { self.next() % n }
}

const WORDS: [&str; 12] = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur",
    "adipiscing", "elit", "sed", "do", "eiusmod", "tempor"];

fn gen_text(rng: &mut Rng, n_words: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(n_words * 7);
    for _ in 0..n_words {
        out.extend_from_slice(WORDS[rng.below(WORDS.len() as u64) as usize].as_bytes());
        out.push(b' ');
    }
    out
}

#[inline(never)]
fn longest_match(data: &[u8], pos: usize, window: usize) -> (usize, usize) {
    let start = pos.saturating_sub(window);
    let (mut best_len, mut best_off) = (0, 0);
    for cand in start..pos {
        let mut l = 0;
        while pos + l < data.len() && data[cand + l] == data[pos + l] && l < 258 { l += 1; }
        if l > best_len { best_len = l; best_off = pos - cand; }
    }
    (best_len, best_off)
}

#[inline(never)]
fn lz_compress(data: &[u8]) -> Vec<u32> {
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < data.len() {
        let (len, off) = longest_match(data, pos, 512);
        if len >= 4 {
            out.push(((off as u32) << 9) | len as u32);
            pos += len;
        } else {
            out.push(data[pos] as u32 | 0x8000_0000);
            pos += 1;
        }
    }
    out
}

#[inline(never)]
fn checksum_tokens(tokens: &[u32]) -> u64 {
    tokens.iter().fold(0xcbf29ce484222325u64, |h, &t| (h ^ t as u64).wrapping_mul(0x100000001b3))
}

fn compressor(seed: u64, rounds: usize) -> u64 {
    let mut rng = Rng(seed);
    let mut acc = 0;
    for _ in 0..rounds {
        let text = gen_text(&mut rng, 6000);
        let toks = lz_compress(&text);
        acc ^= checksum_tokens(&toks);
    }
    acc
}

#[inline(never)]
fn matmul(a: &[f64], b: &[f64], n: usize) -> Vec<f64> {
    let mut c = vec![0.0; n * n];
    for i in 0..n {
        for k in 0..n {
            let aik = a[i * n + k];
            for j in 0..n { c[i * n + j] += aik * b[k * n + j]; }
        }
    }
    c
}

#[inline(never)]
fn normalise_rows(m: &mut [f64], n: usize) {
    for row in m.chunks_mut(n) {
        let norm = row.iter().map(|x| x * x).sum::<f64>().sqrt();
        if norm > 0.0 { for x in row.iter_mut() { *x /= norm; } }
    }
}

fn matrix(seed: u64, rounds: usize) -> u64 {
    let n = 120;
    let mut rng = Rng(seed ^ 0x9e3779b97f4a7c15);
    let mut a: Vec<f64> = (0..n * n).map(|_| (rng.below(1000) as f64) / 1000.0).collect();
    let b: Vec<f64> = (0..n * n).map(|_| (rng.below(1000) as f64) / 1000.0).collect();
    for _ in 0..rounds {
        let mut c = matmul(&a, &b, n);
        normalise_rows(&mut c, n);
        a = c;
    }
    a.iter().fold(0u64, |h, x| h.rotate_left(5) ^ x.to_bits())
}

#[inline(never)]
fn tokenize(doc: &[u8]) -> Vec<String> {
    doc.split(|&c| c == b' ').filter(|w| !w.is_empty())
        .map(|w| String::from_utf8_lossy(w).to_uppercase()).collect()
}

#[inline(never)]
fn build_index(docs: &[Vec<u8>]) -> HashMap<String, Vec<u32>> {
    let mut idx: HashMap<String, Vec<u32>> = HashMap::new();
    for (i, d) in docs.iter().enumerate() {
        for t in tokenize(d) {
            let postings = idx.entry(t).or_default();
            if postings.last() != Some(&(i as u32)) { postings.push(i as u32); }
        }
    }
    idx
}

#[inline(never)]
fn query(idx: &HashMap<String, Vec<u32>>, a: &str, b: &str) -> usize {
    let (pa, pb) = match (idx.get(a), idx.get(b)) { (Some(x), Some(y)) => (x, y), _ => return 0 };
    let (mut i, mut j, mut n) = (0, 0, 0);
    while i < pa.len() && j < pb.len() {
        if pa[i] == pb[j] { n += 1; i += 1; j += 1; } else if pa[i] < pb[j] { i += 1; } else { j += 1; }
    }
    n
}

fn indexer(seed: u64, rounds: usize) -> u64 {
    let mut rng = Rng(seed ^ 0x1234_5678);
    let mut acc = 0u64;
    for _ in 0..rounds {
        let docs: Vec<Vec<u8>> = (0..400).map(|_| gen_text(&mut rng, 40)).collect();
        let idx = build_index(&docs);
        for qa in WORDS.iter() {
            for qb in WORDS.iter() {
                acc = acc.wrapping_add(query(&idx, &qa.to_uppercase(), &qb.to_uppercase()) as u64);
            }
        }
    }
    acc
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seed: u64 = args.get(1).map(|s| s.parse().unwrap()).unwrap_or(42);
    let scale: usize = args.get(2).map(|s| s.parse().unwrap()).unwrap_or(10);
    let h1 = thread::Builder::new().name("compressor".into())
        .spawn(move || compressor(seed, 3 * scale)).unwrap();
    let h2 = thread::Builder::new().name("matrix".into())
        .spawn(move || matrix(seed, 40 * scale)).unwrap();
    let h3 = thread::Builder::new().name("indexer".into())
        .spawn(move || indexer(seed, 6 * scale)).unwrap();
    let (a, b, c) = (h1.join().unwrap(), h2.join().unwrap(), h3.join().unwrap());
    println!("compressor {:016x} matrix {:016x} indexer {:016x}", a, b, c);
}
