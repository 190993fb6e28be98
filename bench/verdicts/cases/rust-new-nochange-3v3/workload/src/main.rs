// tokagg: tokenize a synthetic text corpus, normalise each token and aggregate
// word and bigram counts, then report the top words.
//
// Usage: tokagg [--change none|fold] [--lines N] [--passes N] [--vocab N]
//
// --change fold switches normalize_token to a fuller normalisation: the ASCII
// byte fast path is gone, every token is trimmed and lowercased char-wise
// (Unicode), then a second pass folds Latin-1 accented letters to ASCII.

use std::collections::HashMap;
use std::env;
use std::time::Instant;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545F4914F6CDD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const SYLLABLES: &[&str] = &[
    "ka", "lo", "mi", "ne", "ra", "to", "su", "vi", "de", "an", "or", "el", "qu", "is", "ba",
    "ré", "tö", "çe", "ñu", "pa", "gi", "ho", "we", "ly", "zo", "fé", "mu", "tr", "st", "ch",
];
const PUNCT: &[&str] = &["", "", "", "", ",", ".", ";", "!", "?", ":", "\"", ")"];

#[inline(never)]
fn build_vocab(rng: &mut Rng, n: usize) -> Vec<String> {
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        let k = 1 + rng.below(4) as usize;
        let mut w = String::new();
        for _ in 0..k {
            w.push_str(SYLLABLES[rng.below(SYLLABLES.len() as u64) as usize]);
        }
        v.push(w);
    }
    v
}

#[inline(never)]
fn generate_corpus(rng: &mut Rng, vocab: &[String], lines: usize) -> Vec<String> {
    let mut out = Vec::with_capacity(lines);
    for _ in 0..lines {
        let words = 6 + rng.below(14) as usize;
        let mut line = String::with_capacity(words * 8);
        for i in 0..words {
            if i > 0 {
                line.push(if rng.below(9) == 0 { '\t' } else { ' ' });
            }
            // Zipf-ish choice: square a uniform to favour low ranks
            let r = rng.below(1 << 16);
            let idx = ((r * r) as u128 * vocab.len() as u128 >> 32) as usize;
            let w = &vocab[idx.min(vocab.len() - 1)];
            if rng.below(7) == 0 {
                line.push('(');
            }
            match rng.below(10) {
                0 => line.push_str(&w.to_uppercase()),
                1 | 2 => {
                    let mut cs = w.chars();
                    if let Some(c) = cs.next() {
                        line.extend(c.to_uppercase());
                        line.push_str(cs.as_str());
                    }
                }
                _ => line.push_str(w),
            }
            line.push_str(PUNCT[rng.below(PUNCT.len() as u64) as usize]);
        }
        out.push(line);
    }
    out
}

/// Split a line into tokens on ASCII whitespace, appending (start, end) pairs.
#[inline(never)]
fn tokenize_line(line: &str, spans: &mut Vec<(usize, usize)>) {
    spans.clear();
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        let s = i;
        while i < b.len() && !b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i > s {
            spans.push((s, i));
        }
    }
}

fn fold_char(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
        'ç' => 'c',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ñ' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' => 'o',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'ý' | 'ÿ' => 'y',
        _ => c,
    }
}

/// Normalise one token into `out` (reused buffer). Returns false if nothing is left.
///
/// Default: pure-ASCII tokens take a byte fast path (trim ASCII punctuation,
/// ASCII lowercase); other tokens go char-wise (trim non-alphanumerics, Unicode
/// lowercase). With `fold` (the change) every token goes char-wise, and the
/// result gets a second pass that folds Latin-1 accented letters to ASCII and
/// drops any char that is not alphanumeric after folding.
#[inline(never)]
fn normalize_token(tok: &str, out: &mut String, scratch: &mut String, fold: bool) -> bool {
    out.clear();
    if !fold && tok.is_ascii() {
        let b = tok.as_bytes();
        let mut s = 0;
        let mut e = b.len();
        while s < e && !b[s].is_ascii_alphanumeric() {
            s += 1;
        }
        while e > s && !b[e - 1].is_ascii_alphanumeric() {
            e -= 1;
        }
        out.push_str(&tok[s..e]);
        out.make_ascii_lowercase();
        return !out.is_empty();
    }
    let t = tok.trim_matches(|c: char| !c.is_alphanumeric());
    for c in t.chars() {
        for l in c.to_lowercase() {
            out.push(l);
        }
    }
    if fold {
        scratch.clear();
        for c in out.chars() {
            let f = fold_char(c);
            if f.is_alphanumeric() {
                scratch.push(f);
            }
        }
        std::mem::swap(out, scratch);
    }
    !out.is_empty()
}

#[inline(never)]
fn count_word(counts: &mut HashMap<String, u64>, w: &str) {
    if let Some(n) = counts.get_mut(w) {
        *n += 1;
    } else {
        counts.insert(w.to_string(), 1);
    }
}

#[inline(never)]
fn count_bigram(bigrams: &mut HashMap<(u64, u64), u32>, a: u64, b: u64) {
    *bigrams.entry((a, b)).or_insert(0) += 1;
}

fn fnv1a(s: &str) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &c in s.as_bytes() {
        h ^= c as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

#[inline(never)]
fn aggregate(corpus: &[String], fold: bool, counts: &mut HashMap<String, u64>,
             bigrams: &mut HashMap<(u64, u64), u32>) -> u64 {
    let mut spans = Vec::with_capacity(32);
    let mut buf = String::with_capacity(64);
    let mut scratch = String::with_capacity(64);
    let mut tokens = 0u64;
    for line in corpus {
        tokenize_line(line, &mut spans);
        let mut prev = 0u64;
        for &(s, e) in &spans {
            if !normalize_token(&line[s..e], &mut buf, &mut scratch, fold) {
                continue;
            }
            tokens += 1;
            count_word(counts, &buf);
            let h = fnv1a(&buf);
            count_bigram(bigrams, prev, h);
            prev = h;
        }
    }
    tokens
}

#[inline(never)]
fn top_k(counts: &HashMap<String, u64>, k: usize) -> Vec<(String, u64)> {
    let mut v: Vec<(String, u64)> = counts.iter().map(|(w, n)| (w.clone(), *n)).collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v.truncate(k);
    v
}

fn main() {
    let mut change = String::from("none");
    let mut lines = 170_000usize;
    let mut passes = 4usize;
    let mut vocab_n = 3_000usize;
    let args: Vec<String> = env::args().collect();
    let mut i = 1;
    while i < args.len() {
        match args[i].as_str() {
            "--change" => { change = args[i + 1].clone(); i += 2; }
            "--lines" => { lines = args[i + 1].parse().unwrap(); i += 2; }
            "--passes" => { passes = args[i + 1].parse().unwrap(); i += 2; }
            "--vocab" => { vocab_n = args[i + 1].parse().unwrap(); i += 2; }
            a => panic!("unknown arg {a}"),
        }
    }
    let fold = match change.as_str() { "none" => false, "fold" => true, c => panic!("unknown change {c}") };
    let t0 = Instant::now();
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let vocab = build_vocab(&mut rng, vocab_n);
    let corpus = generate_corpus(&mut rng, &vocab, lines);
    let mut counts = HashMap::new();
    let mut bigrams = HashMap::new();
    let mut tokens = 0;
    for _ in 0..passes {
        tokens += aggregate(&corpus, fold, &mut counts, &mut bigrams);
    }
    let top = top_k(&counts, 10);
    eprintln!("change={change} lines={lines} passes={passes} tokens={tokens} distinct={} bigrams={} top={:?} elapsed={:.2}s",
              counts.len(), bigrams.len(), &top[..3], t0.elapsed().as_secs_f64());
}
